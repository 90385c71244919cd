import { describe, expect, it } from 'vitest';
import { ConfigError, judgeConfigured, loadConfig } from './environment.js';

describe('loadConfig', () => {
  it('gives working defaults for a fresh machine', () => {
    const config = loadConfig({});
    expect(config.DATABASE_URL).toBe('postgres://postgres@127.0.0.1:5432/visibility');
    expect(config.NATS_URL).toBe('nats://127.0.0.1:4222');
    expect(config.PORT).toBe(3000);
    expect(config.RPC_TIMEOUT_MS).toBe(5000);
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ PUBLIC_BASE_URL: 'not a url' }, 'PUBLIC_BASE_URL'],
    [{ LOG_FORMAT: 'xml' }, 'LOG_FORMAT'],
    [{ AUTH_CACHE_TTL_MS: '3600000' }, 'AUTH_CACHE_TTL_MS'],
    [{ GENERATOR_TIMEOUT_MS: 'soon' }, 'GENERATOR_TIMEOUT_MS'],
    [{ TRUSTED_PROXIES: '10.0.0.0/99' }, 'TRUSTED_PROXIES'],
    [{ TRUSTED_PROXIES: 'ingress.local' }, 'TRUSTED_PROXIES'],
    [{ REQUEST_TIMEOUT_MS: '10' }, 'REQUEST_TIMEOUT_MS'],
    [{ CORS_ORIGINS: '*' }, 'CORS_ORIGINS'],
    [{ CORS_ORIGINS: 'app.example.com' }, 'CORS_ORIGINS'],
    [{ CORS_ORIGINS: 'https://app.example.com/path' }, 'CORS_ORIGINS'],
  ])('names the offending variable in %o', (env, name) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(new RegExp(`${name} \\(`));
  });

  it('links to the gateway itself by default: its port, its own signup and upgrade pages', () => {
    expect(loadConfig({})).toMatchObject({
      PUBLIC_BASE_URL: 'http://localhost:3000',
      SIGNUP_URL: 'http://localhost:3000/signup',
      UPGRADE_URL: 'http://localhost:3000/upgrade',
    });
    expect(loadConfig({ PORT: '3200' })).toMatchObject({
      PUBLIC_BASE_URL: 'http://localhost:3200',
      SIGNUP_URL: 'http://localhost:3200/signup',
    });
    expect(loadConfig({ PUBLIC_BASE_URL: 'https://vis.example.com/' })).toMatchObject({
      SIGNUP_URL: 'https://vis.example.com/signup',
      UPGRADE_URL: 'https://vis.example.com/upgrade',
    });
    const own = loadConfig({ PUBLIC_BASE_URL: 'https://vis.example.com', SIGNUP_URL: 'https://example.com/join' });
    expect(own.SIGNUP_URL).toBe('https://example.com/join');
  });

  it('keeps CORS off unless origins are listed', () => {
    expect(loadConfig({}).CORS_ORIGINS).toBeUndefined();
    const value = 'https://app.example.com, http://localhost:5173/';
    expect(loadConfig({ CORS_ORIGINS: value }).CORS_ORIGINS).toBe(value);
  });

  it('trusts no proxy unless told, and takes addresses, ranges and range names', () => {
    expect(loadConfig({}).TRUSTED_PROXIES).toBeUndefined();
    const value = '10.0.0.0/8, 192.168.1.10,fd00::/8, loopback';
    expect(loadConfig({ TRUSTED_PROXIES: value }).TRUSTED_PROXIES).toBe(value);
  });

  it('refuses private site fetches in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', SITE_FETCH_ALLOW_PRIVATE: 'true' })).toThrow(
      /SITE_FETCH_ALLOW_PRIVATE/,
    );
    expect(loadConfig({ NODE_ENV: 'test', SITE_FETCH_ALLOW_PRIVATE: 'true' }).SITE_FETCH_ALLOW_PRIVATE).toBe(true);
  });

  it('coerces numbers and booleans from strings', () => {
    const config = loadConfig({ PORT: '8080', SITE_FETCH_ALLOW_PRIVATE: 'false', GENERATOR_TIMEOUT_MS: '2500' });
    expect(config.PORT).toBe(8080);
    expect(config.SITE_FETCH_ALLOW_PRIVATE).toBe(false);
    expect(config.GENERATOR_TIMEOUT_MS).toBe(2500);
  });

  it('configures no judge by default, and a judge from a provider and a model', () => {
    expect(judgeConfigured(loadConfig({}))).toBe(false);
    const config = loadConfig({
      JUDGE_PROVIDER: 'openai-compatible',
      JUDGE_BASE_URL: 'http://127.0.0.1:11434/v1',
      JUDGE_MODEL: 'qwen2.5:7b',
      JUDGE_TIMEOUT_MS: '5000',
    });
    expect(judgeConfigured(config)).toBe(true);
    expect(config).toMatchObject({ JUDGE_TIMEOUT_MS: 5000, JUDGE_CONCURRENCY: 4, JUDGE_MAX_ATTEMPTS: 2 });
  });

  it.each([
    [{ JUDGE_PROVIDER: 'llama' }, 'JUDGE_PROVIDER'],
    [{ JUDGE_MODEL: 'gpt-5.4-mini' }, 'JUDGE_PROVIDER'],
    [{ JUDGE_PROVIDER: 'openai', JUDGE_API_KEY: 'sk' }, 'JUDGE_MODEL'],
    [{ JUDGE_PROVIDER: 'openai-compatible', JUDGE_MODEL: 'm' }, 'JUDGE_BASE_URL'],
    [{ JUDGE_PROVIDER: 'anthropic', JUDGE_MODEL: 'claude-haiku-5-5' }, 'JUDGE_API_KEY'],
    [{ JUDGE_CONCURRENCY: '0' }, 'JUDGE_CONCURRENCY'],
  ])('names the judge variable at fault in %o', (env, name) => {
    expect(() => loadConfig(env)).toThrow(new RegExp(`${name} \\(`));
  });
});
