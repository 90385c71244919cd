import type { EntityManager } from '@mikro-orm/postgresql';

export type LedgerKind = 'opening' | 'grant' | 'reserve' | 'release' | 'refund';

export interface LedgerMovement {
  accountId: string;
  kind: LedgerKind;
  /** Signed: positive credits the balance, negative debits it. */
  amount: number;
  balanceAfter: number;
  reference?: string;
  operationId?: string;
  reason?: string;
}

export interface Reservation {
  accountId: string;
  amount: number;
}

/**
 * The SQL of the credit ledger. Every method runs on the EntityManager it is given, which is
 * inside the caller's transaction: a balance change and its ledger row commit together or not at all.
 */
export class CreditLedgerRepository {
  /** Debits only if the balance covers it, in one statement: concurrent debits can never overdraw. */
  async debitIfCovered(em: EntityManager, accountId: string, amount: number): Promise<number | null> {
    const rows = await em.execute<{ credit_balance: number }[]>(
      `update accounts.accounts set credit_balance = credit_balance - ?
        where id = ? and credit_balance >= ? returning credit_balance`,
      [amount, accountId, amount],
    );
    return rows[0]?.credit_balance ?? null;
  }

  async credit(em: EntityManager, accountId: string, amount: number): Promise<number | null> {
    const rows = await em.execute<{ credit_balance: number }[]>(
      'update accounts.accounts set credit_balance = credit_balance + ? where id = ? returning credit_balance',
      [amount, accountId],
    );
    return rows[0]?.credit_balance ?? null;
  }

  /** Reads the balance and locks the account row until the transaction ends (serialises settle/refund). */
  async lockBalance(em: EntityManager, accountId: string): Promise<number | null> {
    const rows = await em.execute<{ credit_balance: number }[]>(
      'select credit_balance from accounts.accounts where id = ? for update',
      [accountId],
    );
    return rows[0]?.credit_balance ?? null;
  }

  async balance(em: EntityManager, accountId: string): Promise<number | null> {
    const rows = await em.execute<{ credit_balance: number }[]>(
      'select credit_balance from accounts.accounts where id = ?',
      [accountId],
    );
    return rows[0]?.credit_balance ?? null;
  }

  async record(em: EntityManager, m: LedgerMovement): Promise<void> {
    await em.execute(
      `insert into accounts.credit_ledger (account_id, kind, amount, balance_after, reference, operation_id, reason)
       values (?, ?, ?, ?, ?, ?, ?)`,
      [m.accountId, m.kind, m.amount, m.balanceAfter, m.reference ?? null, m.operationId ?? null, m.reason ?? null],
    );
  }

  async findReservation(em: EntityManager, reference: string): Promise<Reservation | null> {
    const rows = await em.execute<{ account_id: string; amount: number }[]>(
      `select account_id, -amount as amount from accounts.credit_ledger where reference = ? and kind = 'reserve'`,
      [reference],
    );
    return rows[0] ? { accountId: rows[0].account_id, amount: rows[0].amount } : null;
  }

  /** What the reference has cost so far: reserved, minus released and refunded. */
  async held(em: EntityManager, reference: string): Promise<number> {
    const rows = await em.execute<{ held: number }[]>(
      'select coalesce(-sum(amount), 0)::int as held from accounts.credit_ledger where reference = ?',
      [reference],
    );
    return rows[0]?.held ?? 0;
  }

  async hasOperation(em: EntityManager, reference: string, operationId: string): Promise<boolean> {
    const rows = await em.execute('select 1 from accounts.credit_ledger where reference = ? and operation_id = ?', [
      reference,
      operationId,
    ]);
    return rows.length > 0;
  }
}
