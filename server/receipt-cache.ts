/**
 * Rendered receipts kept in memory, least recently used first out, bounded by their total
 * bytes. One version per order: storing a newer version (after a tip or a status change)
 * drops the older one at once.
 */
export class ReceiptCache {
  /** Map order is recency order: the first entry is the least recently used. */
  private readonly entries = new Map<string, { orderKey: string; bytes: Buffer }>();
  private readonly versionOf = new Map<string, string>();
  private used = 0;

  /** `maxBytes` 0 keeps nothing. */
  constructor(readonly maxBytes: number) {}

  /** Total bytes held. */
  get size(): number {
    return this.used;
  }

  /** Number of receipts held. */
  get count(): number {
    return this.entries.size;
  }

  /** The bytes stored under `key`, marked as just used; undefined when absent. */
  get(key: string): Buffer | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.bytes;
  }

  /** Stores `bytes` as the current version of `orderKey`, evicting the least recently used to fit. */
  set(orderKey: string, key: string, bytes: Buffer): void {
    const previous = this.versionOf.get(orderKey);
    if (previous !== undefined) this.delete(previous);
    this.delete(key);
    // A receipt larger than the whole budget is never kept (it would evict everything else).
    if (bytes.byteLength > this.maxBytes) return;
    while (this.used + bytes.byteLength > this.maxBytes) {
      const oldest = this.entries.keys().next();
      if (oldest.done) break;
      this.delete(oldest.value);
    }
    this.entries.set(key, { orderKey, bytes });
    this.versionOf.set(orderKey, key);
    this.used += bytes.byteLength;
  }

  private delete(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    if (this.versionOf.get(entry.orderKey) === key) this.versionOf.delete(entry.orderKey);
    this.used -= entry.bytes.byteLength;
  }
}
