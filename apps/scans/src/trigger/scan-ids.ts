import { randomBytes } from 'node:crypto';

/** Scan ids are random (not guessable from one another) and sortable enough to read in logs. */
export function newScanId(): string {
  return `scn_${Date.now().toString(36)}${randomBytes(6).toString('hex')}`;
}

/** The capability in a report URL: 192 random bits, url-safe. */
export function newReportToken(): string {
  return randomBytes(24).toString('base64url');
}
