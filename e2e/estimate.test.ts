import path from 'node:path';
import { simpleParser } from 'mailparser';
import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_PRICE_TABLE } from '../src/domain/estimate/defaultPriceTable';
import { estimatePrice } from '../src/domain/estimate/estimatePrice';
import { formatRange } from '../src/domain/estimate/formatEstimate';
import { FLOW_TEXT } from '../src/domain/messages';
import { ESTIMATE_TEXT } from '../src/domain/estimate/estimateTexts';
import { QUOTE_TEXT } from '../src/domain/quote/quoteTexts';
import { useAppWithMail } from './appAndBrowser.testutil';
import { fillWizard, sendQuote, wrapMyCar } from './wizardWalk.testutil';
import { openPage, SHOTS_DIR } from './builtApp.testutil';

const SHOP = 'shop@e2e.example';
const BRAND = 'Kwik Wraps & Co';

describe('the price estimate, from the result to the shop', () => {
  const running = useAppWithMail({ SHOP_EMAIL: SHOP, BRAND_NAME: BRAND });

  it('shows the estimate, follows a corrected vehicle size into the quote dialog and the shop e-mail, under the shop brand', async () => {
    const { page, errors } = await openPage(running.browser, 390, 844);
    await page.goto(running.app.url);
    // The page paints once its language's texts are in: the header names the shop's brand then.
    await page.locator('header').getByText(BRAND, { exact: true }).waitFor();
    expect(await page.title()).toBe(`${BRAND}: see your car wrapped before you buy`);
    const locale = await page.evaluate(() => navigator.language);
    const shown = (size: 'large' | 'extra-large') => {
      const { from, to } = formatRange(estimatePrice(DEFAULT_PRICE_TABLE, size, 'full', 'standard'), locale);
      return ESTIMATE_TEXT.range(from, to);
    };

    // Blue, glossy, solid wrap: a full wrap in standard film; the local engine reads the photo's SUV, so large.
    await fillWizard(page, { email: 'driver@e2e.example' });
    const result = await wrapMyCar(page);
    const range = result.getByTestId('estimate-range');
    await expect.poll(() => range.textContent()).toBe(shown('large'));
    expect(await result.getByText(ESTIMATE_TEXT.disclaimer).isVisible()).toBe(true);
    const size = result.getByLabel(ESTIMATE_TEXT.sizeLabel);
    expect(await size.inputValue()).toBe('large');

    // The visitor drives a van: the estimate follows.
    await size.selectOption('extra-large');
    await expect.poll(() => range.textContent()).toBe(shown('extra-large'));
    expect(shown('extra-large')).not.toBe(shown('large'));
    await page.screenshot({ path: path.join(SHOTS_DIR, 'estimate-result-390.png') }).catch(() => {});

    await result.getByRole('button', { name: FLOW_TEXT.getQuote }).click();
    const dialog = page.getByTestId('quote-dialog');
    await dialog.getByRole('heading', { name: QUOTE_TEXT.dialogTitle }).waitFor();
    await expect.poll(() => dialog.getByTestId('estimate-range').textContent()).toBe(shown('extra-large'));
    expect(await dialog.getByText(ESTIMATE_TEXT.disclaimer).isVisible()).toBe(true);

    await sendQuote(page, dialog);

    // The shop gets the estimate the visitor saw, for the size they chose, from the shop brand.
    await vi.waitFor(() => expect(running.smtp.received.length).toBeGreaterThanOrEqual(2), { timeout: 15_000, interval: 100 });
    const shopMail = await simpleParser(running.smtp.received[0]!.raw);
    expect(running.smtp.received[0]!.to).toEqual([SHOP]);
    const { from, to } = formatRange(estimatePrice(DEFAULT_PRICE_TABLE, 'extra-large', 'full', 'standard'), 'en-GB');
    expect(shopMail.text).toContain(ESTIMATE_TEXT.range(from, to));
    expect(shopMail.text).toContain(ESTIMATE_TEXT.sizes['extra-large']);
    expect(shopMail.from?.value[0]?.name).toBe(BRAND);
    expect(shopMail.attachments).toHaveLength(2);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
