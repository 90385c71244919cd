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
