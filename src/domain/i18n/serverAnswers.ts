/**
 * The server's own answers that no route words: a framework's refusal of a request, a page or
 * route that does not exist, and the plain 500. Translated like every other answer (errorLanguage.ts).
 */
export const SERVER_ANSWERS = {
  tooLarge: 'The request is too large.',
  contentType: 'Unsupported content type.',
  emptyBody: 'The request body is empty.',
  multipart: 'Send the photo as multipart/form-data.',
  onePhoto: 'Send one photo at a time.',
  tooManyFields: 'Too many form fields.',
  badRequest: 'Bad request',
  notFound: 'Not found',
  failed: 'Something went wrong on our side. Please try again.',
} as const;

/** The 404 page's way home (its heading is MESSAGES.notFound, in the product's own words). */
export const NOT_FOUND_TEXT = {
  home: 'Return to Home',
} as const;
