import fs from 'node:fs/promises';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { FUNNEL_EVENT_LABELS, FUNNEL_TEXT } from '../src/domain/admin/texts';
import { FUNNEL_BEACON_ROUTE, FUNNEL_EVENTS, type FunnelEvent } from '../src/domain/funnel/funnelEvents';
import { FLOW_TEXT, MESSAGES } from '../src/domain/messages';
import { QUOTE_TEXT } from '../src/domain/quote/quoteTexts';
import { ADMIN_TEXT } from '../src/web/features/admin/texts';
import { downloadedBytes, openPage } from './builtApp.testutil';
import { OWNER, PASSWORD, useShopApp } from './shopApp.testutil';
import { fillWizard, wrapMyCar } from './wizardWalk.testutil';

const SHOTS = '/tmp/shots-funnel';
const EMBEDDING_SITE = 'https://cars.wordpress.example';

/** The totals the back office shows, by event, as numbers. */
async function totalsShown(page: Page): Promise<Record<FunnelEvent, number>> {
  const totals = page.getByTestId('funnel-totals');
  const shown = {} as Record<FunnelEvent, number>;
  for (const event of FUNNEL_EVENTS) {
    const row = totals.locator('div').filter({ has: page.getByText(FUNNEL_EVENT_LABELS[event], { exact: true }) });
    shown[event] = Number(await row.locator('dd').textContent());
  }
  return shown;
}

describe('the shop’s funnel in the back office', () => {
  const shop = useShopApp();
  beforeAll(async () => {
    await fs.mkdir(SHOTS, { recursive: true });
  });

  it('counts a visitor’s way from the page to a quote, and shows the shop the chart, the conversion, the sites and the CSV', async () => {
    // A visitor on the shop's own site: the page, a photo, a preview, a look tried, a quote.
    const { page: visitor, errors } = await openPage(shop.browser);
    await visitor.goto(shop.app.url);
    await fillWizard(visitor);
    const result = await wrapMyCar(visitor, 120_000);
    await result.getByTestId('try-looks').getByRole('button', { name: 'Red', exact: true }).click();
    await result.getByRole('button', { name: FLOW_TEXT.getQuote }).click();
    const quote = visitor.getByTestId('quote-dialog');
    await quote.getByLabel(QUOTE_TEXT.nameLabel).fill('Ana Ruiz');
    await quote.getByLabel(QUOTE_TEXT.phoneLabel).fill('+44 20 7946 0958');
    await quote.getByLabel(QUOTE_TEXT.cityLabel).fill('Leeds');
    await quote.getByLabel(new RegExp(QUOTE_TEXT.consentBefore)).check();
    await quote.getByRole('button', { name: QUOTE_TEXT.submit }).click();
    await visitor.getByText(MESSAGES.quoteSubmitted.title, { exact: true }).waitFor();
    expect(errors).toEqual([]);
    // A page view inside another site's page, as the framed page's beacon sends it.
    const embedded = await fetch(`${shop.app.url}${FUNNEL_BEACON_ROUTE}`, {
      method: 'POST',
      body: JSON.stringify({ event: 'page-view', site: `${EMBEDDING_SITE}/wraps/` }),
    });
    expect(embedded.status).toBe(204);

    // The shop's Funnel section.
    const { page, errors: shopErrors } = await openPage(shop.browser, 1280, 900);
    await page.goto(`${shop.app.url}/admin`);
    await page.getByLabel(ADMIN_TEXT.signIn.emailLabel).fill(OWNER);
    await page.getByLabel(ADMIN_TEXT.signIn.passwordLabel).fill(PASSWORD);
    await page.getByRole('button', { name: ADMIN_TEXT.signIn.submit }).click();
    await page.getByRole('tab', { name: ADMIN_TEXT.tabs.funnel }).click();
    expect(new URL(page.url()).pathname).toBe('/admin/funnel');
    const expected = { 'page-view': 2, 'photo-chosen': 1, 'look-tried': 1, 'preview-made': 1, 'quote-sent': 1 };
    // The beacons and the server's counts land after the visitor's answers: the section is reopened until they show.
    await vi.waitFor(
      async () => {
        await page.reload();
        await page.getByTestId('funnel-totals').waitFor();
        expect(await totalsShown(page)).toEqual(expected);
      },
      { timeout: 30_000, interval: 500 },
    );
    expect(await page.getByTestId('funnel-conversion').textContent()).toBe('100%');
    const chart = page.getByTestId('funnel-chart');
    expect(await chart.getAttribute('aria-label')).toBe(FUNNEL_TEXT.chartTitle(30));
    // Today's bar of each event, as tall as its count: page views twice the others.
    const bars = await chart
      .locator('rect')
      .evaluateAll((rects) => rects.map((r) => [r.getAttribute('data-event'), Math.round(Number(r.getAttribute('height')))] as const));
    expect(bars.map(([event]) => event)).toEqual([...FUNNEL_EVENTS]);
    const heights = Object.fromEntries(bars);
    expect(heights['page-view']).toBeGreaterThan(0);
    for (const event of FUNNEL_EVENTS.slice(1)) expect(heights[event]! * 2).toBeCloseTo(heights['page-view']!, -1);
    const sites = page.getByRole('table');
    expect(await sites.getByRole('rowheader').allTextContents()).toEqual([FUNNEL_TEXT.ownSite, EMBEDDING_SITE]);
    await page.screenshot({ path: path.join(SHOTS, 'funnel-1280.png'), fullPage: true });

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: FUNNEL_TEXT.exportCsv }).click()]);
    expect(download.suggestedFilename()).toMatch(/^funnel-\d{4}-\d{2}-\d{2}\.csv$/);
    const rows = parse(await downloadedBytes(download), { columns: true }) as Record<string, string>[];
    const today = new Date().toISOString().slice(0, 10);
    const row = (site: string, counts: Record<FunnelEvent, number>) => ({
      [FUNNEL_TEXT.day]: today,
      [FUNNEL_TEXT.site]: site,
      ...Object.fromEntries(FUNNEL_EVENTS.map((e) => [FUNNEL_EVENT_LABELS[e], String(counts[e])])),
    });
    const none = Object.fromEntries(FUNNEL_EVENTS.map((e) => [e, 0])) as Record<FunnelEvent, number>;
    expect(rows).toEqual([row(FUNNEL_TEXT.ownSite, { ...expected, 'page-view': 1 }), row(EMBEDDING_SITE, { ...none, 'page-view': 1 })]);
    expect(shopErrors).toEqual([]);
  });
});
