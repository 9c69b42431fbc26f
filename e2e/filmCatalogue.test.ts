import { describe, expect, it } from 'vitest';
import { DEFAULT_PRICE_TABLE } from '../src/domain/estimate/defaultPriceTable';
import { estimatePrice } from '../src/domain/estimate/estimatePrice';
import { ESTIMATE_TEXT } from '../src/domain/estimate/estimateTexts';
import { formatRange } from '../src/domain/estimate/formatEstimate';
import { FILM_TEXT, FLOW_TEXT } from '../src/domain/messages';
import { useAppAndBrowser } from './appAndBrowser.testutil';
import { parkPointer, startCustomBuild, wrapMyCar } from './wizardWalk.testutil';
import { openPage } from './builtApp.testutil';

describe('the film catalogue in the colour step', () => {
  const running = useAppAndBrowser();

  it('finds a film by its code, fixes and skips the finish step, and names the wrap after the film', async () => {
    const { page, errors } = await openPage(running.browser, 1280);
    await page.goto(running.app.url);
    // The home page's claim counts the shipped catalogue (58 films in stock), never a fixed number.
    await expect.poll(() => page.getByTestId('wraps-card').getByRole('heading').textContent()).toBe('50+ wraps');

    await startCustomBuild(page);
    const search = page.getByRole('searchbox', { name: FILM_TEXT.searchLabel });
    await search.fill('2080-g13');
    const films = page.locator('[data-film-code]');
    await expect.poll(() => films.count()).toBe(1);
    const hotRodRed = page.getByRole('button', { name: /^Gloss Hot Rod Red 2080-G13 · 3M$/ });
    expect(await page.getByRole('group', { name: FILM_TEXT.families.gloss }).isVisible()).toBe(true);

    // Keyboard only: Tab from the search box reaches the film, Enter chooses it.
    await search.focus();
    await page.keyboard.press('Tab');
    expect(await hotRodRed.evaluate((button) => button === document.activeElement)).toBe(true);
    await page.keyboard.press('Enter');
    await parkPointer(page);

    // The finish step is answered by the film: the wizard goes straight on to the style.
    await page.getByRole('heading', { name: FLOW_TEXT.steps.style }).waitFor();
    expect(await page.getByRole('heading', { name: FLOW_TEXT.steps.finish }).count()).toBe(0);
    const summary = page.getByRole('definition');
    expect(await summary.allTextContents()).toEqual(['Gloss Hot Rod Red (2080-G13)', FILM_TEXT.finishSetByFilm('Glossy')]);
    expect(await page.getByText('2 of 6 steps completed').count()).toBe(0);

    await page.getByRole('button', { name: /^Solid Wrap/ }).click();
    await page.getByRole('textbox', { name: FLOW_TEXT.emailLabel }).fill('driver@example.com');
    const jobRequests: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (/^\/api\/wraps\/[^/]+(\/events)?$/.test(pathname)) jobRequests.push(pathname);
    });
    const result = await wrapMyCar(page);
    // Only the server's film lookup names a wrap this way: the order carried the film.
    expect(await result.getByTestId('result-wrap-name').textContent()).toBe('3M Gloss Hot Rod Red (2080-G13)');
    // The browser followed the job through its event stream, without polling.
    expect(jobRequests.length).toBeGreaterThan(0);
    expect(jobRequests.every((p) => p.endsWith('/events'))).toBe(true);

    // A gloss film is standard film: its full-wrap estimate, for the photo's SUV (large) until corrected, in the result and the quote dialog.
    const locale = await page.evaluate(() => navigator.language);
    const { from, to } = formatRange(estimatePrice(DEFAULT_PRICE_TABLE, 'large', 'full', 'standard'), locale);
    await expect.poll(() => result.getByTestId('estimate-range').textContent()).toBe(ESTIMATE_TEXT.range(from, to));
    await result.getByRole('button', { name: FLOW_TEXT.getQuote }).click();
    await expect
      .poll(() => page.getByTestId('quote-dialog').getByTestId('estimate-range').textContent())
      .toBe(ESTIMATE_TEXT.range(from, to));
    expect(errors).toEqual([]);
  });

  it('says so when no film matches, and shows a film on the car, in its finish, while the pointer is on it', async () => {
    const { page, errors } = await openPage(running.browser, 1280);
    await page.goto(running.app.url);
    await startCustomBuild(page);
    const search = page.getByRole('searchbox', { name: FILM_TEXT.searchLabel });
    await search.fill('no such film');
    await page
      .getByRole('status')
      .filter({ hasText: FILM_TEXT.noMatch('no such film') })
      .waitFor();
    await search.fill('psychedelic satin');
    const films = page.locator('[data-film-code]');
    await expect.poll(() => films.count()).toBe(1);
    expect(await films.getAttribute('data-film-code')).toBe('2080-SP281');
    // The live preview names the look it painted: the film's colour in the pearlescent finish of a colour flip.
    await films.hover();
    await page.waitForFunction(
      () => document.querySelector<HTMLCanvasElement>('[data-testid=live-preview]')?.dataset.look === '#6b4a8f|pearlescent|solid-wrap',
      undefined,
      { timeout: 30_000 },
    );
    expect(errors).toEqual([]);
  });
});
