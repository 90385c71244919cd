import { AppError, type ErrorDetail } from '#common';
import { CATALOG_LIMITS, type CreatePersonaRequest, PERSONA_DEMOGRAPHIC_KEYS, type PersonaProfile } from '#contracts';
import { cleanText } from '../shared/text-key.js';

export type Demographics = NonNullable<PersonaProfile['demographics']>;

/** A persona's fields as stored, without its id. */
export interface PersonaFields {
  name: string;
  role?: string;
  goals: string[];
  painPoints: string[];
  demographics?: Demographics;
}

export type PersonaInput =
  | { mode: 'manual'; fields: PersonaFields }
  /** AI mode: the prompt to expand, and the fields the caller gave, which win over generated ones. */
  | { mode: 'ai'; prompt: string; given: Partial<PersonaFields> };

/**
 * Checks a create-persona request against decisions §7 (the gateway checks the same; the
 * catalog does not trust its callers). With `prompt` it is AI mode; without, `name` is required.
 */
export function readPersonaInput(req: CreatePersonaRequest): PersonaInput {
  const details: ErrorDetail[] = [];
  const limits = CATALOG_LIMITS;
  const text = (field: string, value: unknown, min: number, max: number): string | undefined => {
    if (value === undefined) return undefined;
    const clean = typeof value === 'string' ? cleanText(value) : '';
    if (typeof value !== 'string' || clean.length < min || clean.length > max) {
      details.push({ field, message: `must be a string of ${min}–${max} characters` });
      return undefined;
    }
    return clean;
  };
  const list = (field: string, value: unknown): string[] | undefined => {
    if (value === undefined) return undefined;
    if (!Array.isArray(value) || value.length > limits.personaListItems) {
      details.push({ field, message: `must be an array of at most ${limits.personaListItems} strings` });
      return undefined;
    }
    return value.map((item, i) => text(`${field}.${i}`, item, 1, limits.personaItemChars) ?? '');
  };

  const prompt = text('prompt', req.prompt, limits.personaPromptChars.min, limits.personaPromptChars.max);
  const name = text('name', req.name, limits.personaNameChars.min, limits.personaNameChars.max);
  const role = text('role', req.role, 1, limits.personaRoleChars);
  const goals = list('goals', req.goals);
  const painPoints = list('painPoints', req.painPoints);
  const demographics = readDemographics(req.demographics, details);
  if (req.prompt === undefined && req.name === undefined) {
    details.push({ field: 'name', message: 'required for a manual persona (or send prompt to have one generated)' });
  }
  if (details.length > 0) {
    throw new AppError(
      'VALIDATION_ERROR',
      `Invalid request: ${details.map((d) => `${d.field}: ${d.message}`).join('; ')}`,
      details,
    );
  }
  const given: Partial<PersonaFields> = {
    ...(name !== undefined ? { name } : {}),
    ...(role !== undefined ? { role } : {}),
    ...(goals !== undefined ? { goals } : {}),
    ...(painPoints !== undefined ? { painPoints } : {}),
    ...(demographics !== undefined ? { demographics } : {}),
  };
  if (prompt !== undefined) return { mode: 'ai', prompt, given };
  return { mode: 'manual', fields: { goals: [], painPoints: [], ...given, name: name as string } };
}

function readDemographics(value: unknown, details: ErrorDetail[]): Demographics | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    details.push({ field: 'demographics', message: 'must be an object' });
    return undefined;
  }
  const demographics: Demographics = {};
  for (const [key, raw] of Object.entries(value)) {
    if (!(PERSONA_DEMOGRAPHIC_KEYS as readonly string[]).includes(key)) {
      details.push({
        field: `demographics.${key}`,
        message: `unknown key; allowed: ${PERSONA_DEMOGRAPHIC_KEYS.join(', ')}`,
      });
      continue;
    }
    const clean = typeof raw === 'string' ? cleanText(raw) : '';
    if (typeof raw !== 'string' || clean.length > CATALOG_LIMITS.personaDemographicChars) {
      details.push({
        field: `demographics.${key}`,
        message: `must be a string of at most ${CATALOG_LIMITS.personaDemographicChars} characters`,
      });
      continue;
    }
    if (clean !== '') demographics[key as keyof Demographics] = clean;
  }
  return Object.keys(demographics).length > 0 ? demographics : undefined;
}
