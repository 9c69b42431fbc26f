import { StoredPhotoResponse } from '../../../domain/api';
import { requestJson } from '../http';

/** Each photo's upload, once: the detection and the wrap request both wait on the same one. */
const uploads = new WeakMap<File, Promise<string>>();

/**
 * POST /api/photos: the visitor's photo stored the moment it is chosen; resolves to its id.
 * A failed upload is forgotten, so the next caller tries again (the wrap request then sends the
 * file itself, and gets the server's own sentence if the photo is refused).
 */
export function storePhoto(file: File): Promise<string> {
  const known = uploads.get(file);
  if (known) return known;
  const body = new FormData();
  body.append('image', file, file.name);
  const upload = requestJson(StoredPhotoResponse, '/api/photos', { method: 'POST', body }).then((answer) => answer.photoId);
  uploads.set(file, upload);
  upload.catch(() => uploads.delete(file));
  return upload;
}
