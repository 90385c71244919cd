import { Inject, Injectable } from '@nestjs/common';
import { GroupedPublisher, JETSTREAM, type JetStreamClient, natsName } from '#common';
import { type RunResultMessage, WORK } from '#contracts';

/**
 * Publishes run results durably on `results.batch`, several runs per JetStream message
 * (RunResultBatchMessage, group commit: GroupedPublisher). A run's message is acked only after
 * the message carrying its result is stored; the scans service stores each result once by its
 * run id, so a redelivered run whose result goes again in another batch counts once.
 */
@Injectable()
export class ResultPublisher {
  private readonly publisher: GroupedPublisher<RunResultMessage>;

  constructor(@Inject(JETSTREAM) js: JetStreamClient) {
    this.publisher = new GroupedPublisher(js, natsName(WORK.resultBatchSubject), 'results');
  }

  /** Resolves once the result is stored in the results stream. */
  publish(result: RunResultMessage): Promise<void> {
    return this.publisher.publish(result);
  }
}
