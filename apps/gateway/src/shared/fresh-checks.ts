/**
 * Runs checks of the same thing for many concurrent callers, fewer times than there are callers,
 * without any caller getting an answer older than its call: a caller that arrives while no check
 * runs starts one; a caller that arrives while one runs (started before it arrived, so possibly
 * reading a state older than the caller) waits for the next one, which starts when the running one
 * ends and serves everybody who arrived meanwhile. At most two checks per key exist at a time.
 */
export class FreshChecks<K, V> {
  private readonly slots = new Map<K, { running?: Promise<V>; next?: Promise<V> }>();

  run(key: K, check: () => Promise<V>): Promise<V> {
    const slot = this.slots.get(key);
    if (!slot?.running) return this.start(key, check);
    slot.next ??= slot.running
      .then(
        () => undefined,
        () => undefined,
      )
      .then(() => {
        slot.next = undefined;
        return this.start(key, check);
      });
    return slot.next;
  }

  private start(key: K, check: () => Promise<V>): Promise<V> {
    let slot = this.slots.get(key);
    if (!slot) {
      slot = {};
      this.slots.set(key, slot);
    }
    const running: Promise<V> = check().finally(() => {
      if (slot.running !== running) return;
      slot.running = undefined;
      if (!slot.next && this.slots.get(key) === slot) this.slots.delete(key);
    });
    slot.running = running;
    return running;
  }
}
