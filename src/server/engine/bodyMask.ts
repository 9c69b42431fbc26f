import type { PixelBox } from '../../domain/paint/types';
import { hueDeg } from '../../domain/paint/color';
import { partsMask, type Parts } from './partsMask';
import { DARK_PAINT_L, hueDistance, paintReference, type PaintReference } from './paintClusters';
import { samplePaint } from './paintSamples';
import { boxMean } from './raster';
import type { Wheels } from './wheels';
import { compactParts, CORE_LIMITS, END_VIEW_LIMITS, PART_LIMITS } from './compactParts';
import type { Scene } from './scene';
import { wholePanels } from './wholePanels';
import { numberPlate } from './numberPlate';
import { keepPanelsBelowWindows } from './body/panelsBelowWindows';
import { unpaintIslandsInParts } from './body/islandsInParts';
import { paintSeams } from './body/paintSeams';
import { paintAcrossShade } from './body/paintAcrossShade';
import { KEPT } from './keptParts';
import { windowScene } from './glass/windowCabin';
import { plateRectangle } from './plates/plateRectangle';
import { lampRegions, type RegionReport } from './lamps/lampRegions';
import { withLampRims } from './lamps/lampRims';
import { plateBox } from './plates/plateBox';
import { clearPanelsAtOutline } from './glass/panelsAtOutline';
import { withPlateRim } from './plates/plateRim';
import { dilate, radiusOf, rankedComponents } from '../segmenter/morphology';
import { clamp01 } from '../../domain/paint/clamp01';

export interface PaintLayer {
  /** Soft alpha of the painted body, working size. */
  body: Float32Array;
  /** Working size: KEPT.glass, KEPT.detail (lamps, plates, badges, grilles), KEPT.wheel, or 0. */
  kept: Uint8Array;
  /** The number plate found (by its shape, which frames it whole, else its characters), for the layout; null for none. */
  plate: PixelBox | null;
  /** Every plate found, by its characters and by its shape (often the same one): what public pictures hide. */
  plates: PixelBox[];
}
/** What a developer's probe may ask of the paint layer as it is drawn (scripts/bench/lampRegions.ts). */
export interface PaintProbe {
  /** Every lamp region judged, with its measures and the test that decided it. */
  onLampRegion?: (report: RegionReport) => void;
}

/** How far (degrees) a pixel's hue may stray from a colourful paint's and still be that paint. */
const HUE_TOLERANCE = 35;
/** Below this chroma a pixel has no colour of its own: a reflection, a highlight, trim or glass. */
const NEUTRAL_CHROMA = 12;
/** On a light car, a colourless pixel at most this much darker than the paint is surely paint. */
const SURE_BELOW = 12;
/** A pixel this colourful that colour says is not paint is a lens (a red or amber lamp), never a reflection. */
const LENS_CHROMA = 25;
/** A colourful paint surely shows where a pixel keeps this share of its typical chroma in its hue. */
const SURE_SHARE = 0.3;
/** Above the belt line, where glass may be tinted in the paint's hue, it must keep this share. */
const VIVID_SHARE = 0.8;
/** A paint this colourful keeps a trace of its hue even in deep shade. */
const VIVID_CHROMA = 30;
/** How far past its detail a lamp or plate reaches, as a share of the car box's longer side. */
const PART_RIM = 0.003;
/** A detail piece on a light car more than this share of which surely shows the paint is a stretch of panel. */
const MOSTLY_PAINT = 0.5;
/** Parts smaller than this share of the car take no rim. */
const MIN_RIMMED_PART = 0.002;

/**
 * The painted body within the car. Everything inside the silhouette is paint unless something
 * says it is not: the glass band, compact patches of dense detail (lights, plates, badges,
 * grilles), the wheels, and colour only where colour is decisive (a colour that is not the paint's, and
 * the near-black of tyres, trim and shadow on a car that is not black). Shading, reflections
 * and highlights never drop a panel: a sunlit white door and a shaded one are both paint.
 */
export function bodyMask(
  lab: Float32Array,
  alpha: Float32Array,
  width: number,
  height: number,
  scene: Scene,
  wheels: Wheels,
  probe: PaintProbe = {},
): PaintLayer {
  const { box, endView } = scene;
  const body = new Float32Array(width * height);
  const ref = paintReference(samplePaint(lab, alpha, width, box, wheels));
  const { w, h } = box;
  const colour = new Float32Array(w * h);
  // Where the pixel surely shows the paint itself: its hue on a colourful car, its lightness on
  // a white, silver or grey one. A wheel found there is a false ring (an intake, a bumper's curve).
  const sure = new Float32Array(w * h);
  const vivid = new Float32Array(w * h);
  const vividOf = surePaint(ref, VIVID_SHARE);
  const paintWeight = colourWeight(ref);
  const sureOf = surePaint(ref);
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const i = (box.y + y) * width + box.x + x;
      if (alpha[i]! <= 0) continue;
      const j = y * w + x;
      const L = lab[i * 3]!;
      const a = lab[i * 3 + 1]!;
      const b = lab[i * 3 + 2]!;
      colour[j] = paintWeight(L, a, b);
      sure[j] = sureOf(L, a, b);
      vivid[j] = vividOf(L, a, b);
    }
  }
  // A light blur removes salt-and-pepper flips on smooth panels.
  const smooth = boxMean(colour, w, h, 1);
  const lightOrColoured = ref.coloured || ref.L >= DARK_PAINT_L;
  const parts = partsMask(lab, alpha, width, scene, {
    coloured: ref.coloured,
    endView,
    sure: lightOrColoured ? boxMean(sure, w, h, 1) : undefined,
    vivid: ref.coloured ? boxMean(vivid, w, h, 1) : undefined,
  });
  // The same cabin the glass band was read with (a sign above the roof is not the roof).
  keepPanelsBelowWindows(parts.glass, lab, alpha, width, windowScene(scene));
  clearPanelsAtOutline(parts.glass, sure, alpha, width, box);
  const parted = detailParts(
    lab,
    alpha,
    width,
    box,
    parts,
    sure,
    ref.coloured ? 'coloured' : lightOrColoured ? 'light' : 'dark',
    vividUnlike(ref),
    endView,
  );
  // A plate on paint of its own colour (white on white, or both grey against the light) is found by its characters.
  const plate = withPlateRim(numberPlate(lab, alpha, width, box, parts.glass, wheels), w, h);
  if (plate) for (let j = 0; j < plate.length; j++) if (plate[j]! > parted[j]!) parted[j] = plate[j]!;
  // A plate whose characters are too faint or too small to read is found by its shape.
  const shaped = withPlateRim(plateRectangle(lab, alpha, width, box, parts.glass, scene), w, h);
  if (shaped) for (let j = 0; j < shaped.length; j++) if (shaped[j]! > parted[j]!) parted[j] = shaped[j]!;
  // Lamps judged as whole edge-bounded regions where they sit (lamps/lampRegions.ts).
  const offPaint = new Uint8Array(w * h);
  for (let j = 0; j < offPaint.length; j++) offPaint[j] = parted[j]! >= 0.5 ? 1 : 0;
  const lamps = withLampRims(lampRegions(lab, alpha, width, scene, ref, offPaint, parts, probe.onLampRegion), w, h, parts.detail, sure);
  for (let j = 0; j < lamps.length; j++) if (lamps[j]! > parted[j]!) parted[j] = lamps[j]!;
  // What is surely not paint, whatever the colour rules said: glass, lamps and plates, wheels.
  const hard = new Uint8Array(w * h);
  const kept = new Uint8Array(width * height);
  for (let y = box.y; y < box.y + h; y++) {
    for (let x = box.x; x < box.x + w; x++) {
      const i = y * width + x;
      const a = alpha[i]!;
      if (a <= 0) continue;
      const j = (y - box.y) * w + x - box.x;
      // On a light or colourful car, a ring found where the paint surely shows is a false wheel
      // (an intake, a bumper's curve). On a dark car colour cannot say, and a light disc in a dark
      // ring is as often the pavement mirrored in a bumper's corner as a rim: only a wheel the
      // outline confirms (grounded, below) is kept off the paint there.
      // A wheel the car stands on is trusted over colour, except where a colourful car's own hue
      // shows (a rim is never that colour; a bumper's corner mistaken for a tyre is).
      const ring = lightOrColoured ? wheels.mask[i]! * (1 - sure[j]!) : 0;
      const wheel = Math.max(ring, ref.coloured ? wheels.grounded[i]! * (1 - sure[j]!) : wheels.grounded[i]!);
      const d = parted[j]!;
      body[i] = a * smooth[j]! * (1 - parts.glass[j]!) * (1 - d) * (1 - wheel);
      if (parts.glass[j]! >= 0.5 || d >= 0.5 || wheel >= 0.5) hard[j] = 1;
      kept[i] = parts.glass[j]! >= 0.5 ? KEPT.glass : d >= 0.5 ? KEPT.detail : wheel >= 0.5 ? KEPT.wheel : 0;
    }
  }
  const lensLike = new Uint8Array(w * h);
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const i = (box.y + y) * width + box.x + x;
      lensLike[y * w + x] = colour[y * w + x]! < 0.5 && Math.hypot(lab[i * 3 + 1]!, lab[i * 3 + 2]!) >= LENS_CHROMA ? 1 : 0;
    }
  }
  const plates = [plateBox(plate, box), plateBox(shaped, box)].filter((found) => found !== null);
  const whole = wholePanels(body, alpha, width, box, hard, lensLike);
  unpaintIslandsInParts(whole, kept, alpha, width, box);
  // Shade and a vivid paint's seams, last: they follow the paint from what the rules above painted.
  const layer = { body: whole, kept, lab, alpha, width, box };
  paintAcrossShade(layer, ref, lamps);
  paintSeams(layer, ref);
  return { body: whole, kept, plate: plateBox(shaped ?? plate, box), plates };
}

/**
 * Lamps, plates, badges and grilles: dense detail where the paint is not surely showing (on a
 * colourful car its hue, on a light one its lightness; a light car's lamp still holds its dense
 * core, the bright chrome inside; a black car's paint says nothing, so there only the dense core
 * counts), kept only as compact patches (compactParts). Patches whose grown rims ran together
 * (a front's grille and lamps with the bonnet's reflections) are judged again by their dense
 * cores alone, which stay apart. Returns a box-local 0..1 plane.
 */
function detailParts(
  lab: Float32Array,
  alpha: Float32Array,
  width: number,
  box: PixelBox,
  parts: Parts,
  sure: Float32Array,
  paint: 'coloured' | 'light' | 'dark',
  unlike: ((L: number, a: number, b: number) => number) | null,
  endView: boolean,
): Float32Array {
  const { w, h } = box;
  const detail = new Float32Array(w * h);
  const cores = new Float32Array(w * h);
  let carArea = 0;
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const j = y * w + x;
      const i = (box.y + y) * width + box.x + x;
      if (alpha[i]! < 0.5) continue;
      carArea++;
      const rim = Math.max(parts.detail[j]! * (1 - sure[j]!), unlike ? unlike(lab[i * 3]!, lab[i * 3 + 1]!, lab[i * 3 + 2]!) : 0);
      detail[j] = paint === 'coloured' ? rim : paint === 'light' ? Math.max(parts.core[j]!, rim) : parts.core[j]!;
      cores[j] = paint === 'dark' ? parts.core[j]! : parts.core[j]! * (1 - sure[j]!);
    }
  }
  const grown = compactParts(detail, w, h, carArea, endView ? END_VIEW_LIMITS : PART_LIMITS);
  if (paint === 'light') dropPanelPieces(grown, sure, w, h);
  const cored = compactParts(cores, w, h, carArea, CORE_LIMITS);
  for (let j = 0; j < grown.length; j++) if (cored[j]! > grown[j]!) grown[j] = cored[j]!;
  withRims(grown, w, h, carArea);
  return grown;
}

/**
 * On a light car a dense core counts even where the paint's lightness shows (a lamp's chrome is
 * as light as silver paint), so a crease along a bonnet's front edge or a light bar mirrored in
 * the bonnet is kept as a part too. A lamp is mostly lens, housing and shadow; such a piece is
 * mostly the paint's own lightness, and goes back to the paint.
 */
function dropPanelPieces(parts: Float32Array, sure: Float32Array, w: number, h: number): void {
  const kept = new Uint8Array(w * h);
  for (let j = 0; j < kept.length; j++) kept[j] = parts[j]! >= 0.5 ? 1 : 0;
  const { labels, ranked } = rankedComponents(kept, w, h);
  const surely = new Float64Array(ranked.length + 1);
  for (let j = 0; j < kept.length; j++) if (labels[j] && sure[j]! >= 0.5) surely[labels[j]!]!++;
  const panel = new Set(ranked.filter((c) => surely[c.label]! > c.size * MOSTLY_PAINT).map((c) => c.label));
  for (let j = 0; j < parts.length; j++) if (panel.has(labels[j]!)) parts[j] = 0;
}

/**
 * A lamp's bezel and a plate's frame are a thin rim the detail measure straddles: each kept
 * part takes a hair more, which the wrap's edge hides anyway. Specks (a glint kept as a part)
 * take none: grown, a hundred of them would eat a panel.
 */
function withRims(parts: Float32Array, w: number, h: number, carArea: number): void {
  const kept = new Uint8Array(w * h);
  for (let j = 0; j < kept.length; j++) kept[j] = parts[j]! >= 0.5 ? 1 : 0;
  const { labels, ranked } = rankedComponents(kept, w, h);
  const lamps = new Set(ranked.filter((c) => c.size >= carArea * MIN_RIMMED_PART).map((c) => c.label));
  for (let j = 0; j < kept.length; j++) kept[j] = lamps.has(labels[j]!) ? 1 : 0;
  const rimmed = dilate(kept, w, h, radiusOf(PART_RIM, w, h));
  for (let j = 0; j < parts.length; j++) if (rimmed[j]) parts[j] = 1;
}

/**
 * On a vivid paint (an orange, a red, a yellow), even its deepest shade keeps some of its hue;
 * a dark pixel with no colour at all is a smoked lamp lens, a grille or trim. Such pixels join
 * the detail parts, so only compact patches of them are kept off the paint: a black stripe
 * along the bonnet is long and thin, and is wrapped over like the rest. Null on other paints.
 */
function vividUnlike(ref: PaintReference): ((L: number, a: number, b: number) => number) | null {
  if (!ref.coloured || ref.chroma < VIVID_CHROMA) return null;
  const darkL = 0.6 * ref.L;
  return (L, a, b) => clamp01((darkL - L) / 8) * clamp01((7 - Math.hypot(a, b)) / 3);
}

/**
 * Paint weight of one pixel from its colour alone.
 * Colourful paint: its hue at any lightness is paint; colourless pixels are reflections and
 * highlights on it unless near-black; another clear colour (lamps, a kerb) is not paint.
 * White, silver, grey: anything colourless and not far darker than the paint; black: anything colourless.
 */
function colourWeight(ref: PaintReference): (L: number, a: number, b: number) => number {
  if (ref.coloured) {
    // Deep shadow keeps a paint's hue at a fraction of its chroma (a red door in shade is a dark,
    // dull red): the hue decides down to a little colour.
    const minChroma = 6;
    // A dark blue or green loses its colour in shadow: near-black counts as trim only well below the paint.
    const darkL = Math.min(20, 0.45 * ref.L);
    return (L, a, b) => {
      const c = Math.hypot(a, b);
      if (c >= minChroma && hueDistance(hueDeg(a, b), ref.hue) < HUE_TOLERANCE) return 1;
      const neutral = clamp01((NEUTRAL_CHROMA + 8 - c) / 8);
      return neutral * clamp01((L - darkL) / 12);
    };
  }
  // Tyres, grilles, trim and the shadow under the car are near-black: on a light car they are
  // not paint. On a black car they are as dark as the paint, and colour cannot tell.
  // Only near-black, though: grey and silver paint mirrors the dark ground and shade across
  // whole doors, and those are paint (tyres are the wheels' business, glass the glass band's).
  const darkL = ref.L >= DARK_PAINT_L ? Math.min(16, 0.25 * ref.L) : -Infinity;
  // The photo's light tints such paint (a warm sunset, a teal grade): colour counts from there.
  return (L, a, b) => {
    const c = Math.hypot(a - ref.a, b - ref.b);
    const neutral = clamp01((26 - c) / 12);
    return neutral * clamp01((L - darkL + 5) / 10);
  };
}

/**
 * 0..1: the pixel surely shows the paint: its hue on a colourful car; on a white, silver or grey
 * car a colourless pixel about as light as the paint (tyres and rims are far darker). Never on a
 * black car, whose paint is as dark as its tyres.
 */
function surePaint(ref: PaintReference, share = SURE_SHARE): (L: number, a: number, b: number) => number {
  if (ref.coloured) {
    const minChroma = Math.max(8, share * ref.chroma);
    return (_L, a, b) => (Math.hypot(a, b) >= minChroma && hueDistance(hueDeg(a, b), ref.hue) < HUE_TOLERANCE ? 1 : 0);
  }
  if (ref.L < DARK_PAINT_L) return () => 0;
  return (L, a, b) => clamp01((L - (ref.L - SURE_BELOW)) / 8) * clamp01((20 - Math.hypot(a - ref.a, b - ref.b)) / 8);
}
