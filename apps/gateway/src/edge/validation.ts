import { type ValidationError, ValidationPipe } from '@nestjs/common';
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

/**
 * The one validation pipe: unknown fields rejected, query strings coerced to their declared
 * types, every failure answered as 400 VALIDATION_ERROR with a `details` entry per field.
 */
export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({
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
