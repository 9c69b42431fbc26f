import type { CreateWrapResponse } from '../../domain/api';
import { ERRORS, FILM_TEXT, MESSAGES } from '../../domain/messages';
import type { ProviderStatus } from '../ai/providerStatus';
import type { FilmCatalogue } from '../catalog/filmCatalogue';
import { cleanFileName, normalizeUpload } from '../image/normalizeUpload';
import { readPaintMask } from '../image/paintMask';
import type { PhotoForm } from '../image/photoForm';
import { loadUploadedPhoto } from '../image/uploadedPhotos';
import { InvalidInput, Unavailable } from '../serviceErrors';
import type { Storage } from '../storage/storage';
import { issueOwnerToken } from './ownerToken';
import { parseWrapOrderFields } from './wrapOrderFields';
import type { WrapService } from './wrapService';

export interface WrapFormDeps {
  storage: Storage;
  films: Pick<FilmCatalogue, 'findInStock'>;
  providerStatus: () => Promise<ProviderStatus>;
  wraps: Pick<WrapService, 'start'>;
  log: { warn(obj: object, msg: string): void };
}

/**
 * The wizard's photo form made a wrap request: the film, the order's fields, a provider ready, the
 * photo (sent now, or named by the photo step's id: upload once), the touched-up area, and the
 * owner token that only this answer ever carries (the row keeps its hash). Each refusal is the
 * sentence for the first field that is wrong, in the form's order.
 */
export async function orderWrapFromForm(
  deps: WrapFormDeps,
  form: PhotoForm,
  clientKey: string,
  /** The embedding site's origin, for the funnel ('' for the shop's own site). */
  site = '',
): Promise<CreateWrapResponse> {
  const photoId = form.photo ? '' : (form.fields.photoId ?? '').trim();
  const filmId = (form.fields.filmId ?? '').trim();
  const film = filmId ? await deps.films.findInStock(filmId) : null;
  if (filmId && !film) throw new InvalidInput(FILM_TEXT.unknownFilm);
  const fields = parseWrapOrderFields(form.fields, form.photo !== null || photoId !== '', film);
  const status = await deps.providerStatus();
  if (!status.ready) {
    deps.log.warn({ reason: status.reason }, 'wrap refused: no AI provider ready');
    throw new Unavailable(MESSAGES.keyNotAvailable.description);
  }
  const photo = form.photo
    ? await normalizeUpload(form.photo.data, form.photo.fileName)
    : await loadUploadedPhoto(deps.storage, photoId, cleanFileName(form.fields.fileName));
  if (!photo) throw new InvalidInput(ERRORS.photoExpired);
  const paintMask = form.paintMask ? await readPaintMask(form.paintMask, photo) : undefined;
  const owner = issueOwnerToken();
  const requestId = await deps.wraps.start({ ...fields, photo, paintMask, clientKey, ownerTokenHash: owner.hash, site });
  return { requestId, ownerToken: owner.token };
}
