/** The photo step's touch-up brush: the visitor paints or erases the area the wrap covers. */
export const BRUSH_TEXT = {
  open: 'Touch up the area to wrap',
  /** The same button's words on a phone, where it sits in a narrow column beside the photo. */
  openShort: 'Touch up',
  title: 'Touch up the area to wrap',
  intro: 'Paint what we missed, erase what should stay as it is. The tinted area gets the wrap.',
  loading: 'Getting the area ready…',
  loadFailed: 'The area to wrap could not be loaded. Please try again.',
  saveFailed: 'The touched-up area could not be saved. Please try again.',
  modeLabel: 'Brush',
  paint: 'Paint',
  erase: 'Erase',
  size: 'Brush size',
  undo: 'Undo',
  reset: 'Reset',
  cancel: 'Cancel',
  use: 'Use this area',
  canvasLabel: 'Your photo with the area to wrap tinted: drag to paint or erase',
  touchedUp: 'You touched up the area to wrap.',
  useEngineArea: 'Use our area again',
} as const;
