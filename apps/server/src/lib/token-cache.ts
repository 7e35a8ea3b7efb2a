/**
 * Who a login token belongs to, remembered for a short while so most requests skip
 * the token query. It is only as good as the revocation notices it hears: `forget()`
 * runs on every notice, and an entry counts only while the notices come over the
 * same unbroken connection it was stored under (`session`, null while none can be heard).
 */
export class TokenCache<T> {
  private readonly entries = new Map<string, { value: T; storedAt: number; session: number }>();
  private forgotten = 0;

  constructor(
    private readonly session: () => number | null,
    private readonly maxEntries = 10_000,
    private readonly maxAgeMs = 60_000,
  ) {}

  get(key: string, now: number): T | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.session !== this.session() || now - entry.storedAt > this.maxAgeMs) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.value;
  }

  /** Marks the start of a lookup; `set` with the mark stores nothing if a notice came in between. */
  mark() {
    return { forgotten: this.forgotten, session: this.session() };
  }

  set(key: string, value: T, now: number, mark: ReturnType<TokenCache<T>['mark']>) {
    if (mark.session === null || mark.forgotten !== this.forgotten || mark.session !== this.session()) return;
    // Maps keep insertion order: the first key is the oldest entry.
    if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(key, { value, storedAt: now, session: mark.session });
  }

  forget() {
    this.forgotten++;
    this.entries.clear();
  }
}
