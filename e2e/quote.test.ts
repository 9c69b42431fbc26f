import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it, vi } from 'vitest';
import { FLOW_TEXT, MESSAGES } from '../src/domain/messages';
import { QUOTE_TEXT } from '../src/domain/quote/quoteTexts';
import { attachmentsOf, textOf } from '../src/server/email/smtpTestServer.testutil';
import { QUIET_ROUND } from '../src/server/quotes/quoteMailWorker';
import { useAppWithMail } from './appAndBrowser.testutil';
import { fillWizard, wrapMyCar } from './wizardWalk.testutil';
import { openPage, SHOTS_DIR } from './builtApp.testutil';

const SHOP = 'shop@e2e.example';
const DRIVER = 'driver@e2e.example';

/** The visitor's real path to a quote: the wizard, a generation, the result dialog's quote button. */
async function openQuoteAfterGeneration(page: Page) {
  await fillWizard(page, { email: DRIVER });
  const result = await wrapMyCar(page);
  await result.getByRole('button', { name: FLOW_TEXT.getQuote }).click();
  const dialog = page.getByTestId('quote-dialog');
  await dialog.getByRole('heading', { name: QUOTE_TEXT.dialogTitle }).waitFor();
  expect(await result.count()).toBe(0);
  return dialog;
}

async function fillQuote(dialog: ReturnType<Page['getByTestId']>) {
  await dialog.getByLabel(QUOTE_TEXT.nameLabel).fill('Ana Ruiz');
  await dialog.getByLabel(QUOTE_TEXT.phoneLabel).fill('+44 20 7946 0958');
  await dialog.getByLabel(QUOTE_TEXT.cityLabel).fill('Leeds');
}

describe('the quote dialog, after a real generation', () => {
  // At debug level the server logs each mail retry round that found nothing to send.
  const running = useAppWithMail({ SHOP_EMAIL: SHOP, MAIL_RETRY_BASE_MS: '300', LOG_LEVEL: 'debug' });
  const quietRounds = () => running.app.output().split(QUIET_ROUND).length - 1;

  it('gates on consent, names every missing field, sends the quote; with the mail server down it says the quote is saved and delivers it once the server is back', async () => {
    const { page, errors } = await openPage(running.browser, 390, 844);
    await page.goto(running.app.url);
    const dialog = await openQuoteAfterGeneration(page);
    const submit = dialog.getByRole('button', { name: QUOTE_TEXT.submit });
    for (const label of [QUOTE_TEXT.nameLabel, QUOTE_TEXT.phoneLabel, QUOTE_TEXT.cityLabel]) {
      expect(await dialog.getByLabel(label).isVisible()).toBe(true);
    }
    const privacy = dialog.getByRole('link', { name: QUOTE_TEXT.consentLink });
    expect(await privacy.getAttribute('href')).toBe('/privacy');

    // Consent gate: the button waits for the box; Enter in a field explains why with the product's toast.
    expect(await submit.isDisabled()).toBe(true);
    await fillQuote(dialog);
    await dialog.getByLabel(QUOTE_TEXT.cityLabel).press('Enter');
    await page.getByText(MESSAGES.consentRequired.title, { exact: true }).waitFor();
    expect(await page.getByText(MESSAGES.consentRequired.description).isVisible()).toBe(true);
    expect(running.smtp.received).toHaveLength(0);

    // Every required field has its own message.
    for (const label of [QUOTE_TEXT.nameLabel, QUOTE_TEXT.phoneLabel, QUOTE_TEXT.cityLabel]) await dialog.getByLabel(label).fill('');
    await dialog.getByLabel(new RegExp(QUOTE_TEXT.consentBefore)).check();
    expect(await submit.isEnabled()).toBe(true);
    await submit.click();
    for (const message of [QUOTE_TEXT.nameRequired, QUOTE_TEXT.phoneRequired, QUOTE_TEXT.cityRequired]) {
      await dialog.getByText(message).waitFor();
    }
    expect(await dialog.getByLabel(QUOTE_TEXT.nameLabel).getAttribute('aria-invalid')).toBe('true');
    // The first field with a problem gets the focus.
    expect(await dialog.getByLabel(QUOTE_TEXT.nameLabel).evaluate((el) => el === document.activeElement)).toBe(true);
    await page.screenshot({ path: path.join(SHOTS_DIR, 'quote-required-390.png') }).catch(() => {});

    // Messages follow the typing; a malformed phone number gets its own message.
    await dialog.getByLabel(QUOTE_TEXT.nameLabel).fill('Ana Ruiz');
    expect(await dialog.getByText(QUOTE_TEXT.nameRequired).count()).toBe(0);
    await dialog.getByLabel(QUOTE_TEXT.phoneLabel).fill('call me');
    await dialog.getByText(QUOTE_TEXT.phoneCharacters).waitFor();
    await dialog.getByLabel(QUOTE_TEXT.phoneLabel).fill('123');
    await dialog.getByText(QUOTE_TEXT.phoneDigits).waitFor();
    await submit.click();
    expect(running.smtp.received).toHaveLength(0);

    await fillQuote(dialog);
    await submit.click();
    await page.getByText(MESSAGES.quoteSubmitted.title, { exact: true }).waitFor();
    expect(await page.getByText(MESSAGES.quoteSubmitted.description).isVisible()).toBe(true);
    await page.screenshot({ path: path.join(SHOTS_DIR, 'quote-success-390.png') }).catch(() => {});
    expect(await dialog.count()).toBe(0);

    // The shop and the driver each got theirs, with the preview attached.
    await vi.waitFor(() => expect(running.smtp.received.length).toBeGreaterThanOrEqual(2), { timeout: 15_000, interval: 100 });
    expect(running.smtp.received.map((m) => m.to)).toEqual([[SHOP], [DRIVER]]);
    const shopText = textOf(running.smtp.received[0]!.raw);
    for (const value of ['Ana Ruiz', DRIVER, '+44 20 7946 0958', 'Vehicle from uploaded image', 'Leeds', '/files/car-images/']) {
      expect(shopText).toContain(value);
    }
    // The visitor's photo and the preview, re-encoded as JPEG (its SOI marker) to keep the e-mail small.
    const images = attachmentsOf(running.smtp.received[0]!.raw);
    expect(images.map((image) => [image.filename, image.contentType])).toEqual([
      ['car-photo.jpg', 'image/jpeg'],
      ['wrap-preview.jpg', 'image/jpeg'],
    ]);
    for (const image of images) expect([...image.content.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);

    // The same visitor asks again about the same wrap, with the shop's mail server down: no second
    // generation needed for what follows, only a quote dialog.
    await page.getByRole('button', { name: FLOW_TEXT.viewResult }).click();
    await page.getByTestId('result-dialog').getByRole('button', { name: FLOW_TEXT.getQuote }).click();
    await dialog.getByRole('heading', { name: QUOTE_TEXT.dialogTitle }).waitFor();
    await running.stopSmtp();

    await fillQuote(dialog);
    await dialog.getByLabel(QUOTE_TEXT.nameLabel).fill('Ben Okafor');
    await dialog.getByLabel(new RegExp(QUOTE_TEXT.consentBefore)).check();

    // A request that never reaches the server: the product's destructive toast, and the form stays filled.
    const quoteUrl = /\/api\/wraps\/[^/]+\/quote$/;
    await page.route(quoteUrl, (route) => route.abort());
    await dialog.getByRole('button', { name: QUOTE_TEXT.submit }).click();
    await page.getByText(MESSAGES.submissionFailed.title, { exact: true }).waitFor();
    expect(await page.getByText(MESSAGES.submissionFailed.description).isVisible()).toBe(true);
    expect(await dialog.getByLabel(QUOTE_TEXT.nameLabel).inputValue()).toBe('Ben Okafor');
    await page.unroute(quoteUrl);

    await dialog.getByRole('button', { name: QUOTE_TEXT.submit }).click();
    await page.getByText(MESSAGES.quotePartial.title, { exact: true }).waitFor();
    expect(await page.getByText(MESSAGES.quotePartial.description).isVisible()).toBe(true);
    expect(await dialog.count()).toBe(0);

    // Back up: the queued e-mails go out, once each.
    await running.startSmtp();
    await vi.waitFor(() => expect(running.smtp.received.length).toBeGreaterThanOrEqual(2), { timeout: 15_000, interval: 100 });
    // Two more retry rounds that found nothing to send: neither e-mail goes out twice.
    const rounds = quietRounds();
    await vi.waitFor(() => expect(quietRounds()).toBeGreaterThanOrEqual(rounds + 2), { timeout: 15_000, interval: 100 });
    expect(running.smtp.received.map((m) => m.to)).toEqual([[SHOP], [DRIVER]]);
    expect(textOf(running.smtp.received[0]!.raw)).toContain('Ben Okafor');
    expect(attachmentsOf(running.smtp.received[0]!.raw)).toHaveLength(2);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
