/** Credits of one default batch scan (30 runs × 1 credit): below this, the next scan may not fit. */
export const LOW_CREDIT_THRESHOLD = 30;

/** `creditWarning` of decisions §5: null when fine, a "low credits" text below 30, an "out of credits" text at 0. */
export function creditWarning(balance: number): string | null {
  if (balance >= LOW_CREDIT_THRESHOLD) return null;
  if (balance <= 0) {
    return 'Out of credits: no scan can start until credits are added. Upgrade your plan at upgradeUrl.';
  }
  return (
    `Low credits: ${balance} left, less than one default scan (${LOW_CREDIT_THRESHOLD} queries in batch mode). ` +
    'Lower maxQueries, or upgrade your plan at upgradeUrl.'
  );
}
