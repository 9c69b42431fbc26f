import fs from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import type { Frame, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { FLOW_TEXT, POLISH_TEXT } from '../src/domain/messages';
import { QUOTE_TEXT } from '../src/domain/quote/quoteTexts';
import { textOf } from '../src/server/email/smtpTestServer.testutil';
import { freePort } from '../src/server/freePort.testutil';
import { useAppAndBrowser } from './appAndBrowser.testutil';
import { openPage, SHOTS_DIR } from './builtApp.testutil';
import { fillWizard, sendQuote, wrapMyCar } from './wizardWalk.testutil';

/**
 * A shop's own site on another origin (another port): its page embeds the app with the snippet.
 * `pages` maps a path to the page's body; the app's address is filled in when the page is asked for.
 */
async function startShopSite(pages: Record<string, (app: string) => string>, app: () => string) {
  const port = await freePort();
  const server = http.createServer((request, response) => {
    const page = pages[(request.url ?? '/').split('?')[0]!];
    response.writeHead(page ? 200 : 404, { 'content-type': 'text/html; charset=utf-8' });
    response.end(
      page
        ? `<!doctype html><html><head><meta name="viewport" content="width=device-width, initial-scale=1"></head><body style="margin:0;font-family:sans-serif">${page(app())}</body></html>`
        : 'no page',
    );
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { origin: `http://127.0.0.1:${port}`, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

const SHOP_HEADER = '<header style="height:240px;background:#234"><h1 style="margin:0;color:#fff">Shop header</h1></header>';
const SNIPPET_PAGE = (app: string) =>
  `${SHOP_HEADER}<script src="${app}/embed.js" async></script><footer style="height:300px">Shop footer</footer>`;

const frameHeight = (page: Page) => page.locator('iframe').evaluate((frame) => frame.getBoundingClientRect().height);

/** The app's frame once its page has loaded in it. */
async function appFrame(page: Page): Promise<Frame> {
  await page.locator('iframe').waitFor();
  const frame = await (await page.locator('iframe').elementHandle())!.contentFrame();
  await frame!.getByRole('button', { name: 'Start Your Transformation' }).waitFor();
  return frame!;
}

/** What the frame's document would scroll by inside: nothing, when the frame is as tall and wide as its content. */
const innerOverflow = (frame: Frame) =>
  frame.evaluate(() => ({
    down: document.documentElement.scrollHeight - document.documentElement.clientHeight,
    across: document.documentElement.scrollWidth - document.documentElement.clientWidth,
  }));

/** True when the box lies within the host window (Playwright's boxes are in the top page's viewport). */
async function inView(page: Page, box: { y: number; height: number } | null) {
  const height = page.viewportSize()!.height;
  return box !== null && box.y >= -1 && box.y + box.height <= height + 1;
}

/** A refusal Chromium logs when a frame-ancestors policy stops a frame. */
const refusals = (page: Page) => {
  const seen: string[] = [];
  page.on('console', (message) => {
    if (/frame-ancestors|Refused to (display|frame)/i.test(message.text())) seen.push(message.text());
  });
  return seen;
};

describe('the app embedded on a shop’s own site', () => {
  const sites: { allowed?: Awaited<ReturnType<typeof startShopSite>>; stranger?: Awaited<ReturnType<typeof startShopSite>> } = {};
  const appUrl = () => running.app.url;
  beforeAll(async () => {
    sites.allowed = await startShopSite(
      {
        '/shop/wraps.html': SNIPPET_PAGE,
        '/shop/back-office.html': (app) => `${SHOP_HEADER}<iframe src="${app}/admin" style="width:100%;height:600px"></iframe>`,
      },
      appUrl,
    );
    sites.stranger = await startShopSite({ '/copy.html': SNIPPET_PAGE }, appUrl);
  });
  afterAll(async () => {
    await sites.allowed?.close();
    await sites.stranger?.close();
  });
  const running = useAppAndBrowser(() => ({ EMBED_ORIGINS: sites.allowed!.origin }));

  it('runs the wizard to a result and a quote inside the frame at 360 px, growing with its content, and the quote names the page', async () => {
    const { page, errors } = await openPage(running.browser, 360, 740, { touch: true });
    await page.goto(`${sites.allowed!.origin}/shop/wraps.html?campaign=spring#studio`);
    const frame = await appFrame(page);

    // The frame takes the height of its content: no scrollbar inside, nothing cut off across.
    await vi.waitFor(async () => expect((await innerOverflow(frame)).down).toBeLessThanOrEqual(1), { timeout: 15_000 });
    expect((await innerOverflow(frame)).across).toBeLessThanOrEqual(0);
    // Measured once the gallery's tall placeholder has given way to its list.
    await expect.poll(() => frame.locator('[aria-busy="true"]').count(), { timeout: 15_000 }).toBe(0);
    await vi.waitFor(async () => expect((await innerOverflow(frame)).down).toBeLessThanOrEqual(1), { timeout: 15_000 });
    const before = await frameHeight(page);

    await fillWizard(frame);
    // The wizard opened inside the frame: the frame grew by its height.
    await vi.waitFor(async () => expect(await frameHeight(page)).toBeGreaterThan(before + 300), { timeout: 15_000 });
    expect((await innerOverflow(frame)).down).toBeLessThanOrEqual(1);

    // Dialogs open where the visitor is looking, not in the middle of the tall frame.
    const result = await wrapMyCar(frame);
    await vi.waitFor(async () => expect(await inView(page, await result.boundingBox())).toBe(true), { timeout: 10_000 });
    await page.screenshot({ path: path.join(SHOTS_DIR, 'embed-result-360.png') }).catch(() => {});

    // The full-size viewer covers the part of the frame in view.
    await result
      .getByRole('button', { name: POLISH_TEXT.viewFullScreen })
      .or(result.getByRole('button', { name: FLOW_TEXT.resultAlt }))
      .first()
      .click();
    const viewer = frame.getByTestId('result-fullscreen');
    await viewer.waitFor();
    const viewerBox = await viewer.boundingBox();
    expect(await inView(page, viewerBox)).toBe(true);
    expect(viewerBox!.height).toBeGreaterThan(page.viewportSize()!.height * 0.5);
    await page.screenshot({ path: path.join(SHOTS_DIR, 'embed-full-size-360.png') }).catch(() => {});
    await frame.getByRole('button', { name: FLOW_TEXT.close }).last().click();
    await viewer.waitFor({ state: 'detached' });

    await result.getByRole('button', { name: FLOW_TEXT.getQuote }).click();
    const quote = frame.getByTestId('quote-dialog');
    await quote.getByRole('heading', { name: QUOTE_TEXT.dialogTitle }).waitFor();
    expect(await inView(page, await quote.boundingBox())).toBe(true);
    await sendQuote(frame, quote);
    await page.screenshot({ path: path.join(SHOTS_DIR, 'embed-quote-sent-360.png') }).catch(() => {});

    // The shop's e-mail names the page the quote came from, without its query or fragment.
    const shopMail = await vi.waitFor(
      async () => {
        const outbox = path.join(running.app.dataDir, 'outbox');
        const texts = await Promise.all((await fs.readdir(outbox)).map(async (name) => textOf(await fs.readFile(path.join(outbox, name)))));
        const found = texts.find((text) => text.includes('Ana Ruiz') && text.includes('Asked on the page'));
        if (!found) throw new Error('no shop e-mail yet');
        return found;
      },
      { timeout: 15_000, interval: 200 },
    );
    expect(shopMail).toContain(`Asked on the page: ${sites.allowed!.origin}/shop/wraps.html\n`);
    expect(shopMail).not.toContain('campaign=spring');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('is refused by a site not in EMBED_ORIGINS', async () => {
    const { page } = await openPage(running.browser, 1280, 900);
    const refused = refusals(page);
    await page.goto(`${sites.stranger!.origin}/copy.html`);
    await page.locator('iframe').waitFor();
    await vi.waitFor(() => expect(refused.join('\n')).toMatch(/frame-ancestors/), { timeout: 15_000 });
    const frame = await (await page.locator('iframe').elementHandle())!.contentFrame();
    // Chromium shows its own error page in the frame: nothing of the app.
    expect(frame!.url()).not.toContain(new URL(running.app.url).host);
    expect(await frame!.getByRole('button', { name: 'Start Your Transformation' }).count()).toBe(0);
    await page.context().close();
  });

  it('never lets the back office be framed, even by an allowed site', async () => {
    const { page } = await openPage(running.browser, 1280, 900);
    const refused = refusals(page);
    await page.goto(`${sites.allowed!.origin}/shop/back-office.html`);
    await vi.waitFor(() => expect(refused.join('\n')).toMatch(/frame-ancestors 'none'/), { timeout: 15_000 });
    const frame = await (await page.locator('iframe').elementHandle())!.contentFrame();
    expect(frame!.url()).not.toContain('/admin');
    expect(await frame!.locator('input, button').count()).toBe(0);
    await page.context().close();
  });

  it('shows the snippet and a live preview on /embed', async () => {
    const { page, errors } = await openPage(running.browser, 1280, 900);
    await page.goto(`${running.app.url}/embed`);
    await page.getByText(`<script src="${running.app.url}/embed.js" async></script>`).waitFor();
    const preview = page.getByTestId('embed-preview').locator('iframe');
    await preview.waitFor();
    const frame = await (await preview.elementHandle())!.contentFrame();
    await frame!.getByRole('button', { name: 'Start Your Transformation' }).waitFor();
    // Sized by the loader: taller than its first 900 px once the app measured itself.
    await vi.waitFor(async () => expect(await preview.evaluate((el) => el.getBoundingClientRect().height)).toBeGreaterThan(900), {
      timeout: 15_000,
    });
    await page.screenshot({ path: path.join(SHOTS_DIR, 'embed-page-1280.png'), fullPage: false }).catch(() => {});
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
