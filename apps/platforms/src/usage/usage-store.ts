import { MikroORM } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { jsonbArrayParameter, queryWithParameters } from '#common/database';
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

/**
 * Usage and cost per run, stored once per run id, summed per scan. Rows are written from the
 * usage journal (UsageRecorder), many runs per statement: one insert per run was a fifth of the
 * platforms service's CPU at 1,000 runs/s.
 */
@Injectable()
export class UsageStore {
  constructor(private readonly orm: MikroORM) {}

  /** Stores the records, skipping run ids already stored (a redelivered journal message). */
  async insert(calls: CallRecord[]): Promise<void> {
    for (let i = 0; i < calls.length; i += 500) await this.insertRows(calls.slice(i, i + 500));
  }

  private async insertRows(calls: CallRecord[]): Promise<void> {
    const rows = calls.map((call) => ({
      run_id: call.runId,
      scan_id: call.scanId,
      platform: call.platform,
      provider: call.provider,
      model: call.model,
      ok: call.ok,
      error_code: call.errorCode,
      attempts: call.attempts,
      provider_calls: call.providerCalls,
      input_tokens: call.inputTokens ?? null,
      output_tokens: call.outputTokens ?? null,
      cost_usd: call.costUsd ?? null,
      latency_ms: call.latencyMs === undefined ? null : Math.round(call.latencyMs),
    }));
    await queryWithParameters(
      this.orm.em.getConnection(),
      `insert into platforms.provider_calls (run_id, scan_id, platform, provider, model, ok, error_code, attempts, provider_calls,
         input_tokens, output_tokens, cost_usd, latency_ms)
       select * from jsonb_to_recordset($1::jsonb) as v(run_id text, scan_id text, platform text, provider text, model text,
         ok boolean, error_code text, attempts integer, provider_calls integer, input_tokens integer, output_tokens integer,
         cost_usd numeric, latency_ms integer)
       on conflict (run_id) do nothing`,
      [jsonbArrayParameter(rows)],
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
