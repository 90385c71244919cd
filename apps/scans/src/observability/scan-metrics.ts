import { Counter, Histogram } from 'prom-client';

/** Scans accepted by the trigger (each then completes or fails once). */
export const scansStarted = new Counter({
  name: 'visibility_scans_started_total',
  help: 'Scans started (triggered and queued), by mode.',
  labelNames: ['mode'] as const,
});

export const scansFinished = new Counter({
  name: 'visibility_scans_finished_total',
  help: 'Scans finished, by status (completed, failed).',
  labelNames: ['status'] as const,
});

export const scanMakespan = new Histogram({
  name: 'visibility_scan_makespan_seconds',
  help: 'Time from a scan being started to its end (completed or failed), by status.',
  labelNames: ['status'] as const,
  buckets: [1, 2.5, 5, 10, 20, 30, 60, 120, 300, 600, 1800],
});

export const runResultsRecorded = new Counter({
  name: 'visibility_run_results_recorded_total',
  help: 'Run results received and stored by the orchestrator, by platform and outcome (succeeded, failed).',
  labelNames: ['platform', 'outcome'] as const,
});

export const analysisDuration = new Histogram({
  name: 'visibility_analysis_duration_seconds',
  help: 'Time to analyse one answer (mentions, position, sentiment, competitors, citations).',
  buckets: [0.0001, 0.00025, 0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1],
});
