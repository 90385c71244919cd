import { type ValidationError, ValidationPipe } from '@nestjs/common';
import { AppError, type ErrorDetail } from '#common';

function flatten(errors: ValidationError[], parent = ''): ErrorDetail[] {
  return errors.flatMap((error) => {
    const field = parent ? `${parent}.${error.property}` : error.property;
    const own = Object.values(error.constraints ?? {}).map((message) => ({ field, message }));
    return [...own, ...flatten(error.children ?? [], field)];
  });
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
      const summary = details.map((d) => `${d.field}: ${d.message}`).join('; ');
      return new AppError('VALIDATION_ERROR', `Invalid request: ${summary}`, details);
    },
  });
}
