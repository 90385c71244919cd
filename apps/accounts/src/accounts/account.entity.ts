import { defineEntity, type InferEntity, p } from '@mikro-orm/core';
import type { Plan } from '#contracts';

/** An account: its plan and its credit balance (moved only by the credit ledger's atomic SQL). */
export const Account = defineEntity({
  name: 'Account',
  tableName: 'accounts',
  properties: {
    id: p.uuid().primary(),
    email: p.string(),
    plan: p.string().$type<Plan>(),
    creditBalance: p.integer(),
    createdAt: p.datetime(),
  },
});
export type AccountRow = InferEntity<typeof Account>;
