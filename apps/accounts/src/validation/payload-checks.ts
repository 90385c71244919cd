import { AppError, type ErrorDetail } from '#common';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** PostgreSQL's integer maximum: syntheticIds are `integer` columns everywhere. */
export const MAX_SYNTHETIC_ID = 2_147_483_647;
/** Far below PostgreSQL's integer limit, so that no sum of movements can overflow a balance. */
export const MAX_CREDITS = 100_000_000;

/**
 * Checks of NATS payloads at the service boundary: callers are our own apps and the operator CLI,
 * but a malformed payload must answer VALIDATION_ERROR, never reach SQL as a 500.
 */
export class PayloadChecks {
  private readonly details: ErrorDetail[] = [];

  uuid(field: string, value: unknown): string {
    if (typeof value === 'string' && UUID.test(value)) return value.toLowerCase();
    return this.fail(field, 'must be an id (UUID)', '');
  }

  text(field: string, value: unknown, maxLength = 200): string {
    if (typeof value === 'string' && value.trim().length > 0 && value.length <= maxLength) return value.trim();
    return this.fail(field, `must be a non-empty string of at most ${maxLength} characters`, '');
  }

  /** Lower-cased: one account per address, whatever its capitalisation. */
  email(field: string, value: unknown): string {
    if (typeof value === 'string' && value.length <= 254 && EMAIL.test(value.trim())) return value.trim().toLowerCase();
    return this.fail(field, 'must be an email address', '');
  }

  integer(field: string, value: unknown, min: number, max = MAX_CREDITS): number {
    if (typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max) return value;
    return this.fail(field, `must be an integer from ${min} to ${max}`, 0);
  }

  oneOf<T extends string>(field: string, value: unknown, allowed: readonly T[]): T {
    if (typeof value === 'string' && (allowed as readonly string[]).includes(value)) return value as T;
    return this.fail(field, `must be one of ${allowed.join(', ')}`, allowed[0]);
  }

  /** Throws VALIDATION_ERROR listing every failed field, if any. */
  done(): void {
    if (this.details.length === 0) return;
    throw new AppError(
      'VALIDATION_ERROR',
      `Invalid request: ${this.details.map((d) => `${d.field} ${d.message}`).join('; ')}`,
      this.details,
    );
  }

  private fail<T>(field: string, message: string, placeholder: T): T {
    this.details.push({ field, message });
    return placeholder;
  }
}
