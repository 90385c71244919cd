/**
 * Routes for machines, not API clients: probes, the Prometheus scrape and the API documentation. They need no API key
 * and are not rate limited (a throttled liveness probe would restart a healthy pod).
 */
const INFRASTRUCTURE_PREFIXES = ['/health/', '/api/docs', '/metrics'];

export function isInfrastructureRoute(path: string): boolean {
  return INFRASTRUCTURE_PREFIXES.some((prefix) => path === prefix.replace(/\/$/, '') || path.startsWith(prefix));
}
