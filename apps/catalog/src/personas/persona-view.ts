import type { PersonaProfile } from '#contracts';
import type { PersonaRow } from './persona.entity.js';

/**
 * A persona as listed (interface.md §2.6): `role`, `goals` and `painPoints` always present
 * (empty when not given), `demographics` only when it has keys.
 */
export type PersonaProfileFields = Pick<PersonaRow, 'id' | 'name' | 'role' | 'goals' | 'painPoints' | 'demographics'>;

export function toPersonaProfile(row: PersonaProfileFields): PersonaProfile {
  return {
    id: row.id,
    name: row.name,
    role: row.role ?? '',
    goals: row.goals,
    painPoints: row.painPoints,
    ...(row.demographics && Object.keys(row.demographics).length > 0 ? { demographics: row.demographics } : {}),
  };
}
