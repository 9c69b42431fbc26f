import { describe, expect, it } from 'vitest';
import type { VehicleDescription } from '../../domain/vehicle/vehicleDescription';
import { storedSegmenter } from '../segmenter/storedSegmenter';
import { analyse } from './analyse';
import { bodyShape } from './bodyShape';
import { readVehicle } from './bodyType';
import { decodeImage } from './decode';
import { drawnSideView, type DrawnBody } from './drawnSideView.testutil';
import { analyseOnStored, committedPhotos, readSilhouette } from './goldens.testutil';

/** The engine's reading of a committed photo, on the model's silhouette stored with the goldens (no model run). */
async function readCommitted(stem: string): Promise<VehicleDescription> {
  const photo = committedPhotos().find((p) => p.stem === stem)!;
  const silhouette = await readSilhouette(photo);
  expect(silhouette, `${stem} has a stored silhouette`).not.toBeNull();
  return readVehicle(bodyShape(await analyseOnStored(photo, silhouette!)));
}

async function readDrawn(body: DrawnBody): Promise<VehicleDescription> {
  const { photo, silhouette } = await drawnSideView(body);
  return readVehicle(bodyShape(await analyse(await decodeImage(photo), undefined, storedSegmenter(silhouette))));
}

describe('what the local engine reads of a car: body type, view, paint colour', () => {
  it.each([
    ['white-suv-front34-desert', { body: 'suv', view: 'front-three-quarter', colour: 'white' }],
    ['white-pickup-side-street', { body: 'pickup', view: 'side', colour: 'white' }],
    ['black-saloon-rear-street', { body: 'saloon', view: 'rear', colour: 'black' }],
  ])('%s reads as its name says', async (stem, expected) => {
    expect(await readCommitted(stem)).toEqual(expected);
  });

  // No photo of a van is in the sets: a drawn one stands in, beside a saloon drawn the same way.
  it('a tall box with a long flat roof and a short bonnet is a van; a saloon on the same wheels is not', async () => {
    expect(await readDrawn('van')).toEqual({ body: 'van', view: 'side', colour: 'white' });
    expect((await readDrawn('saloon')).body).not.toBe('van');
  });
});
