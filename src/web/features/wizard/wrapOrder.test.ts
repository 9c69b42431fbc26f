import { describe, expect, it } from 'vitest';
import type { PaintLayer } from '../../../domain/api';
import { initialWizardState } from '../../../domain/wizard/stepMachine';
import type { PreparedPhoto } from '../../shared/photo/downscalePhoto';
import { previewLook } from './previewLook';
import type { WrapWizardState } from './useWizard';
import { orderedLook, wrapOrder } from './wrapOrder';

const photo: PreparedPhoto = {
  file: new File([new Uint8Array([0xff, 0xd8, 0xff])], 'my car.jpg', { type: 'image/jpeg' }),
  previewUrl: 'blob:photo',
  width: 1024,
  height: 768,
};
/** A wizard that passed its checks, with red chosen and neither finish nor style picked. */
const answered: WrapWizardState = {
  ...initialWizardState<PreparedPhoto>(),
  step: 6,
  presetChoice: 'custom',
  photo,
  selectedWrap: 'red',
  email: 'me@example.com',
};
const layer = { maskUrl: '/files/paint-layers/a.png', width: 1024, height: 768 } as PaintLayer;

describe('wrapOrder', () => {
  it('orders the answers, glossy solid wrap until a finish and style are picked, and nothing else', () => {
    expect(wrapOrder(answered, { hint: null })).toEqual({
      photo: photo.file,
      email: 'me@example.com',
      galleryConsent: false,
      color: 'red',
      finish: 'glossy',
      style: 'solid-wrap',
    });
  });

  it('carries the picked finish and style, a film by id, the tapped car and the touch-up', () => {
    const paintMask = new Blob([new Uint8Array([0x89, 0x50])], { type: 'image/png' });
    const film = { id: 'f1', brand: '3M', code: 'G12', name: 'Gloss Black', finish: 'gloss', hex: '#0a0a0a' } as const;
    const state: WrapWizardState = { ...answered, film, finish: 'matte', style: 'racing-stripes', galleryConsent: true };
    const hint = { point: { x: 0.4, y: 0.6 } };
    expect(wrapOrder(state, { hint, paintMask })).toEqual({
      photo: photo.file,
      email: 'me@example.com',
      galleryConsent: true,
      color: '#0a0a0a',
      filmId: 'f1',
      finish: 'matte',
      style: 'racing-stripes',
      hint,
      paintMask,
    });
  });

  it('refuses a wizard without a photo or a colour: the submit checks come first', () => {
    expect(() => wrapOrder({ ...answered, photo: null }, { hint: null })).toThrow(/submitProblem/);
    expect(() => wrapOrder({ ...answered, selectedWrap: null }, { hint: null })).toThrow(/submitProblem/);
  });
});

describe('orderedLook', () => {
  const order = wrapOrder({ ...answered, finish: 'satin' }, { hint: null });

  it("is the order's look as the live preview paints it, on the area the order wraps", () => {
    expect(orderedLook(order, photo, layer)).toEqual({ photo, layer, look: { color: '#c1121f', finish: 'satin', style: 'solid-wrap' } });
  });

  it('is null when the photo has no paint layer', () => {
    expect(orderedLook(order, photo, undefined)).toBeNull();
  });

  it('paints the same look the preview showed for the same choices', () => {
    expect(orderedLook(order, photo, layer)?.look).toEqual(previewLook({ ...answered, finish: 'satin' }, {}));
  });
});

describe('previewLook', () => {
  it('is the plain photo before a colour is chosen or hovered', () => {
    expect(previewLook({ ...answered, selectedWrap: null }, {})).toBeNull();
  });

  it('shows the hovered choice over the chosen one', () => {
    expect(previewLook(answered, { color: 'black', style: 'two-tone' })).toEqual({ color: '#111111', finish: 'glossy', style: 'two-tone' });
  });
});
