import type { Transaction } from '@mikro-orm/core';
import type { AbstractSqlConnection } from '@mikro-orm/postgresql';
import { CompiledQuery } from 'kysely';

/**
 * Runs SQL with `$1, $2…` placeholders as a parameterised statement: the values travel beside the
 * text, not escaped into it. MikroORM's `execute` inlines every parameter into the SQL text, which
 * for a hot path whose parameter is a whole batch (one JSON document of hundreds of results)
 * means escaping it character by character in JavaScript and the server parsing it back out of a
 * string literal. `trx` is the transaction of `connection.transactional`, if any.
 */
export async function queryWithParameters<T>(
  connection: AbstractSqlConnection,
  sql: string,
  parameters: readonly unknown[],
  trx?: Transaction,
): Promise<T[]> {
  const client = trx ?? connection.getClient();
  const result = await client.executeQuery(CompiledQuery.raw(sql, parameters as unknown[]));
  return result.rows as T[];
}

/** PostgreSQL's binary `jsonb` format: a version byte, then the JSON text. */
const JSONB_BINARY_VERSION = Buffer.from([1]);
const OPEN = Buffer.from('[');
const COMMA = Buffer.from(',');
const CLOSE = Buffer.from(']');

/**
 * A JSON array as a `$n::jsonb` parameter, sent in PostgreSQL's binary format (the driver sends
 * a Buffer as binary). Built from one small string per element, never one string of the whole
 * array: V8 makes a string of more than 128 KB (64 K characters as soon as one is outside
 * Latin-1, an en dash in an answer is enough) in its large-object space, and a JSON.stringify
 * of a batch of answers past that size cost about eight times as much per row (30–40 µs instead
 * of 4–5 µs).
 */
export function jsonbArrayParameter(items: readonly unknown[]): Buffer {
  const parts: Buffer[] = [JSONB_BINARY_VERSION, OPEN];
  for (const [index, item] of items.entries()) {
    if (index > 0) parts.push(COMMA);
    parts.push(Buffer.from(JSON.stringify(item) ?? 'null'));
  }
  parts.push(CLOSE);
  return Buffer.concat(parts);
}
