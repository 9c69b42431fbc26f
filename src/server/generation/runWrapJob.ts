import { eq } from 'drizzle-orm';
import type { JobStage } from '../../domain/api';
import { resolveColor } from '../../domain/catalog/colors';
import type { FinishId } from '../../domain/catalog/finishes';
import type { StyleId } from '../../domain/catalog/styles';
import { ERRORS, MESSAGES } from '../../domain/messages';
import { buildWrapPrompt } from '../../domain/prompt/buildWrapPrompt';
import { guessCarName } from '../../domain/vehicle/vehicleDescription';
import { guessSizeClass } from '../../domain/estimate/sizeClass';
import type { WrapOrderToRender, WrapProvider } from '../ai/provider';
import { WrapFailure } from './wrapFailure';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { carWrapRequests } from '../db/schema';
import { addToGallery } from '../gallery/addToGallery';
import { displayPathOf, makeDisplayImage } from '../image/displayImage';
import { addWatermark, watermarkText } from '../image/watermark';
import { BUCKET, randomFileName, type Storage } from '../storage/storage';
import type { CarHint } from '../../domain/api';
import { EngineInputError, detectCar } from '../engine/index';
import { handedBack } from '../jobs/jobQueue';
import { createStepRecorder } from './stepLog';
import { storedPhotoUrl } from '../db/storedPhoto';
import { isDatabaseConnectionLoss } from '../outage';
import type { PublicPictures } from '../privacy/publicPictures';
import { makePublicCopies } from '../privacy/makePublicCopies';

export interface JobDeps {
  db: Db;
  storage: Storage;
  config: Pick<Config, 'BRAND_NAME' | 'BRAND_SITE' | 'BRAND_PLATE'>;
  log: { error(obj: object, msg: string): void; warn(obj: object, msg: string): void };
  /** The provider for a job of `clientKey`'s wrap (null: a wrap with no client recorded). */
  providerForNextJob: (clientKey: string | null) => Promise<WrapProvider>;
  /** Writes the stage (and anything else) to the request row and tells the listeners. */
  setStage: (id: string, stage: JobStage, extra?: Partial<typeof carWrapRequests.$inferInsert>) => Promise<void>;
  /** Whether the photo shows a car at all: a picture without one is never rendered or published. */
  findsCar: (photo: Buffer, hint?: CarHint) => Promise<boolean>;
  /** Where the public copies (plates hidden) of a finished wrap are made; none in tests that do not look. */
  publicPictures?: Pick<PublicPictures, 'ensure'> | undefined;
}

/**
 * The local engine's look at the photo (its silhouette is kept beside the photo, so the render
 * and any AI composite reuse it). Only a photo it is sure holds no car is refused.
 */
export async function findsCar(photo: Buffer, hint?: CarHint): Promise<boolean> {
  try {
    return !(await detectCar(photo, hint)).noCar;
  } catch (error) {
    if (error instanceof EngineInputError) throw new WrapFailure(error.message);
    throw error;
  }
}

/** A change request regenerates from the stored original with the visitor's extra words. */
export interface JobInput {
  requestId: string;
  instructions?: string | undefined;
  /** A change even without words (a touched-up area): no new analysis, no second gallery entry. */
  change?: boolean | undefined;
}

/**
 * One generation, in the product's steps: analyse the car, build the prompt, render, watermark, store
 * the PNG, update the request and (for a first generation) add the gallery record. Every failure
 * ends in stage "failed" with the sentence for the visitor's toast; nothing is left running.
 */
export async function runWrapJob(deps: JobDeps, input: JobInput, signal: AbortSignal): Promise<void> {
  const { db, storage, config, log, setStage } = deps;
  const id = input.requestId;
  const isChange = input.change === true || Boolean(input.instructions);
  let finishProvider: WrapProvider['finish'];
  try {
    const [row] = await db.select().from(carWrapRequests).where(eq(carWrapRequests.id, id));
    if (!row) return;
    const storedUrl = storedPhotoUrl(row.originalImageUrl);
    const photo = storedUrl ? await storage.getByUrl(storedUrl) : null;
    if (!storedUrl || !photo) throw new WrapFailure(ERRORS.originalNotFound);
    const paintMask = row.paintMaskUrl ? await storage.getByUrl(row.paintMaskUrl) : null;
    if (row.paintMaskUrl && !paintMask) throw new WrapFailure(ERRORS.originalNotFound);
    const color = resolveColor(row.wrapColor);
    if (!color) throw new WrapFailure(ERRORS.unknownColor);
    const order: WrapOrderToRender = {
      photo,
      color,
      finish: row.finishType as FinishId,
      style: row.styleType as StyleId,
      hint: (row.carHint as CarHint | null) ?? undefined,
      paintMask: paintMask ?? undefined,
      instructions: input.instructions,
    };

    const provider = await deps.providerForNextJob(row.clientKey);
    finishProvider = provider.finish;
    await setStage(id, 'analyzing', { provider: provider.name, notice: provider.notice ?? null });
    // Before any paid call: text, a face or a landscape is not wrapped, stored or published.
    if (!(await deps.findsCar(photo, order.hint))) throw new WrapFailure(ERRORS.noCar);
    const record = createStepRecorder(db, id, log);
    // A change keeps the first analysis: the car has not changed, and it saves a paid call.
    let analysis = isChange && row.carAnalysis ? row.carAnalysis : null;
    if (!analysis) {
      analysis = await visitorFacing(ERRORS.analyse, () => provider.analyse(order, record, signal), log);
      // The estimate's vehicle size starts from the analysis; a visitor's own choice is never overwritten.
      await db
        .update(carWrapRequests)
        .set({ carAnalysis: analysis, sizeClass: row.sizeClass ?? guessSizeClass(analysis) })
        .where(eq(carWrapRequests.id, id));
    }

    await setStage(id, 'rendering');
    const prompt = buildWrapPrompt({
      analysis,
      // A film's own name tells an AI provider more than its display hex.
      colorName: row.film ? `${row.film.name} (${color.hex})` : color.name,
      finish: order.finish,
      style: order.style,
      plateText: config.BRAND_PLATE,
      instructions: input.instructions,
    });
    const rendered = await visitorFacing(ERRORS.generate, () => provider.render(order, prompt, record, signal), log);

    await setStage(id, 'finishing');
    const png = await addWatermark(rendered.png, watermarkText(config));
    const pngKey = `${BUCKET}/${randomFileName(undefined, '.png')}`;
    // The display WebP first: once the row names the PNG, the browser may ask for both.
    await storage.put(displayPathOf(pngKey)!, await makeDisplayImage(png), 'image/webp');
    const imageUrl = await storage.put(pngKey, png, 'image/png');
    if (!isChange) {
      await addToGallery(
        { db, storage },
        {
          carWrapRequestId: id,
          imageUrl,
          png,
          wrapName: row.selectedWrapName,
          wrapColor: row.film?.name ?? color.name,
          finishType: row.finishType,
          styleType: row.styleType,
          carMakeModel: guessCarName(analysis),
          galleryConsent: row.galleryConsent,
        },
      );
    }
    await setStage(id, 'done', { wrappedImageUrl: imageUrl, errorMessage: null });
    // After "done", so the visitor never waits for them, and only for a wrap bound for the gallery:
    // another's are made if its share link is ever opened, as any still missing are on first request.
    if (deps.publicPictures && row.galleryConsent) {
      const photoSource = { url: storedUrl, photoUrl: storedUrl, hint: order.hint };
      await makePublicCopies(deps.publicPictures, [{ ...photoSource, url: imageUrl }, ...(isChange ? [] : [photoSource])], log);
    }
  } catch (error) {
    // The queue hands the job to another process, which starts it afresh: it has not failed.
    if (handedBack(signal)) throw signal.reason;
    // The database went away mid-run (a restart, a failover): nothing could record the end, so the
    // queue runs the job again once it is back, rather than leave the wrap at its last stage.
    if (isDatabaseConnectionLoss(error)) throw error;
    const message = error instanceof WrapFailure ? error.message : MESSAGES.processingFailed.description;
    if (error instanceof WrapFailure) log.warn({ requestId: id, reason: message, detail: error.detail }, 'wrap failed');
    else log.error({ err: error, requestId: id }, 'wrap job failed');
    try {
      await setStage(id, 'failed', { errorMessage: message });
    } catch (e) {
      if (isDatabaseConnectionLoss(e)) throw e;
      log.error({ err: e, requestId: id }, 'could not mark the wrap failed');
    }
  } finally {
    await finishProvider?.().catch((e: unknown) => log.error({ err: e, requestId: id }, 'could not give back the reserved AI call'));
  }
}

/** Keeps a provider's (or the engine's) own sentence; anything unexpected becomes the step's spec fallback. */
async function visitorFacing<T>(fallback: string, run: () => Promise<T>, log: JobDeps['log']): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof WrapFailure) throw error;
    log.error({ err: error }, fallback);
    throw new WrapFailure(fallback);
  }
}
