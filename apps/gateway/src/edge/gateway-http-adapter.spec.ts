import { Readable } from 'node:stream';
import { StreamableFile } from '@nestjs/common';
import express from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { GatewayHttpAdapter, withServiceContext } from './gateway-http-adapter.js';
import { serviceContext } from './service-context.js';

describe('withServiceContext', () => {
  it('adds `_service`, last, to a JSON object that has none', () => {
    const body = withServiceContext({ state: 'none', syntheticId: 7 });
    expect(body).toEqual({ state: 'none', syntheticId: 7, _service: serviceContext() });
    expect(Object.keys(body as object)).toEqual(['state', 'syntheticId', '_service']);
  });

  it('keeps a handler’s own, more specific `_service`', () => {
    const own = { ok: true, _service: serviceContext({ what_happened: 'Deleted.' }) };
    expect(withServiceContext(own)).toBe(own);
  });

  it('leaves what is not a JSON object alone: arrays, strings, buffers, streams, nothing', () => {
    const list = [1, 2];
    const bytes = Buffer.from('{}');
    const file = new StreamableFile(Readable.from(['x']));
    for (const body of [list, 'text', bytes, file, null, undefined, 3]) expect(withServiceContext(body)).toBe(body);
  });
});

describe('GatewayHttpAdapter.reply', () => {
  const adapter = new GatewayHttpAdapter();
  const serve = (reply: (res: express.Response) => void) => {
    const app = express();
    app.get('/', (_req, res) => reply(res));
    return request(app).get('/');
  };

  it('adds `_service` to an object, as JSON', async () => {
    const res = await serve((r) => adapter.reply(r, { state: 'none' }, 200));
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.body).toEqual({ state: 'none', _service: serviceContext() });
  });
});
