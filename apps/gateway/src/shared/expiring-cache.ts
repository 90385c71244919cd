interface Entry<V> {
  value: V;
  expiresAt: number;
}

/**
 * A small map of values that expire after `ttlMs`, bounded to `maxEntries` (the oldest go
 * first). Concurrent loads of one key share a call; a failed load is not kept. A load that was
 * under way when its key was dropped is not kept either, so that an answer read before a change
 * never outlives the notice of that change.
 */
export class ExpiringCache<K, V> {
  private readonly entries = new Map<K, Entry<V>>();
  private readonly loads = new Map<K, Promise<V>>();
  /** Bumped by every drop: a load started before it must not be kept. */
  private generation = 0;

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries: number,
  ) {}

  async get(key: K, load: () => Promise<V>): Promise<V> {
    const cached = this.entries.get(key);
    if (cached && cached.expiresAt > Date.now()) return cached.value;
    if (cached) this.entries.delete(key);
    const pending = this.loads.get(key);
    if (pending) return pending;
    const generation = this.generation;
    const loading = load()
      .then((value) => {
        if (this.ttlMs > 0 && generation === this.generation) this.keep(key, value);
        return value;
      })
      .finally(() => {
        if (this.loads.get(key) === loading) this.loads.delete(key);
      });
    this.loads.set(key, loading);
    return loading;
  }

  delete(key: K): void {
    this.generation++;
    this.entries.delete(key);
    this.loads.delete(key);
  }

  clear(): void {
    this.generation++;
    this.entries.clear();
    this.loads.clear();
  }

  private keep(key: K, value: V): void {
    this.entries.delete(key);
    if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value as K);
    this.entries.set(key, { value, expiresAt: Date.now() + this.ttlMs });
  }
}
