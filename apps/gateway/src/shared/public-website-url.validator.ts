import { registerDecorator, type ValidationOptions } from 'class-validator';
import { normaliseWebsiteUrl } from '#common';

/** decisions §9: `url` is http(s) with a public host name (no IP literals, no localhost). */
export function IsPublicWebsiteUrl(options?: ValidationOptions): PropertyDecorator {
  return (target, propertyName) => {
    registerDecorator({
      name: 'isPublicWebsiteUrl',
      target: target.constructor,
      propertyName: String(propertyName),
      options: {
        message: 'url must be an http(s) URL with a public host name, e.g. https://www.example.com',
        ...options,
      },
      validator: {
        validate: (value: unknown) =>
          typeof value === 'string' && value.length <= 2048 && normaliseWebsiteUrl(value) !== null,
      },
    });
  };
}
