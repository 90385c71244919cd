import { createServer } from 'node:net';

/**
 * The ports handed out come from a range the system never picks ephemeral ports from (Linux takes
 * them from 32768–60999: `listen(0)` of the loopback servers, outgoing connections), one after
 * another from a random start, each checked free. A port found free by `listen(0)` and closed again
 * could be handed out twice (two apps of one stack once got the same health port), or taken by a
 * loopback server before the app binds it.
 */
const FIRST_PORT = 10_000;
const LAST_PORT = 30_000;
let nextPort = FIRST_PORT + Math.floor(Math.random() * (LAST_PORT - FIRST_PORT));

export async function freePort(): Promise<number> {
  for (let tries = 0; tries < 500; tries += 1) {
    const port = nextPort;
    nextPort = nextPort >= LAST_PORT ? FIRST_PORT : nextPort + 1;
    if (await isFree(port)) return port;
  }
  throw new Error(`no free port between ${FIRST_PORT} and ${LAST_PORT}`);
}

/** Whether a port can be bound on every address, as the apps bind it. */
function isFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '0.0.0.0', () => server.close(() => resolve(true)));
  });
}
