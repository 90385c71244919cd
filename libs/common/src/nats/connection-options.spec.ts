import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config/environment.js';
import { natsConnectionOptions } from './connection-options.js';

describe('NATS connection settings', () => {
  it('is servers only by default', () => {
    expect(natsConnectionOptions(loadConfig({ NATS_URL: 'nats://a:4222,nats://b:4222' }))).toEqual({
      servers: ['nats://a:4222', 'nats://b:4222'],
    });
  });

  it('uses a credentials file, a CA and a client certificate when configured', () => {
    const dir = mkdtempSync(join(tmpdir(), 'nats-'));
    const creds = join(dir, 'app.creds');
    writeFileSync(creds, 'not read until connect');
    const options = natsConnectionOptions(
      loadConfig({ NATS_CREDS_FILE: creds, NATS_TLS_CA: '/ca.pem', NATS_TLS_CERT: '/c.pem', NATS_TLS_KEY: '/k.pem' }),
    );
    expect(options.tls).toEqual({ caFile: '/ca.pem', certFile: '/c.pem', keyFile: '/k.pem' });
    expect(options.authenticator).toEqual(expect.any(Function));
  });

  it('refuses a client certificate without its key', () => {
    expect(() => loadConfig({ NATS_TLS_CERT: '/c.pem' })).toThrow(ConfigError);
    expect(() => loadConfig({ NATS_TLS_CERT: '/c.pem' })).toThrow(/NATS_TLS_CERT \/ NATS_TLS_KEY/);
  });

  it('reads JetStream replicas, 1 to 5', () => {
    expect(loadConfig({}).JETSTREAM_REPLICAS).toBe(1);
    expect(loadConfig({ JETSTREAM_REPLICAS: '3' }).JETSTREAM_REPLICAS).toBe(3);
    expect(() => loadConfig({ JETSTREAM_REPLICAS: '7' })).toThrow(/JETSTREAM_REPLICAS/);
  });
});
