import { Cron } from 'croner';

export const NAMED_CADENCES = ['daily', 'weekly', 'monthly'] as const;
/** The shortest interval between two runs of a production schedule. */
export const MIN_INTERVAL_MS = 60 * 60_000;

export type CadenceResult = { ok: true; pattern: string } | { ok: false; reason: string };

/**
 * A schedule's cadence as a cron pattern (UTC). The named ones run at the minute of the day (and
 * weekday, day of month) the schedule was created, so that schedules spread over the day instead
 * of all starting at midnight; monthly on day 28 at the latest, so every month has one. Any other
 * text is a cron expression (croner): five fields, at most one run an hour; with `allowSeconds`
 * (tests only) a six-field expression with seconds and no minimum interval.
 */
export function parseCadence(cadence: string, anchor: Date, allowSeconds = false): CadenceResult {
  const m = anchor.getUTCMinutes();
  const h = anchor.getUTCHours();
  const named: Record<(typeof NAMED_CADENCES)[number], string> = {
    daily: `${m} ${h} * * *`,
    weekly: `${m} ${h} * * ${anchor.getUTCDay()}`,
    monthly: `${m} ${h} ${Math.min(anchor.getUTCDate(), 28)} * *`,
  };
  const pattern = named[cadence as keyof typeof named] ?? cadence.trim();
  let runs: Date[];
  try {
    runs = new Cron(pattern, { timezone: 'UTC', mode: allowSeconds ? '5-or-6-parts' : '5-part' }).nextRuns(3, anchor);
  } catch (error) {
    return {
      ok: false,
      reason: `cadence must be daily, weekly, monthly or a cron expression: ${error instanceof Error ? error.message : error}`,
    };
  }
  if (runs.length === 0) return { ok: false, reason: 'this cron expression never runs' };
  if (!allowSeconds) {
    for (let i = 1; i < runs.length; i++) {
      if ((runs[i]?.getTime() ?? 0) - (runs[i - 1]?.getTime() ?? 0) < MIN_INTERVAL_MS) {
        return { ok: false, reason: 'a schedule may run at most once an hour' };
      }
    }
  }
  return { ok: true, pattern };
}

/** The first run strictly after `after` (missed runs collapse into the one now: catch up once). */
export function nextRunAfter(pattern: string, after: Date): Date | null {
  const mode = pattern.trim().split(/\s+/).length === 6 ? '5-or-6-parts' : '5-part';
  return new Cron(pattern, { timezone: 'UTC', mode }).nextRun(after);
}
