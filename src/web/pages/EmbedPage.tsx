import { frameSnippet, loaderSnippet } from '../features/embed/embedSnippets';
import { LivePreview } from '../features/embed/LivePreview';
import { SnippetBox } from '../features/embed/SnippetBox';
import { Footer } from '../features/home/Footer';
import { Header } from '../features/home/Header';
import { useLaterMessages } from '../shared/i18n/LanguageProvider';

/** /embed: the snippet that puts the studio on the shop's own site, and the studio as it will look there. */
export function EmbedPage() {
  const { EMBED_TEXT } = useLaterMessages();
  const origin = window.location.origin;
  return (
    <>
      <Header />
      <main className="mx-auto max-w-5xl px-4 py-12">
        <h1 className="text-3xl font-bold">{EMBED_TEXT.title}</h1>
        <p className="mt-3 max-w-3xl text-slate-700">{EMBED_TEXT.intro}</p>
        <SnippetBox label={EMBED_TEXT.snippetLabel} code={loaderSnippet(origin)} />
        <SnippetBox label={EMBED_TEXT.fallbackLabel} code={frameSnippet(origin)} />
        <p className="mt-4 text-sm text-slate-600">{EMBED_TEXT.allowedNote}</p>
        <h2 className="mt-10 text-xl font-bold">{EMBED_TEXT.previewTitle}</h2>
        <div className="mt-4">
          <LivePreview />
        </div>
      </main>
      <Footer />
    </>
  );
}
