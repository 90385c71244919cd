import type { INestApplication } from '@nestjs/common';
import { DocumentBuilder, type OpenAPIObject, SwaggerModule } from '@nestjs/swagger';
import { documentIdempotencyKey } from '../idempotency/idempotency-openapi.js';

/** The OpenAPI document partners generate their clients from; committed as openapi/openapi.json. */
export function buildOpenApiDocument(app: INestApplication): OpenAPIObject {
  const config = new DocumentBuilder()
    .setTitle('Brand AI Visibility API')
    .setDescription(
      'Measures how AI assistants (ChatGPT, Claude, Gemini, Google AI Overviews) see and recommend a brand. ' +
        'Every response body carries `_service`, human- and agent-readable guidance.',
    )
    .setVersion('1.0.0')
    .addApiKey({ type: 'apiKey', in: 'header', name: 'x-api-key' }, 'apiKey')
    .build();
  return documentIdempotencyKey(
    SwaggerModule.createDocument(app, config, { operationIdFactory: (_controller, method) => method }),
  );
}
