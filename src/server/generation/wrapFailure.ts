/**
 * A wrap that cannot be made, with the one sentence the visitor reads in the "Processing failed"
 * toast: the photo or its paint mask gone from storage, an unknown colour, no car in the photo.
 * What the AI provider itself refused or failed is the narrower `ProviderError`.
 */
export class WrapFailure extends Error {
  override name = 'WrapFailure';
  /** Words for the log and api_request_logs only, never the visitor (e.g. a provider's answer, redacted). */
  readonly detail: string | undefined;

  constructor(message: string, detail?: string) {
    super(message);
    this.detail = detail;
  }
}
