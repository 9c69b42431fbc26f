import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { FOOTER_TEXT } from '../src/domain/messages';
import { useAppAndBrowser } from './appAndBrowser.testutil';
import { openPage, SHOTS_DIR } from './builtApp.testutil';

describe('home and 404 pages', () => {
  beforeAll(() => {
    fs.mkdirSync(SHOTS_DIR, { recursive: true });
  });
  const running = useAppAndBrowser();

  it('shows the title, the API Connected badge, the hero and six feature cards', async () => {
    const { page, errors } = await openPage(running.browser);
    const response = await page.goto(running.app.url);
    expect(response?.status()).toBe(200);
    await expect.poll(() => page.getByText('API Connected').isVisible()).toBe(true);
    // The shop's name (BRAND_NAME, by default WrapStudio), written into the page as it is served.
    expect(await page.locator('header').getByText('WrapStudio', { exact: true }).isVisible()).toBe(true);
    expect(await page.title()).toBe('WrapStudio: see your car wrapped before you buy');
    expect(await page.getByRole('button', { name: 'Start Your Transformation' }).isVisible()).toBe(true);
    expect(await page.locator('#features-title ~ ul > li').count()).toBe(6);
    // One count of wraps on the page, the catalogue card's: the hero makes no claim of its own.
    const card = page.getByTestId('wraps-card').getByRole('heading');
    await expect.poll(() => card.textContent()).toMatch(/^\d+\+? wraps$/);
    const counts = (await page.locator('main').innerText()).match(/\d+\+? wraps/gi);
    expect(counts).toEqual([await card.textContent()]);
    expect(errors).toEqual([]);
  });

  for (const width of [390, 1280]) {
    it(`an unknown share link is the same branded 404 page at ${width} px`, async () => {
      const { page, errors } = await openPage(running.browser, width, 844);
      const response = await page.goto(`${running.app.url}/w/00000000-0000-4000-8000-000000000000`);
      expect(response?.status()).toBe(404);
      await page.getByRole('heading', { name: 'Oops! Page not found' }).waitFor();
      expect(await page.locator('header').getByText('WrapStudio', { exact: true }).isVisible()).toBe(true);
      expect(await page.locator('footer').getByRole('link', { name: FOOTER_TEXT.privacy }).isVisible()).toBe(true);
      await page.screenshot({ path: path.join(SHOTS_DIR, `not-found-${width}.png`) });
      expect(errors).toEqual([]);
      await page.context().close();
    });
  }

  it('answers an unknown path with status 404, the 404 page with the app’s header and footer, and a link home; the path is logged', async () => {
    const { page } = await openPage(running.browser);
    const response = await page.goto(`${running.app.url}/no/such/page`);
    expect(response?.status()).toBe(404);
    // The 404 page is its own small chunk: wait for it to arrive.
    await page.getByRole('heading', { name: 'Oops! Page not found' }).waitFor();
    expect(await page.locator('header').getByText('WrapStudio', { exact: true }).isVisible()).toBe(true);
    expect(await page.locator('footer').getByRole('link', { name: FOOTER_TEXT.privacy }).isVisible()).toBe(true);
    await page.getByRole('link', { name: 'Return to Home' }).click();
    await page.waitForURL(`${running.app.url}/`);
    expect(await page.getByRole('button', { name: 'Start Your Transformation' }).isVisible()).toBe(true);
    // The app may be the worker's shared one, whose output reaches this process through a file.
    await expect.poll(() => running.app.output()).toContain('/no/such/page');
  });
});
