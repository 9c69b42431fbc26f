import { engineSettings } from '../config';

/** What the segmenters are told at creation, instead of reading the environment deep inside. */
export interface SegmenterSettings {
  /** onnxruntime's intra-op threads (SEGMENTER_THREADS). */
  threads: number;
  /** Keep the last photos' probability maps for a tap or box on them (ENGINE_ANALYSIS_CACHE > 0). */
  keepRecentMaps: boolean;
  /** Print the classical segmenter's score cues (ENGINE_DEBUG). */
  debug: boolean;
}

/** Read once where the engine starts (the main thread), and sent to its worker. */
export function segmenterSettings(): SegmenterSettings {
  const s = engineSettings();
  return { threads: s.SEGMENTER_THREADS, keepRecentMaps: s.ENGINE_ANALYSIS_CACHE > 0, debug: s.ENGINE_DEBUG };
}
