import { describe, expect, it } from 'vitest';
import { FOOTER_TEXT } from '../src/domain/messages';
import { useAppAndBrowser } from './appAndBrowser.testutil';
import { openPage } from './builtApp.testutil';

const SOURCE_URL = 'https://git.shop.example/car-wrap-studio';

describe("the footer's source code link (AGPL-3.0-or-later)", () => {
  const running = useAppAndBrowser({ SOURCE_URL });

  it('links to SOURCE_URL from the home page and the privacy page', async () => {
    const { page, errors } = await openPage(running.browser);
    for (const pathName of ['/', '/privacy']) {
      await page.goto(`${running.app.url}${pathName}`);
      const link = page.locator('footer').getByRole('link', { name: FOOTER_TEXT.sourceCode });
      await expect.poll(() => link.isVisible()).toBe(true);
      expect(await link.getAttribute('href')).toBe(SOURCE_URL);
    }
    expect(errors).toEqual([]);
  });
});
