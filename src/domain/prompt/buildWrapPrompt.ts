import { finishName } from '../catalog/finishes';
import { styleName, type StyleId } from '../catalog/styles';
import { finishFromColorName, type PromptFinish } from './finishFromColor';

export interface WrapPromptInput {
  /** The car description from the analysis step. */
  analysis: string;
  /** Display name of the wrap colour, e.g. "Gloss Red" or "#1d4ed8". */
  colorName: string;
  finish?: PromptFinish;
  style?: StyleId;
  /** The brand's fixed number-plate text. */
  plateText: string;
  /** The visitor's "Additional modifications" from a change request. */
  instructions?: string;
}

// The prompt's content: extra lines for these finishes and styles only.
const FINISH_LINES: Partial<Record<PromptFinish, string>> = {
  matte: 'Matte finish: a flat, non-reflective surface with soft, diffuse highlights and no mirror reflections.',
  glossy: 'Glossy finish: a deep, wet-look shine with crisp reflections of the surroundings.',
  metallic: 'Metallic finish: fine metal flakes that sparkle where the light hits the panels.',
  pearlescent: 'Pearlescent finish: a subtle colour shift between highlights and shadows, like mother-of-pearl.',
  'carbon-fiber': 'Carbon fiber finish: a visible woven carbon-fibre texture across the wrapped panels.',
};

const STYLE_LINES: Partial<Record<StyleId, string>> = {
  'racing-stripes':
    'Racing Stripes: two parallel stripes running from the front bumper over the bonnet, roof and boot, in a contrasting colour.',
  'two-tone': 'Two-Tone: the upper body (roof and pillars) in a contrasting colour, the lower body in the chosen colour.',
  'carbon-fibre-accents': 'Carbon Fibre Accents: carbon-fibre wrap on the mirrors, lower skirts, splitter and spoiler.',
  gradient: 'Gradient: the colour fades smoothly from front to back along the body.',
  'custom-design': 'Custom Design: a tasteful, modern graphic pattern that follows the body lines.',
};

// Carbon fiber is a finish only the prompt knows (named colours imply it); the wizard has no such choice.
const promptFinishName = (finish: PromptFinish) => (finish === 'carbon-fiber' ? 'Carbon Fiber' : finishName(finish));

/**
 * The image prompt, built from the car's analysis, colour, finish (default from the
 * colour's name, else glossy), style (default "solid wrap"), the fixed plate text, the keep-as-is
 * requirements, the per-finish and per-style lines, and optional additional modifications.
 */
export function buildWrapPrompt(input: WrapPromptInput): string {
  const finish = input.finish ?? finishFromColorName(input.colorName);
  const analysis = input.analysis.trim() || 'car';
  const lines = [
    `Transform this vehicle with a professional vinyl wrap. The vehicle: ${analysis}`,
    '',
    `Wrap colour: ${input.colorName}`,
    `Finish: ${promptFinishName(finish)}`,
    `Style: ${input.style ? styleName(input.style) : 'solid wrap'}`,
    `Number plate: a custom plate that reads "${input.plateText}".`,
    '',
    'Requirements:',
    '- Keep the exact same camera angle, framing and perspective as the original photo.',
    '- Keep the original background, lighting and surroundings unchanged.',
    '- Keep every feature of the vehicle: body shape, wheels, lights, windows, badges and trim.',
    '- Wrap only the painted body panels; glass, tyres, lights and grille stay as they are.',
    '- The result must look like a real photograph of a professionally wrapped vehicle.',
  ];
  const finishLine = FINISH_LINES[finish];
  const styleLine = input.style ? STYLE_LINES[input.style] : undefined;
  if (finishLine) lines.push(`- ${finishLine}`);
  if (styleLine) lines.push(`- ${styleLine}`);
  const extra = input.instructions?.trim();
  if (extra) lines.push('', `Additional modifications: ${extra}`);
  return lines.join('\n');
}
