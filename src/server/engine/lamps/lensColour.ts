import { hueDeg } from '../../../domain/paint/color';
import { DARK_PAINT_L, hueDistance, type PaintReference } from '../paintClusters';

/**
 * A lamp region's mean colour judged against the paint's (lampVerdict.ts asks): a lens of a
 * colour of its own (red or amber on any paint but its own hue, a dim red on dark paint), or a
 * clear or greyed one.
 */

/** A lens's colour: at least this chroma, this far (degrees) from a coloured paint's hue. */
export const LENS_CHROMA = 20;
const OTHER_HUE = 60;
/** A clear lens: this much L* lighter than a coloured or dark paint, and colourless. */
const LIGHTER = 22;
const NEUTRAL = 12;
/**
 * A lens greyed against a coloured paint: at most this share of the paint's chroma, no more than
 * GREYED_DARKER L* darker than the paint (shade greys a panel and darkens it) and at least
 * GREYED_FAR (Lab) from it: a three-quarter view's far headlamp seen edge-on, a clear lens on a
 * green or yellow car. On the 41 annotated photos 0.35 / 10 / 25 fixed two fixtures' lights; 0.5 /
 * 15 / 20 also a plate beside such a lens; 0.6 / 20 / 15 fixed nothing more and moved body shares.
 */
const GREYED = 0.5;
/**
 * Only against a clearly coloured paint: a silver car in a sunset reads coloured (chroma about 20),
 * and its sunlit flank's edge, greyer than the reference, went as a lens (the committed silver
 * coupe's golden). A red saloon and a navy SUV under a bright sky read 27-28, so 30 left their
 * greyed headlamps out; at 20 no other photo's lights moved and one more shared little.
 */
const GREYED_PAINT_CHROMA = 25;
const GREYED_DARKER = 15;
const GREYED_FAR = 20;
/**
 * A dark red lens on dark paint: a tail lamp unlit in the shade of a black or dark car is as
 * dark as the paint and far below LENS_CHROMA, but its red still shows against the paint's own
 * tint. At least this chroma away from the paint's tint (a*, b*)... On the 41 annotated photos
 * the painted tail lamp regions of the dark cars measured about 9-25: 10 fixed one photo's lights
 * (brown-suv-rear34-showroom), 8 two (black-saloon-rear-garage too); 6 took a piece of that
 * saloon's boot lid (its body 92 -> 91%).
 */
const DIM_RED_CHROMA = 8;
/**
 * ...in a red-to-orange hue (degrees, measured from the paint's tint): the dark cars' tail lamps
 * lay at 5-37 degrees; a black hatchback's tail lamps mirroring the street, as brown as the
 * paint's own warm reflections, at about 80.
 */
const DIM_RED_HUE_MAX = 45;
const DIM_RED_HUE_UNDER = 30;
/**
 * A red or amber lens's hue (degrees): red tail lamps read 20-45, amber indicators about 60-70;
 * on the 41 annotated photos a limit of 45 or 75 moved the same lamps.
 */
const WARM_LENS_MAX_HUE = 75;
const WARM_LENS_UNDER = 30;

/**
 * Whether a region of mean a*, b* is a red or amber lens on white, silver, grey or black paint: a
 * tail lamp's red is no shade or reflection of a colourless paint, so the lens needs no lens's
 * shape (white-hatchback-rear-street-phone's tail lamps wrap into the boot lid's cut-outs, and
 * its reflectors into the bumper's); never a streak (a pinstripe is wrapped over). On the 41 annotated photos, with any hue (a lens of any
 * colour) it took patches of white-suv-front34-road's flanks (body 92% -> 88%); red to amber
 * moved no body share.
 */
export function warmLensOnColourless(ref: PaintReference, a: number, b: number): boolean {
  if (ref.coloured || Math.hypot(a, b) < LENS_CHROMA) return false;
  return warmHue(hueDeg(a, b), WARM_LENS_MAX_HUE, WARM_LENS_UNDER);
}

/** Whether a region of mean a*, b* is a dark red lens on dark, colourless paint. */
function dimRedOnDark(ref: PaintReference, a: number, b: number): boolean {
  if (ref.coloured || ref.L >= DARK_PAINT_L) return false;
  const ta = a - ref.a;
  const tb = b - ref.b;
  return Math.hypot(ta, tb) >= DIM_RED_CHROMA && warmHue(hueDeg(ta, tb), DIM_RED_HUE_MAX, DIM_RED_HUE_UNDER);
}

/** Whether a hue (degrees) lies from `under` degrees below red (0) to `over` degrees above it. */
function warmHue(hue: number, over: number, under: number): boolean {
  return hue <= over || hue >= 360 - under;
}

/** Whether a region's mean colour is a lens's rather than the paint's. */
/** A region's mean Lab: [a lens of a colour of its own, a clear or greyed lens]. */
export type LensTest = (L: number, a: number, b: number) => [coloured: boolean, clear: boolean];

export function lensColour(ref: PaintReference): LensTest {
  return (L, a, b) => {
    const c = Math.hypot(a, b);
    const coloured = c >= LENS_CHROMA && (!ref.coloured || hueDistance(hueDeg(a, b), ref.hue) >= OTHER_HUE);
    const clear = (ref.coloured || ref.L < DARK_PAINT_L) && c < NEUTRAL && L >= ref.L + LIGHTER;
    const greyed =
      ref.coloured &&
      ref.chroma >= GREYED_PAINT_CHROMA &&
      c <= ref.chroma * GREYED &&
      L >= ref.L - GREYED_DARKER &&
      Math.hypot(L - ref.L, a - ref.chroma * Math.cos((ref.hue * Math.PI) / 180), b - ref.chroma * Math.sin((ref.hue * Math.PI) / 180)) >=
        GREYED_FAR;
    return [coloured || dimRedOnDark(ref, a, b), clear || greyed];
  };
}
