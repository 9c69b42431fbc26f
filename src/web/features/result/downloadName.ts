/** "red-matte-racing-stripes": the download's file name stem, in the words the visitor chose. */
export function downloadName(parts: Array<string | null | undefined>): string {
  const slug = parts
    .filter((p): p is string => Boolean(p))
    .join('-')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return slug || 'car-wrap';
}
