/** The share page `/w/:id` (server-rendered for chat apps' link previews) and the result's Share action. */
export const SHARE_TEXT = {
  title: (look: string, brand: string) => `${look} wrap — ${brand}`,
  /** "Royal Blue glossy" or "Royal Blue glossy racing stripes": the look in a few words. */
  look: (colorName: string, finish: string, style: string | null) =>
    [colorName, finish.toLowerCase(), style?.toLowerCase()].filter(Boolean).join(' '),
  description: (brand: string) =>
    `A car wrap preview made with ${brand}: upload a photo of your own car and see it in any colour, finish and style.`,
  /** The car by its make and model or the local engine's reading ("White SUV"), when known. */
  imageAlt: (look: string, car: string | null) => `${car ? `A ${car}` : 'A car'} with a ${look} wrap`,
  before: 'Before',
  after: 'After',
  beforeAlt: 'The car before the wrap',
  cta: 'Wrap your own car',
  ctaIntro: 'Try any colour, finish and style on a photo of your own car.',
  share: 'Share',
  linkCopied: 'Link copied',
  linkCopiedDescription: 'Paste it anywhere to share your wrap.',
  copyFailed: 'Could not copy the link',
  shareTitle: 'My car wrap preview',
} as const;
