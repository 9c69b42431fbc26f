import { EMBED_SCRIPT } from '../../../domain/embed/embedPage';
import { EMBED_PARAM } from '../../../domain/embed/embedProtocol';
import { EMBED_TEXT } from '../../../domain/messages';

/** The loader snippet a shop pastes, on this site's own address. */
export const loaderSnippet = (origin: string) => `<script src="${origin}${EMBED_SCRIPT}" async></script>`;

/** The fallback for a page that allows no scripts: a fixed height that scrolls inside, no resizing. */
export const frameSnippet = (origin: string) =>
  `<iframe src="${origin}/?${EMBED_PARAM}=1" title="${EMBED_TEXT.frameTitle}" style="width:100%;height:1200px;border:0" allow="clipboard-write; web-share"></iframe>`;
