import { dilate, radiusOf } from '../../segmenter/morphology';

/**
 * How far a lamp reaches past its regions, as a share of the car box's longer side. A region
 * ends where the lens's own colour does; the bezel, the lens's rim and the housing's edge beyond
 * it were painted in a line round the lamp. On the 41 annotated photos: 0.009 fixed four photos'
 * lights (fixtures lights 15 -> 17 of 18, dev 10 -> 12 of 23: grey-sedan-front34-parking 19% ->
 * 4%, silver-hatchback-side-street 19% -> 4%, white-convertible-front34-street 5.2% -> 2.8%,
 * white-suv-front34-dirt-road 7.5% -> 3.9%) and cost one its body (grey-sedan 90.1% -> 88.9%,
 * fixtures body 18 -> 17 of 18); 0.013 also cost black-pickup-front34-parking its body and fixed
 * nothing more. Growing into anything (not only detail off the sure paint) at 0.003 cost three
 * photos their body goal (blue-coupe-front34-street 90% -> 83%: its false lamp regions on a
 * reflective door grew).
 */
const LAMP_RIM = 0.009;

/**
 * Grows the lamp regions (box-local 0/1) into their rims: only into pixels of dense detail
 * (`detail`, a bezel's edges) where the paint does not surely show (`sure`), so a lamp never
 * grows over the smooth panel around it.
 */
export function withLampRims(lamps: Float32Array, w: number, h: number, detail: Float32Array, sure: Float32Array): Float32Array {
  // Plain loops: TypedArray.from with a mapping function took ~50 ms a photo here.
  const kept = new Uint8Array(lamps.length);
  for (let j = 0; j < lamps.length; j++) kept[j] = lamps[j]! >= 0.5 ? 1 : 0;
  const grown = dilate(kept, w, h, radiusOf(LAMP_RIM, w, h));
  const out = new Float32Array(lamps);
  for (let j = 0; j < out.length; j++) if (kept[j] || (grown[j] && detail[j]! >= 0.5 && sure[j]! < 0.5)) out[j] = 1;
  return out;
}
