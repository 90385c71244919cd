export interface ReceivedEvent {
  id?: string;
  event: string;
  data: Record<string, unknown>;
  /** When this client read it (epoch ms). */
  at: number;
}

/**
 * A minimal server-sent events client over fetch, as a browser EventSource reads the wire
 * format: `id:`, `event:`, `data:` lines, a blank line ends an event, `:` lines are comments.
 */
export class SseClient {
  readonly events: ReceivedEvent[] = [];
  comments = 0;
  status = 0;
  private readonly abort = new AbortController();
  private done?: Promise<void>;

  static async open(url: string, headers: Record<string, string> = {}): Promise<SseClient> {
    const client = new SseClient();
    const res = await fetch(url, { headers: { accept: 'text/event-stream', ...headers }, signal: client.abort.signal });
    client.status = res.status;
    if (res.status !== 200 || !res.body) {
      client.error = await res.json().catch(() => null);
      return client;
    }
    client.done = client.read(res.body).catch(() => undefined);
    return client;
  }

  error: unknown;

  private async read(body: ReadableStream<Uint8Array>): Promise<void> {
    const decoder = new TextDecoder();
    let buffer = '';
    for await (const chunk of body) {
      buffer += decoder.decode(chunk, { stream: true });
      let end = buffer.indexOf('\n\n');
      while (end >= 0) {
        this.parse(buffer.slice(0, end));
        buffer = buffer.slice(end + 2);
        end = buffer.indexOf('\n\n');
      }
    }
  }

  private parse(block: string): void {
    let id: string | undefined;
    let event = 'message';
    let data = '';
    let comment = false;
    for (const line of block.split('\n')) {
      if (line.startsWith(':')) comment = true;
      else if (line.startsWith('id: ')) id = line.slice(4);
      else if (line.startsWith('event: ')) event = line.slice(7);
      else if (line.startsWith('data: ')) data += line.slice(6);
    }
    if (comment && !data) {
      this.comments += 1;
      return;
    }
    if (data) this.events.push({ id, event, data: JSON.parse(data), at: Date.now() });
  }

  async waitFor(predicate: (e: ReceivedEvent) => boolean, timeoutMs = 60_000): Promise<ReceivedEvent> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = this.events.find(predicate);
      if (found) return found;
      if (Date.now() > deadline) {
        throw new Error(`no such event after ${timeoutMs} ms; got ${JSON.stringify(this.events).slice(0, 800)}`);
      }
      await new Promise((r) => setTimeout(r, 50));
    }
  }

  async close(): Promise<void> {
    this.abort.abort();
    await this.done;
  }
}
