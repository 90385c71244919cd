import type { INestApplication } from '@nestjs/common';
import { ApiExcludeController, DocumentBuilder, type OpenAPIObject, SwaggerModule } from '@nestjs/swagger';
import { MetricsController } from '#common';
import { ERROR_SCHEMAS } from '../edge/api-schemas.js';
import { documentIdempotencyKey } from '../idempotency/idempotency-openapi.js';
import { describeWebhookCallbacks } from '../webhooks/webhook-events.schema.js';

type SchemaOrReference = NonNullable<NonNullable<OpenAPIObject['components']>['schemas']>[string];
type SchemaObject = Exclude<SchemaOrReference, { $ref: string }>;

/** The OpenAPI document partners generate their clients from; committed as openapi/openapi.json. */
export function buildOpenApiDocument(app: INestApplication): OpenAPIObject {
  // The Prometheus scrape of every app (#common) is no API operation. It is left out here rather
  // than decorated where it is declared: the services have no OpenAPI document, and importing
  // @nestjs/swagger for one decorator cost each of them about 15 MB resident.
  ApiExcludeController()(MetricsController);
  const config = new DocumentBuilder()
    .setTitle('Brand AI Visibility API')
    .setDescription(
      'Measures how AI assistants (ChatGPT, Claude, Gemini, Google AI Overviews) see and recommend a brand. ' +
        'Every response body carries `_service`, human- and agent-readable guidance. ' +
        'The contract and the decisions partners rely on are in docs/api.md of the repository.',
    )
    .setVersion('1.0.0')
    .setLicense('Proprietary: use under your partner agreement', 'http://localhost:3000/api/docs')
    .addServer('http://127.0.0.1:3000', 'Local default (`npm start`; PORT changes it)')
    .addApiKey({ type: 'apiKey', in: 'header', name: 'x-api-key', description: 'Your API key (vis_…).' }, 'apiKey')
    .addTag('account', 'Your account: credits, plan and brand agents.')
    .addTag('scans', 'Start scans, poll them, and read reports, history and trends.')
    .addTag('topics', 'The buyer questions a scan asks, grouped by topic.')
    .addTag('personas', 'The buyer personas a scan asks as.')
    .addTag('webhooks', 'Signed scan.completed and scan.failed events (Standard Webhooks), and their deliveries.')
    .addTag('schedules', 'Recurring re-scans of an agent (daily, weekly, monthly).')
    .addTag('public', 'The public brand index: no API key needed.')
    .build();
  const document = describeWebhookCallbacks(
    documentIdempotencyKey(
      SwaggerModule.createDocument(app, config, {
        operationIdFactory: (_controller, method) => method,
        extraModels: ERROR_SCHEMAS,
      }),
    ),
  );
  for (const schema of Object.values(document.components?.schemas ?? {})) {
    for (const [name, property] of Object.entries((schema as SchemaObject).properties ?? {})) {
      (schema as SchemaObject).properties![name] = nullableReference(property);
    }
  }
  return document;
}

/** The null branch of a nullable reference: OpenAPI 3.0 has no `type: 'null'`. */
const NULL_SCHEMA: SchemaObject = { type: 'string', nullable: true, enum: [null] };

/**
 * @nestjs/swagger writes a nullable object property as `{nullable, type: object, allOf: [$ref]}`,
 * which still refuses null under OpenAPI 3.0 (`nullable` does not reach into `allOf`): it becomes
 * `anyOf: [$ref, null]`, which validators and generators read as "X or null".
 */
function nullableReference(property: SchemaOrReference): SchemaOrReference {
  if (
    !('nullable' in property) ||
    !property.nullable ||
    property.allOf?.length !== 1 ||
    !('$ref' in property.allOf[0]!)
  )
    return property;
  const { nullable: _nullable, type: _type, allOf, ...rest } = property;
  return { ...rest, anyOf: [allOf[0]!, NULL_SCHEMA] };
}
