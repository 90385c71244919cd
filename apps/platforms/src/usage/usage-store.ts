import { MikroORM } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { PlatformKey, ScanUsageResponse } from '#contracts';

export interface CallRecord {
  runId: string;
  scanId: string;
  platform: PlatformKey;
  provider: string;
  model: string | null;
  ok: boolean;
  errorCode: string | null;
  attempts: number;
  providerCalls: number;
  inputTokens?: number;
  outputTokens?: number;
  costUsd?: number;
  latencyMs?: number;
}

/** Usage and cost per run, recorded once per run id, summed per scan. */
@Injectable()
export class UsageStore {
  constructor(private readonly orm: MikroORM) {}

  async record(call: CallRecord): Promise<void> {
    await this.orm.em.getConnection().execute(
      `insert into platforms.provider_calls (run_id, scan_id, platform, provider, model, ok, error_code, attempts, provider_calls,
         input_tokens, output_tokens, cost_usd, latency_ms)
       values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) on conflict (run_id) do nothing`,
      [
        call.runId,
        call.scanId,
        call.platform,
        call.provider,
        call.model,
        call.ok,
        call.errorCode,
        call.attempts,
        call.providerCalls,
        call.inputTokens ?? null,
        call.outputTokens ?? null,
        call.costUsd ?? null,
        call.latencyMs === undefined ? null : Math.round(call.latencyMs),
      ],
    );
  }

  async scanUsage(scanId: string): Promise<ScanUsageResponse> {
    const rows = await this.orm.em.getConnection().execute<
      {
        platform: PlatformKey;
        runs: string;
        calls: string;
        input: string | null;
        output: string | null;
        cost: string | null;
      }[]
    >(
      `select platform, count(*) as runs, sum(provider_calls) as calls, sum(input_tokens) as input,
              sum(output_tokens) as output, sum(cost_usd) as cost
         from platforms.provider_calls where scan_id = ? group by platform order by platform`,
      [scanId],
    );
    const usage: ScanUsageResponse = {
      scanId,
      runs: 0,
      providerCalls: 0,
      inputTokens: 0,
      outputTokens: 0,
      costUsd: 0,
      byPlatform: {},
    };
    for (const row of rows) {
      const runs = Number(row.runs);
      const calls = Number(row.calls);
      const cost = Number(row.cost ?? 0);
      usage.runs += runs;
      usage.providerCalls += calls;
      usage.inputTokens += Number(row.input ?? 0);
      usage.outputTokens += Number(row.output ?? 0);
      usage.costUsd += cost;
      usage.byPlatform[row.platform] = { runs, providerCalls: calls, costUsd: Number(cost.toFixed(6)) };
    }
    usage.costUsd = Number(usage.costUsd.toFixed(6));
    return usage;
  }
}
