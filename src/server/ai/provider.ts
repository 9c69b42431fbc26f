import type { ProviderName } from '../../domain/api';
import type { WrapOrder } from '../../domain/order/wrapOrder';
import { WrapFailure } from '../generation/wrapFailure';

/** The order's look as a provider renders it, with the normalised photo (JPEG, longer side <= 1024 px). */
export interface WrapOrderToRender extends Pick<WrapOrder, 'color' | 'finish' | 'style' | 'hint'> {
  photo: Buffer;
  /** The visitor's touched-up area to wrap: a binary PNG at the photo's size (readPaintMask). */
  paintMask?: Buffer | undefined;
  /** Extra words of a change request ("Additional modifications"). */
  instructions?: string | undefined;
}

export interface StepSpec {
  service: string;
  type: string;
  /** Summary for api_request_logs: never image bytes, never a key. */
  request: Record<string, unknown>;
}

/** Runs one external step and writes its api_request_logs row, whether it succeeds or fails. */
export type StepRecorder = <T>(step: StepSpec, run: () => Promise<T>, summarize: (result: T) => Record<string, unknown>) => Promise<T>;

export interface RenderedWrap {
  png: Buffer;
}

/** One way of turning a photo into a wrapped preview: the local engine or OpenAI. */
export interface WrapProvider {
  readonly name: ProviderName;
  /** Why this provider stands in for the paid AI (a day's cap reached): the sentence the visitor reads with the result. */
  readonly notice?: string;
  /** Describes the car; the text feeds the prompt and the gallery's make/model guess. */
  analyse(order: WrapOrderToRender, record: StepRecorder, signal: AbortSignal): Promise<string>;
  render(order: WrapOrderToRender, prompt: string, record: StepRecorder, signal: AbortSignal): Promise<RenderedWrap>;
  /** Called once when the job ends, however it ends: gives back a paid call reserved for it and never made. */
  finish?: () => Promise<void>;
}

/**
 * What the AI provider refused or failed, as the visitor's sentence; `detail` holds the provider's
 * own words with key- and id-shaped parts removed.
 */
export class ProviderError extends WrapFailure {
  override name = 'ProviderError';
  /** The provider may have billed the call that failed, so the paid call reserved for it stays counted. */
  readonly mayBeCharged: boolean;

  constructor(message: string, options: { detail?: string | undefined; mayBeCharged?: boolean } = {}) {
    super(message, options.detail);
    this.mayBeCharged = options.mayBeCharged ?? false;
  }
}
