import { type ArgumentMetadata, type ValidationError, ValidationPipe } from '@nestjs/common';
import { AppError, type ErrorDetail } from '#common';

/** Constraints on a value's type: when one fails, the range checks after it say nothing more. */
const TYPE_CONSTRAINTS = ['isInt', 'isNumber', 'isString', 'isBoolean', 'isArray', 'isObject'];

/**
 * One entry per field and message: a value of the wrong type gets its type's message alone (not
 * also "too large" from a range check that cannot apply), and a message two checks share once.
 */
export function flatten(errors: ValidationError[], parent = ''): ErrorDetail[] {
  return errors.flatMap((error) => {
    const field = parent ? `${parent}.${error.property}` : error.property;
    const constraints = error.constraints ?? {};
    const typeCheck = TYPE_CONSTRAINTS.find((name) => name in constraints);
    const messages = typeCheck ? [constraints[typeCheck]!] : [...new Set(Object.values(constraints))];
    return [...messages.map((message) => ({ field, message })), ...flatten(error.children ?? [], field)];
  });
}

/** "Invalid request: syntheticId must be a positive integer": a message naming its field is not prefixed again. */
export function summarize(details: ErrorDetail[]): string {
  return `Invalid request: ${details.map((d) => (d.message.startsWith(d.field) ? d.message : `${d.field}: ${d.message}`)).join('; ')}`;
}

/** Query strings whose validated form is kept, per DTO class (the oldest dropped first). */
const KEPT_QUERIES = 1_000;

/**
 * A validation pipe that keeps the validated form of the query strings it has seen, frozen (a
 * handler cannot change what the next request gets): a poll's query string arrives again and
 * again, and class-transformer and class-validator cost more than a poll's own work. Bodies and
 * path parameters are validated each time; a query that failed is not kept (it fails again).
 */
class KeptQueryValidationPipe extends ValidationPipe {
  private readonly kept = new WeakMap<object, Map<string, unknown>>();

  override async transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    if (metadata.type !== 'query' || !metadata.metatype || typeof value !== 'object' || value === null) {
      return super.transform(value, metadata);
    }
    let byQuery = this.kept.get(metadata.metatype);
    if (!byQuery) {
      byQuery = new Map();
      this.kept.set(metadata.metatype, byQuery);
    }
    const key = JSON.stringify(value);
    if (byQuery.has(key)) return byQuery.get(key);
    const validated = Object.freeze(await super.transform(value, metadata));
    if (byQuery.size >= KEPT_QUERIES) byQuery.delete(byQuery.keys().next().value as string);
    byQuery.set(key, validated);
    return validated;
  }
}

/**
 * The one validation pipe: unknown fields rejected, query strings coerced to their declared
 * types, every failure answered as 400 VALIDATION_ERROR with a `details` entry per field.
 */
export function createValidationPipe(): ValidationPipe {
  return new KeptQueryValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    transformOptions: { enableImplicitConversion: false },
    validationError: { target: false, value: false },
    exceptionFactory: (errors) => {
      const details = flatten(errors);
      return new AppError('VALIDATION_ERROR', summarize(details), details);
    },
  });
}
