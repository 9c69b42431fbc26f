import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { requireChrome } from '../../e2e/chromePath';
import { CHROMIUM_ARGS, launchBrowser, startApp } from '../../e2e/builtApp.testutil';
import { LANGUAGE_LOCALES, LANGUAGES, type Language } from '../../src/domain/i18n/languages';
import { figure, type Figure } from './stats';

// Lighthouse drives the new headless mode; the tests' flags otherwise.
const CHROME_FLAGS = [...CHROMIUM_ARGS.filter((flag) => flag !== '--headless'), '--headless=new'];

const WEB_ROOT = path.resolve('dist/web');

/** Size of a built file gzipped (level 9, as scripts/precompress.ts writes it). */
function gzipKb(urlPath: string): number {
  const file = path.join(WEB_ROOT, urlPath);
  return zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length / 1024;
}

/**
 * JavaScript and CSS the home page's first view loads, everything until the network is idle, for a
 * visitor whose browser asks for `language` (the server then names that language's texts in the
 * page, and the app fetches them before its first paint): bytes on the wire as served (brotli,
 * which Chromium asks for) and the same files gzipped.
 */
async function firstViewBytes(
  url: string,
  runs: number,
  language: Language = 'en',
): Promise<{ js: number[]; css: number[]; jsGzip: number; cssGzip: number }> {
  const browser = await launchBrowser();
  const js: number[] = [];
  const css: number[] = [];
  let paths: Array<{ type: string; path: string }> = [];
  try {
    for (let i = 0; i < runs; i++) {
      const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: LANGUAGE_LOCALES[language] });
      const page = await context.newPage();
      const sizes: Array<Promise<{ type: string; bytes: number; path: string }>> = [];
      page.on('requestfinished', (request) => {
        sizes.push(
          request.sizes().then((s) => ({ type: request.resourceType(), bytes: s.responseBodySize, path: new URL(request.url()).pathname })),
        );
      });
      await page.goto(url, { waitUntil: 'networkidle' });
      const all = await Promise.all(sizes);
      js.push(all.filter((s) => s.type === 'script').reduce((a, s) => a + s.bytes, 0) / 1024);
      css.push(all.filter((s) => s.type === 'stylesheet').reduce((a, s) => a + s.bytes, 0) / 1024);
      paths = all.filter((s) => s.type === 'script' || s.type === 'stylesheet');
      await context.close();
    }
  } finally {
    await browser.close();
  }
  const gz = (type: string) => paths.filter((s) => s.type === type).reduce((a, s) => a + gzipKb(s.path), 0);
  return { js, css, jsGzip: gz('script'), cssGzip: gz('stylesheet') };
}

/** Where the last Lighthouse report is kept, to see what blocked the main thread. */
const LAST_REPORT = path.resolve('bench-results/lighthouse-last.json');

/**
 * Lighthouse's four category scores for the home page, mobile profile (its default), and the
 * metrics the performance score weighs most: Total Blocking Time and Largest Contentful Paint.
 */
async function lighthouseScores(url: string, runs: number): Promise<Record<string, number[]>> {
  const port = 9300 + Math.floor(Math.random() * 500);
  const browser = await chromium.launch({ executablePath: requireChrome(), args: [...CHROME_FLAGS, `--remote-debugging-port=${port}`] });
  const scores: Record<string, number[]> = { performance: [], accessibility: [], 'best-practices': [], seo: [] };
  const metrics: Record<string, number[]> = { 'total-blocking-time': [], 'largest-contentful-paint': [] };
  try {
    for (let i = 0; i < runs; i++) {
      const result = await lighthouse(url, {
        port,
        logLevel: 'error',
        output: 'json',
        onlyCategories: Object.keys(scores),
      });
      if (!result) throw new Error('lighthouse returned nothing');
      for (const key of Object.keys(scores)) scores[key]!.push(Math.round((result.lhr.categories[key]?.score ?? 0) * 100));
      for (const key of Object.keys(metrics)) metrics[key]!.push(result.lhr.audits[key]?.numericValue ?? NaN);
      fs.mkdirSync(path.dirname(LAST_REPORT), { recursive: true });
      fs.writeFileSync(LAST_REPORT, JSON.stringify(result.lhr));
    }
  } finally {
    await browser.close();
  }
  return { ...scores, ...metrics };
}

/** The first view's JavaScript budget (issues 13 and 31), in every language. */
const WITHIN_BUDGET = { text: '<= 100 KB', ok: (kb: number) => kb <= 100 };

export async function benchWeb(runs = 3): Promise<Figure[]> {
  const app = await startApp();
  try {
    const { js, css, jsGzip, cssGzip } = await firstViewBytes(app.url, runs);
    // Every other language's texts replace English's in the first view (issue 31): each is measured once.
    const others: Figure[] = [];
    for (const language of LANGUAGES.filter((l) => l !== 'en')) {
      const bytes = await firstViewBytes(app.url, 1, language);
      others.push(figure(`first view JavaScript, gzip, ${language}`, 'KB', [bytes.jsGzip], WITHIN_BUDGET));
    }
    const scores = await lighthouseScores(app.url, runs);
    const atLeast95 = { text: '>= 95', ok: (m: number) => m >= 95 };
    return [
      // Issue 13's goal: the worker, brush and share page load lazily, so the first view stays small.
      figure('first view JavaScript, gzip', 'KB', [jsGzip], WITHIN_BUDGET),
      ...others,
      figure('first view JavaScript on the wire (brotli)', 'KB', js),
      figure('first view CSS, gzip', 'KB', [cssGzip]),
      figure('first view CSS on the wire (brotli)', 'KB', css),
      figure('Lighthouse performance (mobile)', '', scores.performance!, atLeast95),
      figure('Lighthouse Total Blocking Time (mobile)', 'ms', scores['total-blocking-time']!, { text: '<= 200 ms', ok: (m) => m <= 200 }),
      figure('Lighthouse Largest Contentful Paint (mobile)', 'ms', scores['largest-contentful-paint']!),
      figure('Lighthouse accessibility (mobile)', '', scores.accessibility!, atLeast95),
      figure('Lighthouse best-practices (mobile)', '', scores['best-practices']!),
      figure('Lighthouse SEO (mobile)', '', scores.seo!),
    ];
  } finally {
    await app.stop();
  }
}
