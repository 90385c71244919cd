import { Inject, Injectable } from '@nestjs/common';
import { JETSTREAM, type JetStreamClient, natsName } from '#common';
import { type RunResultMessage, WORK } from '#contracts';

/**
 * Characters of results per message: under 64 K, the most a string can hold in V8's ordinary heap
 * once one character is outside Latin-1 (an en dash in an answer is enough). Past it, the string
 * of the message, here and in the scans service that decodes and parses it, is made in the
 * large-object space, and JSON.stringify and JSON.parse cost about eight times as much per result
 * (measured: 1 µs against 8–9 µs a result). Well under NATS's 1 MB payload limit too. A single
 * larger result still goes, alone.
 */
const MAX_MESSAGE_CHARS = 60 * 1024;
/** Results per message at most, so that the scans service's batches stay a few hundred runs. */
const MAX_RESULTS_PER_MESSAGE = 64;

/**
 * Publishes run results durably on `results.batch`, several runs per JetStream message: results
 * that finish while a publish is under way go together in the next one (group commit), so that
 * under load the results stream, the NATS server and the scans service handle a message per
 * batch rather than per run, and an idle service adds no wait. A run's message is acked only
 * after the message carrying its result is stored; the scans service stores each result once
 * by its run id, so a redelivered run whose result goes again in another batch counts once.
 */
@Injectable()
export class ResultPublisher {
  private queue: { json: string; settle: (error?: unknown) => void }[] = [];
  private flushing = false;

  constructor(@Inject(JETSTREAM) private readonly js: JetStreamClient) {}

  /** Resolves once the result is stored in the results stream. */
  publish(result: RunResultMessage): Promise<void> {
    return new Promise((resolve, reject) => {
      this.queue.push({
        json: JSON.stringify(result),
        settle: (error) => (error === undefined ? resolve() : reject(error)),
      });
      if (!this.flushing) void this.flush();
    });
  }

  private async flush(): Promise<void> {
    this.flushing = true;
    while (this.queue.length) {
      let chars = this.queue[0]!.json.length;
      let count = 1;
      while (
        count < Math.min(this.queue.length, MAX_RESULTS_PER_MESSAGE) &&
        chars + this.queue[count]!.json.length <= MAX_MESSAGE_CHARS
      ) {
        chars += this.queue[count]!.json.length;
        count += 1;
      }
      const batch = this.queue.splice(0, count);
      try {
        // The batch is written as RunResultBatchMessage JSON without serialising the results again.
        await this.js.publish(natsName(WORK.resultBatchSubject), `{"results":[${batch.map((b) => b.json).join(',')}]}`);
        for (const b of batch) b.settle();
      } catch (error) {
        for (const b of batch) b.settle(error ?? new Error('result publish failed'));
      }
    }
    this.flushing = false;
  }
}
