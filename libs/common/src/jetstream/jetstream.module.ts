import { type JetStreamClient, type JetStreamManager, jetstream, jetstreamManager } from '@nats-io/jetstream';
import { Global, Module } from '@nestjs/common';
import { ClientProxy } from '@nestjs/microservices';
import { NATS_CLIENT, natsConnectionOf } from '../nats/nats.module.js';

export const JETSTREAM = Symbol('JETSTREAM');
export const JETSTREAM_MANAGER = Symbol('JETSTREAM_MANAGER');
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
  ],
  exports: [JETSTREAM, JETSTREAM_MANAGER],
})
export class JetStreamModule {}
