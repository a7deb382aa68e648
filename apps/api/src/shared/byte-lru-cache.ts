/**
 * A least-recently-used cache bounded by total bytes, not entry count: image sizes vary from a few KB
 * (profile) to hundreds of KB (hall), so a count limit would not bound memory. Relies on Map keeping
 * insertion order: re-inserting on read moves an entry to the "recent" end.
 */
export class ByteLruCache<V extends { byteLength: number }> {
  readonly #maxBytes: number;
  readonly #entries = new Map<string, V>();
  #bytes = 0;

  constructor(maxBytes: number) {
    this.#maxBytes = maxBytes;
  }

  get bytes(): number {
    return this.#bytes;
  }

  get size(): number {
    return this.#entries.size;
  }

  get(key: string): V | undefined {
    const value = this.#entries.get(key);
    if (value === undefined) return undefined;
    this.#entries.delete(key);
    this.#entries.set(key, value);
    return value;
  }

  set(key: string, value: V): void {
    this.delete(key);
    // An entry larger than the whole budget would evict everything and still not fit.
    if (value.byteLength > this.#maxBytes) return;
    this.#entries.set(key, value);
    this.#bytes += value.byteLength;
    for (const [oldest, old] of this.#entries) {
      if (this.#bytes <= this.#maxBytes) break;
      this.#entries.delete(oldest);
      this.#bytes -= old.byteLength;
    }
  }

  delete(key: string): void {
    const value = this.#entries.get(key);
    if (value === undefined) return;
    this.#entries.delete(key);
    this.#bytes -= value.byteLength;
  }
}
