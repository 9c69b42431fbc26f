import fs from 'node:fs';
import path from 'node:path';
import type { FeaturedWraps } from '../domain/api';
import { heroAfterPictures } from '../domain/gallery/heroPicture';
import type { Language } from '../domain/i18n/languages';
import { escapeHtml } from './share/sharePage';

/** Vite's manifest (`build.manifest` in vite.config.ts): each source's built file and the chunks it imports. */
type Manifest = Record<string, { file?: string; imports?: string[]; isEntry?: boolean }>;

/** The project's own hero picture, as the manifest names its source (src/web/features/home/HeroBeforeAfter.tsx). */
const OWN_HERO_AFTER = 'features/home/assets/hero-after.webp';

/** The module with a language's first-view texts, which src/web/shared/i18n/languageChoice.ts imports before the first paint. */
const firstViewTexts = (language: Language) =>
  language === 'en' ? 'shared/i18n/firstViewEnglish.ts' : `../domain/i18n/firstView/${language}.ts`;

/** The build's manifest; empty before a build, so the page is served without the hints. */
export function readManifest(webRoot: string): Manifest {
  try {
    return JSON.parse(fs.readFileSync(path.join(webRoot, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  } catch {
    return {};
  }
}

/** A chunk's file and those of the chunks it imports, but not the main script, which the page names already. */
function chunkFiles(manifest: Manifest, key: string, seen = new Set<string>()): string[] {
  const chunk = manifest[key];
  if (!chunk?.file || chunk.isEntry || seen.has(key)) return [];
  seen.add(key);
  return [chunk.file, ...(chunk.imports ?? []).flatMap((imported) => chunkFiles(manifest, imported, seen))];
}

/**
 * The page's language's texts: the app imports them only once its script runs, and paints nothing
 * until they are in; named in the page, they load beside the script.
 */
export function languagePreloads(manifest: Manifest, language: Language): string {
  return chunkFiles(manifest, firstViewTexts(language))
    .map((file) => `  <link rel="modulepreload" crossorigin href="/${escapeHtml(file)}" />\n`)
    .join('');
}

/**
 * The home page's largest paint is the hero's "after" picture (the shop's pick, else the
 * project's own): named in the page, it loads beside the script instead of after the script has
 * run and the featured list is in.
 */
export async function heroPreload(manifest: Manifest, featured: () => Promise<FeaturedWraps>): Promise<string> {
  const picked = await featured().then(
    (list) => heroAfterPictures(list.hero)?.[0],
    () => undefined,
  );
  const own = manifest[OWN_HERO_AFTER]?.file;
  const picture = picked ?? (own ? `/${own}` : undefined);
  return picture ? `  <link rel="preload" as="image" href="${escapeHtml(picture)}" fetchpriority="high" />\n` : '';
}
