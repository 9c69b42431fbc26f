import type { Page } from 'playwright-core';
import { describe, expect, it, vi } from 'vitest';
import DE from '../src/domain/i18n/de';
import FR from '../src/domain/i18n/fr';
import { ENGLISH, type VisitorTexts } from '../src/domain/i18n/visitorTexts';
import { textOf } from '../src/server/email/smtpTestServer.testutil';
import { useAppWithMail } from './appAndBrowser.testutil';
import { openPage } from './builtApp.testutil';
import { parkPointer, PHOTO } from './wizardWalk.testutil';

const SHOP = 'shop@e2e.example';
const DRIVER = 'fahrer@e2e.example';

/** English texts of the screens on the way to a quote: none may show in another language. */
const ENGLISH_ON_SCREEN = [
  ENGLISH.HOME_TEXT.start,
  ENGLISH.HOME_TEXT.featuresTitle,
  ENGLISH.FOOTER_TEXT.disclaimer,
  ENGLISH.FLOW_TEXT.formTitle,
  ENGLISH.FLOW_TEXT.steps.color,
  ENGLISH.FLOW_TEXT.customBuild,
  ENGLISH.FLOW_TEXT.wrapMyCar,
  ENGLISH.FLOW_TEXT.resultTitle,
  ENGLISH.FLOW_TEXT.requestChanges,
  ENGLISH.FLOW_TEXT.getQuote,
  ENGLISH.FLOW_TEXT.restart,
  ENGLISH.LOOKS_TEXT.title,
  ENGLISH.MESSAGES.wrapGenerated,
  ENGLISH.QUOTE_TEXT.dialogTitle,
  ENGLISH.QUOTE_TEXT.nameLabel,
  ENGLISH.QUOTE_TEXT.submit,
  ENGLISH.ESTIMATE_TEXT.disclaimer,
  ENGLISH.CATALOG_TEXT.colors.blue,
  ENGLISH.CATALOG_TEXT.styles['solid-wrap'].name,
];

async function expectNoEnglish(page: Page) {
  const shown = await page.locator('body').innerText();
  expect(ENGLISH_ON_SCREEN.filter((text) => shown.includes(text))).toEqual([]);
}

/** The wizard, a generation and a quote, every step found by its words in the visitor's language. */
async function wrapAndQuote(page: Page, t: VisitorTexts) {
  await page.getByRole('button', { name: t.HOME_TEXT.start }).click();
  await page.getByRole('button', { name: new RegExp(t.FLOW_TEXT.customBuild) }).click();
  await parkPointer(page);
  await page.locator('#wrap-form input[type=file]').setInputFiles(PHOTO);
  await page.getByRole('button', { name: t.CATALOG_TEXT.colors.blue, exact: true }).click();
  await page.getByRole('button', { name: new RegExp(`^${t.CATALOG_TEXT.finishes.glossy.name}`) }).click();
  await page.getByRole('button', { name: new RegExp(`^${t.CATALOG_TEXT.styles['solid-wrap'].name}`) }).click();
  await page.getByRole('textbox', { name: t.FLOW_TEXT.emailLabel }).fill(DRIVER);
  await expectNoEnglish(page);
  await page.getByRole('button', { name: t.FLOW_TEXT.wrapMyCar }).click();

  const result = page.getByTestId('result-dialog');
  await result.getByRole('heading', { name: t.FLOW_TEXT.resultTitle }).waitFor({ timeout: 90_000 });
  await result.getByRole('button', { name: t.FLOW_TEXT.getQuote }).waitFor();
  await expectNoEnglish(page);

  await result.getByRole('button', { name: t.FLOW_TEXT.getQuote }).click();
  const dialog = page.getByTestId('quote-dialog');
  await dialog.getByRole('heading', { name: t.QUOTE_TEXT.dialogTitle }).waitFor();
  await dialog.getByRole('button', { name: t.QUOTE_TEXT.submit }).waitFor();
  await expectNoEnglish(page);
  await dialog.getByLabel(t.QUOTE_TEXT.nameLabel).fill('Ana Ruiz');
  await dialog.getByLabel(t.QUOTE_TEXT.phoneLabel).fill('+49 30 1234567');
  await dialog.getByLabel(t.QUOTE_TEXT.cityLabel).fill('München');
  await dialog.getByLabel(new RegExp(t.QUOTE_TEXT.consentBefore)).check();
  await dialog.getByRole('button', { name: t.QUOTE_TEXT.submit }).click();
  await page.getByText(t.MESSAGES.quoteSubmitted.title, { exact: true }).waitFor();
}

describe('the product in the visitor language', () => {
  const running = useAppWithMail({ SHOP_EMAIL: SHOP, MAIL_RETRY_BASE_MS: '300' });

  it.each([
    ['de-DE', 'de', DE],
    ['fr-FR', 'fr', FR],
  ] as const)(
    'walks a browser set to %s to a result and a quote in its language, and e-mails the customer in it',
    async (locale, language, texts) => {
      const { page, errors } = await openPage(running.browser, 1280, 900, { locale });
      await page.goto(running.app.url);
      await page.getByRole('button', { name: texts.HOME_TEXT.start }).waitFor();
      expect(await page.evaluate(() => document.documentElement.lang)).toBe(language);
      expect(await page.title()).toContain(texts.BRAND_TEXT.pageTitle('').trim().slice(0, 12));
      await expectNoEnglish(page);

      const before = running.smtp.received.length;
      await wrapAndQuote(page, texts);

      await vi.waitFor(() => expect(running.smtp.received.length).toBeGreaterThanOrEqual(before + 2), { timeout: 30_000, interval: 100 });
      const [shop, driver] = running.smtp.received.slice(before);
      expect(driver!.to).toEqual([DRIVER]);
      const mail = textOf(driver!.raw);
      expect(mail).toContain(texts.CONFIRMATION_TEXT.greeting('Ana Ruiz'));
      expect(mail).toContain(texts.MESSAGES.quoteSubmitted.description);
      expect(mail).toContain(texts.CONFIRMATION_TEXT.callBack('+49 30 1234567', '').trim().slice(0, 15));
      expect(mail).not.toContain(ENGLISH.MESSAGES.quoteSubmitted.description);
      // The shop reads its own e-mail in its language (DEFAULT_LANGUAGE, English here).
      expect(shop!.to).toEqual([SHOP]);
      expect(textOf(shop!.raw)).toContain('asked');
      expect(errors).toEqual([]);
      await page.context().close();
    },
    240_000,
  );

  it('shows the privacy, my-data and 404 pages in German to a German browser', async () => {
    const { page, errors } = await openPage(running.browser, 390, 844, { locale: 'de-DE' });
    await page.goto(`${running.app.url}/privacy`);
    await page.getByRole('heading', { name: DE.PRIVACY_POLICY_TEXT.deleting.heading }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('de');
    await page.getByRole('heading', { level: 1, name: DE.PRIVACY_PAGE_TEXT.title }).waitFor();
    const policy = await page.locator('main').innerText();
    for (const english of [
      ENGLISH.PRIVACY_PAGE_TEXT.title,
      ENGLISH.PRIVACY_POLICY_TEXT.collected.heading,
      ENGLISH.PRIVACY_PAGE_TEXT.back,
    ]) {
      expect(policy).not.toContain(english);
    }

    await page.goto(`${running.app.url}/my-data`);
    await page.getByRole('heading', { level: 1, name: DE.MY_DATA_TEXT.title }).waitFor();
    await page.getByRole('link', { name: DE.MY_DATA_TEXT.privacyLink }).waitFor();

    await page.goto(`${running.app.url}/no-such-page`);
    await page.getByRole('link', { name: DE.NOT_FOUND_TEXT.home }).waitFor();
    expect(await page.getByText(ENGLISH.NOT_FOUND_TEXT.home).count()).toBe(0);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('switches language from the page header, and remembers the choice', async () => {
    const { page, errors } = await openPage(running.browser, 390, 844, { locale: 'de-DE' });
    await page.goto(running.app.url);
    await page.getByRole('button', { name: DE.HOME_TEXT.start }).waitFor();
    await page.getByRole('combobox', { name: DE.LANGUAGE_TEXT.label }).selectOption('fr');
    await page.getByRole('button', { name: FR.HOME_TEXT.start }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('fr');
    expect(await page.getByText(DE.HOME_TEXT.featuresTitle).count()).toBe(0);

    await page.reload();
    await page.getByRole('button', { name: FR.HOME_TEXT.start }).waitFor();
    expect(await page.getByRole('combobox', { name: FR.LANGUAGE_TEXT.label }).inputValue()).toBe('fr');
    // The server answers in the page language too: a bad gallery page, in French.
    const answer = await page.evaluate(async () => (await fetch('/api/gallery?page=-1', { headers: { 'accept-language': 'fr' } })).json());
    expect(answer).toEqual({ error: FR.ERRORS.galleryPage });
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
