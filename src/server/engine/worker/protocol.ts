import type { SegmenterSettings } from '../../segmenter/settings';
import type { SegmenterName } from '../../segmenter/types';
import type { Analysis } from '../analyse';
import type { DecodedImage } from '../decode';
import type { StoredSilhouette } from '../storedSilhouettes';
import type { DetectResult, EngineHint } from '../types';

export interface WorkerInit {
  segmenter: SegmenterName;
  /** Read from the environment on the main thread, where the engine starts. */
  settings: SegmenterSettings;
}

/** `find`: the car and its outline only (the photo step's answer); `analyse`: the paint layer too. */
export type AnalyseRequest = { type: 'analyse' | 'find'; image: Uint8Array; hint?: EngineHint; stored?: StoredSilhouette };
export type WorkerRequest = { id: number; type: 'warm' } | ({ id: number } & AnalyseRequest);

export interface WarmReply {
  segmenter: SegmenterName;
  fallbackReason?: string;
  loadMs: number;
}

export interface AnalysedPhoto {
  image: DecodedImage;
  analysis: Analysis;
  decodeMs: number;
  /** The silhouette the segmenter found, to keep beside the photo; absent when it came from there. */
  silhouette?: StoredSilhouette;
}

export interface FoundCar {
  detection: DetectResult;
  decodeMs: number;
  timingsMs: Record<string, number>;
  /**
   * The silhouette the outline came from when it is the full one (a stored silhouette, or a
   * segmenter without a cheaper outline): the paint layer is then drawn on it, not found again.
   */
  silhouette?: StoredSilhouette;
}

export type WorkerReply =
  | { id: number; ok: true; result: WarmReply | AnalysedPhoto | FoundCar }
  | { id: number; ok: false; error: { name: string; message: string; stack?: string } };
