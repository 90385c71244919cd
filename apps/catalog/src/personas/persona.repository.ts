import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { newId } from '../shared/ids.js';
import { Persona, type PersonaOrigin, type PersonaRow } from './persona.entity.js';
import type { PersonaFields } from './persona-input.js';
import type { PersonaProfileFields } from './persona-view.js';

/** Queries of the personas table. */
@Injectable()
export class PersonaRepository {
  constructor(private readonly em: EntityManager) {}

  /** The agent's personas in creation order. */
  list(syntheticId: number): Promise<PersonaRow[]> {
    return this.em.find(Persona, { syntheticId }, { orderBy: { ordinal: 'asc' } });
  }

  /** What a scan needs of the agent's personas, in creation order, as plain rows. */
  profiles(syntheticId: number): Promise<PersonaProfileFields[]> {
    return this.em.execute<PersonaProfileFields[]>(
      `select id, name, role, goals, pain_points as "painPoints", demographics
         from "catalog"."personas" where synthetic_id = ? order by ordinal`,
      [syntheticId],
    );
  }

  count(syntheticId: number): Promise<number> {
    return this.em.count(Persona, { syntheticId });
  }

  async insert(
    syntheticId: number,
    fields: PersonaFields,
    origin: { generatedBy: PersonaOrigin; prompt: string | null },
  ): Promise<PersonaRow> {
    const rows = await this.em.execute<Record<string, unknown>[]>(
      `insert into "catalog"."personas" ("id", "synthetic_id", "name", "role", "goals", "pain_points", "demographics", "prompt", "generated_by")
       values (?, ?, ?, ?, ?::jsonb, ?::jsonb, ?::jsonb, ?, ?)
       returning *`,
      [
        newId('per'),
        syntheticId,
        fields.name,
        fields.role ?? null,
        JSON.stringify(fields.goals),
        JSON.stringify(fields.painPoints),
        fields.demographics ? JSON.stringify(fields.demographics) : null,
        origin.prompt,
        origin.generatedBy,
      ],
    );
    const [row] = rows;
    if (!row) throw new Error('persona insert returned no row');
    return this.em.map(Persona, row);
  }
}
