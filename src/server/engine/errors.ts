/** Bad input from the visitor: the message is user-facing English, safe to show as a 4xx. */
export class EngineInputError extends Error {
  override name = 'EngineInputError';
}

/** The photo shows no car: nothing is rendered, stored as a result or published. */
export class NoCarError extends EngineInputError {
  override name = 'NoCarError';
}
