/**
 * How long an HTTP answer asks the caller to wait, in ms: `retry-after-ms` (OpenAI, Anthropic)
 * wins over `retry-after` (seconds or an HTTP date); undefined when it says nothing readable.
 */
export function retryAfterFromHeaders(headers: Headers | undefined, now = Date.now()): number | undefined {
  if (!headers) return undefined;
  const ms = Number.parseFloat(headers.get('retry-after-ms') ?? '');
  if (Number.isFinite(ms) && ms >= 0) return Math.ceil(ms);
  const raw = headers.get('retry-after');
  if (!raw) return undefined;
  const seconds = Number(raw);
  if (Number.isFinite(seconds) && seconds >= 0) return Math.ceil(seconds * 1000);
  const date = Date.parse(raw);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}
