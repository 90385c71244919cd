import type { KvEntry } from '@nats-io/kv';

/** One key's value as this process last saw it, at the bucket's revision that wrote it. */
export interface MirroredEntry<V> {
  revision: number;
  /** null: the key was deleted or purged, or its value could not be read (ask the bucket). */
  value: V | null;
  /** When the bucket stored this revision (epoch ms). */
  createdAt: number;
}

/**
 * An in-memory copy of the keys of a NATS KV bucket that this process reads, kept current by a
 * watch of the bucket (`observe` is fed every update the watch delivers). Only keys read
 * recently are kept (at most `maxEntries`, the oldest go first); the watch's updates of the
 * others are ignored.
 *
 * A copy is only as good as the watch: `get` answers nothing unless the watch is `live`, and
 * losing the watch (`reset`) drops every copy. Reads and updates may cross (a read answered by
 * the bucket before an update that the watch delivers first): each key keeps the highest
 * revision it has seen, and updates of a key are kept while a read of it is in flight, so a
 * copy never goes back to an older value. `forget` drops a key that this process knows has just
 * changed; a read that started before it is not kept.
 */
export class KvMirror<V> {
  private readonly entries = new Map<string, MirroredEntry<V>>();
  /** Reads in flight, by key (their count). */
  private readonly loading = new Map<string, number>();
  /** Bumped by every drop: a read started before it must not be kept. */
  private generation = 0;
  private live = false;

  constructor(
    private readonly maxEntries: number,
    private readonly parse: (entry: KvEntry) => V,
  ) {}

  get isLive(): boolean {
    return this.live;
  }

  /** The copy of a key, if the watch is live and the key was read or updated since. */
  get(key: string): MirroredEntry<V> | undefined {
    return this.live ? this.entries.get(key) : undefined;
  }

  /** Reads a key from the bucket (through `read`) and keeps what it found while the watch is live. */
  async load(key: string, read: () => Promise<KvEntry | null>): Promise<KvEntry | null> {
    const generation = this.generation;
    this.loading.set(key, (this.loading.get(key) ?? 0) + 1);
    try {
      const entry = await read();
      if (entry && this.live && generation === this.generation) this.keep(entry);
      return entry;
    } finally {
      const left = (this.loading.get(key) ?? 1) - 1;
      if (left > 0) this.loading.set(key, left);
      else this.loading.delete(key);
    }
  }

  /** An update delivered by the watch: kept for the keys this process reads. */
  observe(entry: KvEntry): void {
    if (this.live && (this.entries.has(entry.key) || this.loading.has(entry.key))) this.keep(entry);
  }

  /** Drops one key's copy (this process knows that it has just changed). */
  forget(key: string): void {
    this.generation++;
    this.entries.delete(key);
  }

  /** Drops every copy; `live` says whether a watch now delivers the updates. */
  reset(live: boolean): void {
    this.generation++;
    this.entries.clear();
    this.live = live;
  }

  get size(): number {
    return this.entries.size;
  }

  private keep(entry: KvEntry): void {
    const current = this.entries.get(entry.key);
    if (current && current.revision >= entry.revision) return;
    let value: V | null = null;
    if (entry.operation === 'PUT') {
      try {
        value = this.parse(entry);
      } catch {
        value = null;
      }
    }
    if (current) this.entries.delete(entry.key);
    else if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value as string);
    this.entries.set(entry.key, { revision: entry.revision, value, createdAt: entry.created.getTime() });
  }
}
