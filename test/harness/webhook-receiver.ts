import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';

export interface ReceivedWebhook {
  path: string;
  webhookId: string;
  timestamp: string;
  body: string;
  /** The payload as verified by the Standard Webhooks library with the path's secret; null when it failed. */
  verified: { type: string; timestamp: string; data: Record<string, unknown> } | null;
  at: number;
}

/** How a path answers its n-th request (1-based); `hang` never answers. */
// biome-ignore lint/suspicious/noConfusingVoidType: a behaviour answers (returns nothing) or says it hangs.
export type Behaviour = (n: number, res: ServerResponse) => void | 'hang';

/**
 * A loopback webhook receiver speaking plain HTTP, as a partner's would: it verifies every
 * delivery's signature with the `standardwebhooks` library and the secret registered for its
 * path, records what came, and answers as the test programs each path.
 */
export class WebhookReceiver {
  readonly received: ReceivedWebhook[] = [];
  private readonly secrets = new Map<string, string>();
  private readonly behaviours = new Map<string, Behaviour>();
  private readonly counts = new Map<string, number>();
  private readonly hanging = new Set<ServerResponse>();
  private server?: Server;
  url = '';

  async start(): Promise<this> {
    this.server = createServer((req, res) => this.handle(req, res));
    await new Promise<void>((resolve) => this.server?.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this;
  }

  on(path: string, behaviour: Behaviour): string {
    this.behaviours.set(path, behaviour);
    return `${this.url}${path}`;
  }

  secret(path: string, secret: string): void {
    this.secrets.set(path, secret);
  }

  at(path: string): ReceivedWebhook[] {
    return this.received.filter((r) => r.path === path);
  }

  async waitFor(path: string, count: number, timeoutMs = 60_000): Promise<ReceivedWebhook[]> {
    const deadline = Date.now() + timeoutMs;
    while (this.at(path).length < count) {
      if (Date.now() > deadline)
        throw new Error(`${path}: ${this.at(path).length} of ${count} webhooks after ${timeoutMs} ms`);
      await new Promise((r) => setTimeout(r, 50));
    }
    return this.at(path);
  }

  private handle(req: IncomingMessage, res: ServerResponse): void {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const path = req.url ?? '/';
      const body = Buffer.concat(chunks).toString('utf8');
      const headers = {
        'webhook-id': String(req.headers['webhook-id'] ?? ''),
        'webhook-timestamp': String(req.headers['webhook-timestamp'] ?? ''),
        'webhook-signature': String(req.headers['webhook-signature'] ?? ''),
      };
      let verified: ReceivedWebhook['verified'] = null;
      const secret = this.secrets.get(path);
      if (secret) {
        try {
          verified = new Webhook(secret).verify(body, headers) as ReceivedWebhook['verified'];
        } catch {
          verified = null;
        }
      }
      this.received.push({
        path,
        webhookId: headers['webhook-id'],
        timestamp: headers['webhook-timestamp'],
        body,
        verified,
        at: Date.now(),
      });
      const n = (this.counts.get(path) ?? 0) + 1;
      this.counts.set(path, n);
      const behaviour = this.behaviours.get(path) ?? ((_n, r) => r.writeHead(200).end('ok'));
      if (behaviour(n, res) === 'hang') this.hanging.add(res);
    });
  }

  async stop(): Promise<void> {
    for (const res of this.hanging) res.destroy();
    this.server?.closeAllConnections();
    await new Promise<void>((resolve) => this.server?.close(() => resolve()));
  }
}
