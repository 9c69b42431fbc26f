import { describe, expect, it } from 'vitest';
import { guessSizeClass } from '../estimate/sizeClass';
import type { SizeClass } from '../estimate/priceTable';
import { UNKNOWN_MODEL } from '../prompt/carMakeModel';
import DE from '../i18n/de';
import IT from '../i18n/it';
import { BODY_TYPES, describeVehicle, guessCarName, guessVehicle, localWordsIn, type BodyType } from './vehicleDescription';
import { VEHICLE_TEXT } from './vehicleTexts';

const localAnalysis = (body: BodyType) =>
  VEHICLE_TEXT.analysis(describeVehicle({ colour: 'white', body, view: 'front-three-quarter' }), 0.87, false);

describe("the local engine's description of a car", () => {
  it('reads as a shop would say it', () => {
    expect(describeVehicle({ colour: 'white', body: 'suv', view: 'front-three-quarter' })).toBe(
      'white SUV, seen from the front three-quarter',
    );
    expect(localAnalysis('suv')).toBe(
      "White SUV, seen from the front three-quarter, as read by the local engine from the car's outline (found with 87% confidence).",
    );
  });

  const sizes: Record<BodyType, SizeClass> = {
    hatchback: 'small',
    coupe: 'small',
    saloon: 'medium',
    estate: 'medium',
    suv: 'large',
    pickup: 'extra-large',
    van: 'extra-large',
  };
  it.each(BODY_TYPES)('prices a %s in its size class', (body) => {
    expect(guessSizeClass(localAnalysis(body))).toBe(sizes[body]);
  });

  it("names the vehicle in the shop's e-mail: a known make first, else the engine's reading, else Unknown Model", () => {
    expect(guessVehicle(localAnalysis('van'))).toBe('white van, seen from the front three-quarter');
    expect(guessVehicle('2020 BMW X5 SUV in black, three-quarter front view.')).toBe('BMW X5');
    expect(guessVehicle('A car parked on a street.')).toBe(UNKNOWN_MODEL);
    expect(guessVehicle(null)).toBe(UNKNOWN_MODEL);
  });

  it("names the car on a gallery card: a known make first, else the engine's colour and body, else Unknown Model", () => {
    expect(guessCarName(localAnalysis('suv'))).toBe('White SUV');
    expect(guessCarName(localAnalysis('pickup'))).toBe('White pickup');
    expect(guessCarName('2020 BMW X5 SUV in black, three-quarter front view.')).toBe('BMW X5');
    expect(guessCarName('A car parked on a street.')).toBe(UNKNOWN_MODEL);
  });

  it("is reworded in the shop's or visitor's language, while an AI model's analysis stays as written", () => {
    const unsure = VEHICLE_TEXT.analysis(describeVehicle({ colour: 'red', body: 'estate', view: 'side' }), 0.2, true);
    expect(localWordsIn(unsure, DE.VEHICLE_TEXT)).toBe(
      'Kombi in Rot, von der Seite gesehen, von der lokalen Engine aus dem Umriss des Autos gelesen (Lage unsicher).',
    );
    expect(localWordsIn(guessVehicle(localAnalysis('van')), IT.VEHICLE_TEXT)).toBe(
      'furgone di colore bianco (vista di tre quarti anteriore)',
    );
    expect(guessCarName(localAnalysis('saloon'), DE.VEHICLE_TEXT)).toBe('Limousine in Weiß');
    const written = '2020 BMW X5 SUV in black, three-quarter front view.';
    expect(localWordsIn(written, DE.VEHICLE_TEXT)).toBe(written);
    expect(localWordsIn(guessVehicle('A car parked on a street.'), DE.VEHICLE_TEXT)).toBe('Unbekanntes Modell');
    expect(VEHICLE_TEXT.unknownModel).toBe(UNKNOWN_MODEL);
  });
});
