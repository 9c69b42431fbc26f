import { describe, expect, it } from 'vitest';
import { useAppAndBrowser } from './appAndBrowser.testutil';
import { openPage } from './builtApp.testutil';

describe('home and 404 pages', () => {
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
    expect(errors).toEqual([]);
  });

  it('answers an unknown path with status 404, the 404 page, and a link home; the path is logged', async () => {
    const { page } = await openPage(running.browser);
    const response = await page.goto(`${running.app.url}/no/such/page`);
    expect(response?.status()).toBe(404);
    // The 404 page is its own small chunk: wait for it to arrive.
    await page.getByRole('heading', { name: 'Oops! Page not found' }).waitFor();
    await page.getByRole('link', { name: 'Return to Home' }).click();
    await page.waitForURL(`${running.app.url}/`);
    expect(await page.getByRole('button', { name: 'Start Your Transformation' }).isVisible()).toBe(true);
    // The app may be the worker's shared one, whose output reaches this process through a file.
    await expect.poll(() => running.app.output()).toContain('/no/such/page');
  });
});
