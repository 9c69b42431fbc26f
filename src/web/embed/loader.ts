import { EMBED_PARAM, EMBED_SIZED, EMBED_VERSION, HOST_PAGE_PARAM, isFrameHeightMessage } from '../../domain/embed/embedProtocol';

/**
 * embed.js, the loader a shop's own page includes (`<script src=".../embed.js" async></script>`):
 * it puts the visitor's flow in a frame where the script stands, makes the frame as tall as its
 * content (the app inside says how tall; no scrollbars inside), and tells the app which part of
 * the frame the visitor sees, so its dialogs open there. Messages are believed only from the
 * app's own origin and frame, and sent only to it. Options (data- attributes on the script):
 * `data-height` the first height in pixels until the app has measured itself, `data-title` the
 * frame's name for screen readers.
 */
(() => {
  const script = document.currentScript;
  if (!(script instanceof HTMLScriptElement) || !script.src) return;
  const appOrigin = new URL(script.src).origin;
  const address = new URL('/', appOrigin);
  address.searchParams.set(EMBED_PARAM, EMBED_SIZED);
  // Origin and path only: the host page's query or fragment may hold a search or a token.
  address.searchParams.set(HOST_PAGE_PARAM, location.origin + location.pathname);

  const frame = document.createElement('iframe');
  frame.src = address.href;
  frame.title = script.dataset.title || 'Car wrap preview';
  frame.setAttribute('scrolling', 'no');
  frame.allow = 'clipboard-write; web-share';
  const firstHeight = Number(script.dataset.height) > 0 ? Number(script.dataset.height) : 900;
  frame.style.cssText = `display:block;width:100%;max-width:100%;border:0;overflow:hidden;height:${firstHeight}px`;
  script.after(frame);

  /**
   * The part of the frame the visitor sees, at least most of a screen's height when the frame is
   * that tall (a dialog needs room even when only the frame's edge is in view), kept inside the frame.
   */
  const tellVisiblePart = () => {
    const box = frame.getBoundingClientRect();
    const seenTop = Math.max(0, -box.top);
    const seenBottom = Math.min(box.height, window.innerHeight - box.top);
    const height = Math.min(box.height, Math.max(seenBottom - seenTop, window.innerHeight * 0.6));
    const top = Math.max(0, Math.min(seenTop, box.height - height));
    frame.contentWindow?.postMessage({ type: 'carwrap:visible', version: EMBED_VERSION, top, height }, appOrigin);
  };
  let pending = false;
  const soon = () => {
    if (pending) return;
    pending = true;
    requestAnimationFrame(() => {
      pending = false;
      tellVisiblePart();
    });
  };

  window.addEventListener('message', (event) => {
    if (event.origin !== appOrigin || event.source !== frame.contentWindow || !isFrameHeightMessage(event.data)) return;
    frame.style.height = `${Math.ceil(event.data.height)}px`;
    soon();
  });
  window.addEventListener('scroll', soon, { passive: true });
  window.addEventListener('resize', soon);
  frame.addEventListener('load', soon);
})();
