import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitUntil } from './harness/api-client.js';
import { startTestStack, type TestStack } from './harness/test-stack.js';

async function readiness(stack: TestStack) {
  const res = await request(stack.baseUrl).get('/health/ready');
  return { status: res.status, body: res.body };
}

describe('foundation: five apps over NATS and PostgreSQL', () => {
  let stack: TestStack;

  beforeAll(async () => {
    stack = await startTestStack();
  });
  afterAll(async () => {
    await stack?.stop();
  });

  it('answers liveness, and readiness with NATS and all five services (each with its database)', async () => {
    const live = await request(stack.baseUrl).get('/health/live');
    expect(live.status).toBe(200);
    const { status, body } = await readiness(stack);
    expect(status).toBe(200);
    expect(body.ok).toBe(true);
    for (const service of ['accounts', 'catalog', 'scans', 'platforms', 'notifications']) {
      expect(body.services[service].ok).toBe(true);
      expect(body.services[service].checks.database.ok).toBe(true);
    }
    expect(body._service.what_is_service).toEqual(expect.any(String));
  });

  it('keeps each service in its own schema, with migrations tracked inside it', async () => {
    const rows = await stack.sql<{ table_schema: string }>(
      "select distinct table_schema from information_schema.tables where table_name = 'mikro_orm_migrations' order by 1",
    );
    expect(rows.map((r) => r.table_schema)).toEqual(['accounts', 'catalog', 'notifications', 'platforms', 'scans']);
  });

  it('answers an unknown route with the error shape and _service', async () => {
    const res = await request(stack.baseUrl).get('/api/visibility/nope');
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ success: false, code: 'NOT_FOUND', error: expect.any(String) });
    expect(res.body._service.next_steps).toEqual(expect.any(Array));
  });

  it('turns readiness red within 5 s of a kill -9, and green again after a restart', async () => {
    for (const app of ['catalog', 'platforms'] as const) {
      await stack.kill(app);
      const red = await waitUntil(
        () => readiness(stack),
        (r) => r.status === 503,
        5_000,
        100,
      );
      expect(red.value.body.services[app]).toMatchObject({ ok: false, error: expect.stringContaining('not running') });
      expect(red.ms).toBeLessThan(5_000);
      await stack.restart(app);
      await waitUntil(
        () => readiness(stack),
        (r) => r.status === 200,
        15_000,
        100,
      );
    }
  });
});
