import type { OpenAPIObject } from '@nestjs/swagger';
import { idempotencyConflictContent } from '../edge/api-schemas.js';

/** Documents the Idempotency-Key header and the replay header on every POST of the document. */
export function documentIdempotencyKey(document: OpenAPIObject): OpenAPIObject {
  for (const item of Object.values(document.paths)) {
    const post = item.post;
    if (!post) continue;
    post.parameters = [
      ...(post.parameters ?? []),
      {
        name: 'Idempotency-Key',
        in: 'header',
        required: false,
        description:
          'Makes the POST safe to retry (Stripe semantics): the same key with the same body within 24 hours replays ' +
          'the first answer (status and body, with `Idempotent-Replayed: true`); with another body, 409 ' +
          'IDEMPOTENCY_KEY_REUSED; while the first request is still running, 409 IDEMPOTENCY_KEY_IN_USE. Keys are ' +
          'per account; 1–255 printable ASCII characters (a UUID is a good choice).',
        schema: { type: 'string', maxLength: 255 },
      },
    ];
    for (const response of Object.values(post.responses ?? {})) {
      if (!response || '$ref' in response) continue;
      response.headers = {
        ...response.headers,
        'Idempotent-Replayed': {
          description:
            '"true" when this answer is the stored answer of an earlier request with the same Idempotency-Key.',
          schema: { type: 'string', enum: ['true'] },
        },
      };
    }
    post.responses['409'] ??= {
      description: 'code IDEMPOTENCY_KEY_REUSED or IDEMPOTENCY_KEY_IN_USE',
      content: idempotencyConflictContent(),
    };
  }
  return document;
}
