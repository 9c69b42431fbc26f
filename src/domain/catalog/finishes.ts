import { displayName } from './displayName';

/** The six finishes of wizard step 4. */
export const FINISHES = [
  { id: 'matte', name: 'Matte', description: 'Flat, no glare' },
  { id: 'glossy', name: 'Glossy', description: 'Wet look, crisp reflections' },
  { id: 'satin', name: 'Satin', description: 'Soft sheen' },
  { id: 'metallic', name: 'Metallic', description: 'Fine flake sparkle' },
  { id: 'pearlescent', name: 'Pearlescent', description: 'Shifts hue with the light' },
  { id: 'chrome', name: 'Chrome', description: 'Mirror-like shine' },
] as const;

export type FinishId = (typeof FINISHES)[number]['id'];
export const FINISH_IDS = FINISHES.map((f) => f.id) as [FinishId, ...FinishId[]];

/** The finish a look is painted and ordered with until the visitor picks one. */
export const DEFAULT_FINISH: FinishId = 'glossy';

/** "Pearlescent" for `pearlescent` (or `Pearlescent`); unknown text as given. */
export const finishName = (value: string): string => displayName(FINISHES, value);
