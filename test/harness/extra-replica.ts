import { type AppName, type AppProcess, startApp, stopApps, waitForReady } from '../../scripts/stack/app-processes.js';
import { freePort } from './free-port.js';
import { stackReadyTimeoutMs } from './ready-timeout.js';
import type { TestStack } from './test-stack.js';

export interface ExtraReplica {
  proc: AppProcess;
  /** The replica's base URL (gateway) or health URL (services). */
  url: string;
  stop(): Promise<void>;
}

/**
 * Starts one more replica of an app of a running stack: same database, same NATS prefix (so it
 * joins the app's queue group and consumers), its own port. Its output goes to the stack's logs.
 */
export async function startExtraReplica(
  stack: TestStack,
  app: AppName,
  env: NodeJS.ProcessEnv = {},
): Promise<ExtraReplica> {
  const port = await freePort();
  const own = app === 'gateway' ? { PORT: String(port) } : { HEALTH_PORT: String(port) };
  const proc = startApp(app, {
    env: { ...stack.env, ...env, ...own },
    onLine: (name, line) => stack.logs.push({ app: name, line }),
  });
  const url = app === 'gateway' ? `http://127.0.0.1:${port}` : `http://127.0.0.1:${port}/health/ready`;
  await waitForReady(
    app === 'gateway' ? `${url}/health/ready` : url,
    stackReadyTimeoutMs(),
    () => proc.child.exitCode === null,
  );
  return { proc, url, stop: () => stopApps([proc], 5_000) };
}
