/** The outline polygon is traced at this size: plenty for a 200-point outline. */
const SMALL_SIDE = 180;

/** A 0/1 mask resampled (nearest) to a longer side of about 180 px. */
export function smallMask(mask: Uint8Array, width: number, height: number): { mask: Uint8Array; width: number; height: number } {
  const scale = Math.min(1, SMALL_SIDE / Math.max(width, height));
  const sw = Math.max(8, Math.round(width * scale));
  const sh = Math.max(8, Math.round(height * scale));
  const out = new Uint8Array(sw * sh);
  for (let y = 0; y < sh; y++) {
    const sy = Math.min(height - 1, Math.floor(((y + 0.5) * height) / sh));
    for (let x = 0; x < sw; x++) out[y * sw + x] = mask[sy * width + Math.min(width - 1, Math.floor(((x + 0.5) * width) / sw))]!;
  }
  return { mask: out, width: sw, height: sh };
}
