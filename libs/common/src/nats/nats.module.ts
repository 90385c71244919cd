import type { NatsConnection } from '@nats-io/transport-node';
import { type DynamicModule, Global, Inject, Module, type OnApplicationShutdown } from '@nestjs/common';
import { ClientProxy, ClientProxyFactory, type NatsOptions, Transport } from '@nestjs/microservices';
import { APP_CONFIG } from '../config/config.module.js';
import type { AppConfig } from '../config/environment.js';
import { natsConnectionOptions } from './connection-options.js';
import { ServiceClient } from './service-client.js';

export const NATS_CLIENT = Symbol('NATS_CLIENT');

/** Service names a NATS client can address; the token of each is `serviceClientToken(name)`. */
export type ServiceName = 'accounts' | 'catalog' | 'scans' | 'platforms' | 'notifications';

export function serviceClientToken(service: ServiceName): string {
  return `ServiceClient:${service}`;
}

/** Injects the timed request/reply client for one service. */
export const InjectService = (service: ServiceName) => Inject(serviceClientToken(service));

export function natsServerOptions(config: AppConfig, queue: string): NatsOptions {
  return {
    transport: Transport.NATS,
    options: {
      ...natsConnectionOptions(config),
      // Replicas of a service share one queue group, so each request is handled once.
      queue: `${config.NATS_PREFIX}.${queue}`,
      name: `${config.NATS_PREFIX}-${queue}-server`,
      gracefulShutdown: true,
      gracePeriod: 2_000,
      maxReconnectAttempts: -1,
      noAsyncTraces: true,
      reconnectTimeWait: 500,
    },
  };
}

/**
 * One NATS connection per process for outgoing requests, wrapped per target service in a
 * ServiceClient that enforces the timeout and the error contract.
 */
@Global()
@Module({})
export class NatsClientModule implements OnApplicationShutdown {
  constructor(@Inject(NATS_CLIENT) private readonly client: ClientProxy) {}

  static forRoot(clientName: string, services: ServiceName[]): DynamicModule {
    return {
      module: NatsClientModule,
      providers: [
        {
          provide: NATS_CLIENT,
          inject: [APP_CONFIG],
          useFactory: async (config: AppConfig) => {
            const client = ClientProxyFactory.create({
              transport: Transport.NATS,
              options: {
                ...natsConnectionOptions(config),
                name: `${config.NATS_PREFIX}-${clientName}-client`,
                maxReconnectAttempts: -1,
                noAsyncTraces: true,
                reconnectTimeWait: 500,
              },
            });
            await client.connect();
            return client;
          },
        },
        ...services.map((service) => ({
          provide: serviceClientToken(service),
          inject: [NATS_CLIENT, APP_CONFIG],
          useFactory: (client: ClientProxy, config: AppConfig) =>
            new ServiceClient(service, client, config.RPC_TIMEOUT_MS),
        })),
      ],
      exports: [NATS_CLIENT, ...services.map(serviceClientToken)],
    };
  }

  async onApplicationShutdown() {
    await this.client.close();
  }
}

/** The raw connection behind the Nest client, for JetStream and KV. */
export function natsConnectionOf(client: ClientProxy): NatsConnection {
  return client.unwrap<NatsConnection>();
}
