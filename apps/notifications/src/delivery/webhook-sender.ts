import { Webhook } from 'standardwebhooks';
import { Agent, request } from 'undici';
import type { WebhookUrlPolicy } from './webhook-url-policy.js';

/** The receiver has this long to answer (connect, headers and body). */
export const WEBHOOK_TIMEOUT_MS = 10_000;
/** What is kept of a receiver's answer. */
export const RESPONSE_BODY_LIMIT = 1024;

export interface SendResult {
  ok: boolean;
  statusCode: number | null;
  error: string | null;
  responseBody: string | null;
  retryAfter: string | undefined;
  durationMs: number;
}

/**
 * One signed POST of a webhook (Standard Webhooks: `webhook-id`, `webhook-timestamp`,
 * `webhook-signature`, signed by the `standardwebhooks` library). Redirects are not followed
 * (a 3xx is a failure), the whole exchange has 10 s, and at most 1 KB of the answer is read.
 */
export class WebhookSender {
  private readonly agent: Agent;

  constructor(policy: WebhookUrlPolicy) {
    this.agent = new Agent({
      connect: { lookup: policy.guardedLookup(), timeout: WEBHOOK_TIMEOUT_MS },
      headersTimeout: WEBHOOK_TIMEOUT_MS,
      bodyTimeout: WEBHOOK_TIMEOUT_MS,
      keepAliveTimeout: 4_000,
    });
  }

  async send(url: string, secret: string, webhookId: string, payload: string): Promise<SendResult> {
    const started = performance.now();
    const timestamp = new Date();
    const signature = new Webhook(secret).sign(webhookId, timestamp, payload);
    try {
      const res = await request(url, {
        method: 'POST',
        dispatcher: this.agent,
        signal: AbortSignal.timeout(WEBHOOK_TIMEOUT_MS),
        headers: {
          'content-type': 'application/json',
          'user-agent': 'brand-visibility-webhooks/1.0',
          'webhook-id': webhookId,
          'webhook-timestamp': String(Math.floor(timestamp.getTime() / 1000)),
          'webhook-signature': signature,
        },
        body: payload,
      });
      const responseBody = await readLimited(res.body);
      const ok = res.statusCode >= 200 && res.statusCode < 300;
      const retryAfter = res.headers['retry-after'];
      return {
        ok,
        statusCode: res.statusCode,
        error: ok
          ? null
          : res.statusCode >= 300 && res.statusCode < 400
            ? `redirect (${res.statusCode}) not followed`
            : `HTTP ${res.statusCode}`,
        responseBody,
        retryAfter: Array.isArray(retryAfter) ? retryAfter[0] : retryAfter,
        durationMs: Math.round(performance.now() - started),
      };
    } catch (error) {
      return {
        ok: false,
        statusCode: null,
        error: describe(error),
        responseBody: null,
        retryAfter: undefined,
        durationMs: Math.round(performance.now() - started),
      };
    }
  }

  async close(): Promise<void> {
    await this.agent.close();
  }
}

async function readLimited(body: AsyncIterable<Buffer> & { destroy(): void }): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of body) {
    chunks.push(chunk);
    size += chunk.length;
    if (size >= RESPONSE_BODY_LIMIT) {
      body.destroy();
      break;
    }
  }
  return Buffer.concat(chunks).subarray(0, RESPONSE_BODY_LIMIT).toString('utf8');
}

function describe(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = (error as { cause?: unknown }).cause;
  if (error.name === 'TimeoutError' || error.name === 'AbortError')
    return `no answer within ${WEBHOOK_TIMEOUT_MS / 1000} s`;
  const code = (error as { code?: string }).code ?? (cause as { code?: string } | undefined)?.code;
  const message = cause instanceof Error ? cause.message : error.message;
  return code ? `${code}: ${message}` : message;
}
