/**
 * The quote request the shop receives by e-mail (and its lead webhook's message), in the shop's
 * language (DEFAULT_LANGUAGE); the customer's confirmation is in the visitor's.
 */
export const SHOP_EMAIL_TEXT = {
  subject: (wrap: string, customer: string, city: string) => `Quote request: ${wrap} for ${customer} (${city})`,
  intro: (customer: string, brand: string) =>
    `${customer} asked ${brand} for a quote. Reply to this e-mail to answer them; the promise on the site is contact within 24 hours.`,
  labels: {
    customerName: 'Customer name',
    customerEmail: 'Customer e-mail',
    customerPhone: 'Customer phone',
    city: 'City',
    selectedWrap: 'Selected wrap',
    colour: 'Colour',
    film: 'Film',
    filmCode: 'Film code and name',
    filmFinish: 'Film finish and colour',
    finish: 'Finish',
    style: 'Style',
    vehicle: 'Vehicle (guessed from the photo)',
    vehicleSize: 'Vehicle size',
    estimate: 'Estimate shown',
    carModel: 'Car model',
    preview: 'Wrap preview',
    originalPhoto: 'Original photo',
    hostPage: 'Asked on the page',
  },
  customColour: (name: string, hex: string) => `Custom colour: ${name} (${hex})`,
  filmFinish: (finish: string, hex: string) => `${finish}, about ${hex}`,
  /** The car model a quote request names when the visitor gave none. */
  carFromPhoto: 'Vehicle from uploaded image',
  none: 'none',
  changeRequests: 'Change requests',
  carAnalysis: 'Car analysis',
  before: 'Before',
  after: 'After',
  beforeAlt: 'The customer’s photo',
  afterAlt: (wrap: string) => `Wrap preview: ${wrap}`,
} as const;
