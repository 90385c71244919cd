import {
  type BeforeApplicationShutdown,
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnModuleInit,
} from '@nestjs/common';
import {
  APP_CONFIG,
  type AppConfig,
  BatchConsumer,
  ensureConsumer,
  JETSTREAM,
  JETSTREAM_MANAGER,
  type JetStreamClient,
  type JetStreamManager,
  natsName,
  natsResourceName,
} from '#common';
import { ensureUsageJournal, USAGE_JOURNAL, type UsageJournalMessage } from './usage-journal.js';
import { UsageStore } from './usage-store.js';

/**
 * Writes the journaled usage of runs to `platforms.provider_calls`, a batch of journal messages
 * per insert, and acks them only once they are stored: a crash between a run's ack and its
 * insert leaves the record in the journal, redelivered to the next process (the insert skips a
 * run id already stored, so a redelivery never counts twice).
 */
@Injectable()
export class UsageRecorder implements OnModuleInit, OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger(UsageRecorder.name);
  private consumer?: BatchConsumer;

  constructor(
    @Inject(JETSTREAM) private readonly js: JetStreamClient,
    @Inject(JETSTREAM_MANAGER) private readonly jsm: JetStreamManager,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly store: UsageStore,
  ) {}

  /** Before any bootstrap hook: the run workers journal into this stream from their first run. */
  async onModuleInit(): Promise<void> {
    await ensureUsageJournal(this.jsm);
    await ensureConsumer(this.jsm, natsResourceName(USAGE_JOURNAL.stream), {
      durable_name: natsResourceName(USAGE_JOURNAL.consumer),
      filter_subject: natsName(USAGE_JOURNAL.subject),
      // A crashed process's records come back as soon as its runs do.
      ack_wait: this.config.RUN_ACK_WAIT_MS * 1e6,
      max_ack_pending: 1_000,
    });
  }

  async onApplicationBootstrap(): Promise<void> {
    this.consumer = new BatchConsumer(
      {
        js: this.js,
        stream: natsResourceName(USAGE_JOURNAL.stream),
        consumer: natsResourceName(USAGE_JOURNAL.consumer),
        // Up to 64 records a message: 16 messages make an insert of up to a thousand rows.
        maxBatch: 16,
        gatherMs: 5,
        logger: this.logger,
      },
      async (msgs) => {
        // An insert slower than the ack wait (a locked table) keeps its messages.
        const beat = setInterval(
          () => {
            for (const m of msgs) m.working();
          },
          Math.max(500, this.config.RUN_ACK_WAIT_MS / 3),
        );
        try {
          await this.store.insert(msgs.flatMap((m) => m.json<UsageJournalMessage>().calls));
        } finally {
          clearInterval(beat);
        }
        for (const m of msgs) m.ack();
      },
    );
    await this.consumer.start();
  }

  async beforeApplicationShutdown(): Promise<void> {
    await this.consumer?.stop();
  }
}
