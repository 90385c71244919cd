import { type JetStreamClient, type JetStreamManager, jetstream, jetstreamManager } from '@nats-io/jetstream';
import { Global, Module } from '@nestjs/common';
import { ClientProxy } from '@nestjs/microservices';
import { NATS_CLIENT, natsConnectionOf } from '../nats/nats.module.js';
import { PipelinedPublisher } from './pipelined-publisher.js';

export const JETSTREAM = Symbol('JETSTREAM');
export const JETSTREAM_MANAGER = Symbol('JETSTREAM_MANAGER');
/** Publishes to streams with many acks awaited at once (fan-outs): PipelinedPublisher. */
export const JETSTREAM_PUBLISHER = Symbol('JETSTREAM_PUBLISHER');
export type { JetStreamClient, JetStreamManager };

/** JetStream on the process's one NATS connection. */
@Global()
@Module({
  providers: [
    {
      provide: JETSTREAM,
      inject: [NATS_CLIENT],
      useFactory: (client: ClientProxy) => jetstream(natsConnectionOf(client)),
    },
    {
      provide: JETSTREAM_MANAGER,
      inject: [NATS_CLIENT],
      useFactory: (client: ClientProxy) => jetstreamManager(natsConnectionOf(client)),
    },
    {
      provide: JETSTREAM_PUBLISHER,
      inject: [NATS_CLIENT],
      useFactory: (client: ClientProxy) => new PipelinedPublisher(natsConnectionOf(client)),
    },
  ],
  exports: [JETSTREAM, JETSTREAM_MANAGER, JETSTREAM_PUBLISHER],
})
export class JetStreamModule {}
