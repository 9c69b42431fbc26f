/**
 * Keeps each answer for a moment and shares one load among concurrent askers. The gallery's
 * lists are read by every visitor and change only when a wrap is finished, so a second of
 * staleness turns a burst of identical queries (PGlite runs one at a time) into one.
 */
export function createMicroCache<T>(ttlMs: number, now: () => number = Date.now) {
  const entries = new Map<string, { expires: number; value: Promise<T> }>();
  return {
    get(key: string, load: () => Promise<T>): Promise<T> {
      if (ttlMs <= 0) return load();
      const hit = entries.get(key);
      if (hit && hit.expires > now()) return hit.value;
      const value = load();
      entries.set(key, { expires: now() + ttlMs, value });
      // A failed load is not kept: the next visitor tries again.
      value.catch(() => entries.delete(key));
      // Expired entries are dropped as new ones arrive, so the map stays as small as the set of hot keys.
      if (entries.size > 256) for (const [k, e] of entries) if (e.expires <= now()) entries.delete(k);
      return value;
    },
    /** Forgets every answer, so the next ask reads afresh (the shop changed the gallery). */
    clear(): void {
      entries.clear();
    },
  };
}
