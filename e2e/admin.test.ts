import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ADMIN_ERRORS, QUOTE_STATUS_LABELS } from '../src/domain/admin/texts';
import DE from '../src/domain/i18n/backOffice/de';
import { CreateWrapResponse, OWNER_TOKEN_HEADER } from '../src/domain/api';
import { MESSAGES } from '../src/domain/messages';
import { startSmtpServer, textOf, type TestSmtpServer } from '../src/server/email/smtpTestServer.testutil';
import { freePort } from '../src/server/freePort.testutil';
import { startWebhookReceiver, type WebhookReceiver } from '../src/server/leads/webhookReceiver.testutil';
import { ADMIN_TEXT } from '../src/web/features/admin/texts';
import { PHOTO } from './wizardWalk.testutil';
import { launchBrowser, openPage, SHOTS_DIR, type RunningApp } from './builtApp.testutil';
import { createShopUser, OWNER, PASSWORD, SHOP, startShopApp } from './shopApp.testutil';

const CUSTOMER = 'Ana Ruiz';

/** A visitor's wrap, shared with the gallery, and their quote request: through the public API, as the wizard sends them. */
async function quotedWrap(url: string): Promise<string> {
  const form = new FormData();
  form.set('image', new Blob([await fs.readFile(PHOTO)], { type: 'image/jpeg' }), path.basename(PHOTO));
  for (const [name, value] of Object.entries({
    email: 'driver@e2e.example',
    color: 'Blue',
    finish: 'glossy',
    style: 'solid-wrap',
    galleryConsent: 'true',
  }))
    form.set(name, value);
  const created = await fetch(`${url}/api/wraps`, { method: 'POST', body: form });
  expect(created.status).toBe(202);
  const { requestId, ownerToken } = CreateWrapResponse.parse(await created.json());
  // A limit on waiting, not a speed: at a load of 10 on the 2-core machine kind the wrap took over 60 s.
  await until(async () => ((await (await fetch(`${url}/api/wraps/${requestId}`)).json()) as { stage: string }).stage === 'done', 180_000);
  const quote = await fetch(`${url}/api/wraps/${requestId}/quote`, {
    method: 'POST',
    // The visitor's own page sends its owner token with the quote; the wrap's id alone may not ask.
    headers: { 'content-type': 'application/json', [OWNER_TOKEN_HEADER]: ownerToken },
    body: JSON.stringify({ name: CUSTOMER, phone: '+44 20 7946 0958', city: 'Leeds', consent: true }),
  });
  expect(quote.status).toBe(200);
  return requestId;
}

/** Waits for a check, in a hook too (expect.poll only works inside a test), with vitest's own poller. */
const until = (check: () => boolean | Promise<boolean>, timeout = 15_000) =>
  vi.waitFor(async () => expect(await check()).toBe(true), { timeout, interval: 200 });

/** Script and style files a page asked for. */
function codeRequested(page: Page): Set<string> {
  const files = new Set<string>();
  page.on('request', (request) => {
    if (['script', 'stylesheet'].includes(request.resourceType())) files.add(new URL(request.url()).pathname);
  });
  return files;
}

const galleryCards = (page: Page) => page.locator('#gallery article');

describe('the shop’s back office', () => {
  let smtp: TestSmtpServer;
  let receiver: WebhookReceiver;
  let app: RunningApp;
  let browser: Browser;
  let dataDir: string;
  let quoted: Promise<void>;

  beforeAll(async () => {
    const smtpPort = await freePort();
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'wrap-admin-'));
    [smtp, receiver] = await Promise.all([startSmtpServer(smtpPort), startWebhookReceiver(), createShopUser(dataDir)]);
    // The shop's CRM listens on this machine: allowed here, as a shop would allow its own network.
    const webhook = { LEAD_WEBHOOK_URL: receiver.url, LEAD_WEBHOOK_ALLOW_PRIVATE: 'true' };
    [app, browser] = await Promise.all([startShopApp(dataDir, smtpPort, { GALLERY_CACHE_MS: '0', ...webhook }), launchBrowser()]);
    // Made while the first test looks at the home page; the second waits for it.
    quoted = quotedWrap(app.url).then(() => until(() => smtp.received.length === 2, 60_000));
    quoted.catch(() => {});
  });
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
    await smtp?.close();
    await receiver?.close();
    await fs.rm(dataDir, { recursive: true, force: true });
  });

  it('is a chunk of its own that the home page never asks for', async () => {
    const { page: home } = await openPage(browser, 390, 844);
    const homeCode = codeRequested(home);
    const adminCalls: string[] = [];
    home.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/admin')) adminCalls.push(request.url());
    });
    await home.goto(app.url, { waitUntil: 'networkidle' });
    await home.locator('#gallery').scrollIntoViewIfNeeded();
    await home.waitForLoadState('networkidle');

    // A deep link is the app's page (not the 404), and what it loads beyond the home page's code is the back office's.
    const { page: admin } = await openPage(browser);
    const adminCode = codeRequested(admin);
    const answer = await admin.goto(`${app.url}/admin/gallery`);
    expect(answer?.status()).toBe(200);
    await admin.getByRole('heading', { name: ADMIN_TEXT.signIn.title }).waitFor();
    const backOfficeOnly = [...adminCode].filter((file) => !homeCode.has(file));
    expect(
      backOfficeOnly
        .filter((file) => file.includes('AdminPage'))
        .map((file) => path.extname(file))
        .sort(),
    ).toEqual(['.css', '.js']);
    expect([...homeCode].filter((file) => /admin/i.test(file))).toEqual([]);
    expect(adminCalls).toEqual([]);
    await Promise.all([home.context().close(), admin.context().close()]);
  });

  it('signs the shop in (a wrong password says so), keeps a quote’s status and notes, resends its e-mails, hides, shows and deletes a wrap', async () => {
    await quoted;
    const { page, errors } = await openPage(browser);
    await page.goto(`${app.url}/admin`);
    const email = page.getByLabel(ADMIN_TEXT.signIn.emailLabel);
    const password = page.getByLabel(ADMIN_TEXT.signIn.passwordLabel);
    const signIn = page.getByRole('button', { name: ADMIN_TEXT.signIn.submit });

    await email.fill(OWNER);
    await password.fill('not the password');
    await signIn.click();
    await page.getByRole('alert').getByText(ADMIN_ERRORS.badCredentials).waitFor();
    await password.fill(PASSWORD);
    await password.press('Enter');
    await page.getByRole('tab', { name: ADMIN_TEXT.tabs.quotes, selected: true }).waitFor();

    // Quotes inbox: the visitor's request with its delivered e-mails; its status is kept across a reload.
    const quote = page.getByTestId('admin-quote').filter({ hasText: CUSTOMER });
    await quote.getByRole('heading', { name: CUSTOMER }).waitFor();
    expect(await quote.getByRole('img').count()).toBe(1);
    const status = quote.getByLabel(ADMIN_TEXT.quotes.statusLabel);
    expect(await status.inputValue()).toBe('new');
    await status.selectOption({ label: QUOTE_STATUS_LABELS.won });
    await page.getByText(ADMIN_TEXT.quotes.statusSaved).waitFor();
    await quote.getByLabel(ADMIN_TEXT.quotes.notesLabel).fill('Fitting booked for Friday');
    await quote.getByRole('button', { name: ADMIN_TEXT.quotes.saveNotes }).click();
    await page.getByText(ADMIN_TEXT.quotes.notesSaved).waitFor();
    await page.reload();
    await quote.waitFor();
    expect(await quote.getByLabel(ADMIN_TEXT.quotes.statusLabel).inputValue()).toBe('won');
    expect(await quote.getByLabel(ADMIN_TEXT.quotes.notesLabel).inputValue()).toBe('Fitting booked for Friday');

    await page.screenshot({ path: path.join(SHOTS_DIR, 'admin-quotes-1280.png'), fullPage: true }).catch(() => {});

    // Resend: both e-mails go through the mail server again.
    const before = smtp.received.length;
    await quote.getByRole('button', { name: ADMIN_TEXT.quotes.resend }).click();
    await page.getByText(ADMIN_TEXT.quotes.resent).waitFor();
    await expect.poll(() => smtp.received.length, { timeout: 15_000 }).toBe(before + 2);
    const again = smtp.received.slice(before);
    expect(again.map((mail) => mail.to)).toEqual([[SHOP], ['driver@e2e.example']]);
    expect(textOf(again[0]!.raw)).toContain(CUSTOMER);

    // Lead webhook: the CRM got the quote once; Resend to webhook POSTs it once more.
    const webhook = quote.getByRole('region', { name: ADMIN_TEXT.quotes.leadWebhook });
    await expect.poll(() => webhook.getByTestId('lead-webhook-status').textContent(), { timeout: 15_000 }).toContain('Delivered');
    expect(receiver.received.map((lead) => lead.answered)).toEqual([200]);
    await webhook.getByRole('button', { name: ADMIN_TEXT.quotes.leadResend }).click();
    await page.getByText(ADMIN_TEXT.quotes.leadResent).waitFor();
    await expect.poll(() => receiver.received.length, { timeout: 15_000 }).toBe(2);
    expect(JSON.parse(receiver.received[1]!.body)).toMatchObject({ quote: { customerName: CUSTOMER } });

    // Gallery: hidden, the wrap leaves the public gallery; shown again, it is back.
    await page.getByRole('tab', { name: ADMIN_TEXT.tabs.gallery }).click();
    expect(new URL(page.url()).pathname).toBe('/admin/gallery');
    const wrap = page.getByTestId('admin-wrap').first();
    await wrap.getByText(ADMIN_TEXT.gallery.public, { exact: true }).waitFor();
    const { page: visitor } = await openPage(browser);
    const publicGallery = async () => {
      await visitor.goto(app.url);
      await visitor.locator('#gallery').scrollIntoViewIfNeeded();
      await visitor.getByText(MESSAGES.galleryEmpty).or(galleryCards(visitor).first()).waitFor();
      return galleryCards(visitor).count();
    };
    expect(await publicGallery()).toBe(1);

    await wrap.getByRole('button', { name: ADMIN_TEXT.gallery.hide }).click();
    await page.getByText(ADMIN_TEXT.gallery.hidden).waitFor();
    await wrap.getByText(ADMIN_TEXT.gallery.notPublic, { exact: true }).waitFor();
    expect(await publicGallery()).toBe(0);

    await wrap.getByRole('button', { name: ADMIN_TEXT.gallery.show }).click();
    await wrap.getByText(ADMIN_TEXT.gallery.public, { exact: true }).waitFor();
    expect(await publicGallery()).toBe(1);

    // The home page's before/after: the project's own pair until the shop picks this wrap.
    const heroSource = async () => {
      await visitor.goto(app.url);
      // The hero once it is there and past its loading state.
      const settled = visitor.locator('[data-testid=hero-before-after]:not([data-source="loading"])');
      await settled.waitFor();
      return settled.getAttribute('data-source');
    };
    expect(await heroSource()).toBe('own');
    // The box follows the server's answer, so it is clicked, not checked.
    await wrap.getByLabel(ADMIN_TEXT.gallery.hero).click();
    await page.getByText(ADMIN_TEXT.gallery.saved).first().waitFor();
    await expect.poll(() => wrap.getByLabel(ADMIN_TEXT.gallery.hero).isChecked()).toBe(true);
    expect(await heroSource()).toBe('gallery');
    const [heroAfter, heroBefore] = await visitor
      .getByTestId('hero-before-after')
      .locator('img')
      .evaluateAll((all: HTMLImageElement[]) => all.map((img) => img.getAttribute('src')));
    // Public copies with the plates hidden, under names of their own.
    expect(heroBefore).toMatch(/^\/files\/car-images\/[0-9a-f-]{36}\.webp$/);
    expect(heroAfter).toMatch(/^\/files\/car-images\/[0-9a-f-]{36}\.webp$/);
    expect(heroAfter).not.toBe(heroBefore);
    await visitor.screenshot({ path: path.join(SHOTS_DIR, 'hero-picked-1280.png') }).catch(() => {});

    await page.screenshot({ path: path.join(SHOTS_DIR, 'admin-gallery-1280.png'), fullPage: true }).catch(() => {});

    // Delete asks first, then the wrap is gone from the back office too.
    await wrap.getByRole('button', { name: ADMIN_TEXT.gallery.delete }).click();
    const confirm = page.getByTestId('delete-wrap-dialog');
    await confirm.getByRole('button', { name: ADMIN_TEXT.gallery.deleteConfirm }).click();
    await page.getByText(ADMIN_TEXT.gallery.deleted).waitFor();
    await page.getByText(ADMIN_TEXT.gallery.empty).waitFor();
    expect(await confirm.count()).toBe(0);

    // Usage: no paid AI call today (the local engine made the wrap), against the default budget.
    await page.getByRole('tab', { name: ADMIN_TEXT.tabs.usage }).click();
    await page.getByText(ADMIN_TEXT.usage.ofBudget(0, 200)).waitFor();
    expect(
      await page
        .getByRole('row', { name: new RegExp(ADMIN_TEXT.usage.providerName('local')) })
        .getByRole('cell')
        .first()
        .textContent(),
    ).toBe('1');
    await page.screenshot({ path: path.join(SHOTS_DIR, 'admin-usage-1280.png'), fullPage: true }).catch(() => {});

    // Signing out ends the session: a reload shows the sign-in form.
    await page.getByRole('button', { name: ADMIN_TEXT.signOut }).click();
    await page.getByRole('heading', { name: ADMIN_TEXT.signIn.title }).waitFor();
    await page.reload();
    await page.getByRole('heading', { name: ADMIN_TEXT.signIn.title }).waitFor();
    expect(errors).toEqual([]);
    await Promise.all([page.context().close(), visitor.context().close()]);
  });

  it('switches to German from its language select: the sign-in, the server’s refusal and every section speak German, and stay so', async () => {
    const { page, errors } = await openPage(browser);
    await page.goto(`${app.url}/admin`);
    await page.getByTestId('language-select').selectOption('de');
    const T = DE.ADMIN_TEXT;
    await page.getByRole('heading', { name: T.signIn.title }).waitFor();
    await page.getByLabel(T.signIn.emailLabel).fill(OWNER);
    await page.getByLabel(T.signIn.passwordLabel).fill('not the password');
    await page.getByRole('button', { name: T.signIn.submit }).click();
    await page.getByRole('alert').getByText(DE.ADMIN_ERRORS.badCredentials).waitFor();
    await page.getByLabel(T.signIn.passwordLabel).fill(PASSWORD);
    await page.getByRole('button', { name: T.signIn.submit }).click();

    // Remembered: a reload comes back in German.
    await page.getByRole('tab', { name: T.tabs.quotes, selected: true }).waitFor();
    await page.reload();
    const quote = page.getByTestId('admin-quote').filter({ hasText: CUSTOMER });
    await quote.waitFor();
    const onScreen = [
      ...Object.values(T.tabs),
      T.quotes.heading,
      T.quotes.fields.received,
      T.quotes.fields.city,
      T.quotes.saveNotes,
      T.quotes.resend,
      T.quotes.exportCsv,
      T.signOut,
      T.backToSite,
      DE.RETENTION_ADMIN_TEXT.deleteData,
    ];
    for (const text of onScreen) await page.getByText(text, { exact: true }).first().waitFor();
    expect(await quote.getByLabel(T.quotes.statusLabel).locator('option:checked').textContent()).toBe(DE.QUOTE_STATUS_LABELS.won);
    // Dates in German: "26.11.2026, 16:40".
    expect(await quote.locator('dd').first().textContent()).toMatch(/^\d{2}\.\d{2}\.\d{4}, \d{2}:\d{2}$/);
    await page.screenshot({ path: path.join(SHOTS_DIR, 'admin-quotes-de-1280.png'), fullPage: true }).catch(() => {});

    await page.getByRole('tab', { name: T.tabs.usage }).click();
    await page.getByText(T.usage.ofBudget(0, 200)).waitFor();
    await page.getByRole('heading', { name: DE.RETENTION_ADMIN_TEXT.title }).waitFor();
    await page.getByRole('tab', { name: T.tabs.gallery }).click();
    await page.getByText(T.gallery.empty).waitFor();
    await page.getByRole('button', { name: DE.GALLERY_FILTER_LABELS.all }).waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('de');
    expect(await page.title()).toContain(T.pageTitle);
    await page.screenshot({ path: path.join(SHOTS_DIR, 'admin-gallery-de-1280.png'), fullPage: true }).catch(() => {});
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
