import { corsOrigins } from '../setup-app.js';

/**
 * The origins a browser may call /mcp from: the gateway's own (its pages) and the operator's
 * `CORS_ORIGINS`. The MCP transport specification asks servers to check `Origin`, so that a page
 * on another site (or one reached through DNS rebinding) cannot drive the tools; clients that are
 * not browsers send no `Origin` and are not affected.
 */
export function mcpAllowedOrigins(publicBaseUrl: string, cors: string | undefined): Set<string> {
  return new Set([new URL(publicBaseUrl).origin, ...corsOrigins(cors)]);
}

/** Whether a request with this `Origin` header (absent for non-browser clients) may use /mcp. */
export function mcpOriginAllowed(origin: string | undefined, allowed: ReadonlySet<string>): boolean {
  return origin === undefined || allowed.has(origin.replace(/\/$/, ''));
}
