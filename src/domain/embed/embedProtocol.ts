/**
 * What the loader script (embed.js, on the shop's own site) and the app inside its frame say to
 * each other with postMessage. Both sides check the other's origin before believing a message.
 */

/** Bumped when a message changes shape, so an old cached loader and a new app can tell. */
export const EMBED_VERSION = 1;

/** The query the loader puts on the frame's address: `embed=auto` (sized by the loader) and the host page. */
export const EMBED_PARAM = 'embed';
export const EMBED_SIZED = 'auto';
export const HOST_PAGE_PARAM = 'host';

/** The longest host page address a quote keeps. */
export const HOST_PAGE_MAX = 500;

/** From the frame: the height its content needs, in CSS pixels. */
export interface FrameHeightMessage {
  type: 'carwrap:height';
  version: number;
  height: number;
}

/** From the loader: which part of the frame the visitor sees (frame pixels), so dialogs open there. */
export interface VisiblePartMessage {
  type: 'carwrap:visible';
  version: number;
  top: number;
  height: number;
}

export const isFrameHeightMessage = (data: unknown): data is FrameHeightMessage =>
  isMessage(data, 'carwrap:height') && isSize((data as { height?: unknown }).height);

export const isVisiblePartMessage = (data: unknown): data is VisiblePartMessage =>
  isMessage(data, 'carwrap:visible') && isSize((data as { top?: unknown }).top) && isSize((data as { height?: unknown }).height);

const isMessage = (data: unknown, type: string) => typeof data === 'object' && data !== null && (data as { type?: unknown }).type === type;
const isSize = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value) && value >= 0 && value < 1e6;
