import OpenAI, { toFile } from 'openai';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeOpenAi, type FakeOpenAi } from './fakeOpenAi.testutil';

/** The fake is only worth trusting if it refuses what the real API would refuse. */
describe('fake OpenAI server', () => {
  let fake: FakeOpenAi;
  let client: OpenAI;
  beforeAll(async () => {
    fake = await startFakeOpenAi({ apiKey: 'sk-fake' });
    client = new OpenAI({ apiKey: 'sk-fake', baseURL: fake.baseUrl, maxRetries: 0 });
  });
  afterAll(async () => fake.close());

  const photo = () =>
    sharp({ create: { width: 64, height: 48, channels: 3, background: '#336699' } })
      .jpeg()
      .toBuffer();
  const dataUrl = async () => `data:image/jpeg;base64,${(await photo()).toString('base64')}`;

  it('answers a well-formed call of each endpoint', async () => {
    const chat = await client.chat.completions.create({
      model: 'gpt-4o',
      max_tokens: 500,
      messages: [
        {
          role: 'user',
          content: [
            { type: 'text', text: 'describe' },
            { type: 'image_url', image_url: { url: await dataUrl() } },
          ],
        },
      ],
    });
    expect(chat.choices[0]!.message.content).toMatch(/Toyota/);
    const generated = await client.images.generate({ model: 'gpt-image-2', prompt: 'a car', n: 1, size: '1024x1024', quality: 'high' });
    expect((await sharp(Buffer.from(generated.data![0]!.b64_json!, 'base64')).metadata()).width).toBe(1024);
    const edited = await client.images.edit({
      model: 'gpt-image-2',
      prompt: 'wrap it',
      image: await toFile(await photo(), 'car.jpg', { type: 'image/jpeg' }),
      size: '1536x1024',
      quality: 'high',
    });
    expect((await sharp(Buffer.from(edited.data![0]!.b64_json!, 'base64')).metadata()).width).toBe(1536);
    expect(fake.problems()).toEqual([]);
  });

  it('refuses a wrong model, max_tokens, size, quality, a missing image and a wrong key', async () => {
    await expect(
      client.chat.completions.create({
        model: 'gpt-3.5',
        max_tokens: 100,
        messages: [{ role: 'user', content: [{ type: 'text', text: 'x' }] }],
      }),
    ).rejects.toMatchObject({
      status: 400,
      error: { message: expect.stringMatching(/model is gpt-3.5.*max_tokens is 100.*no image_url/) },
    });
    await expect(
      client.images.generate({ model: 'gpt-image-2', prompt: 'a car', n: 2, size: '1536x1024', quality: 'low' }),
    ).rejects.toMatchObject({
      status: 400,
      error: { message: expect.stringMatching(/quality is low.*n is 2.*size is 1536x1024/) },
    });
    await expect(
      client.images.edit({
        model: 'gpt-image-2',
        prompt: 'x',
        image: await toFile(Buffer.from('text'), 'a.png', { type: 'image/png' }),
        quality: 'high',
        input_fidelity: 'high',
      }),
    ).rejects.toMatchObject({ status: 400, error: { message: expect.stringMatching(/input_fidelity.*not a PNG, JPEG or WebP/) } });
    const stranger = new OpenAI({ apiKey: 'sk-other', baseURL: fake.baseUrl, maxRetries: 0 });
    await expect(
      stranger.images.generate({ model: 'gpt-image-2', prompt: 'a car', n: 1, size: '1024x1024', quality: 'high' }),
    ).rejects.toMatchObject({ status: 401 });
    expect(fake.problems().length).toBeGreaterThanOrEqual(3);
  });

  it("takes an edit mask only as a PNG of the image's size with alpha, part transparent, and keeps the last one", async () => {
    const rgba = (alpha: (x: number) => number, width = 64, height = 48) => {
      const data = Buffer.alloc(width * height * 4);
      for (let i = 0; i < width * height; i++) data[i * 4 + 3] = alpha(i % width);
      return sharp(data, { raw: { width, height, channels: 4 } })
        .png()
        .toBuffer();
    };
    const edit = async (mask: Buffer) =>
      client.images.edit({
        model: 'gpt-image-2',
        prompt: 'wrap it',
        image: await toFile(await photo(), 'car.jpg', { type: 'image/jpeg' }),
        mask: await toFile(mask, 'mask.png', { type: 'image/png' }),
        size: '1536x1024',
        quality: 'high',
      });
    const good = await rgba((x) => (x < 32 ? 0 : 255));
    await expect(edit(good)).resolves.toMatchObject({ data: [{ b64_json: expect.any(String) }] });
    expect(fake.lastEdit!.mask!.equals(good)).toBe(true);
    const refusals: Array<[Promise<Buffer>, RegExp]> = [
      [rgba((x) => (x < 32 ? 0 : 255), 64, 64), /size 64x64 does not match the image's 64x48/],
      [
        sharp({ create: { width: 64, height: 48, channels: 3, background: '#000' } })
          .png()
          .toBuffer(),
        /must have an alpha channel/,
      ],
      [rgba(() => 255), /no fully transparent area/],
      [rgba(() => 0), /fully transparent/],
      [
        sharp({ create: { width: 64, height: 48, channels: 4, background: '#0000' } })
          .webp()
          .toBuffer(),
        /must be a PNG/,
      ],
    ];
    for (const [mask, message] of refusals) {
      await expect(edit(await mask)).rejects.toMatchObject({ status: 400, error: { message: expect.stringMatching(message) } });
    }
    expect(fake.lastEdit!.mask!.equals(good)).toBe(true);
  });

  it('answers scripted error bodies, 429 and 500, then recovers', async () => {
    fake.script(
      'generate',
      { kind: 'error', status: 400, message: 'Nope' },
      { kind: 'status', status: 429 },
      { kind: 'status', status: 500 },
    );
    const call = () => client.images.generate({ model: 'gpt-image-2', prompt: 'a car', n: 1, size: '1024x1024', quality: 'high' });
    await expect(call()).rejects.toMatchObject({ status: 400, error: { message: 'Nope' } });
    await expect(call()).rejects.toMatchObject({ status: 429 });
    await expect(call()).rejects.toMatchObject({ status: 500 });
    await expect(call()).resolves.toMatchObject({ data: [{ b64_json: expect.any(String) }] });
  });
});
