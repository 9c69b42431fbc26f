import { EMBED_PARAM, EMBED_SIZED, EMBED_VERSION, HOST_PAGE_PARAM, isVisiblePartMessage } from '../../domain/embed/embedProtocol';

/**
 * The app inside a frame on a shop's own site: put there by the loader (embed.js, `?embed=auto`,
 * which sizes the frame) or by a plain <iframe> (`?embed=1`, a fixed height that scrolls inside).
 * The visitor's flow keeps no cookies and no storage (the owner tokens live in memory,
 * wrapOwner.ts), so a browser that blocks third-party cookies changes nothing here.
 */
// Read when asked, not at import: modules that import this one also run in Node's tests.
const params = () => new URLSearchParams(window.location.search);
const isEmbedded = () => window.parent !== window && params().has(EMBED_PARAM);

/** The host page's origin, the only one told our height and believed about what it shows. */
function hostOrigin(): string | null {
  try {
    const origin = new URL(params().get(HOST_PAGE_PARAM) ?? '').origin;
    // Chromium names the framing page itself: a loader that claims another page is not believed.
    const framer = window.location.ancestorOrigins?.[0];
    return framer && framer !== origin ? null : origin;
  } catch {
    return null;
  }
}

/**
 * The page that frames this app, undefined on the shop's own site: sent with a wrap or quote so
 * the shop sees which site it came from, and counted in its funnel. The loader names the page; in
 * another frame Chromium and Safari name the framing page's origin, elsewhere the frame's referrer
 * does (usually its origin).
 */
export function hostPage(): string | undefined {
  try {
    if (window.parent === window) return undefined;
    return params().get(HOST_PAGE_PARAM) || window.location.ancestorOrigins?.[0] || document.referrer || undefined;
  } catch {
    return undefined;
  }
}

/**
 * With the loader around: tells it the content's height whenever it changes, and keeps the
 * part of the frame the visitor sees in CSS variables (--view-top, --view-height, styles.css),
 * where the dialogs and the full-size viewer open instead of the middle of a tall frame.
 */
export function startEmbeddedFrame(): void {
  if (!isEmbedded() || params().get(EMBED_PARAM) !== EMBED_SIZED) return;
  const origin = hostOrigin();
  if (!origin) return;
  const root = document.documentElement;
  root.dataset.embedded = 'true';
  let told = 0;
  const tellHeight = () => {
    const height = Math.ceil(root.getBoundingClientRect().height);
    if (height === told) return;
    told = height;
    window.parent.postMessage({ type: 'carwrap:height', version: EMBED_VERSION, height }, origin);
  };
  new ResizeObserver(tellHeight).observe(root);
  tellHeight();
  window.addEventListener('message', (event) => {
    if (event.origin !== origin || event.source !== window.parent || !isVisiblePartMessage(event.data)) return;
    root.style.setProperty('--view-top', `${event.data.top}px`);
    root.style.setProperty('--view-height', `${event.data.height}px`);
  });
}
