import OpenAI, { toFile } from 'openai';
import sharp from 'sharp';
import { ANALYSIS_INSTRUCTION } from '../../domain/prompt/analysisInstruction';
import { ERRORS } from '../../domain/messages';
import type { Config } from '../config';
import { findCarMask } from '../engine/index';
import { compositeIntoPhoto } from '../image/compositeIntoPhoto';
import { OPENAI_SERVICE, type PaidCallReservation } from './dailyBudget';
import { acceptsEditMask, buildEditMask } from './editMask';
import { openAiFailure } from './openAiFailure';
import { ProviderError, type WrapOrderToRender, type WrapProvider } from './provider';
import { redactSecrets } from './redactSecrets';

type Settings = Pick<
  Config,
  | 'OPENAI_BASE_URL'
  | 'OPENAI_ANALYSIS_MODEL'
  | 'OPENAI_IMAGE_MODEL'
  | 'OPENAI_IMAGE_MODE'
  | 'OPENAI_IMAGE_QUALITY'
  | 'OPENAI_TIMEOUT_MS'
  | 'OPENAI_MAX_RETRIES'
>;

interface SdkLog {
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

/** The AI call limits: analysis max_tokens 500; generation 1024x1024. */
export const ANALYSIS_MAX_TOKENS = 500;
export const GENERATE_SIZE = '1024x1024';

// gpt-image-2 always uses high fidelity and refuses the parameter; the older models need it asked for.
const takesInputFidelity = (model: string) => /^gpt-image-1/.test(model);

/** The edit endpoint's sizes nearest to the photo's shape, so the car is not squashed. */
export function editSizeFor(width: number, height: number): '1024x1024' | '1536x1024' | '1024x1536' {
  const ratio = width / height;
  if (ratio >= 1.25) return '1536x1024';
  if (ratio <= 0.8) return '1024x1536';
  return '1024x1024';
}

const describeImage = async (image: Buffer) => {
  const { format, width, height } = await sharp(image).metadata();
  return { format, width, height, bytes: image.length };
};

/**
 * OpenAI with the key held by this server: analysis by chat completions with the photo, the
 * picture by the edit endpoint with the photo (the visitor's own car) or by the original text-only
 * generation call. The SDK retries 429, 5xx and dropped connections with backoff.
 */
export function createOpenAiProvider(options: {
  apiKey: string;
  config: Settings;
  log: SdkLog;
  reservation?: PaidCallReservation | undefined;
}): WrapProvider {
  const { config, reservation } = options;
  const secrets = [options.apiKey];
  const failure = (fallback: string) => (error: unknown) => Promise.reject(openAiFailure(error, fallback, secrets));
  /** The paid picture: the day's reservation is kept if OpenAI may bill the call, else given back. */
  const paid = async <T>(call: () => Promise<T>): Promise<T> => {
    try {
      const result = await call();
      reservation?.keep();
      return result;
    } catch (error) {
      if (error instanceof ProviderError && error.mayBeCharged) reservation?.keep();
      else await reservation?.release();
      throw error;
    }
  };
  const client = new OpenAI({
    apiKey: options.apiKey,
    baseURL: config.OPENAI_BASE_URL,
    timeout: config.OPENAI_TIMEOUT_MS,
    maxRetries: config.OPENAI_MAX_RETRIES,
    logLevel: 'warn',
    // The SDK's own messages go to our log (which redacts keys), not to stdout.
    logger: {
      debug: () => undefined,
      info: () => undefined,
      warn: (message: string) => options.log.warn({ module: 'openai' }, redactSecrets(message, secrets)),
      error: (message: string) => options.log.error({ module: 'openai' }, redactSecrets(message, secrets)),
    },
  });

  return {
    name: 'openai',
    async analyse(order, record, signal) {
      const dataUrl = `data:image/jpeg;base64,${order.photo.toString('base64')}`;
      const answer = await record(
        {
          service: OPENAI_SERVICE,
          type: 'chat.completions',
          request: {
            model: config.OPENAI_ANALYSIS_MODEL,
            max_tokens: ANALYSIS_MAX_TOKENS,
            instruction: ANALYSIS_INSTRUCTION,
            image: await describeImage(order.photo),
          },
        },
        () =>
          client.chat.completions
            .create(
              {
                model: config.OPENAI_ANALYSIS_MODEL,
                max_tokens: ANALYSIS_MAX_TOKENS,
                messages: [
                  {
                    role: 'user',
                    content: [
                      { type: 'text', text: ANALYSIS_INSTRUCTION },
                      { type: 'image_url', image_url: { url: dataUrl } },
                    ],
                  },
                ],
              },
              { signal },
            )
            .catch(failure(ERRORS.analyse)),
        (r) => ({ model: r.model, content: r.choices[0]?.message?.content ?? null, usage: r.usage ?? null }),
      );
      const text = answer.choices[0]?.message?.content?.trim();
      if (!text) throw new ProviderError(ERRORS.analyse);
      return text;
    },

    async render(order, prompt, record, signal) {
      // Where the car is: the edit's mask and the cut that keeps the visitor's background.
      const car = config.OPENAI_IMAGE_MODE === 'edit' ? await locateCar(order) : null;
      const b64 =
        config.OPENAI_IMAGE_MODE === 'edit' ? await edit(order, prompt, record, signal, car) : await generate(prompt, record, signal);
      const picture = Buffer.from(b64, 'base64');
      const format = await sharp(picture)
        .metadata()
        .then((m) => m.format)
        .catch(() => undefined);
      if (!format) throw new ProviderError(ERRORS.generate);
      if (config.OPENAI_IMAGE_MODE === 'generate') return { png: await sharp(picture).png().toBuffer() };
      return { png: await keepVisitorsBackground(order, picture, car) };
    },

    // A job that ended before its picture was asked for (analysis failed, no car) gives it back.
    finish: async () => reservation?.release(),
  };

  async function edit(
    order: WrapOrderToRender,
    prompt: string,
    record: Parameters<WrapProvider['render']>[2],
    signal: AbortSignal,
    car: CarMask | null,
  ): Promise<string> {
    const { width = 1024, height = 1024 } = await sharp(order.photo).metadata();
    // The silhouette as the edit mask (transparent = paint here), the size of the photo sent.
    const mask = car && acceptsEditMask(config.OPENAI_IMAGE_MODEL) ? await buildEditMask(car, width, height).catch(() => null) : null;
    const params = {
      model: config.OPENAI_IMAGE_MODEL,
      prompt,
      n: 1,
      size: editSizeFor(width, height),
      quality: config.OPENAI_IMAGE_QUALITY,
      ...(takesInputFidelity(config.OPENAI_IMAGE_MODEL) ? { input_fidelity: 'high' as const } : {}),
    };
    const result = await record(
      {
        service: OPENAI_SERVICE,
        type: 'images.edit',
        request: {
          ...params,
          image: await describeImage(order.photo),
          mask: mask
            ? {
                width: mask.width,
                height: mask.height,
                bytes: mask.png.length,
                editableShare: Math.round(mask.editableShare * 1000) / 1000,
              }
            : null,
        },
      },
      async () => {
        const files = {
          image: await toFile(order.photo, 'car.jpg', { type: 'image/jpeg' }),
          ...(mask ? { mask: await toFile(mask.png, 'mask.png', { type: 'image/png' }) } : {}),
        };
        return paid(() => client.images.edit({ ...params, ...files }, { signal }).catch(failure(ERRORS.generate)));
      },
      summarizeImages,
    );
    return firstImage(result);
  }

  async function generate(prompt: string, record: Parameters<WrapProvider['render']>[2], signal: AbortSignal): Promise<string> {
    const params = { model: config.OPENAI_IMAGE_MODEL, prompt, n: 1, size: GENERATE_SIZE, quality: config.OPENAI_IMAGE_QUALITY } as const;
    const result = await record(
      { service: OPENAI_SERVICE, type: 'images.generate', request: params },
      () => paid(() => client.images.generate(params, { signal }).catch(failure(ERRORS.generate))),
      summarizeImages,
    );
    return firstImage(result);
  }
}

function summarizeImages(result: OpenAI.ImagesResponse): Record<string, unknown> {
  return {
    images: result.data?.length ?? 0,
    hasB64: Boolean(result.data?.[0]?.b64_json),
    usage: result.usage ?? null,
    size: result.size ?? null,
    quality: result.quality ?? null,
  };
}

function firstImage(result: OpenAI.ImagesResponse): string {
  const b64 = result.data?.[0]?.b64_json;
  if (!b64) throw new ProviderError(ERRORS.generate);
  return b64;
}

/** The engine's car silhouette: a greyscale PNG, car light, the size of the photo. */
type CarMask = Buffer;

/**
 * The engine's silhouette of the car, or null when it found none or is unsure of it: a doubtful
 * outline neither limits the AI's edit nor cuts its picture. An area the visitor touched up
 * with the brush is theirs to say: it is the edit mask and the cut instead.
 */
async function locateCar(order: WrapOrderToRender): Promise<CarMask | null> {
  if (order.paintMask) return order.paintMask;
  return findCarMask(order.photo, order.hint).catch(() => null);
}

/**
 * Inside the car's silhouette the AI's car is used, outside it the visitor's own background.
 * Without a silhouette the AI picture is kept whole.
 */
async function keepVisitorsBackground(order: WrapOrderToRender, picture: Buffer, car: CarMask | null): Promise<Buffer> {
  if (!car) {
    const { width, height } = await sharp(order.photo).metadata();
    return sharp(picture).resize(width, height, { fit: 'fill' }).png().toBuffer();
  }
  return compositeIntoPhoto(order.photo, picture, car);
}
