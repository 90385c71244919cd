import { fileURLToPath } from 'node:url';
import swc from 'unplugin-swc';
import { defineConfig } from 'vitest/config';

// SWC keeps decorator metadata (Nest DI, class-validator); the `source` condition
// resolves the #common/#contracts/#analysis imports to TypeScript sources.
export default defineConfig({
  plugins: [swc.vite({ module: { type: 'es6' } })],
  resolve: {
    conditions: ['source'],
    alias: [
      {
        find: /^eventsource-parser\/stream$/,
        replacement: fileURLToPath(new URL('node_modules/eventsource-parser/dist/stream.js', import.meta.url)),
      },
    ],
  },
  ssr: { resolve: { conditions: ['source'] } },
  test: {
    // eventsource-parser (under the MCP SDK's client) publishes its TypeScript under a `source`
    // condition too, which Node would be handed: the SDK goes through Vite, which maps it to the build.
    server: { deps: { inline: [/@modelcontextprotocol\/sdk/] } },
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['apps/**/*.spec.ts', 'libs/**/*.spec.ts', 'scripts/**/*.spec.ts', 'test/harness/**/*.spec.ts'],
          testTimeout: 30_000,
          // A beforeAll that imports and runs a whole script (eval-analysis.spec.ts) took 27 s on a
          // loaded machine, past the default 10 s.
          hookTimeout: 60_000,
          // Files share their worker and its imports: a fresh process per file spent most of the
          // unit run importing (100 files: 67 s of tests in 534-576 s, against 111 s so).
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['test/**/*.e2e-spec.ts'],
          // The apps under test are built (if a source is newer than the build) and run as real processes.
          globalSetup: ['test/harness/global-setup.ts'],
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
