import { regionBox, type PhotoRegions } from '../../../../domain/paint/regions';

/** The region under the pointer: a light wash and a white outline, so its edges read on any paint. */
const WASH = [255, 255, 255, 110] as const;
const OUTLINE = [255, 255, 255, 255] as const;

/**
 * Shows one region on the highlight canvas (the layer's size), clearing the one shown before:
 * on a desktop the visitor sees what a click will add or take out before clicking.
 */
export class RegionHighlight {
  private shown: number | null = null;

  constructor(
    private readonly canvas: HTMLCanvasElement,
    private readonly regions: PhotoRegions,
  ) {}

  get region(): number | null {
    return this.shown;
  }

  show(region: number | null): void {
    if (region === this.shown) return;
    const context = this.canvas.getContext('2d');
    if (!context) return;
    if (this.shown !== null) {
      const old = regionBox(this.regions, this.shown);
      context.clearRect(old.x0, old.y0, old.x1 - old.x0, old.y1 - old.y0);
    }
    this.shown = region;
    if (region === null) return;
    const { labels, width } = this.regions;
    const box = regionBox(this.regions, region);
    const w = box.x1 - box.x0;
    const h = box.y1 - box.y0;
    const image = context.createImageData(w, h);
    const rgba = image.data;
    const inside = (x: number, y: number) => x >= box.x0 && x < box.x1 && y >= box.y0 && y < box.y1 && labels[y * width + x] === region;
    for (let y = box.y0; y < box.y1; y++) {
      for (let x = box.x0; x < box.x1; x++) {
        if (!inside(x, y)) continue;
        // Two pixels wide: the photo is shown smaller than the layer on a phone.
        const edge =
          !inside(x - 1, y) ||
          !inside(x + 1, y) ||
          !inside(x, y - 1) ||
          !inside(x, y + 1) ||
          !inside(x - 2, y) ||
          !inside(x + 2, y) ||
          !inside(x, y - 2) ||
          !inside(x, y + 2);
        const colour = edge ? OUTLINE : WASH;
        const o = ((y - box.y0) * w + (x - box.x0)) * 4;
        rgba[o] = colour[0];
        rgba[o + 1] = colour[1];
        rgba[o + 2] = colour[2];
        rgba[o + 3] = colour[3];
      }
    }
    context.putImageData(image, box.x0, box.y0);
  }
}
