import type { FinishId } from '../catalog/finishes';

/** Finishes the prompt knows; carbon fibre is a colour name in the catalogue that reads as a finish. */
export type PromptFinish = FinishId | 'carbon-fiber';

// First match wins, so "pearl-white" is pearlescent and "gold-metallic" is metallic.
const FINISH_WORDS: Array<[RegExp, PromptFinish]> = [
  [/\bmatte?\b/, 'matte'],
  [/\bsatin\b/, 'satin'],
  [/\bchrome\b/, 'chrome'],
  [/\bpearl(?:escent)?\b/, 'pearlescent'],
  [/\bmetallic\b/, 'metallic'],
  [/\bcarbon\b/, 'carbon-fiber'],
  [/\bgloss(?:y)?\b/, 'glossy'],
];

/** The product's default finish: the one the colour's name implies ("Matte Black"), else glossy. */
export function finishFromColorName(colorName: string): PromptFinish {
  const words = colorName.toLowerCase().replace(/[-_]/g, ' ');
  return FINISH_WORDS.find(([pattern]) => pattern.test(words))?.[1] ?? 'glossy';
}
