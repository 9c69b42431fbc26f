import fs from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The layer rules of src/README.md and the web app's zones of src/web/README.md are enforced by
// lint: a wrong import in any direction fails `npm run lint` with the rule's own message, and a
// right one passes.
const FIXTURES = path.resolve('test-fixtures/layers');
const eslint = new ESLint({ ignore: false });

/** Lints a fixture as if it sat where its first line says (`// Linted as src/...`). */
async function lintFixture(name: string): Promise<Array<{ ruleId: string | null; message: string }>> {
  const code = fs.readFileSync(path.join(FIXTURES, name), 'utf8');
  const place = /^\/\/ Linted as (\S+)/.exec(code)?.[1];
  if (!place) throw new Error(`${name} does not say where it is linted`);
  const [result] = await eslint.lintText(code, { filePath: path.resolve(place) });
  return result!.messages.map(({ ruleId, message }) => ({ ruleId, message }));
}

const DOMAIN = 'The domain layer runs in the browser and on the server: it may not import server or web code.';
const WEB = 'The web app may not import server code: share it through src/domain or ask the API.';
const SERVER = 'The server may not import web app code: share it through src/domain.';

const OTHER_FEATURE = 'A feature may not import another feature: move what both use to src/web/shared, or compose them in a page.';
const FEATURE_UP = 'A feature may not import the app or a page: they compose features, not the other way round.';
const SHARED_UP = 'Shared web code may not import a feature, a page or the app: it is what they build on.';

describe('layer rules', () => {
  it.each([
    ['domainImportsServer.ts', '../../server/config', DOMAIN],
    ['domainImportsWeb.ts', '../../web/features/gallery/galleryUrls', DOMAIN],
    ['webImportsServer.ts', '../../../server/storage/localStorage', WEB],
    ['serverImportsWeb.ts', '../../web/features/gallery/galleryUrls', SERVER],
  ])('%s fails lint with the layer rule', async (fixture, imported, why) => {
    expect(await lintFixture(fixture)).toEqual([
      {
        ruleId: 'import-x/no-restricted-paths',
        message: `Unexpected path "${imported}" imported in restricted zone. ${why}`,
      },
    ]);
  });

  it('passes a web file importing the domain layer and its own feature', async () => {
    expect(await lintFixture('rightImports.ts')).toEqual([]);
  });

  it('fails two files that import each other', async () => {
    const results = await eslint.lintFiles([path.join(FIXTURES, 'cycle')]);
    const messages = results.flatMap((r) => r.messages.map((m) => `${path.basename(r.filePath)}: ${m.ruleId}: ${m.message}`));
    expect(messages).toEqual([
      'quoteMail.ts: import-x/no-cycle: Dependency cycle detected',
      'quoteSubject.ts: import-x/no-cycle: Dependency cycle detected',
    ]);
  });
});

describe('web zones: shared -> features -> app and pages', () => {
  it.each([
    ['featureImportsFeature.ts', '../gallery/galleryUrls', OTHER_FEATURE],
    ['featureImportsPage.ts', '../../pages/NotFoundPage', FEATURE_UP],
    ['sharedImportsFeature.ts', '../features/gallery/galleryUrls', SHARED_UP],
  ])('%s fails lint with the zone rule', async (fixture, imported, why) => {
    expect(await lintFixture(fixture)).toEqual([
      {
        ruleId: 'import-x/no-restricted-paths',
        message: `Unexpected path "${imported}" imported in restricted zone. ${why}`,
      },
    ]);
  });

  it.each(['featureImportsShared.ts', 'pageImportsFeature.ts'])(
    '%s passes: a feature uses shared code, a page a feature',
    async (fixture) => {
      expect(await lintFixture(fixture)).toEqual([]);
    },
  );
});
