/** The result's "Try another look": chips repaint the visitor's photo in the browser, no upload. */
export const LOOKS_TEXT = {
  title: 'Try another look',
  intro: 'Tap a colour, finish or style: your car is repainted here at once, with nothing uploaded again.',
  colour: 'Colour',
  finish: 'Finish',
  style: 'Style',
  preparing: 'Getting your car ready…',
  previewAlt: (look: string) => `Your car with a ${look} wrap`,
  strip: 'Your looks',
  yourWrap: 'Your wrap',
  compare: 'Compare two',
  compareDone: 'Done comparing',
  compareHint: 'Pick two looks to see them side by side.',
  pick: (look: string) => `Show ${look}`,
  pickToCompare: (look: string) => `Compare ${look}`,
  download: (look: string) => `Download ${look}`,
  use: 'Use this look',
  using: 'Updating your wrap…',
  useHint: 'Makes it your wrap: then request changes or get a quote for it.',
  /** The change request a chosen look is sent as: the same words the change parser and the AI read. */
  changeText: (colour: string, finish: string, style: string) => `Make it ${colour}, ${finish} finish, ${style}`,
} as const;
