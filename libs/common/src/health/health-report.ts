export interface HealthCheckResult {
  ok: boolean;
  latencyMs?: number;
  error?: string;
}

/** What a service answers on `<service>.health` and on its HTTP readiness probe. */
export interface HealthReport {
  service: string;
  ok: boolean;
  checks: Record<string, HealthCheckResult>;
  uptimeSeconds: number;
}

export async function timedCheck(check: () => Promise<unknown>, timeoutMs = 1_000): Promise<HealthCheckResult> {
  const started = performance.now();
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      check(),
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs);
      }),
    ]);
    return { ok: true, latencyMs: Math.round(performance.now() - started) };
  } catch (error) {
    return { ok: false, error: error instanceof Error ? error.message : String(error) };
  } finally {
    clearTimeout(timer);
  }
}
