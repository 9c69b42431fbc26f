/** `text` as an http: or https: URL, or null for anything else (a page address we may keep or allow). */
export function httpUrl(text: string): URL | null {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return null;
  }
  return url.protocol === 'http:' || url.protocol === 'https:' ? url : null;
}
