import type { Server } from 'node:http';
import type { Duplex } from 'node:stream';
import type { ErrorCode } from '#common';
import { errorBody } from './http-error.filter.js';

/** What Node's HTTP parser refused, as the status and sentence the client gets. */
function parserRefusal(code: string | undefined): { status: number; reason: string; message: string } {
  switch (code) {
    case 'HPE_HEADER_OVERFLOW':
      return {
        status: 431,
        reason: 'Request Header Fields Too Large',
        message: 'The request headers are too large.',
      };
    case 'ERR_HTTP_REQUEST_TIMEOUT':
      return {
        status: 408,
        reason: 'Request Timeout',
        message: 'The request did not arrive in time: its headers or body never completed.',
      };
    default:
      return { status: 400, reason: 'Bad Request', message: 'The request is not valid HTTP/1.1.' };
  }
}

/**
 * The gateway's HTTP server: a request (headers and body) must arrive within `requestTimeoutMs`,
 * checked every quarter of it (Node's default check runs every 30 s), and what Node's parser
 * refuses before any route runs (oversized headers, malformed requests, timeouts) is answered in
 * the contract's error shape, with `_service`, instead of Node's bare status line. The code is
 * VALIDATION_ERROR: it is the client's request that is wrong; the status says how. Only the
 * request's arrival is bounded: a response may take as long as it needs (a stream of events).
 */
export function applyHttpServerLimits(server: Server, requestTimeoutMs: number): void {
  server.requestTimeout = requestTimeoutMs;
  server.headersTimeout = requestTimeoutMs;
  // Read when the server starts listening.
  (server as Server & { connectionsCheckingInterval: number }).connectionsCheckingInterval = Math.max(
    50,
    Math.min(1_000, Math.floor(requestTimeoutMs / 4)),
  );
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Duplex) => {
    const response = (socket as Duplex & { _httpMessage?: { headersSent?: boolean } })._httpMessage;
    if (error.code === 'ECONNRESET' || !socket.writable || response?.headersSent) {
      socket.destroy();
      return;
    }
    const { status, reason, message } = parserRefusal(error.code);
    const code: ErrorCode = 'VALIDATION_ERROR';
    const body = JSON.stringify(errorBody(code, message));
    socket.end(
      `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  });
}
