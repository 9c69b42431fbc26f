import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { CHROMIUM_PATH, launchBrowser, startApp } from '../../e2e/harness';
import { figure, type Figure } from './stats';

const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

/** JavaScript and CSS bytes on the wire for the home page's first view (compressed, as served). */
async function firstViewBytes(url: string, runs: number): Promise<{ js: number[]; css: number[] }> {
  const browser = await launchBrowser();
  const js: number[] = [];
  const css: number[] = [];
  try {
    for (let i = 0; i < runs; i++) {
      const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
      const page = await context.newPage();
      const sizes: Array<Promise<{ type: string; bytes: number }>> = [];
      page.on('requestfinished', (request) => {
        sizes.push(request.sizes().then((s) => ({ type: request.resourceType(), bytes: s.responseBodySize })));
      });
      await page.goto(url, { waitUntil: 'networkidle' });
      const all = await Promise.all(sizes);
      js.push(all.filter((s) => s.type === 'script').reduce((a, s) => a + s.bytes, 0) / 1024);
      css.push(all.filter((s) => s.type === 'stylesheet').reduce((a, s) => a + s.bytes, 0) / 1024);
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return { js, css };
}

/** Lighthouse's four category scores for the home page, mobile profile (its default). */
async function lighthouseScores(url: string, runs: number): Promise<Record<string, number[]>> {
  const port = 9300 + Math.floor(Math.random() * 500);
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROME_FLAGS, `--remote-debugging-port=${port}`] });
  const scores: Record<string, number[]> = { performance: [], accessibility: [], 'best-practices': [], seo: [] };
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
    }
  } finally {
    await browser.close();
  }
  return scores;
}

export async function benchWeb(runs = 3): Promise<Figure[]> {
  const app = await startApp();
  try {
    const { js, css } = await firstViewBytes(app.url, runs);
    const scores = await lighthouseScores(app.url, runs);
    const atLeast95 = { text: '>= 95', ok: (m: number) => m >= 95 };
    return [
      figure('first view JavaScript (compressed)', 'KB', js, { text: '<= 150 KB', ok: (m) => m <= 150 }),
      figure('first view CSS (compressed)', 'KB', css),
      figure('Lighthouse performance (mobile)', '', scores.performance!, atLeast95),
      figure('Lighthouse accessibility (mobile)', '', scores.accessibility!, atLeast95),
      figure('Lighthouse best-practices (mobile)', '', scores['best-practices']!),
      figure('Lighthouse SEO (mobile)', '', scores.seo!),
    ];
  } finally {
    await app.stop();
  }
}
