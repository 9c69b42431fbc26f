/** Bad input from the visitor: the message is user-facing English, safe to show as a 4xx. */
export class EngineInputError extends Error {
  override name = 'EngineInputError';
}
