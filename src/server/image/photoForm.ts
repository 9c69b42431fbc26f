import fs from 'node:fs';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { ERRORS } from '../../domain/messages';
import { InvalidInput, ServiceError } from '../serviceErrors';

export interface PhotoForm {
  /** The `image` file part, or null when none (or an empty one) was sent. */
  photo: { data: Buffer; fileName: string | undefined } | null;
  /** The `paintMask` file part (the touched-up area to wrap), or null when none was sent. */
  paintMask: Buffer | null;
  fields: Record<string, string>;
}

/**
 * Reads a multipart form with one photo in the `image` part (and the photo step's touched-up
 * area in `paintMask`, checked later against the photo). The 10 MB limit is enforced while
 * streaming (@fastify/multipart's fileSize), so an oversized photo is refused before it is held.
 */
export async function readPhotoForm(request: FastifyRequest): Promise<PhotoForm> {
  try {
    return await readParts(request);
  } catch (error) {
    // Our own refusals, and the framework's (too large, too many parts, not multipart), carry their status.
    if (error instanceof ServiceError || typeof (error as { statusCode?: unknown }).statusCode === 'number') throw error;
    // Anything else is the body itself: no boundary, a part cut short, or the visitor went away.
    request.log.info({ reason: (error as Error).message }, 'upload form unreadable');
    throw new InvalidInput(ERRORS.formUnreadable);
  }
}

async function readParts(request: FastifyRequest): Promise<PhotoForm> {
  const form: PhotoForm = { photo: null, paintMask: null, fields: {} };
  const files = new Set<string>();
  for await (const part of request.parts()) {
    if (part.type === 'file') {
      // A second photo or mask would silently replace the first: each is refused in its own words.
      const again = files.has(part.fieldname);
      files.add(part.fieldname);
      if (part.fieldname === 'paintMask') {
        if (again) throw new InvalidInput(ERRORS.paintMaskTwice);
        const data = await spooled(request, part);
        if (data.length > 0) form.paintMask = data;
        continue;
      }
      if (part.fieldname !== 'image') {
        part.file.resume();
        continue;
      }
      if (again) throw new request.server.multipartErrors.FilesLimitError();
      const data = await spooled(request, part);
      if (data.length > 0) form.photo = { data, fileName: part.filename || undefined };
    } else if (typeof part.value === 'string') {
      form.fields[part.fieldname] = part.value;
    }
  }
  return form;
}

/**
 * A file part, written to a temporary file while it arrives and read back once whole: a visitor
 * whose upload stalls holds a few kilobytes of the server's memory, not the megabytes sent so
 * far, until the request timeout ends it (60 such uploads held over 500 MB when buffered).
 */
async function spooled(request: FastifyRequest, part: MultipartFile): Promise<Buffer> {
  const dir = await fsp.mkdtemp(path.join(os.tmpdir(), 'wrap-upload-'));
  // A connection cut off mid-upload (the request timeout, a visitor gone) does not always end the
  // part's stream, which would leave this write, and its temp folder, waiting forever.
  const cutOff = () => {
    if (!request.raw.complete) part.file.destroy(new Error('upload cut off before its end'));
  };
  request.raw.once('close', cutOff);
  try {
    const file = path.join(dir, 'part');
    await pipeline(part.file, fs.createWriteStream(file));
    if (part.file.truncated) throw new request.server.multipartErrors.RequestFileTooLargeError();
    return await fsp.readFile(file);
  } finally {
    request.raw.off('close', cutOff);
    await fsp.rm(dir, { recursive: true, force: true });
  }
}
