import { once } from 'node:events';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request as the server saw it. */
export interface ReceivedRequest {
  method: string;
  path: string;
  authorization: string | undefined;
  body: { model?: string; messages?: { role: string; content: string }[]; response_format?: { type: string } };
}

/** What the next request gets: assistant content in a real completion, or an HTTP error. */
export type Reply =
  | { content: string | null; refusal?: string }
  | { status: number; error: { message: string; type: string; code: string | null } };

export interface ChatCompletionsServer {
  baseURL: string;
  received: ReceivedRequest[];
  /** Queues replies, used in order. */
  reply(...replies: Reply[]): void;
  close(): Promise<void>;
}

/**
 * A loopback OpenAI-compatible server answering `POST /v1/chat/completions` in the exact wire
 * format of the Chat Completions API (object `chat.completion`, `choices[].message`, `usage`).
 */
export async function startChatCompletionsServer(): Promise<ChatCompletionsServer> {
  const received: ReceivedRequest[] = [];
  const queue: Reply[] = [];
  let sequence = 0;
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') as ReceivedRequest['body'];
      received.push({
        method: request.method ?? '',
        path: request.url ?? '',
        authorization: request.headers.authorization,
        body,
      });
      const reply = queue.shift() ?? {
        status: 500,
        error: { message: 'no reply queued', type: 'server_error', code: null },
      };
      if (request.method !== 'POST' || request.url !== '/v1/chat/completions') {
        response.writeHead(404, { 'content-type': 'application/json' });
        response.end(
          JSON.stringify({
            error: { message: `Unknown path ${request.url}`, type: 'invalid_request_error', param: null, code: null },
          }),
        );
        return;
      }
      if ('status' in reply) {
        response.writeHead(reply.status, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ error: { ...reply.error, param: null } }));
        return;
      }
      sequence += 1;
      response.writeHead(200, { 'content-type': 'application/json', 'x-request-id': `req_${sequence}` });
      response.end(
        JSON.stringify({
          id: `chatcmpl-Bx${sequence}Qz7aLk3`,
          object: 'chat.completion',
          created: 1767225600 + sequence,
          model: body.model === 'gpt-4.1-mini' ? 'gpt-4.1-mini-2025-04-14' : (body.model ?? 'unknown'),
          choices: [
            {
              index: 0,
              message: { role: 'assistant', content: reply.content, refusal: reply.refusal ?? null, annotations: [] },
              logprobs: null,
              finish_reason: 'stop',
            },
          ],
          usage: {
            prompt_tokens: 412,
            completion_tokens: 236,
            total_tokens: 648,
            prompt_tokens_details: { cached_tokens: 0, audio_tokens: 0 },
            completion_tokens_details: {
              reasoning_tokens: 0,
              audio_tokens: 0,
              accepted_prediction_tokens: 0,
              rejected_prediction_tokens: 0,
            },
          },
          service_tier: 'default',
          system_fingerprint: 'fp_6f2eabb9a5',
        }),
      );
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return {
    baseURL: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`,
    received,
    reply: (...replies) => queue.push(...replies),
    close: async () => {
      server.closeAllConnections();
      server.close();
      await once(server, 'close');
    },
  };
}
