/**
 * Lookups under way, by key: callers arriving together on a missing or expired entry share one lookup
 * instead of each running it (that herd was once the API's p99). A lookup that began before the
 * cache's last invalidation (an older generation) is never joined, so nobody receives a stale answer.
 */
export class SharedLookups<T> {
  private readonly pending = new Map<string, { generation: number; value: Promise<T> }>();

  run(key: string, generation: number, lookup: () => Promise<T>): Promise<T> {
    const underWay = this.pending.get(key);
    if (underWay && underWay.generation === generation) return underWay.value;
    const value = lookup();
    const entry = { generation, value };
    this.pending.set(key, entry);
    const done = () => {
      if (this.pending.get(key) === entry) this.pending.delete(key);
    };
    value.then(done, done);
    return value;
  }
}
