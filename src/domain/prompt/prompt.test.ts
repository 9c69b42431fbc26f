import { describe, expect, it } from 'vitest';
import { ANALYSIS_INSTRUCTION } from './analysisInstruction';
import { buildWrapPrompt } from './buildWrapPrompt';
import { CUSTOM_VEHICLE, UNKNOWN_MODEL, displayMakeModel, guessMakeModel } from './carMakeModel';
import { finishFromColorName } from './finishFromColor';

const base = {
  analysis: 'a 2019 Toyota Camry sedan in silver, front three-quarter view, in a car park',
  colorName: 'Gloss Red',
  plateText: 'WRAP ME',
};

describe('buildWrapPrompt', () => {
  it('carries the analysis, colour, finish, style, plate text and keep-as-is requirements', () => {
    const prompt = buildWrapPrompt({ ...base, finish: 'matte', style: 'racing-stripes' });
    expect(prompt).toContain(base.analysis);
    expect(prompt).toContain('Wrap colour: Gloss Red');
    expect(prompt).toContain('Finish: Matte');
    expect(prompt).toContain('Style: Racing Stripes');
    expect(prompt).toContain('"WRAP ME"');
    expect(prompt).toMatch(/same camera angle/);
    expect(prompt).toMatch(/original background/);
    expect(prompt).toMatch(/Keep every feature/);
    expect(prompt).toMatch(/Matte finish: a flat/);
    expect(prompt).toMatch(/Racing Stripes: two parallel stripes/);
    expect(prompt).not.toContain('Additional modifications');
  });

  it('infers the finish from the colour name, else glossy, and defaults the style to "solid wrap"', () => {
    expect(buildWrapPrompt({ ...base, colorName: 'Matte Black' })).toContain('Finish: Matte');
    expect(buildWrapPrompt({ ...base, colorName: 'Pearl White' })).toMatch(/Finish: Pearlescent[\s\S]*mother-of-pearl/);
    expect(buildWrapPrompt({ ...base, colorName: 'Carbon Fiber' })).toMatch(/Finish: Carbon Fiber[\s\S]*woven carbon-fibre/);
    const plain = buildWrapPrompt({ ...base, colorName: 'Royal Blue' });
    expect(plain).toMatch(/Finish: Glossy[\s\S]*wet-look shine/);
    expect(plain).toContain('Style: solid wrap');
  });

  it('has an extra line for each finish and style the prompt rules name, none for the others', () => {
    for (const style of ['two-tone', 'carbon-fibre-accents', 'gradient', 'custom-design'] as const) {
      expect(
        buildWrapPrompt({ ...base, style })
          .split('\n')
          .filter((l) => l.startsWith('- ')).length,
      ).toBe(7);
    }
    expect(buildWrapPrompt({ ...base, finish: 'metallic', style: 'solid-wrap' })).toMatch(/Metallic finish: fine metal flakes/);
    const satin = buildWrapPrompt({ ...base, finish: 'satin', style: 'solid-wrap' });
    expect(satin.split('\n').filter((l) => l.startsWith('- ')).length).toBe(5);
  });

  it("adds the visitor's additional modifications, trimmed", () => {
    expect(buildWrapPrompt({ ...base, instructions: '  black roof please ' })).toMatch(/\n\nAdditional modifications: black roof please$/);
    expect(buildWrapPrompt({ ...base, instructions: '   ' })).not.toContain('Additional modifications');
  });
});

describe('finishFromColorName', () => {
  it.each([
    ['matte-black', 'matte'],
    ['Gloss Red', 'glossy'],
    ['gold-metallic', 'metallic'],
    ['Chrome Silver', 'chrome'],
    ['pearl-white', 'pearlescent'],
    ['carbon-fiber', 'carbon-fiber'],
    ['Royal Blue', 'glossy'],
    ['#ff0000', 'glossy'],
  ])('%s -> %s', (name, finish) => expect(finishFromColorName(name)).toBe(finish));
});

describe('guessMakeModel', () => {
  it.each([
    ['a 2019 Toyota Camry sedan in silver', 'Toyota Camry'],
    ['This is a red Ferrari 488 GTB parked on gravel.', 'Ferrari 488 GTB'],
    ['A white Land Rover Defender SUV in the desert', 'Land Rover Defender'],
    ['Tesla Model 3, rear view', 'Tesla Model 3'],
    ['A blue bmw coupe on a street', 'BMW'],
    ['Mercedes-Benz C-Class, black', 'Mercedes-Benz C-Class'],
    ['A silver hatchback parked by a kerb', UNKNOWN_MODEL],
    ['', UNKNOWN_MODEL],
  ])('%s -> %s', (analysis, expected) => expect(guessMakeModel(analysis)).toBe(expected));

  it('asks the vision model for the make and model first', () => {
    expect(ANALYSIS_INSTRUCTION).toMatch(/make and model/);
  });
});

describe('displayMakeModel', () => {
  it.each([
    ['Make a Toyota Camry', 'Toyota Camry'],
    ['model: Porsche 911', 'Porsche 911'],
    ['car Audi A4', 'Audi A4'],
    ['Vehicle - Ford Mustang', 'Ford Mustang'],
    ['Unknown Model', CUSTOM_VEHICLE],
    ['vehicle', CUSTOM_VEHICLE],
    ['', CUSTOM_VEHICLE],
    [null, CUSTOM_VEHICLE],
    ['Cartier special', 'Cartier special'],
  ])('%s -> %s', (text, expected) => expect(displayMakeModel(text)).toBe(expected));
});
