// Characters no common file system accepts in a name, and control characters.
const UNSAFE = /[\\/:*?"<>|\p{Cc}]/gu;

/** The file a gallery download saves as: `{wrap_name}-carwrap.png`. */
export function galleryDownloadName(wrapName: string): string {
  const safe = wrapName.replace(UNSAFE, ' ').replace(/\s+/g, ' ').trim();
  return `${safe || 'wrap'}-carwrap.png`;
}
