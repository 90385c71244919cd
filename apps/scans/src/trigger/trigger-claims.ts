import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { MikroORM } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';

/** A claim outlives any trigger that is still working; past it, a dead trigger's claim is taken. */
const CLAIM_TTL_MS = 15_000;
const POLL_MS = 20;

/**
 * Serialises the triggers of one site (account + domain) from their first look to their scan's
 * insert, in the database so that every scans replica takes part: the first trigger claims the
 * site, the others wait until it has started its scan (or failed) and then look again, find the
 * scan running and answer with it, without ever reserving credits for a scan they cannot start.
 */
@Injectable()
export class TriggerClaims {
  constructor(private readonly orm: MikroORM) {}

  private get connection() {
    return this.orm.em.getConnection();
  }

  /** The claim's token when this caller now holds `key`, null when another trigger does. */
  async claim(key: string): Promise<string | null> {
    const token = randomUUID();
    const rows = await this.connection.execute<{ token: string }[]>(
      `insert into scans.trigger_claims (claim_key, token, expires_at)
       values (?, ?, now() + make_interval(secs => ?))
       on conflict (claim_key) do update set token = excluded.token, expires_at = excluded.expires_at
         where scans.trigger_claims.expires_at < now()
       returning token`,
      [key, token, CLAIM_TTL_MS / 1000],
    );
    return rows[0]?.token === token ? token : null;
  }

  async release(key: string, token: string): Promise<void> {
    await this.connection.execute('delete from scans.trigger_claims where claim_key = ? and token = ?', [key, token]);
  }

  /** True once `key` is free (or its claim expired); false when `deadline` passes first. */
  async waitUntilFree(key: string, deadline: number): Promise<boolean> {
    while (Date.now() < deadline) {
      const rows = await this.connection.execute<{ held: boolean }[]>(
        'select expires_at > now() as held from scans.trigger_claims where claim_key = ?',
        [key],
      );
      if (!rows[0]?.held) return true;
      await sleep(POLL_MS);
    }
    return false;
  }
}
