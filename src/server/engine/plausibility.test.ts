import { describe, expect, it } from 'vitest';
import { carPlausibility } from './plausibility';

const box = { x: 0, y: 100, w: 600, h: 300 };

describe('carPlausibility', () => {
  it('accepts a mask with a body at least a wheel tall above the wheels', () => {
    // Wheels 120 px tall standing on the box bottom: 180 px of car above them, 1.5 wheels.
    const p = carPlausibility(box, {
      contacts: [
        { x: 120, y: 400, w: 100, h: 120 },
        { x: 480, y: 400, w: 100, h: 120 },
      ],
    });
    expect(p.roomAboveWheels).toBeCloseTo(1.5);
    expect(p.score).toBe(1);
  });

  it('rejects a mask that ends half a wheel above the tyres (the upper car is missing)', () => {
    const p = carPlausibility(box, { contacts: [{ x: 300, y: 380, w: 150, h: 190 }] });
    expect(p.roomAboveWheels).toBeCloseTo(0.47, 2);
    expect(p.score).toBeLessThan(0.4);
  });

  it('says nothing without wheels', () => {
    expect(carPlausibility(box, { contacts: [] }).score).toBe(1);
  });
});
