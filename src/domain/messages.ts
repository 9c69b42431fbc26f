import { PRODUCT_NAME } from './productName';

/**
 * Every user-facing text of the product, worded exactly as the product's requirements give them (screens, form errors, toasts).
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
  serverUnreachable: 'Cannot reach the server. Check your connection and try again.',
} as const;

// The server's answers live in their own module, so the browser's first view does not carry them;
// they are still imported from here.
export { ERRORS } from './serverErrors';

/** The visitor's flow: wizard, processing, result and changes screens. */
export const FLOW_TEXT = {
  formTitle: 'Design your wrap',
  formIntro: 'Six quick steps to see your own car in a new wrap.',
  stepsCompleted: (done: number, total: number) => `${done} of ${total} steps completed`,
  steps: {
    approach: 'Choose Your Approach',
    photo: 'Upload Your Car Photo',
    color: 'Choose Your Color',
    finish: 'Select Finish Type',
    style: 'Choose Wrap Style',
    email: 'Your Email Address',
  },
  customBuild: 'Custom Build',
  customBuildText: 'Pick your own colour, finish and style for your car.',
  choosePhoto: 'Choose a photo',
  photoDrop: 'A clear photo of the whole car works best.',
  photoUnreadable: { title: 'Image not readable', description: 'Please choose a PNG or JPG photo of your car.' },
  photoPreviewAlt: 'Your car photo',
  outlineFound: 'We found your car (outlined).',
  /** While the engine looks for the car in the photo (seconds on a busy server): said, with a moving bar. */
  findingCar: 'Finding your car…',
  tapYourCar: "We're not sure which car to wrap. Tap your car in the photo.",
  tapThanks: 'Thanks! We will wrap the car you tapped.',
  livePreview: 'Live preview: point at or tap a choice to see it on your car.',
  livePreviewAlt: 'Your car in the look you are choosing',
  noCar: { title: 'No car found', description: "We couldn't find a car in this photo. Please choose a photo that shows your whole car." },
  customColor: 'Custom colour',
  useCustomColor: 'Use this colour',
  emailLabel: 'Email',
  emailPlaceholder: 'you@example.com',
  emailHelp: 'We use it for your preview, and for your quote if you ask for one.',
  galleryConsent: 'Show my wrap in the public gallery (number plates are hidden in public pictures)',
  wrapMyCar: 'Wrap My Car',
  wrapping: 'Creating your wrap...',
  summaryTitle: 'Your choices',
  summaryLabels: { photo: 'Photo', color: 'Colour', finish: 'Finish', style: 'Style' },
  processingTitle: 'Creating Your Perfect Wrap',
  processingRemaining: (seconds: number) => `About ${seconds} s remaining`,
  processingLookAlt: 'Your car in the look you ordered',
  processingLookBadge: 'Quick preview',
  processingLookNote: 'Your own photo in your new look, painted right here while your finished picture is made.',
  startOver: 'Start Over',
  featuredTitle: 'Featured wraps',
  featuredEmpty: 'Fresh wraps from other drivers appear here.',
  previous: 'Previous',
  next: 'Next',
  resultTitle: 'Your Dream Car Wrap is Ready!',
  resultAlt: 'Your car with its new wrap',
  originalAlt: 'Your original car photo',
  compareLabel: 'Compare before and after',
  before: 'Before',
  after: 'After',
  download: 'Download',
  requestChanges: 'Request Changes',
  getQuote: 'Get Professional Quote',
  restart: 'Restart Wrapping',
  changesTitle: 'Request Changes',
  changesLabel: 'What would you like to change?',
  changesPlaceholder: 'e.g. make the colour darker, add racing stripes',
  cancel: 'Cancel',
  applyChanges: 'Apply Changes',
  applying: 'Applying...',
  unapplied: (words: string[]) => `We could not apply: ${words.join(', ')}. Try describing it another way.`,
  /** The change parser's own words ("finish: Satin") read as one line: "Changed: finish satin, style racing stripes". */
  changed: (applied: string[]) => `Changed: ${applied.map((a) => a.replace(': ', ' ').toLowerCase()).join(', ')}`,
  /** Shown with a result the quick local engine made because a day's paid AI pictures were used up. */
  localInsteadOfAi: {
    yourDay: "You have had today's AI previews, so this one comes from our quick preview engine. AI previews are back tomorrow.",
    shopDay: "Today's AI previews are all taken, so this one comes from our quick preview engine. AI previews are back tomorrow.",
  },
  close: 'Close',
  resultWaiting: 'Your wrap preview is ready.',
  viewResult: 'View your wrap',
  loadingForm: 'Loading the wrap form...',
} as const;

/** The processing dialog's status messages: eight lines, shown in turn every 2 s while the wrap is made. */
export const STATUS_MESSAGES = [
  "Analyzing your car's unique features...",
  'Mapping every panel and curve...',
  'Mixing your chosen colour...',
  'Laying down the finish...',
  'Applying your wrap style...',
  'Smoothing the edges and seams...',
  'Adding the final polish...',
  'Almost ready to unveil your wrap...',
] as const;

/** The fun message shown for 5 s when a wrap took under 100 s. */
export const FAST_MESSAGES = [
  'Wow, that was quick! Your wrap came together in record time.',
  "Lightning fast! Enjoy your car's new look.",
  "Done in a flash. That's what we call a quick turnaround!",
  'Speedy work! Your car is ready to turn heads.',
  'That was quicker than a pit stop!',
] as const;

/** The fun message shown for 5 s when a wrap took over 140 s. */
export const SLOW_MESSAGES = [
  'Thanks for your patience. Great wraps are worth the wait!',
  'That took a little longer than usual, but it was worth it.',
  'Good things take time, and your wrap is proof.',
  'Thank you for waiting. We took extra care with your car.',
  'Patience pays off: your custom wrap is ready.',
] as const;

/** Full-screen view of the result, and the photo box's drop target. */
export const POLISH_TEXT = {
  viewFullScreen: 'View full screen',
  fullScreenTitle: 'Your wrap, full screen',
  dropHere: 'Drop your photo here',
  pasteHint: 'or drag a photo here, or paste one',
  heroBefore: 'Before',
  heroAfter: 'After',
  heroBeforeAlt: 'A car photo before the wrap',
  heroAfterAlt: (look: string) => `The same car with a ${look} wrap`,
} as const;

/** The home page's hero, its feature cards and the header's provider badge. */
export const HOME_TEXT = {
  kicker: 'See it before you wrap it',
  title: 'Your car, in any colour, finish and style.',
  // No count of wraps here: the catalogue's card below counts the films in stock, the one place that number lives.
  intro:
    'Upload a photo of your own car and get a realistic wrap preview in under 2 minutes, in any film the shop stocks, and a professional quote within 24 hours.',
  start: 'Start Your Transformation',
  featuresTitle: 'Why wrap with us',
  ownCar: { title: 'Your own car', text: 'Upload a photo and see the wrap on your car, not a stock model.' },
  finishes: { title: 'Six finishes', text: 'Matte, glossy, satin, metallic, pearlescent and chrome.' },
  styles: { title: 'Six styles', text: 'Solid, racing stripes, two-tone, carbon accents, gradient, custom.' },
  speed: { title: 'Under 2 minutes', text: 'Your preview is ready in moments, with changes on request.' },
  quote: { title: 'Quote in 24 hours', text: 'A professional installer contacts you with a personalized quote.' },
  apiConnected: 'API Connected',
} as const;

/** The header's language select. */
export const LANGUAGE_TEXT = {
  label: 'Language',
} as const;

/** The page footer on every page. */
export const FOOTER_TEXT = {
  disclaimer: 'Previews are illustrations; your installer confirms the final look.',
  privacy: 'Privacy policy',
  sourceCode: 'Source code',
  sourceCodeTitle: 'This site is free software (AGPL-3.0-or-later): get its source code',
} as const;

/** The gallery section and its full-size view; galleryEmpty/galleryEnd are in MESSAGES. */
export const GALLERY_TEXT = {
  /** The home page's gallery section. */
  title: 'Gallery',
  loadMore: 'Load More',
  loadingMore: 'Loading...',
  loading: 'Loading the gallery',
  details: 'Wrap details',
  viewFullSize: (wrapName: string) => `View ${wrapName} full size`,
  download: 'Download',
  downloadWrap: (wrapName: string) => `Download ${wrapName}`,
  previewAlt: (wrapName: string) => `${wrapName} wrap preview`,
  fullSizeAlt: (wrapName: string) => `${wrapName} wrap, full size`,
  previous: 'Previous wrap',
  next: 'Next wrap',
  close: 'Close',
} as const;

/** The shop's film catalogue: the colour step's films, the fixed finish, and the wrap order's film. */
export const FILM_TEXT = {
  title: 'Or choose a real wrap film',
  intro: 'Films from our catalogue, as your installer orders them.',
  searchLabel: 'Search films by name or code',
  searchPlaceholder: 'e.g. hot rod red or 2080-G13',
  loading: 'Loading the films…',
  loadFailed: 'The films could not be loaded. The colours above still work.',
  noMatch: (query: string) => `No film matches "${query}".`,
  families: { gloss: 'Gloss', matte: 'Matte', satin: 'Satin', metallic: 'Metallic', 'colour-flip': 'Colour flip', chrome: 'Chrome' },
  finishSetByFilm: (finish: string) => `Set by your film: ${finish}`,
  unknownFilm: 'This film is no longer in our catalogue or out of stock. Please choose another film or colour.',
  wrapsTitle: (claim: string) => `${claim} wraps`,
  wrapsText: (films: number) => `Ten classic colours, ${films} real wrap films and any custom shade you can pick.`,
  wrapsTitleLoading: 'Real wrap films',
  wrapsTextLoading: 'Ten classic colours, real wrap films and any custom shade you can pick.',
} as const;

/** The shop's brand (BRAND_NAME) in the page the server serves. */
export const BRAND_TEXT = {
  pageTitle: (brand: string) => `${brand}: see your car wrapped before you buy`,
  /** The header's name in a page the server did not brand (Vite's dev server). */
  productName: PRODUCT_NAME,
} as const;

/** The /embed page: the app on the shop's own site, with the snippet to copy (docs/embed.md). */
export const EMBED_TEXT = {
  title: 'Put the wrap studio on your own site',
  intro:
    'Paste this snippet where the studio should appear on your page (WordPress, Wix, Webflow or any HTML). It grows with its content and keeps every step, dialog and quote inside your page.',
  snippetLabel: 'The snippet',
  fallbackLabel: 'Without scripts: a plain frame of a fixed height that scrolls inside',
  copy: 'Copy',
  copied: 'Copied',
  copyFailed: 'Select the text and copy it by hand.',
  allowedNote:
    'Your site must be listed in the EMBED_ORIGINS setting (for example https://www.your-shop.example), or browsers refuse to show the frame.',
  previewTitle: 'Live preview',
  frameTitle: 'Car wrap preview',
} as const;
