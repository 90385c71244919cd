import type { PreviousScanView } from '#contracts';

/** "18 Nov": made once, as building a date format costs more than a poll's whole answer. */
const SHORT_DATE = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' });

/**
 * A change between two scans in words: "up 12 points since 18 Nov: beyond the noise" or
 * "within the noise of a 30-run scan" (the smaller scan's answer count, the one that limits).
 */
export function describeChange(change: PreviousScanView): string {
  const date = SHORT_DATE.format(new Date(change.scanDate));
  const points = Math.abs(change.delta) === 1 ? 'point' : 'points';
  const direction =
    change.delta === 0
      ? `unchanged since ${date}`
      : `${change.delta > 0 ? 'up' : 'down'} ${Math.abs(change.delta)} ${points} since ${date}`;
  return change.significant
    ? `${direction}: beyond the noise (mention rate ${Math.round(100 * change.mentionRate)}% then, p = ${change.pValue.toFixed(3)})`
    : `${direction}: within the noise of a ${change.runs}-run scan (p = ${change.pValue.toFixed(2)})`;
}
