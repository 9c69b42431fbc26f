import { createHash } from 'node:crypto';
import type { Analysis } from './analyse';
import type { DecodedImage } from './decode';

interface Entry {
  image: DecodedImage;
  analysis: Analysis;
}

/**
 * detectCar and then renderWrap (often several times, one per swatch) see the same photo:
 * the segmentation is the expensive part, so the last few are kept. Keyed by content + hint.
 */
export class AnalysisCache<T = Entry> {
  private readonly entries = new Map<string, Promise<T>>();
  /** capacity is read on every use, so tools can turn the cache off through the environment. */
  constructor(private readonly capacity: () => number = () => 4) {}

  static key(image: Buffer, hint: unknown): string {
    return createHash('sha1')
      .update(image)
      .update(JSON.stringify(hint ?? null))
      .digest('hex');
  }

  get(key: string, compute: () => Promise<T>): Promise<T> {
    if (this.capacity() <= 0) {
      // Off means off: an entry kept from before must not answer either.
      this.entries.clear();
      return compute();
    }
    const hit = this.entries.get(key);
    if (hit) {
      // Re-insert to mark as most recently used.
      this.entries.delete(key);
      this.entries.set(key, hit);
      return hit;
    }
    const p = compute();
    this.entries.set(key, p);
    p.catch(() => this.entries.delete(key));
    while (this.entries.size > this.capacity()) this.entries.delete(this.entries.keys().next().value!);
    return p;
  }

  clear(): void {
    this.entries.clear();
  }
}
