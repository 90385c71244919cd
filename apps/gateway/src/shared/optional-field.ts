import { ValidateIf } from 'class-validator';

/**
 * An optional field: absent means the default, but `null` is a value like any other and must
 * pass the field's rules (decisions §9: `"mode": null` is an error, not "batch"). class-validator's
 * own IsOptional skips null too, which turned a client's null into the default silently.
 */
export function OptionalField(): PropertyDecorator {
  return ValidateIf((_object, value) => value !== undefined);
}
