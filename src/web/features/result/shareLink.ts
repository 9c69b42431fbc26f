export type ShareOutcome = 'shared' | 'cancelled' | 'copied' | 'failed';

/**
 * Shares a link: the system share sheet where the browser has one (phones), else the clipboard.
 * The visitor closing the share sheet is "cancelled", not a failure.
 */
export async function shareLink(url: string, title: string, nav: Navigator = navigator): Promise<ShareOutcome> {
  if (typeof nav.share === 'function' && (typeof nav.canShare !== 'function' || nav.canShare({ url }))) {
    try {
      await nav.share({ title, url });
      return 'shared';
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return 'cancelled';
      // Not allowed here (no user activation, a policy): the clipboard still works.
    }
  }
  try {
    await nav.clipboard.writeText(url);
    return 'copied';
  } catch {
    return 'failed';
  }
}
