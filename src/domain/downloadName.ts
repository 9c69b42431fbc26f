// Characters no common file system accepts in a name, and control characters.
const UNSAFE = /[\\/:*?"<>|\p{Cc}]/gu;

/** The file a gallery download saves as: `{wrap_name}-carwrap.png`. */
export function galleryDownloadName(wrapName: string): string {
  const safe = wrapName.replace(UNSAFE, ' ').replace(/\s+/g, ' ').trim();
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
