import { defineEntity, type InferEntity, p } from '@mikro-orm/core';
import type { PersonaProfile } from '#contracts';

export type PersonaOrigin = 'manual' | 'rule-based' | 'model';

/** A buyer persona of one agent; `prompt` is kept for AI-generated ones, to show what it came from. */
export const Persona = defineEntity({
  name: 'Persona',
  tableName: 'personas',
  properties: {
    id: p.string().primary(),
    syntheticId: p.integer(),
    name: p.string(),
    role: p.string().nullable(),
    goals: p.json<string[]>(),
    painPoints: p.json<string[]>(),
    demographics: p.json<NonNullable<PersonaProfile['demographics']>>().nullable(),
    prompt: p.string().nullable(),
    generatedBy: p.string().$type<PersonaOrigin>(),
    ordinal: p.bigint('number'),
    createdAt: p.datetime(),
  },
});
export type PersonaRow = InferEntity<typeof Persona>;
