import { beltAt, type Scene } from '../scene';

/** Rows a lamp or plate may occupy: from this share of the car's height below the belt line... */
const BELOW_BELT = 0.04;
/** ...down to this share of the box's height (the bumper's foot, the ground's shadow below). */
const BOTTOM = 0.92;
/** In a side view, lamps sit within this share of the box's width from either end. */
const SIDE_END = 0.18;

/** How sure a place is of holding a lamp (lampPlaces' plane). */
export const PLACE = {
  /** Between the belt line and the bumper's foot, where any lamp sits whatever the view. */
  rows: 1,
  /** Where the view puts lamps too: anywhere in those rows seen end on or three-quarter, at the ends of a side view. */
  view: 2,
} as const;

/**
 * Where a lamp may be, by the scene's view and belt line: between the belt line and the
 * bumper's foot, across the whole width seen end on or three-quarter (a three-quarter view's
 * face spans most of its box: limiting it to the near end lost lamps on the 41 annotated
 * photos), at both ends of a side view. Between a side view's ends the rows alone are given
 * (PLACE.rows), for lamps whose own look is sure: a three-quarter view read as side (the
 * fixtures' white coupe and black pickup) has its face there, and a side view's lamps wrap
 * round the corner past the ends.
 * Box-local plane of PLACE values (0 elsewhere); null when the scene has no cabin lines.
 */
export function lampPlaces(scene: Scene): Uint8Array | null {
  const { box, cabin, view } = scene;
  if (!cabin) return null;
  const { w, h } = box;
  const place = new Uint8Array(w * h);
  const bottom = Math.round(h * BOTTOM);
  for (let x = 0; x < w; x++) {
    const from = Math.max(0, Math.ceil(beltAt(cabin, x) + cabin.height * BELOW_BELT));
    // Seen end on or three-quarter, lamps at the corners, the plate and grille between them.
    const byView = view === 'side' ? x <= w * SIDE_END || x >= w * (1 - SIDE_END) : true;
    for (let y = from; y < bottom; y++) place[y * w + x] = byView ? PLACE.view : PLACE.rows;
  }
  return place;
}
