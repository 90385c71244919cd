import type { ServiceDatabase } from '#common';
import { MigrationScansInitial } from './migrations/0001-initial.js';
import { MigrationScansPlatformChoice } from './migrations/0002-platform-choice.js';
import { MigrationScansSchedules } from './migrations/0003-schedules.js';
import { Run } from './run.entity.js';
import { Scan } from './scan.entity.js';

/** The `scans` schema: scans and their runs, and nobody else's. */
export const SCANS_DATABASE: ServiceDatabase = {
  schema: 'scans',
  entities: [Scan, Run],
  migrations: [
    { name: '0001-initial', class: MigrationScansInitial },
    { name: '0002-platform-choice', class: MigrationScansPlatformChoice },
    { name: '0003-schedules', class: MigrationScansSchedules },
  ],
};
