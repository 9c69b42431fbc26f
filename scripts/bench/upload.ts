import sharp from 'sharp';
import { normalizeUpload } from '../../src/server/image/normalizeUpload';
import { fixture, PHONE_JPEG } from './fixtures';
import { figure, timeRuns, type Figure } from './stats';

/**
 * The server's upload normalisation: a 4 MB, 32 MP phone JPEG to the stored 1024-px JPEG (what
 * a client that skips the browser's downscale sends), and the usual case, a photo the browser has
 * already brought down to 1024 px.
 */
export async function benchUpload(runs: number): Promise<Figure[]> {
  const phone = fixture(PHONE_JPEG);
  const fromBrowser = await sharp(phone).resize(1024, 1024, { fit: 'inside' }).jpeg({ quality: 80 }).toBuffer();
  const phoneTimes = await timeRuns(runs, () => normalizeUpload(phone, 'phone.jpg'));
  const browserTimes = await timeRuns(runs, () => normalizeUpload(fromBrowser, 'phone.jpg'));
  return [
    figure(`normalise a ${(phone.length / 1024 / 1024).toFixed(1)} MB 32 MP phone JPEG`, 'ms', phoneTimes, {
      text: '<= 250 ms',
      ok: (m) => m <= 250,
    }),
    figure('normalise a browser-downscaled 1024-px JPEG', 'ms', browserTimes),
  ];
}
