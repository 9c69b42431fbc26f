import { describe, expect, it, vi } from 'vitest';
import { CreateWrapResponse, GalleryPage, OWNER_TOKEN_HEADER, WrapJob } from '../src/domain/api';
import { MY_DATA_PAGE } from '../src/domain/privacy/api';
import { EXPIRED_TEXT, MY_DATA_TEXT, PRIVACY_PAGE_TEXT } from '../src/domain/privacy/privacyTexts';
import { textOf } from '../src/server/email/smtpTestServer.testutil';
import { carPhoto } from '../src/server/image/photoForm.testutil';
import { useAppWithMail } from './appAndBrowser.testutil';
import { openPage } from './builtApp.testutil';

const SHOP_NAME = 'Ruiz Wraps Ltd';
const CONTACT = 'privacy@ruizwraps.example';

describe('a visitor deletes their data from the link in their confirmation e-mail', () => {
  const running = useAppWithMail({
    SHOP_NAME,
    PRIVACY_CONTACT: CONTACT,
    WRAP_RETENTION_DAYS: '45',
    AI_PROVIDER: 'local',
    // The files and pages are under test, not the silhouette: the classic segmenter spares loading the model.
    SEGMENTER: 'classic',
  });

  /** A finished wrap shown in the gallery, and its quote, made through the API as the wizard makes them. */
  async function wrapWithQuote(): Promise<{ id: string; originalUrl: string; imageUrl: string }> {
    const form = new FormData();
    for (const [name, value] of Object.entries({ email: 'driver@e2e.example', color: 'red', finish: 'glossy', style: 'solid-wrap' }))
      form.append(name, value);
    form.append('galleryConsent', 'true');
    form.append('image', new Blob([new Uint8Array(carPhoto())], { type: 'image/jpeg' }), 'car.jpg');
    const created = await fetch(`${running.app.url}/api/wraps`, { method: 'POST', body: form });
    expect(created.status).toBe(202);
    const { requestId, ownerToken } = CreateWrapResponse.parse(await created.json());
    const done = await vi.waitFor(
      async () => {
        const job = WrapJob.parse(await (await fetch(`${running.app.url}/api/wraps/${requestId}`)).json());
        expect(job.stage).toBe('done');
        return job;
      },
      { timeout: 120_000, interval: 250 },
    );
    const quoted = await fetch(`${running.app.url}/api/wraps/${requestId}/quote`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [OWNER_TOKEN_HEADER]: ownerToken },
      body: JSON.stringify({ name: 'Ana Ruiz', phone: '+44 20 7946 0958', city: 'Leeds', consent: true }),
    });
    expect(quoted.status).toBe(200);
    return { id: requestId, originalUrl: done.originalUrl!, imageUrl: done.imageUrl! };
  }

  /** The entries the public gallery lists (their pictures are public copies, so they are told apart by id). */
  const galleryIds = async () =>
    GalleryPage.parse(await (await fetch(`${running.app.url}/api/gallery`)).json()).items.map((item) => item.id);

  it('shows what is held, deletes it in one click, and then the photo, result, share page and gallery entry are gone', async () => {
    const listedBefore = await galleryIds();
    const wrap = await wrapWithQuote();
    const mail = await vi.waitFor(
      () => {
        const confirmation = running.smtp.received.find((message) => message.to.includes('driver@e2e.example'));
        expect(confirmation).toBeDefined();
        return textOf(confirmation!.raw);
      },
      { timeout: 20_000, interval: 100 },
    );
    const link = new RegExp(`(http\\S+${MY_DATA_PAGE}#\\S+)`).exec(mail)?.[1];
    expect(link, mail).toBeDefined();
    const entry = (await galleryIds()).filter((id) => !listedBefore.includes(id));
    expect(entry, 'the consented wrap is in the gallery').toHaveLength(1);

    const { page, errors } = await openPage(running.browser, 390, 844);
    await page.goto(link!);
    const held = page.getByTestId('my-data');
    await held.waitFor();
    expect(await held.getByText('driver@e2e.example').isVisible()).toBe(true);
    expect(await held.getByText(MY_DATA_TEXT.quoteLine('Ana Ruiz', '+44 20 7946 0958', 'Leeds')).isVisible()).toBe(true);

    await page.getByRole('button', { name: MY_DATA_TEXT.deleteButton }).click();
    await page.getByRole('status').filter({ hasText: MY_DATA_TEXT.deleted }).waitFor();
    expect(page.url()).not.toContain('#');

    for (const url of [wrap.originalUrl, wrap.imageUrl]) expect((await fetch(`${running.app.url}${url}`)).status, url).toBe(404);
    await page.goto(`${running.app.url}/w/${wrap.id}`);
    await page.getByRole('heading', { name: EXPIRED_TEXT.title }).waitFor();
    expect((await fetch(`${running.app.url}/w/${wrap.id}`)).status).toBe(410);
    expect(await galleryIds()).not.toContain(entry[0]);

    // The privacy page says who to write to and how long a wrap is kept, from the settings.
    await page.goto(`${running.app.url}/privacy`);
    await page.getByRole('heading', { name: PRIVACY_PAGE_TEXT.title }).waitFor();
    await page.getByText(CONTACT).first().waitFor();
    expect(await page.getByText(SHOP_NAME).first().isVisible()).toBe(true);
    expect(await page.getByText(/45 days/).isVisible()).toBe(true);
    expect(errors).toEqual([]);
  });
});
