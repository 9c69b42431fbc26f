/** The price estimate in the result and quote dialogs, and its lines in the shop's e-mail. */
export const ESTIMATE_TEXT = {
  range: (from: string, to: string) => `Estimated from ${from} to ${to}`,
  /** What the range prices, so a stripe kit is never read as a full wrap: "Priced for: Stripes, standard film". */
  scope: (coverage: string, tier: string) => `Priced for: ${coverage}, ${tier.toLowerCase()}`,
  disclaimer: 'This is an estimate, not a quote: the installer confirms the price once they have seen your car.',
  sizeLabel: 'Vehicle size',
  sizes: { small: 'Small car', medium: 'Medium car', large: 'Large car or SUV', 'extra-large': 'Van or pickup' },
  coverages: { full: 'Full wrap', roof: 'Roof', bonnet: 'Bonnet', mirrors: 'Mirrors', stripes: 'Stripes' },
  tiers: { standard: 'Standard film', premium: 'Premium film', specialty: 'Specialty film' },
  invalidSize: 'Please choose a vehicle size: small, medium, large or extra-large.',
  sizeSaveFailed: 'The vehicle size could not be saved. Please try again.',
} as const;
