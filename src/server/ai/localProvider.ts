import { describeVehicle } from '../../domain/vehicle/vehicleDescription';
import { VEHICLE_TEXT } from '../../domain/vehicle/vehicleTexts';
import { EngineInputError, describeCar, renderWrap } from '../engine/index';
import { WrapFailure } from '../generation/wrapFailure';
import type { WrapProvider } from './provider';

export const LOCAL_SERVICE = 'local-engine';

// The photo's own fault (not a car photo, too small), said to the visitor as the engine words it.
const asWrapFailure = (error: unknown): unknown => (error instanceof EngineInputError ? new WrapFailure(error.message) : error);

/**
 * The built-in engine: recolours the visitor's own photo on this server, free and in well under a
 * second. Its analysis is what the car's outline honestly tells (body type, view, paint colour),
 * from the same analysis of the photo the render then uses.
 */
export function createLocalProvider(): WrapProvider {
  return {
    name: 'local',
    async analyse(order, record) {
      const found = await record(
        { service: LOCAL_SERVICE, type: 'analysis', request: { bytes: order.photo.length, hint: order.hint ?? null } },
        () => describeCar(order.photo, order.hint).catch((e: unknown) => Promise.reject(asWrapFailure(e))),
        (r) => ({ ...r.vehicle, confidence: r.confidence, unsure: r.unsure }),
      );
      return VEHICLE_TEXT.analysis(describeVehicle(found.vehicle), found.confidence, found.unsure);
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
