import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '#common';

interface TokenClaims {
  /** syntheticId the token lets one follow. */
  s: number;
  /** Expiry, epoch seconds. */
  e: number;
}

/**
 * The short-lived signed token of an `eventsUrl`: a browser EventSource cannot send `x-api-key`,
 * so the URL itself carries the permission to follow one agent's scan events, until it expires.
 * HMAC-SHA256 with EVENTS_TOKEN_SECRET, shared by every gateway replica.
 */
@Injectable()
export class EventsTokens {
  private readonly secret: Buffer;
  private readonly ttlS: number;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    if (!config.EVENTS_TOKEN_SECRET && config.NODE_ENV === 'production') {
      throw new Error('EVENTS_TOKEN_SECRET is required when NODE_ENV=production (it signs the eventsUrl tokens)');
    }
    if (!config.EVENTS_TOKEN_SECRET) {
      new Logger(EventsTokens.name).warn(
        'EVENTS_TOKEN_SECRET is unset: eventsUrl tokens are signed with a key of this process only (one replica)',
      );
    }
    this.secret = config.EVENTS_TOKEN_SECRET ? Buffer.from(config.EVENTS_TOKEN_SECRET) : randomBytes(32);
    this.ttlS = config.EVENTS_TOKEN_TTL_S;
  }

  issue(syntheticId: number, now = Date.now()): string {
    const claims = Buffer.from(JSON.stringify({ s: syntheticId, e: Math.floor(now / 1000) + this.ttlS })).toString(
      'base64url',
    );
    return `${claims}.${this.sign(claims)}`;
  }

  /** Whether the token is ours, unexpired and for this agent. */
  verify(token: string, syntheticId: number, now = Date.now()): boolean {
    const [claims, signature, extra] = token.split('.');
    if (!claims || !signature || extra !== undefined) return false;
    const expected = Buffer.from(this.sign(claims));
    const given = Buffer.from(signature);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return false;
    try {
      const parsed = JSON.parse(Buffer.from(claims, 'base64url').toString('utf8')) as TokenClaims;
      return parsed.s === syntheticId && typeof parsed.e === 'number' && parsed.e * 1000 > now;
    } catch {
      return false;
    }
  }

  private sign(claims: string): string {
    return createHmac('sha256', this.secret).update(claims).digest('base64url');
  }
}
