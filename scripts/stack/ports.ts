import { createServer } from 'node:net';

/** The services' probe ports sit this far above the gateway's PORT (3000 → 3101…3105, their defaults). */
const HEALTH_PORT_OFFSETS = { accounts: 101, catalog: 102, scans: 103, platforms: 104, notifications: 105 } as const;

export type ServiceName = keyof typeof HEALTH_PORT_OFFSETS;

/** Each service's HEALTH_PORT for a stack whose gateway listens on `port`. */
export function healthPorts(port: number): Record<ServiceName, number> {
  return Object.fromEntries(
    Object.entries(HEALTH_PORT_OFFSETS).map(([name, offset]) => [name, port + offset]),
  ) as Record<ServiceName, number>;
}

/** Whether something already listens on `port` (any address, as the apps bind). */
export function portInUse(port: number): Promise<boolean> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', (error: NodeJS.ErrnoException) =>
      error.code === 'EADDRINUSE' || error.code === 'EACCES' ? resolve(true) : reject(error),
    );
    probe.listen(port, () => probe.close(() => resolve(false)));
  });
}

/** Whether an app of this service answers on `port` (its liveness probe). */
async function servesThisService(port: number): Promise<boolean> {
  try {
    const res = await fetch(`http://127.0.0.1:${port}/health/live`, { signal: AbortSignal.timeout(2_000) });
    // Every answer of this service names it and carries `_service`.
    const body = (await res.json()) as { service?: unknown; _service?: unknown };
    return typeof body.service === 'string' && typeof body._service === 'object';
  } catch {
    return false;
  }
}

/**
 * Why a stack cannot start on `port`, or null when the gateway's port and the services' probe
 * ports are all free. Starting anyway would have the new apps fail to bind while the readiness
 * wait is answered by whatever already listens there: the "new" stack would quietly be another.
 */
export async function portProblem(port: number, command: string): Promise<string | null> {
  const wanted = [port, ...Object.values(healthPorts(port))];
  const busy: number[] = [];
  for (const p of wanted) if (await portInUse(p)) busy.push(p);
  if (!busy.length) return null;
  const other = port + 200;
  const who = (await servesThisService(busy[0]!))
    ? 'another stack of this service answers there (an `npm start` or `npm run demo` still running?)'
    : 'another program listens there';
  return (
    `Port${busy.length > 1 ? 's' : ''} ${busy.join(', ')} ${busy.length > 1 ? 'are' : 'is'} already in use: ${who}.\n` +
    `Stop it, or run this one on other ports: PORT=${other} ${command} (or PORT=${other} in .env); ` +
    `the services' probe ports follow PORT (${other + 101}–${other + 105}).`
  );
}
