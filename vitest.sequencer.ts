import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The files that take longest, started first, so that with two workers no long file is left to
 * run alone at the end. Vitest orders by last run's durations when it has them; a clean clone
 * (CI) has none, and then it orders by file size, which puts these anywhere. Measured with
 * `vitest run --reporter=json`; a file missing here only runs in vitest's order.
 */
const SLOW_FIRST = [
  'src/server/engine/quality.test.ts',
  'src/server/engine/confidence.test.ts',
  'src/server/jobs/twoProcesses.test.ts',
  'src/server/engine/golden.test.ts',
  'src/server/engine/paintLayer.test.ts',
  'src/server/db/embeddedLock.test.ts',
  'src/server/ai/dailyBudget.test.ts',
  'src/server/jobs/databaseRestart.test.ts',
  'src/server/quotes/quoteRoute.test.ts',
  'src/server/generation/wrapEstimate.test.ts',
  'src/server/jobs/pgBossJobs.test.ts',
  'src/server/gallery/seedGallery.test.ts',
  'src/server/engine/index.test.ts',
  'src/server/db/galleryConsentMigration.test.ts',
  // Browser tests.
  'e2e/wizard.test.ts',
  'e2e/stalledUploads.test.ts',
  'e2e/aiFadeIn.test.ts',
  'e2e/gallery.test.ts',
  'e2e/journey.test.ts',
  'e2e/polish.test.ts',
  'e2e/admin.test.ts',
  // 63, 44 and (one generation fewer since) about 40 s: longer than the two below and every file
  // left out (under 36 s), some of which ran before them by file size alone.
  'e2e/languages.test.ts',
  'e2e/embed.test.ts',
  'e2e/quote.test.ts',
  'e2e/touchUp.test.ts',
  'e2e/livePreview.test.ts',
];

export class SlowFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const rank = (spec: TestSpecification) => {
      const i = SLOW_FIRST.findIndex((file) => spec.moduleId.endsWith(`/${file}`));
      return i < 0 ? SLOW_FIRST.length : i;
    };
    // Array.prototype.sort is stable: the rest keep vitest's order.
    return sorted.sort((a, b) => rank(a) - rank(b));
  }
}
