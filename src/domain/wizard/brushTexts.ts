/**
 * The touch-up of the area the wrap covers (photo step and result): the visitor taps whole parts
 * in or out, or paints and erases with a brush for fine edges.
 */
export const BRUSH_TEXT = {
  open: 'Touch up the area to wrap',
  /** The same button's words on a phone, where it sits in a narrow column beside the photo. */
  openShort: 'Touch up',
  title: 'Touch up the area to wrap',
  intro: 'Tap a part to add it to the wrap or take it out; paint or erase for fine edges. The tinted area gets the wrap.',
  loading: 'Getting the area ready…',
  loadFailed: 'The area to wrap could not be loaded. Please try again.',
  saveFailed: 'The touched-up area could not be saved. Please try again.',
  modeLabel: 'Touch-up tool',
  /** The tool that adds or takes out a whole part (a lamp, a plate, a window) with one tap. */
  regions: 'Tap parts',
  regionsHint: 'Tap a part of the photo to add it to the wrap or take it out.',
  regionsKeys: 'Arrow keys move, Enter adds or takes out the part.',
  regionsLoading: 'Finding the parts of your photo…',
  regionsFailed: 'The parts of your photo could not be found: please use the brush.',
  regionAdded: 'Added to the wrap.',
  regionRemoved: 'Taken out of the wrap.',
  paint: 'Paint',
  erase: 'Erase',
  size: 'Brush size',
  undo: 'Undo',
  reset: 'Reset',
  cancel: 'Cancel',
  use: 'Use this area',
  canvasLabel: 'Your photo with the area to wrap tinted: tap a part, or drag to paint or erase',
  touchedUp: 'You touched up the area to wrap.',
  /** The result's own entry: the wrap is made again with the area the visitor touched up. */
  openOnResult: 'Touch up the area',
  /** How a touched-up area reads in the request's list of changes (the quote e-mail's). */
  areaChanged: 'Touched up the area to wrap.',
  noArea: 'Please touch up the area to wrap first.',
  useEngineArea: 'Use our area again',
} as const;
