import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig, JETSTREAM_PUBLISHER, natsName, type PipelinedPublisher } from '#common';
import { type BrandProfile, type PersonaProfile, type RunRequestedMessage, type ScanMode, WORK } from '#contracts';
import type { RunRow } from '../database/run.entity.js';

export interface DispatchContext {
  scanId: string;
  mode: ScanMode;
  brand: BrandProfile;
  personas: PersonaProfile[];
}

/**
 * Fans a scan out: one JetStream message per run on `runs.<platform>`, with the run id as the
 * message id, so that publishing the same pending runs again (after a crash) creates no twins.
 * All of a scan's runs are in flight at once; the fan-out is done when every one is stored.
 */
@Injectable()
export class RunDispatcher {
  constructor(
    @Inject(JETSTREAM_PUBLISHER) private readonly publisher: PipelinedPublisher,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async dispatch(
    context: DispatchContext,
    runs: Pick<RunRow, 'id' | 'platform' | 'query' | 'personaId' | 'sample'>[],
  ): Promise<void> {
    const personas = new Map(context.personas.map((p) => [p.id, p]));
    await Promise.all(
      runs.map((run) => {
        const message: RunRequestedMessage = {
          runId: run.id,
          scanId: context.scanId,
          request: {
            platform: run.platform,
            mode: context.mode,
            query: run.query,
            persona: run.personaId ? (personas.get(run.personaId) ?? null) : null,
            subject: context.brand,
            seed: this.config.SIMULATOR_SEED,
            ...(run.sample > 1 ? { sample: run.sample } : {}),
          },
        };
        return this.publisher.publish(natsName(WORK.runSubject(run.platform)), JSON.stringify(message), {
          msgID: run.id,
        });
      }),
    );
  }
}
