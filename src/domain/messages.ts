/**
 * Every user-facing text of the product, exactly as the spec words it (spec §2, §5, §8).
 * Components and server routes import from here so a wording change happens in one place.
 */
export const MESSAGES = {
  fileTooLarge: { title: 'File too large', description: 'Please upload an image smaller than 10MB' },
  missingInformation: { title: 'Missing information', description: 'Please complete all required fields' },
  invalidEmail: { title: 'Invalid email', description: 'Please enter a valid email address' },
  invalidEmailInline: 'Please enter a valid email address',
  missingWrapSelection: { title: 'Missing wrap selection', description: 'Please select a wrap color' },
  configLoadFailed: {
    title: 'Configuration Error',
    description: 'Failed to load API configuration. Please contact support.',
  },
  keyNotAvailable: { title: 'Configuration Error', description: 'API key not available. Please contact support.' },
  processingFailed: {
    title: 'Processing failed',
    description: 'Failed to process your car image. Please try again.',
  },
  noRequestFound: { title: 'No request found', description: 'Please generate a car wrap first' },
  tweakFailed: { title: 'Tweak failed', description: 'Failed to apply your changes. Please try again.' },
  noChangesSpecified: {
    title: 'No changes specified',
    description: "Please describe what changes you'd like to make",
  },
  consentRequired: { title: 'Consent required', description: 'Please agree to our privacy policy to continue' },
  submissionFailed: { title: 'Submission failed', description: 'Failed to submit your quote. Please try again.' },
  quotePartial: {
    title: 'Quote submitted!',
    description: "Your quote has been saved, but there was an issue sending the email. We'll contact you soon.",
  },
  quoteSubmitted: {
    title: 'Quote request submitted!',
    description: "We'll contact you within 24 hours with a personalized quote.",
  },
  wrapGenerated: 'Your car wrap has been generated successfully!',
  wrapUpdated: { title: 'Car wrap updated!', description: 'Your tweaked car wrap has been generated successfully.' },
  imageHint: 'PNG, JPG up to 10MB',
  notFound: 'Oops! Page not found',
  galleryEmpty: 'No car wraps found in the gallery yet.',
  galleryEnd: "You've seen all the amazing transformations!",
  adLoading: 'Loading advertisement...',
  adWait: 'Please wait a moment',
} as const;

/** Server-side causes the spec names; they reach the visitor inside the "Processing failed" toast. */
export const ERRORS = {
  createRequest: 'Failed to create request record',
  uploadImage: (message: string) => `Failed to upload image: ${message}`,
  analyze: 'Failed to analyze car image',
  generate: 'Failed to generate wrapped car image',
  originalNotFound: 'Original image not found',
  notAnImage: 'The file is not a PNG, JPEG or WebP image',
  requestNotFound: 'Wrap request not found',
  tooManyRequests: 'Too many requests. Please wait a moment and try again.',
} as const;
