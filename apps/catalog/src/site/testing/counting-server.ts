import { once } from 'node:events';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A loopback HTTP server that counts the requests it receives, to prove a refused fetch never arrived. */
export interface CountingServer {
  host: string;
  port: number;
  requests: string[];
  close(): Promise<void>;
}

export async function startCountingServer(
  host: string,
  handler: (request: IncomingMessage, response: ServerResponse) => void = (_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html' });
    response.end('<h1>internal admin</h1>');
  },
): Promise<CountingServer> {
  const requests: string[] = [];
  const server = createServer((request, response) => {
    requests.push(request.url ?? '/');
    handler(request, response);
  });
  server.listen(0, host);
  await once(server, 'listening');
  return {
    host,
    port: (server.address() as AddressInfo).port,
    requests,
    close: async () => {
      server.closeAllConnections();
      server.close();
      await once(server, 'close');
    },
  };
}
