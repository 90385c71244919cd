import type { DestinationStream } from 'pino';

const SKIP = new Set(['level', 'time', 'app', 'context', 'msg', 'pid', 'hostname']);

/**
 * LOG_FORMAT=pretty: one readable line per record for a developer's terminal
 * (`time LEVEL [app] Context: message key=value…`); production writes the JSON lines as they are.
 */
export function prettyDestination(out: NodeJS.WritableStream = process.stdout): DestinationStream {
  return {
    write(line: string) {
      let record: Record<string, unknown>;
      try {
        record = JSON.parse(line) as Record<string, unknown>;
      } catch {
        out.write(line);
        return;
      }
      const extras = Object.entries(record)
        .filter(([key, value]) => !SKIP.has(key) && value !== undefined)
        .map(([key, value]) => `${key}=${typeof value === 'string' ? value : JSON.stringify(value)}`);
      const context = record.context ? `${record.context}: ` : '';
      const level = String(record.level ?? '').toUpperCase();
      const tail = extras.length ? ` ${extras.join(' ')}` : '';
      out.write(`${record.time} ${level.padEnd(5)} [${record.app}] ${context}${record.msg ?? ''}${tail}\n`);
    },
  };
}
