import { withoutHiddenCharacters } from './hiddenCharacters';

// Characters no common file system accepts in a name.
const UNSAFE = /[\\/:*?"<>|]/g;

/** The file a gallery download saves as: `{wrap_name}-carwrap.png`. */
export function galleryDownloadName(wrapName: string): string {
  // Control and direction characters go first: a name shown in another order than it is written misleads.
  const safe = withoutHiddenCharacters(wrapName).replace(UNSAFE, ' ').replace(/\s+/g, ' ').trim();
  return `${safe || 'wrap'}-carwrap.png`;
}

/** "red-matte-racing-stripes": a result download's file name stem, in the words the visitor chose. */
export function downloadStem(parts: Array<string | null | undefined>): string {
  const slug = parts
    .filter((p): p is string => Boolean(p))
    .join('-')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return slug || 'car-wrap';
}
