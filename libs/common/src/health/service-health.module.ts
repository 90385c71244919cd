import { MikroORM } from '@mikro-orm/postgresql';
import { Controller, type DynamicModule, Get, Inject, Injectable, Module, Optional, Res } from '@nestjs/common';
import { ClientProxy, MessagePattern } from '@nestjs/microservices';
import type { Response } from 'express';
import { NATS_CLIENT, natsConnectionOf } from '../nats/nats.module.js';
import { natsName } from '../nats/subjects.js';
import { type HealthReport, timedCheck } from './health-report.js';

@Injectable()
export class ServiceHealth {
  private readonly startedAt = Date.now();
  service = 'service';

  constructor(
    @Inject(NATS_CLIENT) private readonly nats: ClientProxy,
    @Optional() private readonly orm?: MikroORM,
  ) {}

  async report(): Promise<HealthReport> {
    const checks: HealthReport['checks'] = {
      nats: await timedCheck(async () => {
        if (natsConnectionOf(this.nats).isClosed()) throw new Error('connection closed');
      }),
    };
    if (this.orm) checks.database = await timedCheck(() => this.orm!.em.getConnection().execute('select 1'));
    return {
      service: this.service,
      ok: Object.values(checks).every((c) => c.ok),
      checks,
      uptimeSeconds: Math.round((Date.now() - this.startedAt) / 1000),
    };
  }
}

/**
 * Health of one service: `<service>.health` over NATS for the gateway's readiness, and
 * `/health/live` + `/health/ready` on the service's own HTTP port for Kubernetes probes.
 */
@Module({})
export class ServiceHealthModule {
  static register(service: string): DynamicModule {
    @Controller('health')
    class HealthController {
      constructor(private readonly health: ServiceHealth) {}

      @Get('live')
      live() {
        return { ok: true, service };
      }

      @Get('ready')
      async ready(@Res({ passthrough: true }) res: Response) {
        const report = await this.health.report();
        if (!report.ok) res.status(503);
        return report;
      }

      @MessagePattern(natsName(`${service}.health`))
      check() {
        return this.health.report();
      }
    }

    return {
      module: ServiceHealthModule,
      controllers: [HealthController],
      providers: [
        {
          provide: ServiceHealth,
          inject: [NATS_CLIENT, { token: MikroORM, optional: true }],
          useFactory: (nats: ClientProxy, orm?: MikroORM) => Object.assign(new ServiceHealth(nats, orm), { service }),
        },
      ],
      exports: [ServiceHealth],
    };
  }
}
