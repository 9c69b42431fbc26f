import type { Analysis } from './analyse';
import type { DecodedImage } from './decode';
import { detectionOf } from './detection';
import type { SilhouetteStore, StoredSilhouette } from './storedSilhouettes';
import type { DetectResult, EngineHint } from './types';
import type { AnalysisPool } from './worker/analysisPool';

export interface AnalysedEntry {
  image: DecodedImage;
  analysis: Analysis;
  /** 0 when the analysis was made for an earlier call (or ahead of this one). */
  decodeMs: number;
}

/**
 * One photo's work in the engine, in the order a visitor needs it: first the car and its outline
 * (the photo step waits on it), then the paint layer, which only a look or a mask needs. Each
 * is made once and shared by every caller; a failed one is tried again on the next call.
 */
export class PhotoWork {
  private finding: Promise<DetectResult> | null = null;
  private analysing: Promise<AnalysedEntry> | null = null;
  /** The full silhouette the outline came from, when it was one, for the paint layer to reuse. */
  private silhouette: StoredSilhouette | undefined;

  constructor(
    private readonly image: Buffer,
    private readonly hint: EngineHint | undefined,
    private readonly pool: Pick<AnalysisPool, 'find' | 'analyse'>,
    private readonly store: SilhouetteStore | null,
  ) {}

  /** Where the car is: the answer of the photo step, ahead of any paint layer waiting in the engine. */
  detection(): Promise<DetectResult> {
    // Once the whole analysis is on its way, its own outline is the answer: no second look.
    if (this.analysing) return this.analysing.then((e) => detectionOf(e.analysis));
    this.finding ??= this.find().catch((error: unknown) => {
      this.finding = null;
      throw error;
    });
    return this.finding;
  }

  /** The whole analysis, paint layer included. */
  analysed(): Promise<AnalysedEntry> {
    if (this.analysing) return this.analysing.then((e) => ({ ...e, decodeMs: 0 }));
    this.analysing = this.analyse().catch((error: unknown) => {
      this.analysing = null;
      throw error;
    });
    return this.analysing;
  }

  private async find(): Promise<DetectResult> {
    const stored = await this.store?.load(this.image, this.hint);
    const found = await this.pool.find(this.image, this.hint, stored ?? undefined);
    if (found.silhouette) {
      if (!stored) await this.store?.save(this.image, this.hint, found.silhouette);
      this.silhouette = found.silhouette;
    }
    return found.detection;
  }

  private async analyse(): Promise<AnalysedEntry> {
    // Sent to the worker, the silhouette's pixels move there: it is used once.
    const known = this.silhouette;
    this.silhouette = undefined;
    const stored = known ?? (await this.store?.load(this.image, this.hint)) ?? undefined;
    const result = await this.pool.analyse(this.image, this.hint, stored);
    if (this.store && result.silhouette) await this.store.save(this.image, this.hint, result.silhouette);
    return { image: result.image, analysis: result.analysis, decodeMs: result.decodeMs };
  }
}
