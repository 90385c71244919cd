import type { PlatformKey, ScanMode } from './platform-keys.js';

/** scans service: scheduled re-scans of an agent. */
export const SCHEDULES = {
  create: 'scans.schedules.create',
  list: 'scans.schedules.list',
  delete: 'scans.schedules.delete',
} as const;

export interface ScheduleView {
  id: string;
  syntheticId: number;
  /** As sent: daily, weekly, monthly or a cron expression. */
  cadence: string;
  /** The cron pattern (UTC) the cadence stands for. */
  pattern: string;
  mode: ScanMode;
  maxQueries: number;
  samples: number | null;
  platforms: PlatformKey[] | null;
  nextRunAt: string;
  lastRunAt: string | null;
  lastOutcome: string | null;
  lastScanId: string | null;
  createdAt: string;
}

export interface CreateScheduleRequest {
  accountId: string;
  syntheticId: number;
  cadence: string;
  mode: ScanMode;
  maxQueries: number;
  samples?: number;
  platforms?: PlatformKey[];
}

export interface ListSchedulesRequest {
  accountId: string;
  syntheticId?: number;
}
export interface ListSchedulesResponse {
  schedules: ScheduleView[];
}

export interface DeleteScheduleRequest {
  accountId: string;
  scheduleId: string;
}
