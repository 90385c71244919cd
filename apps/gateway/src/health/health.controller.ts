import { Controller, Get, Inject, Res } from '@nestjs/common';
import { ClientProxy } from '@nestjs/microservices';
import { ApiExcludeController } from '@nestjs/swagger';
import type { Response } from 'express';
import { type HealthReport, InjectService, NATS_CLIENT, natsConnectionOf, type ServiceClient } from '#common';

const SERVICES = ['accounts', 'catalog', 'scans', 'platforms', 'notifications'] as const;
const PROBE_TIMEOUT_MS = 1_000;

/**
 * Liveness says the process serves HTTP; readiness says it can do its job: NATS connected and
 * all five services answering (each reports its own database), within one second each.
 */
@ApiExcludeController()
@Controller('health')
export class HealthController {
  private readonly clients: Record<(typeof SERVICES)[number], ServiceClient>;

  constructor(
    @Inject(NATS_CLIENT) private readonly nats: ClientProxy,
    @InjectService('accounts') accounts: ServiceClient,
    @InjectService('catalog') catalog: ServiceClient,
    @InjectService('scans') scans: ServiceClient,
    @InjectService('platforms') platforms: ServiceClient,
    @InjectService('notifications') notifications: ServiceClient,
  ) {
    this.clients = { accounts, catalog, scans, platforms, notifications };
  }

  @Get('live')
  live() {
    return { ok: true, service: 'gateway' };
  }

  @Get('ready')
  async ready(@Res({ passthrough: true }) res: Response) {
    const natsOk = !natsConnectionOf(this.nats).isClosed();
    const services: Record<string, { ok: boolean; checks?: HealthReport['checks']; error?: string }> =
      Object.fromEntries(
        await Promise.all(
          SERVICES.map(async (name) => {
            try {
              const report = await this.clients[name].send<HealthReport>(`${name}.health`, {}, PROBE_TIMEOUT_MS);
              return [name, { ok: report.ok, checks: report.checks }] as const;
            } catch (error) {
              return [name, { ok: false, error: error instanceof Error ? error.message : String(error) }] as const;
            }
          }),
        ),
      );
    const ok = natsOk && Object.values(services).every((s) => s.ok);
    if (!ok) res.status(503);
    return { ok, service: 'gateway', nats: { ok: natsOk }, services };
  }
}
