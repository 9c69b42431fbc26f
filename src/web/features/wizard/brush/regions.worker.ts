import { findRegions } from '../../../../domain/paint/regions';
import type { RegionsReply, RegionsRequest } from './photoRegions';

/**
 * Finds the photo's tappable regions off the page's thread: a second or so on a phone, during
 * which the dialog stays smooth and the brush already works.
 */
self.onmessage = (event: MessageEvent<RegionsRequest>) => {
  const { rgba, width, height, maxPixels } = event.data;
  try {
    const regions = findRegions(rgba, width, height, { maxPixels });
    const reply: RegionsReply = { ok: true, regions };
    self.postMessage(reply, { transfer: [regions.labels.buffer, regions.boxes.buffer] });
  } catch (error) {
    const reply: RegionsReply = { ok: false, message: error instanceof Error ? error.message : String(error) };
    self.postMessage(reply);
  }
};
