import type { ServiceDatabase } from '#common/database';
import { MigrationScansInitial } from './migrations/0001-initial.js';
import { MigrationScansTriggerClaims } from './migrations/0002-trigger-claims.js';
import { MigrationScansJudgeVerdicts } from './migrations/0003-judge-verdicts.js';
import { MigrationScansSamplingHistory } from './migrations/0004-sampling-history.js';
import { MigrationScansPlatformChoice } from './migrations/0005-platform-choice.js';
import { MigrationScansSchedules } from './migrations/0006-schedules.js';
import { MigrationScansStoredReports } from './migrations/0007-stored-reports.js';
import { Run } from './run.entity.js';
import { Scan } from './scan.entity.js';

/** The `scans` schema: scans and their runs, and nobody else's. */
export const SCANS_DATABASE: ServiceDatabase = {
  schema: 'scans',
  entities: [Scan, Run],
  migrations: [
    { name: '0001-initial', class: MigrationScansInitial },
    { name: '0002-trigger-claims', class: MigrationScansTriggerClaims },
    { name: '0003-judge-verdicts', class: MigrationScansJudgeVerdicts },
    { name: '0004-sampling-history', class: MigrationScansSamplingHistory },
    { name: '0005-platform-choice', class: MigrationScansPlatformChoice },
    { name: '0006-schedules', class: MigrationScansSchedules },
    { name: '0007-stored-reports', class: MigrationScansStoredReports },
  ],
};
