interface Entry<V> {
  value: V;
  bytes: number;
}

/**
 * Values kept by key within a budget of bytes: each value's size is told when it is set and may
 * grow afterwards (a compressed form added); the least recently used go first when the total
 * passes the budget. A value larger than the whole budget is not kept.
 */
export class ByteBudgetCache<K, V> {
  private readonly entries = new Map<K, Entry<V>>();
  private total = 0;

  constructor(private readonly budgetBytes: number) {}

  get size(): number {
    return this.entries.size;
  }

  get bytes(): number {
    return this.total;
  }

  get(key: K): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    // Most recently used last, so that eviction takes the least recently used.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.value;
  }

  set(key: K, value: V, bytes: number): void {
    this.delete(key);
    this.entries.set(key, { value, bytes });
    this.total += bytes;
    this.evict();
  }

  /**
   * Adds `bytes` to the size of `key`'s value, if it is still `value` (not replaced nor evicted
   * meanwhile); a value that grows is in use, so it becomes the most recently used.
   */
  grow(key: K, value: V, bytes: number): void {
    const entry = this.entries.get(key);
    if (entry?.value !== value) return;
    this.entries.delete(key);
    this.entries.set(key, entry);
    entry.bytes += bytes;
    this.total += bytes;
    this.evict();
  }

  delete(key: K): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.total -= entry.bytes;
  }

  private evict(): void {
    for (const [key, entry] of this.entries) {
      if (this.total <= this.budgetBytes) return;
      this.entries.delete(key);
      this.total -= entry.bytes;
    }
  }
}
