/** The "Get Your Quote" dialog; the limits it names live in domain/quote/quoteFields.ts. */
export const QUOTE_TEXT = {
  dialogTitle: 'Get Your Quote',
  dialogIntro: 'Tell us how to reach you and an installer will prepare a personalized quote for this wrap.',
  nameLabel: 'Full Name',
  phoneLabel: 'Phone Number',
  cityLabel: 'City',
  consentBefore: 'I agree to the ',
  consentLink: 'privacy policy',
  consentAfter: ' and to being contacted about my quote.',
  submit: 'Submit Quote Request',
  submitting: 'Submitting...',
  nameRequired: 'Please enter your full name',
  nameTooLong: 'Please keep your name to 100 characters or fewer',
  nameInvalid: 'Please enter your name in letters',
  phoneRequired: 'Please enter your phone number',
  phoneCharacters: 'Please use only digits, spaces and + - ( ) . in your phone number',
  phoneDigits: 'Please enter a phone number with 6 to 20 digits',
  cityRequired: 'Please enter your city',
  cityTooLong: 'Please keep the city to 100 characters or fewer',
  cityInvalid: 'Please enter your city in letters',
  notReady: 'Your car wrap is not ready yet. Please wait for your preview before asking for a quote.',
  confirmationSubject: 'we received your quote request',
} as const;

/** The customer's confirmation e-mail, in the language the visitor used the site in. */
export const CONFIRMATION_TEXT = {
  greeting: (name: string) => `Hi ${name},`,
  thanks: (brand: string, wrap: string) => `thank you for asking ${brand} for a quote on the ${wrap} wrap.`,
  callBack: (phone: string, previewUrl: string) => `We will call you on ${phone}. Your preview: ${previewUrl}`,
  previewAlt: (wrap: string) => `Wrap preview: ${wrap}`,
} as const;
