import type { SizeClass } from './priceTable';

// Checked in this order, so "SUV coupe" is large and "pickup truck" extra-large before anything smaller matches.
const SIZE_WORDS: [SizeClass, RegExp][] = [
  ['extra-large', /\b(pick-?ups?|trucks?|vans?|minivans?|minibus(es)?|camper(van)?s?|motorhomes?|ute)\b/i],
  ['large', /\b(suvs?|4x4s?|4wd|four-by-four|off-?roaders?|crossovers?)\b/i],
  ['small', /\b(coupes?|coupés?|hatchbacks?|hatch|city cars?|small cars?|superminis?|compact cars?|subcompacts?|roadsters?|kei cars?)\b/i],
];

/**
 * The vehicle size class the price estimate starts from, guessed from the car analysis's words
 * (the analysis names the body type: "2019 Toyota Camry sedan"). Anything unrecognised is a
 * medium car; the visitor can correct it next to the estimate.
 */
export function guessSizeClass(analysis: string | null | undefined): SizeClass {
  const text = analysis ?? '';
  return SIZE_WORDS.find(([, words]) => words.test(text))?.[0] ?? 'medium';
}
