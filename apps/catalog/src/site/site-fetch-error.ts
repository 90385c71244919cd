/** Why a page was not fetched. `HTTP_<status>` carries the status the site answered. */
export type SiteFetchErrorCode =
  | 'INVALID_URL'
  | 'UNSUPPORTED_SCHEME'
  | 'BLOCKED_ADDRESS'
  | 'DNS_FAILURE'
  | 'CONNECTION_FAILED'
  | 'TOO_MANY_REDIRECTS'
  | 'TOO_LARGE'
  | 'NOT_HTML'
  | 'TIMEOUT'
  | `HTTP_${number}`;

/** A refused or failed page fetch, with a code callers can branch on and a message people can read. */
export class SiteFetchError extends Error {
  override readonly name = 'SiteFetchError';

  constructor(
    readonly code: SiteFetchErrorCode,
    message: string,
    readonly url?: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

/** The first SiteFetchError in an error's cause chain (undici wraps connector errors in `fetch failed`). */
export function findSiteFetchError(error: unknown): SiteFetchError | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 8 && current instanceof Error; depth++) {
    if (current instanceof SiteFetchError) return current;
    current = current.cause;
  }
  return undefined;
}
