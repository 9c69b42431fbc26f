/**
 * Whether the page runs inside the Android app. Capacitor's WebView defines `window.Capacitor`
 * before the page loads; a browser never has it (only @capacitor/core would add it, and the web
 * never loads that), so on the web no ad code is even downloaded.
 */
export function inCapacitorApp(): boolean {
  return 'Capacitor' in window;
}
