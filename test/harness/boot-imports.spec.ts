import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * What each app's entry point loads at boot (static imports, followed through our own sources and
 * the #common/#contracts/#analysis entries; `import()` and `import type` are not followed): the
 * packages below are imported at first use, or not at all by that app (issue 19, memory at boot).
 */
const ENTRIES: Record<string, string> = {
  '#common': 'libs/common/src/index.ts',
  '#common/database': 'libs/common/src/database/index.ts',
  '#contracts': 'libs/contracts/src/index.ts',
  '#analysis': 'libs/analysis/src/index.ts',
};
const STATIC_IMPORT = /^\s*(?:import|export)\s+(?!type\b)(?:[^'";]*?\sfrom\s+)?'([^']+)'/gm;

function packagesLoadedBy(entry: string): Set<string> {
  const packages = new Set<string>();
  const seen = new Set<string>();
  const pending = [resolve(entry)];
  for (let file = pending.pop(); file; file = pending.pop()) {
    if (seen.has(file)) continue;
    seen.add(file);
    for (const [, specifier] of readFileSync(file, 'utf8').matchAll(STATIC_IMPORT)) {
      if (!specifier) continue;
      if (specifier in ENTRIES) pending.push(resolve(ENTRIES[specifier]!));
      else if (specifier.startsWith('.')) {
        const path = resolve(dirname(file), specifier.replace(/\.js$/, '.ts'));
        pending.push(existsSync(path) ? path : resolve(dirname(file), specifier, 'index.ts'));
      } else
        packages.add(
          specifier
            .split('/')
            .slice(0, specifier.startsWith('@') ? 2 : 1)
            .join('/'),
        );
    }
  }
  return packages;
}

const ORM = ['@mikro-orm/core', '@mikro-orm/postgresql', '@mikro-orm/nestjs', '@mikro-orm/migrations', 'kysely', 'pg'];
const PROVIDER_SDKS = ['openai', '@anthropic-ai/sdk', '@google/genai'];

describe('packages loaded at boot', () => {
  it.each([
    { app: 'gateway', notAtBoot: [...ORM, ...PROVIDER_SDKS, 'cheerio', '@modelcontextprotocol/sdk'] },
    { app: 'platforms', notAtBoot: [...PROVIDER_SDKS, 'cheerio'] },
    { app: 'catalog', notAtBoot: [...PROVIDER_SDKS, 'cheerio'] },
    { app: 'scans', notAtBoot: [...PROVIDER_SDKS, 'cheerio'] },
  ])('$app does not load $notAtBoot', ({ app, notAtBoot }) => {
    const loaded = packagesLoadedBy(`apps/${app}/src/main.ts`);
    expect(loaded.has('@nestjs/core')).toBe(true);
    expect(notAtBoot.filter((name) => loaded.has(name))).toEqual([]);
  });

  it('the services still load the ORM through #common/database', () => {
    expect(packagesLoadedBy('apps/accounts/src/main.ts').has('@mikro-orm/postgresql')).toBe(true);
  });
});
