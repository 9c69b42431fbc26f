import { normalizeUpload } from '../../src/server/image/normalizeUpload';
import { fixture, PHONE_JPEG } from './fixtures';
import { figure, timeRuns, type Figure } from './stats';

/** The server's upload normalisation: a 4 MB, 32 MP phone JPEG to the stored 1024-px JPEG. */
export async function benchUpload(runs: number): Promise<Figure[]> {
  const photo = fixture(PHONE_JPEG);
  const times = await timeRuns(runs, () => normalizeUpload(photo, 'phone.jpg'));
  return [figure(`normalise a ${(photo.length / 1024 / 1024).toFixed(1)} MB phone JPEG`, 'ms', times, { text: '<= 250 ms', ok: (m) => m <= 250 })];
}
