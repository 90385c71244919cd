import { randomBytes } from 'node:crypto';

export type IdPrefix = 'top' | 'q' | 'per';

/** A public id (decisions §7): `top_…`, `q_…`, `per_…` and 96 random bits, url-safe. */
export function newId(prefix: IdPrefix): string {
  return `${prefix}_${randomBytes(12).toString('base64url')}`;
}
