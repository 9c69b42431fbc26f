import { styleName } from '../../domain/catalog/styles';
import { EngineInputError, detectCar, renderWrap } from '../engine/index';
import { WrapFailure } from '../generation/wrapFailure';
import type { WrapProvider } from './provider';

export const LOCAL_SERVICE = 'local-engine';

// The photo's own fault (not a car photo, too small), said to the visitor as the engine words it.
const asWrapFailure = (error: unknown): unknown => (error instanceof EngineInputError ? new WrapFailure(error.message) : error);

/**
 * The built-in engine: recolours the visitor's own photo on this server, free and in well under a
 * second. Its "analysis" is finding the car, which also warms the engine's cache for the render.
 */
export function createLocalProvider(): WrapProvider {
  return {
    name: 'local',
    async analyse(order, record) {
      const found = await record(
        { service: LOCAL_SERVICE, type: 'analysis', request: { bytes: order.photo.length, hint: order.hint ?? null } },
        () => detectCar(order.photo, order.hint).catch((e: unknown) => Promise.reject(asWrapFailure(e))),
        (r) => ({ width: r.width, height: r.height, confidence: r.confidence, unsure: r.unsure, box: r.box }),
      );
      const where = found.unsure ? 'position uncertain' : `found with ${Math.round(found.confidence * 100)}% confidence`;
      return `a vehicle in a ${found.width}x${found.height} photo (${where}), to be wrapped in ${order.color.name}, ${order.finish} finish, ${styleName(order.style)}`;
    },
    async render(order, _prompt, record) {
      const result = await record(
        {
          service: LOCAL_SERVICE,
          type: 'render',
          // The change's words are settled into the order already (settleChange): parsing them again would apply "darker" twice.
          request: { color: order.color.hex, finish: order.finish, style: order.style },
        },
        () =>
          renderWrap({
            image: order.photo,
            color: order.color.hex,
            finish: order.finish,
            style: order.style,
            hint: order.hint,
            paintMask: order.paintMask,
          }).catch((e: unknown) => Promise.reject(asWrapFailure(e))),
        (r) => ({
          width: r.width,
          height: r.height,
          confidence: r.confidence,
          unsure: r.unsure,
          timingsMs: r.timingsMs,
        }),
      );
      return { png: result.png };
    },
  };
}
