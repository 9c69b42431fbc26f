/**
 * Maps a shading offset (in L* units, relative to the body's median) onto a target lightness.
 * The offset is compressed smoothly into the room left above and below the target, so a black
 * car's bright reflections still fit under white, and a white car's shadows still fit above black,
 * keeping the order of highlights and shadows without clipping. Towards the floor the offset acts
 * as a ratio (a shadow half as light is half as light on any paint), so a dark paint keeps its form.
 */
export function remapLightness(targetL: number, offset: number, floor = 1): number {
  const up = Math.max(3, 99 - targetL);
  const down = Math.max(3, targetL - floor);
  if (offset >= 0) return targetL + up * (1 - Math.exp(-offset / up));
  return targetL - down * (1 - Math.exp(offset / down));
}

/**
 * How much of the target chroma survives at lightness L: paint in shadow is darker and less
 * colourful, paint in a highlight turns towards the white of the reflected light.
 */
export function chromaFactor(targetL: number, L: number): number {
  if (L <= targetL) return Math.pow(Math.max(0, L) / Math.max(1, targetL), 0.75);
  return Math.pow(Math.max(0, 100 - L) / Math.max(1, 100 - targetL), 0.6);
}
