import type { Language } from '../../domain/i18n/languages';
import { messagesFor } from '../i18n/messagesFor';
import { escapeHtml } from './sharePage';

/**
 * The share link of a wrap whose data is gone (retention, or its owner deleted it): the shop's
 * name, one sentence and the way to make a new preview. Plain HTML like the share page, no script.
 */
export function renderExpiredPage(brandName: string, language: Language = 'en'): string {
  const e = escapeHtml;
  const { EXPIRED_TEXT } = messagesFor(language);
  return `<!doctype html>
<html lang="${language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${e(EXPIRED_TEXT.title)} — ${e(brandName)}</title>
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<style>
body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#0f172a;background:#f8fafc}
.bar{background:#0f172a;padding:12px 16px}
.bar a{color:#fff;font-weight:800;text-decoration:none;line-height:44px}
.gone{max-width:640px;margin:0 auto;padding:48px 16px}
.gone h1{font-size:1.8rem;margin:0 0 12px}
.gone .go{display:inline-block;margin-top:20px;padding:12px 22px;border-radius:12px;background:#22d3ee;color:#0f172a;font-weight:800;text-decoration:none}
</style>
</head>
<body>
<div class="bar"><a href="/">${e(brandName)}</a></div>
<main class="gone">
<h1>${e(EXPIRED_TEXT.title)}</h1>
<p>${e(EXPIRED_TEXT.text)}</p>
<a class="go" href="/">${e(EXPIRED_TEXT.cta)}</a>
</main>
</body>
</html>
`;
}
