import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A request as the loopback server received it. */
export interface RecordedRequest {
  method: string;
  /** Path and query, e.g. `/search.json?engine=google&q=…`. */
  url: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
  body: string;
  /** The body parsed as JSON, when it was. */
  json: unknown;
}

/** What the server answers: a status, headers and a body (objects are sent as JSON). */
export interface ScriptedResponse {
  status?: number;
  headers?: Record<string, string>;
  body?: unknown;
  /** Wait this long before answering (to exercise timeouts). */
  delayMs?: number;
}

export type LoopbackHandler = (req: RecordedRequest) => ScriptedResponse | Promise<ScriptedResponse>;

export interface LoopbackServer {
  /** `http://127.0.0.1:<port>`, no trailing slash. */
  url: string;
  /** `127.0.0.1:<port>`, for allowlists. */
  host: string;
  requests: RecordedRequest[];
  close(): Promise<void>;
}

/** Starts an HTTP server on 127.0.0.1 and a free port, answering every request with `handler`. */
export async function startLoopbackServer(handler: LoopbackHandler): Promise<LoopbackServer> {
  const requests: RecordedRequest[] = [];
  const server: Server = createServer(async (incoming, outgoing) => {
    const chunks: Buffer[] = [];
    for await (const chunk of incoming) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks).toString('utf8');
    const parsed = new URL(incoming.url ?? '/', 'http://loopback');
    const recorded: RecordedRequest = {
      method: incoming.method ?? 'GET',
      url: incoming.url ?? '/',
      path: parsed.pathname,
      query: parsed.searchParams,
      headers: incoming.headers,
      body,
      json: safeJson(body),
    };
    requests.push(recorded);
    let response: ScriptedResponse;
    try {
      response = await handler(recorded);
    } catch (error) {
      response = { status: 500, body: { error: { message: String(error) } } };
    }
    if (response.delayMs) {
      await new Promise((resolve) => setTimeout(resolve, response.delayMs));
      if (outgoing.destroyed) return;
    }
    const isText = typeof response.body === 'string';
    const payload = response.body === undefined ? '' : isText ? String(response.body) : JSON.stringify(response.body);
    outgoing.writeHead(response.status ?? 200, {
      'content-type': isText ? 'text/plain; charset=utf-8' : 'application/json',
      ...response.headers,
    });
    outgoing.end(payload);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    host: `127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

/** Answers requests in order from a script; the last entry repeats once the script runs out. */
export function scripted(...responses: ScriptedResponse[]): LoopbackHandler {
  let next = 0;
  return () => responses[Math.min(next++, responses.length - 1)];
}

function safeJson(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}
