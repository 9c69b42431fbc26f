import { afterEach, describe, expect, it, vi } from 'vitest';
import { OWNER_TOKEN_HEADER } from '../../../domain/api';
import { ownerHeaders } from '../../shared/wrapOwner';
import { createWrap, type WrapRequest } from './createWrap';

const photo = new File([new Uint8Array([0xff, 0xd8, 0xff])], 'my car.jpg', { type: 'image/jpeg' });
const order: WrapRequest = {
  photo,
  email: ' me@example.com ',
  color: 'blue',
  finish: 'glossy',
  style: 'solid-wrap',
  galleryConsent: false,
};

/** The parts, in order, when the wrap names the photo the photo step stored. */
const NAMED_PHOTO_PARTS = ['email', 'color', 'finish', 'style', 'galleryConsent', 'photoId', 'fileName'];

/**
 * The parts of the wrap form createWrap posts, by name, with file names for files. `storedAs`: the
 * id POST /api/photos answers for the photo, or null when that upload fails.
 */
async function sentParts(wrap: WrapRequest, storedAs: string | null = null): Promise<Array<[string, string]>> {
  const fetchMock = vi.fn(async (url: string) =>
    url === '/api/photos'
      ? storedAs
        ? new Response(JSON.stringify({ photoId: storedAs }), { status: 201 })
        : new Response(JSON.stringify({ error: 'Storage down' }), { status: 503 })
      : new Response(JSON.stringify({ requestId: 'r1', ownerToken: 't1' }), { status: 202 }),
  );
  vi.stubGlobal('fetch', fetchMock);
  // A new File each time: each upload is asked for once per photo.
  expect(await createWrap({ ...wrap, photo: new File([photo], photo.name, { type: photo.type }) })).toBe('r1');
  const calls = fetchMock.mock.calls as unknown as [string, RequestInit][];
  const body = calls.find(([url]) => url === '/api/wraps')![1].body as FormData;
  return [...body.entries()].map(([name, value]) => [name, typeof value === 'string' ? value : `file:${value.name}`]);
}

describe('createWrap', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('names the photo the photo step stored instead of sending it again, and sends no paintMask part when the area was not touched up', async () => {
    const parts = await sentParts(order, 'a'.repeat(64));
    expect(parts.map(([name]) => name)).toEqual(NAMED_PHOTO_PARTS);
  });

  it('keeps the owner token for the writes on that wrap, and has none for a wrap it did not make', async () => {
    await sentParts(order);
    expect(ownerHeaders('r1')).toEqual({ [OWNER_TOKEN_HEADER]: 't1' });
    expect(ownerHeaders('someone-elses-wrap')).toEqual({});
  });

  it("sends the visitor's gallery consent", async () => {
    expect(await sentParts({ ...order, galleryConsent: true })).toContainEqual(['galleryConsent', 'true']);
  });

  it('sends the touched-up area as paint-mask.png after the fields and before the photo (sent when it could not be stored)', async () => {
    const paintMask = new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], { type: 'image/png' });
    expect(await sentParts({ ...order, paintMask })).toEqual([
      ['email', 'me@example.com'],
      ['color', 'blue'],
      ['finish', 'glossy'],
      ['style', 'solid-wrap'],
      ['galleryConsent', 'false'],
      ['paintMask', 'file:paint-mask.png'],
      ['image', 'file:my car.jpg'],
    ]);
    const named = await sentParts({ ...order, paintMask }, 'b'.repeat(64));
    expect(named.map(([name]) => name)).toEqual([...NAMED_PHOTO_PARTS, 'paintMask']);
  });
});
