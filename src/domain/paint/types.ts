import type { FinishId } from '../catalog/finishes';
import type { StyleId } from '../catalog/styles';

/** A rectangle in pixels of the image it belongs to. */
export interface PixelBox {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** An RGBA image as it comes out of a decoder or a canvas (4 bytes a pixel, row-major). */
export interface RgbaImage {
  data: Uint8Array | Uint8ClampedArray;
  width: number;
  height: number;
}

export interface RecolorOptions {
  /** Target colour, #rrggbb. */
  color: string;
  finish: FinishId;
  style: StyleId;
  /** Colour of stripes, the upper tone, the gradient's far end...; a contrasting one when absent. */
  accentColor?: string;
  /** Added to the target's CIE L* (about -40..40) for "darker"/"lighter" requests. */
  lightnessShift?: number;
  /** Multiplies the target's chroma for "more vivid"/"more muted" requests. */
  chromaScale?: number;
}

/** How the car is seen: from the side, from the front or rear (an end), or three-quarter. */
export type CarView = 'side' | 'end' | 'three-quarter';

/**
 * Where the car's length runs in the picture, so stripes and designs follow the car instead of
 * the picture's axes. `centreline` runs along the car's middle (nose face, bonnet, roof, boot as
 * seen); `width` at each point is the car's apparent width there, in pixels across the line.
 */
export interface CarLayout {
  view: CarView;
  /** `gap` on a point: no stripes from the previous point to this one (the line crosses glass there). */
  centreline: Array<{ x: number; y: number; width: number; gap?: boolean }>;
  /** Height of the belt line (bottom of the side windows) at the box's left and right edges. */
  belt?: { left: number; right: number };
  /** Height of the sills (top of the lower third of the flank) at the box's left and right edges. */
  sill?: { left: number; right: number };
}

export interface RecolorInput extends RecolorOptions {
  image: RgbaImage;
  /** Soft mask of the painted body, 0..1 a pixel; glass, tyres, lights and background are 0. */
  bodyMask: Float32Array;
  /** Bounding box of the whole car in pixels: the styles are laid out relative to it. */
  carBox: PixelBox;
  /** The car's orientation; without it styles are laid out on the box's axes. */
  layout?: CarLayout;
  /**
   * The photo's Lab (interleaved, full size), when the caller has it already: it must be valid
   * at least wherever bodyMask is above 0. Saves converting the body a second time.
   */
  lab?: Float32Array;
}
