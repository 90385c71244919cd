import { Logger, type LoggerService } from '@nestjs/common';
import { type ClientProxy, ClientProxyFactory, Transport } from '@nestjs/microservices';
import { type AppConfig, natsConnectionOptions, ServiceClient, type ServiceName } from '#common';

/** stdout carries exactly one JSON object; everything the libraries say goes to stderr. */
class StderrLogger implements LoggerService {
  /** Connection chatter ("NatsStatus: close") is not for the operator. */
  log() {}
  error(message: unknown) {
    this.write('error', message);
  }
  warn(message: unknown) {
    this.write('warn', message);
  }
  private write(level: string, message: unknown) {
    process.stderr.write(`[${level}] ${typeof message === 'string' ? message : JSON.stringify(message)}\n`);
  }
}

export interface ServiceClients {
  get(service: ServiceName): ServiceClient;
  close(): Promise<void>;
}

/**
 * The operator CLI speaks to the services as the gateway does: request/reply over NATS with the
 * deployment's prefix, never to another service's tables.
 */
export async function connectServices(config: AppConfig): Promise<ServiceClients> {
  Logger.overrideLogger(new StderrLogger());
  const client: ClientProxy = ClientProxyFactory.create({
    transport: Transport.NATS,
    options: { ...natsConnectionOptions(config), name: `${config.NATS_PREFIX}-cli`, maxReconnectAttempts: 2 },
  });
  await client.connect();
  const clients = new Map<ServiceName, ServiceClient>();
  return {
    get(service) {
      let serviceClient = clients.get(service);
      if (!serviceClient) {
        serviceClient = new ServiceClient(service, client, config.RPC_TIMEOUT_MS);
        clients.set(service, serviceClient);
      }
      return serviceClient;
    },
    close: () => client.close(),
  };
}
