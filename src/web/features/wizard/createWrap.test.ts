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

/** The parts of the form createWrap posts, by name, with file names for files. */
async function sentParts(wrap: WrapRequest): Promise<Array<[string, string]>> {
  const fetchMock = vi.fn(async () => new Response(JSON.stringify({ requestId: 'r1', ownerToken: 't1' }), { status: 202 }));
  vi.stubGlobal('fetch', fetchMock);
  expect(await createWrap(wrap)).toBe('r1');
  const body = (fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1].body as FormData;
  return [...body.entries()].map(([name, value]) => [name, typeof value === 'string' ? value : `file:${value.name}`]);
}

describe('createWrap', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends no paintMask part when the area was not touched up', async () => {
    const parts = await sentParts({ ...order, photoId: 'a'.repeat(64) });
    expect(parts.map(([name]) => name)).toEqual(['email', 'color', 'finish', 'style', 'galleryConsent', 'photoId', 'fileName']);
  });

  it('keeps the owner token for the writes on that wrap, and has none for a wrap it did not make', async () => {
    await sentParts(order);
    expect(ownerHeaders('r1')).toEqual({ [OWNER_TOKEN_HEADER]: 't1' });
    expect(ownerHeaders('someone-elses-wrap')).toEqual({});
  });

  it("sends the visitor's gallery consent", async () => {
    expect(await sentParts({ ...order, galleryConsent: true })).toContainEqual(['galleryConsent', 'true']);
  });

  it('sends the touched-up area as paint-mask.png after the fields and before the photo', async () => {
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
    const named = await sentParts({ ...order, photoId: 'b'.repeat(64), paintMask });
    expect(named.map(([name]) => name)).toEqual([
      'email',
      'color',
      'finish',
      'style',
      'galleryConsent',
      'photoId',
      'fileName',
      'paintMask',
    ]);
  });
});
