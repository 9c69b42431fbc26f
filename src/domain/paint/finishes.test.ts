import { describe, expect, it } from 'vitest';
import type { FinishId } from '../catalog/finishes';
import type { StyleId } from '../catalog/styles';
import { deltaE2000, hueDeg, rgb8ToLabInto } from './color';
import { recolorBody } from './recolor';
import { carbonTowPixels } from './stylePainter';
import type { CarLayout, PixelBox, RgbaImage } from './types';

/**
 * A synthetic photo: surroundings above and below a car body (a sky fading to a horizon above,
 * a darker ground below, each with some soft structure), and a body lit from above, with a
 * crisp specular streak and a soft vertical curvature.
 */
interface Scene {
  image: RgbaImage;
  mask: Float32Array;
  box: PixelBox;
}

const W = 200;
const H = 120;
const BODY: PixelBox = { x: 40, y: 40, w: 120, h: 50 };

function scene(opts: { invertSurroundings?: boolean; post?: number } = {}): Scene {
  const data = new Uint8ClampedArray(W * H * 4);
  const mask = new Float32Array(W * H);
  for (let y = 0; y < H; y++) {
    for (let x = 0; x < W; x++) {
      const i = y * W + x;
      const inside = x >= BODY.x && x < BODY.x + BODY.w && y >= BODY.y && y < BODY.y + BODY.h;
      let rgb: [number, number, number];
      if (inside) {
        const v = (y - BODY.y) / BODY.h;
        // Lit from above, darker towards the sills, a soft bulge along the car and a crisp streak.
        let g = 150 - 90 * v + 18 * Math.sin((x - BODY.x) / 9);
        if (Math.abs(v - 0.25) < 0.03) g += 80;
        rgb = [g * 0.55, g * 0.6, g * 0.95];
      } else {
        const above = y < 60;
        const bright = opts.invertSurroundings ? !above : above;
        const structure = 25 * Math.sin(x / 13) * Math.cos(y / 11);
        rgb = bright ? [150 + structure, 190 + structure, 240] : [70 + structure, 55 + structure * 0.8, 40];
        // A dark post standing in the sky behind the car.
        if (opts.post !== undefined && y < BODY.y && Math.abs(x - opts.post) < 3) rgb = [20, 20, 20];
      }
      data.set([...rgb.map((c) => Math.max(0, Math.min(255, c))), 255], i * 4);
      mask[i] = inside ? 1 : 0;
    }
  }
  return { image: { data, width: W, height: H }, mask, box: BODY };
}

function render(s: Scene, color: string, finish: FinishId, style: StyleId = 'solid-wrap', layout?: CarLayout): Uint8ClampedArray {
  return recolorBody({ image: s.image, bodyMask: s.mask, carBox: s.box, color, finish, style, layout });
}

/** L* of every body pixel, row-major. */
function bodyLab(
  out: Uint8ClampedArray,
  mask: Float32Array,
  width: number,
): Array<{ x: number; y: number; L: number; a: number; b: number }> {
  const lab = [0, 0, 0];
  const res: Array<{ x: number; y: number; L: number; a: number; b: number }> = [];
  for (let i = 0; i < mask.length; i++) {
    if (mask[i]! < 1) continue;
    rgb8ToLabInto(out[i * 4]!, out[i * 4 + 1]!, out[i * 4 + 2]!, lab);
    res.push({ x: i % width, y: Math.floor(i / width), L: lab[0]!, a: lab[1]!, b: lab[2]! });
  }
  return res;
}

function quantile(values: number[], q: number): number {
  const s = [...values].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.max(0, Math.round(q * (s.length - 1))))]!;
}

/** The median L*, a* and b* of some pixels: one colour for a region, robust to its edges. */
function medianLab(pixels: Array<{ L: number; a: number; b: number }>): readonly [number, number, number] {
  const median = (channel: 'L' | 'a' | 'b') =>
    quantile(
      pixels.map((p) => p[channel]),
      0.5,
    );
  return [median('L'), median('a'), median('b')];
}

function std(values: number[]): number {
  const m = values.reduce((a, b) => a + b, 0) / values.length;
  return Math.sqrt(values.reduce((a, b) => a + (b - m) ** 2, 0) / values.length);
}

/**
 * Mean |L(x) - (L(x-1) + L(x+1)) / 2| over body pixels with body on both sides: per-pixel noise
 * makes it large, smooth shading and reflections keep it near zero.
 */
function highFrequency(out: Uint8ClampedArray, mask: Float32Array, width: number): number {
  const lab = [0, 0, 0];
  const L = (i: number) => {
    rgb8ToLabInto(out[i * 4]!, out[i * 4 + 1]!, out[i * 4 + 2]!, lab);
    return lab[0]!;
  };
  let sum = 0;
  let n = 0;
  for (let i = 1; i + 1 < mask.length; i++) {
    const x = i % width;
    if (x === 0 || x === width - 1 || mask[i - 1]! < 1 || mask[i]! < 1 || mask[i + 1]! < 1) continue;
    sum += Math.abs(L(i) - (L(i - 1) + L(i + 1)) / 2);
    n++;
  }
  return sum / n;
}

function meanOf<T>(items: T[], f: (t: T) => number): number {
  return items.reduce((a, t) => a + f(t), 0) / items.length;
}

describe('finishes', () => {
  const s = scene();

  it('matte keeps the diffuse shading but loses the glossy highlight', () => {
    const matte = bodyLab(render(s, '#c1121f', 'matte'), s.mask, W);
    const glossy = bodyLab(render(s, '#c1121f', 'glossy'), s.mask, W);
    // Never a flat fill: lightness varies within the body, lit top brighter than the sills.
    expect(std(matte.map((p) => p.L))).toBeGreaterThan(4);
    const top = matte.filter((p) => p.y < BODY.y + 8);
    const low = matte.filter((p) => p.y >= BODY.y + BODY.h - 8);
    expect(meanOf(top, (p) => p.L)).toBeGreaterThan(meanOf(low, (p) => p.L) + 5);
    // The specular streak (rows 52-53) against the body a few rows above and below it: a clear
    // peak on gloss, much lower on matte. Measured locally, as the broad light is matte's to keep.
    const rowsL = (ps: typeof matte, ys: number[]) =>
      meanOf(
        ps.filter((p) => ys.includes(p.y)),
        (p) => p.L,
      );
    const peak = (ps: typeof matte) => rowsL(ps, [52, 53]) - rowsL(ps, [47, 48, 57, 58]);
    expect(peak(matte)).toBeLessThan(peak(glossy) - 8);
    // Satin sits in between.
    const satin = bodyLab(render(s, '#c1121f', 'satin'), s.mask, W);
    expect(peak(satin)).toBeGreaterThan(peak(matte));
    expect(peak(satin)).toBeLessThan(peak(glossy));
  });

  it.each([
    ['black', '#111111'],
    ['a light grey', '#e8e8e8'],
  ])('matte %s keeps at least two fifths of the photo lightness variation, lit top over the sills', (_name, hex) => {
    const photo = bodyLab(s.image.data as Uint8ClampedArray, s.mask, W);
    const matte = bodyLab(render(s, hex, 'matte'), s.mask, W);
    expect(std(matte.map((p) => p.L))).toBeGreaterThanOrEqual(0.4 * std(photo.map((p) => p.L)));
    const rows = (y0: number, y1: number) =>
      meanOf(
        matte.filter((p) => p.y >= y0 && p.y < y1),
        (p) => p.L,
      );
    expect(rows(BODY.y, BODY.y + 8)).toBeGreaterThan(rows(BODY.y + BODY.h - 8, BODY.y + BODY.h) + 5);
  });

  it('matte black reads as charcoal, not as a hole: its shade is lighter than black paint, its form visible', () => {
    const matte = bodyLab(render(s, '#111111', 'matte'), s.mask, W).map((p) => p.L);
    expect(quantile(matte, 0.5)).toBeGreaterThan(8);
    expect(quantile(matte, 0.5)).toBeLessThan(25);
    expect(quantile(matte, 0.9) - quantile(matte, 0.1)).toBeGreaterThan(10);
  });

  it('chrome mirrors the surroundings, smoothly and with high contrast', () => {
    const other = scene({ invertSurroundings: true });
    const a = bodyLab(render(s, '#c9ccd1', 'chrome'), s.mask, W);
    const b = bodyLab(render(other, '#c9ccd1', 'chrome'), other.mask, W);
    // Same body, other surroundings: chrome changes a lot, gloss (which reads the body only) not.
    const chromeChange = a.reduce((acc, p, k) => acc + Math.abs(p.L - b[k]!.L), 0) / a.length;
    const ga = bodyLab(render(s, '#c9ccd1', 'glossy'), s.mask, W);
    const gb = bodyLab(render(other, '#c9ccd1', 'glossy'), other.mask, W);
    const glossChange = ga.reduce((acc, p, k) => acc + Math.abs(p.L - gb[k]!.L), 0) / ga.length;
    expect(chromeChange).toBeGreaterThan(8);
    expect(glossChange).toBeLessThan(1);
    // The upper body mirrors the bright sky, so it is brighter than when the sky is dark ground.
    const upper = (ps: typeof a) =>
      meanOf(
        ps.filter((p) => p.y < BODY.y + 15),
        (p) => p.L,
      );
    expect(upper(a)).toBeGreaterThan(upper(b) + 5);
    // High contrast, yet smooth: no per-pixel noise (compare metallic's flake).
    expect(
      quantile(
        a.map((p) => p.L),
        0.9,
      ) -
        quantile(
          a.map((p) => p.L),
          0.1,
        ),
    ).toBeGreaterThan(25);
    const chromeHf = highFrequency(render(s, '#c9ccd1', 'chrome'), s.mask, W);
    const metallicHf = highFrequency(render(s, '#c9ccd1', 'metallic'), s.mask, W);
    expect(chromeHf).toBeLessThan(3);
    expect(chromeHf).toBeLessThan(metallicHf * 0.6);
  });

  it('chrome mirrors a post in the sky as a crisp dark line on the upper body, not a smear', () => {
    const post = 100;
    const withPost = scene({ post });
    const ps = bodyLab(render(withPost, '#c9ccd1', 'chrome'), withPost.mask, W).filter((p) => p.y < BODY.y + 10);
    const column = (x0: number, x1: number) =>
      meanOf(
        ps.filter((p) => p.x >= x0 && p.x <= x1),
        (p) => p.L,
      );
    // Dark where the post is mirrored, the sky again a few pixels either side.
    expect(column(post - 6, post - 4) - column(post - 1, post + 1)).toBeGreaterThan(15);
    expect(column(post + 4, post + 6) - column(post - 1, post + 1)).toBeGreaterThan(15);
  });

  it('black chrome comes out dark with bright edges; gold chrome warm; silver nearly neutral', () => {
    const black = bodyLab(render(s, '#111111', 'chrome'), s.mask, W).map((p) => p.L);
    expect(quantile(black, 0.5)).toBeLessThan(30);
    expect(quantile(black, 0.99)).toBeGreaterThan(quantile(black, 0.5) + 15);
    const silver = bodyLab(render(s, '#c9ccd1', 'chrome'), s.mask, W);
    expect(
      quantile(
        silver.map((p) => p.L),
        0.5,
      ),
    ).toBeGreaterThan(quantile(black, 0.5) + 20);
    expect(
      quantile(
        silver.map((p) => Math.hypot(p.a, p.b)),
        0.5,
      ),
    ).toBeLessThan(12);
    const gold = bodyLab(render(s, '#c9a227', 'chrome'), s.mask, W);
    expect(
      quantile(
        gold.map((p) => p.b),
        0.5,
      ),
    ).toBeGreaterThan(25);
  });

  it('metallic adds a fine flake, strongest in the light', () => {
    const metallic = render(s, '#1f4e9c', 'metallic');
    const glossy = render(s, '#1f4e9c', 'glossy');
    expect(highFrequency(metallic, s.mask, W)).toBeGreaterThan(highFrequency(glossy, s.mask, W) + 0.8);
    // Flake contrast on the lit upper body versus the shaded lower body (rows away from the streak).
    const rowsHf = (y0: number, y1: number) => {
      const m = new Float32Array(s.mask.length);
      for (let y = y0; y < y1; y++) for (let x = BODY.x; x < BODY.x + BODY.w; x++) m[y * W + x] = 1;
      return highFrequency(metallic, m, W);
    };
    expect(rowsHf(BODY.y + 1, BODY.y + 9)).toBeGreaterThan(rowsHf(BODY.y + BODY.h - 10, BODY.y + BODY.h - 1));
  });

  it('pearlescent shifts hue with lightness', () => {
    const pearl = bodyLab(render(s, '#1f4e9c', 'pearlescent'), s.mask, W);
    const hueOf = (ps: typeof pearl) =>
      hueDeg(
        meanOf(ps, (p) => p.a),
        meanOf(ps, (p) => p.b),
      );
    const lit = hueOf(pearl.filter((p) => p.y < BODY.y + 8));
    const dark = hueOf(pearl.filter((p) => p.y >= BODY.y + BODY.h - 8));
    const turn = Math.abs(((lit - dark + 540) % 360) - 180);
    expect(turn).toBeGreaterThan(12);
    // A plain gloss of the same colour keeps its hue.
    const gloss = bodyLab(render(s, '#1f4e9c', 'glossy'), s.mask, W);
    const glossTurn = Math.abs(
      ((hueOf(gloss.filter((p) => p.y < BODY.y + 8)) - hueOf(gloss.filter((p) => p.y >= BODY.y + BODY.h - 8)) + 540) % 360) - 180,
    );
    expect(glossTurn).toBeLessThan(turn / 2);
  });
});

describe('carbon weave', () => {
  /** A long strip of body, all of it under the sill line, so all of it is carbon. */
  function carbonStrip(width: number): { period: number; tow: number } {
    const height = 40;
    const data = new Uint8ClampedArray(width * height * 4).fill(160);
    const mask = new Float32Array(width * height).fill(1);
    const box = { x: 0, y: 0, w: width, h: height };
    const layout: CarLayout = {
      view: 'end',
      centreline: [
        { x: width / 2, y: height, width },
        { x: width / 2, y: 0, width },
      ],
      sill: { left: -10, right: -10 },
    };
    const out = recolorBody({
      image: { data, width, height },
      bodyMask: mask,
      carBox: box,
      color: '#2b2b2b',
      finish: 'glossy',
      style: 'carbon-fibre-accents',
      layout,
    });
    // Period of a row's lightness by autocorrelation.
    const y = 20;
    const row = Array.from({ length: width }, (_, x) => out[(y * width + x) * 4]!);
    const mean = row.reduce((a, b) => a + b, 0) / width;
    // The first clear peak of the autocorrelation (later peaks are whole multiples of it).
    const corr = (lag: number) => {
      let c = 0;
      for (let x = 0; x + lag < width; x++) c += (row[x]! - mean) * (row[x + lag]! - mean);
      return c / (width - lag);
    };
    const zero = corr(0);
    let bestLag = 0;
    for (let lag = 3; lag < 60 && !bestLag; lag++) {
      const c = corr(lag);
      if (c > 0.3 * zero && c >= corr(lag - 1) && c >= corr(lag + 1)) bestLag = lag;
    }
    return { period: bestLag, tow: carbonTowPixels(box, layout) };
  }

  it('has a twill period proportional to the car width in pixels', () => {
    const small = carbonStrip(700);
    const large = carbonStrip(1400);
    // A 2x2 twill repeats every four tows.
    expect(small.period).toBeGreaterThanOrEqual(Math.floor(small.tow * 4) - 1);
    expect(small.period).toBeLessThanOrEqual(Math.ceil(small.tow * 4) + 1);
    expect(large.period / small.period).toBeGreaterThan(1.7);
    expect(large.period / small.period).toBeLessThan(2.3);
    // At the car's scale: a few millimetres a tow on a car ~1.9 m wide seen from the front.
    expect(small.tow).toBeLessThan(700 / 100);
  });
});

describe('styles follow the car layout', () => {
  const s = scene();

  it('racing stripes sit along the centreline', () => {
    // A front view: the centreline runs up the middle of the body.
    const cx = BODY.x + BODY.w / 2;
    const layout: CarLayout = {
      view: 'end',
      centreline: [
        { x: cx, y: BODY.y + BODY.h, width: BODY.w },
        { x: cx, y: BODY.y, width: BODY.w },
      ],
    };
    const ps = bodyLab(render(s, '#c1121f', 'glossy', 'racing-stripes', layout), s.mask, W);
    const inStripe = ps.filter((p) => Math.abs(Math.abs(p.x - cx) - 0.1 * BODY.w) < 3);
    const outside = ps.filter((p) => Math.abs(p.x - cx) > 0.3 * BODY.w);
    expect(deltaE2000(medianLab(inStripe), medianLab(outside))).toBeGreaterThan(20);
    // The middle gap between the two stripes is body colour again.
    const gap = ps.filter((p) => Math.abs(p.x - cx) < 1.5);
    expect(deltaE2000(medianLab(gap), medianLab(outside))).toBeLessThan(deltaE2000(medianLab(inStripe), medianLab(outside)) / 2);
  });

  it('racing stripes in a side view run along the flank between belt line and sills, never up to the windows', () => {
    const belt = BODY.y + 12;
    const sill = BODY.y + 40;
    // The centreline a side view's layout carries runs at shoulder height, right at the belt.
    const layout: CarLayout = {
      view: 'side',
      centreline: [
        { x: BODY.x, y: belt, width: 50 },
        { x: BODY.x + BODY.w, y: belt, width: 50 },
      ],
      belt: { left: belt, right: belt },
      sill: { left: sill, right: sill },
    };
    const ps = bodyLab(render(s, '#c1121f', 'glossy', 'racing-stripes', layout), s.mask, W);
    // White stripes on red paint: near-neutral pixels are stripe.
    const stripeRows = new Set(ps.filter((p) => Math.hypot(p.a, p.b) < 15).map((p) => p.y));
    expect([...stripeRows].filter((y) => y < belt + 2)).toEqual([]);
    expect([...stripeRows].filter((y) => y > belt && y < sill).length).toBeGreaterThan(6);
    // Along the whole flank, nose to tail.
    const inRow = ps.filter((p) => p.y === Math.min(...stripeRows) + 1 && Math.hypot(p.a, p.b) < 15);
    expect(inRow.length).toBeGreaterThan(0.9 * BODY.w);
  });

  it('two-tone splits at the belt line', () => {
    const belt = BODY.y + 20;
    const layout: CarLayout = {
      view: 'side',
      centreline: [
        { x: BODY.x, y: BODY.y + 30, width: 20 },
        { x: BODY.x + BODY.w, y: BODY.y + 30, width: 20 },
      ],
      belt: { left: belt, right: belt },
    };
    const ps = bodyLab(render(s, '#c1121f', 'glossy', 'two-tone', layout), s.mask, W);
    const above = medianLab(ps.filter((p) => p.y < belt - 3));
    const below = medianLab(ps.filter((p) => p.y > belt + 3));
    expect(deltaE2000(above, below)).toBeGreaterThan(25);
    // Just below the line is already the lower tone.
    const justBelow = medianLab(ps.filter((p) => p.y > belt + 2 && p.y < belt + 6));
    expect(deltaE2000(justBelow, below)).toBeLessThan(12);
  });
});
