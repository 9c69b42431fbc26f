import type { Language } from '../../domain/i18n/languages';
import { MY_DATA_PAGE } from '../../domain/privacy/api';
import { messagesFor } from '../i18n/messagesFor';

/** The share link's path for a wrap request. */
export const sharePath = (requestId: string) => `/w/${requestId}`;

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export interface SharePageFacts {
  /** The visitor's language (Accept-Language matched): the page's own words and `<html lang>`. */
  language: Language;
  title: string;
  description: string;
  imageAlt: string;
  brandName: string;
  /** Absolute URLs for the Open Graph tags. */
  pageUrl: string;
  ogImageUrl: string;
  /** What the page body shows (relative is fine). */
  beforeUrl: string | null;
  afterUrl: string;
  indexable: boolean;
}

/**
 * The share page: plain HTML with its Open Graph and Twitter tags, for chat apps' crawlers (which
 * run no JavaScript), and for people the before and after with a way to make their own. No
 * scripts, one small inline stylesheet. On a phone the wrap comes first (above the fold), the
 * before under it; side by side, before then after, as people read a transformation.
 */
export function renderSharePage(f: SharePageFacts): string {
  const e = escapeHtml;
  const { SHARE_TEXT, DATA_LINK_TEXT } = messagesFor(f.language);
  const meta = (attr: 'property' | 'name', key: string, value: string) => `<meta ${attr}="${key}" content="${e(value)}">`;
  const figure = (url: string, alt: string, caption: string, className = '') =>
    `<figure${className ? ` class="${className}"` : ''}><img src="${e(url)}" alt="${e(alt)}" decoding="async"><figcaption>${e(caption)}</figcaption></figure>`;
  return `<!doctype html>
<html lang="${f.language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${e(f.title)}</title>
${meta('name', 'description', f.description)}
${f.indexable ? '' : meta('name', 'robots', 'noindex')}
${meta('property', 'og:type', 'website')}
${meta('property', 'og:site_name', f.brandName)}
${meta('property', 'og:title', f.title)}
${meta('property', 'og:description', f.description)}
${meta('property', 'og:url', f.pageUrl)}
${meta('property', 'og:image', f.ogImageUrl)}
${meta('property', 'og:image:alt', f.imageAlt)}
${meta('name', 'twitter:card', 'summary_large_image')}
${meta('name', 'twitter:title', f.title)}
${meta('name', 'twitter:description', f.description)}
${meta('name', 'twitter:image', f.ogImageUrl)}
<link rel="canonical" href="${e(f.pageUrl)}">
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<meta name="theme-color" content="#0f172a">
<style>
*{box-sizing:border-box}
body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#0f172a;background:#f8fafc}
header{background:#0f172a;color:#fff;padding:12px 16px}
header a{color:#fff;font-weight:800;text-decoration:none;display:inline-block;min-height:44px;line-height:44px}
main{max-width:1100px;margin:0 auto;padding:20px 16px 40px}
h1{font-size:1.6rem;line-height:1.25;margin:0 0 16px}
.pair{display:grid;gap:12px;grid-template-columns:1fr}
.after{order:-1}
@media (min-width:720px){.pair{grid-template-columns:1fr 1fr}.after{order:0}h1{font-size:2rem}}
figure{margin:0;position:relative;border-radius:14px;overflow:hidden;background:#0f172a}
img{display:block;width:100%;height:auto}
figcaption{position:absolute;left:8px;top:8px;background:rgba(0,0,0,.6);color:#fff;font-size:.8rem;font-weight:700;padding:2px 8px;border-radius:6px}
.cta{margin-top:24px;padding:20px;border-radius:14px;background:#ecfeff;border:1px solid #a5f3fc}
.cta p{margin:0 0 12px}
.cta a{display:inline-flex;align-items:center;min-height:48px;padding:0 22px;border-radius:12px;background:#22d3ee;color:#0f172a;font-weight:800;text-decoration:none}
.cta a:hover{background:#67e8f9}
.mine{margin-top:16px;font-size:.9rem}
.mine a{color:#0e7490;display:inline-block;min-height:44px;line-height:44px}
</style>
</head>
<body>
<header><a href="/">${e(f.brandName)}</a></header>
<main>
<h1>${e(f.title)}</h1>
<div class="pair" data-testid="share-pair">
${f.beforeUrl ? figure(f.beforeUrl, SHARE_TEXT.beforeAlt, SHARE_TEXT.before) : ''}
${figure(f.afterUrl, f.imageAlt, SHARE_TEXT.after, 'after')}
</div>
<section class="cta">
<p>${e(SHARE_TEXT.ctaIntro)}</p>
<a href="/">${e(SHARE_TEXT.cta)}</a>
</section>
<p class="mine"><a href="${MY_DATA_PAGE}" rel="nofollow">${e(DATA_LINK_TEXT.sharePage)}</a></p>
</main>
</body>
</html>
`;
}
