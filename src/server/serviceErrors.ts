/**
 * What went wrong in a service, named for what happened, with the sentence the visitor (or the
 * shop) reads. Services throw these and know nothing of HTTP: errorHandler.ts answers each kind
 * with its status, in one table.
 */
export abstract class ServiceError extends Error {
  abstract readonly kind: ServiceErrorKind;
}

export type ServiceErrorKind =
  'invalid-input' | 'not-signed-in' | 'not-found' | 'gone' | 'conflict' | 'too-large' | 'too-many-tries' | 'unavailable' | 'failed';

const ofKind = <K extends ServiceErrorKind>(kind: K) =>
  class extends ServiceError {
    readonly kind = kind;
  };

/** The request itself is wrong: a missing or bad field, a photo that is not a photo. */
export class InvalidInput extends ofKind('invalid-input') {}

/** Nobody is signed in, or the e-mail and password do not match. */
export class NotSignedIn extends ofKind('not-signed-in') {}

/** The thing asked for does not exist (or is not the caller's to see). */
export class NotFound extends ofKind('not-found') {}

/** The thing existed and was deleted on purpose (retention, or its owner): it will not come back. */
export class Gone extends ofKind('gone') {}

/** The thing exists but is not in a state that allows this now, e.g. a wrap still being made. */
export class Conflict extends ofKind('conflict') {}

/** Too big to handle, e.g. a photo over the pixel limit. */
export class TooLarge extends ofKind('too-large') {}

/** Too many tries from one client or on one account: wait, then try again. */
export class TooManyTries extends ofKind('too-many-tries') {}

/** Something the service needs is not there right now, e.g. no AI provider is ready. */
export class Unavailable extends ofKind('unavailable') {}

/** Our side failed and has already logged why; the message is safe for the visitor to read. */
export class Failed extends ofKind('failed') {}
