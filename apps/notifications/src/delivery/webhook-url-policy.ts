import { lookup } from 'node:dns/promises';
import type { LookupFunction } from 'node:net';
import { type AddressVerdict, judgeAddress } from '#common';

/**
 * Where webhooks may go: the site fetch's address policy (public unicast addresses only,
 * `judgeAddress` in #common), https only. SITE_FETCH_ALLOW_PRIVATE (tests only, refused in
 * production) lets loopback receivers in, over http too.
 */
export class WebhookUrlPolicy {
  constructor(private readonly allowPrivate: boolean) {}

  judge(address: string): AddressVerdict {
    return this.allowPrivate ? { allowed: true } : judgeAddress(address);
  }

  /** Checks a URL at registration: its form, then every address its host resolves to now. */
  async check(raw: string): Promise<{ ok: true; url: URL } | { ok: false; reason: string }> {
    let url: URL;
    try {
      url = new URL(raw);
    } catch {
      return { ok: false, reason: 'webhookUrl is not a valid URL' };
    }
    if (url.protocol !== 'https:' && !(this.allowPrivate && url.protocol === 'http:')) {
      return { ok: false, reason: 'webhook URLs must use https' };
    }
    if (url.username || url.password) return { ok: false, reason: 'webhook URLs may not carry credentials' };
    if (raw.length > 2048) return { ok: false, reason: 'webhook URLs may be at most 2048 characters' };
    const host = url.hostname.replace(/^\[|\]$/g, '');
    let addresses: string[];
    try {
      addresses = (await lookup(host, { all: true, verbatim: true })).map((a) => a.address);
    } catch {
      return { ok: false, reason: `${host} does not resolve` };
    }
    for (const address of addresses) {
      const verdict = this.judge(address);
      if (!verdict.allowed) return { ok: false, reason: `${host} is not a public address: ${verdict.reason}` };
    }
    return { ok: true, url };
  }

  /**
   * The `lookup` of the sender's connections: the addresses are judged where the socket gets
   * them, so a host that turned private since registration (DNS rebinding) is refused.
   */
  guardedLookup(): LookupFunction {
    return (hostname, options, callback) => {
      lookup(hostname, { all: true, verbatim: true }).then(
        (all) => {
          const wanted = all.filter((a) => !options.family || options.family === a.family);
          const refused = wanted.map((a) => this.judge(a.address)).find((v) => !v.allowed);
          if (!wanted.length || refused) {
            const reason = refused && !refused.allowed ? refused.reason : 'no usable address';
            callback(Object.assign(new Error(`blocked address: ${hostname}: ${reason}`), { code: 'EBLOCKED' }), '');
            return;
          }
          if (options.all) callback(null, wanted);
          else callback(null, wanted[0]?.address ?? '', wanted[0]?.family ?? 4);
        },
        (error: unknown) => callback(error as NodeJS.ErrnoException, ''),
      );
    };
  }
}
