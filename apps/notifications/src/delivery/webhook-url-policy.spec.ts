import { describe, expect, it } from 'vitest';
import { WebhookUrlPolicy } from './webhook-url-policy.js';

describe('WebhookUrlPolicy', () => {
  const strict = new WebhookUrlPolicy(false);
  const testing = new WebhookUrlPolicy(true);

  it.each([
    ['http://8.8.8.8/hook', /https/],
    ['https://127.0.0.1/hook', /loopback/],
    ['https://10.1.2.3/hook', /private/],
    ['https://[::1]/hook', /loopback/],
    ['https://169.254.169.254/latest', /linkLocal/],
    ['https://user:pw@8.8.8.8/hook', /credentials/],
    ['https://nothing-here.invalid/hook', /does not resolve/],
    ['not a url', /not a valid URL/],
  ])('refuses %s', async (url, reason) => {
    const verdict = await strict.check(url);
    expect(verdict.ok).toBe(false);
    if (!verdict.ok) expect(verdict.reason).toMatch(reason);
  });

  it('accepts a public https address', async () => {
    expect((await strict.check('https://8.8.8.8/hook')).ok).toBe(true);
  });

  it('lets loopback in, over http too, only with the test setting', async () => {
    expect((await testing.check('http://127.0.0.1:9/hook')).ok).toBe(true);
    expect((await testing.check('ftp://127.0.0.1/hook')).ok).toBe(false);
  });
});
