import { useLaterMessages } from '../shared/i18n/LanguageProvider';
import { Footer } from '../features/home/Footer';
import { Header } from '../features/home/Header';

/** Any other path, and a share link whose wrap is unknown: the app's header and footer around the way home. */
export function NotFoundPage() {
  const { MESSAGES, NOT_FOUND_TEXT } = useLaterMessages();
  return (
    <div className="flex min-h-dvh flex-col">
      <Header />
      <main className="flex flex-1 flex-col items-center justify-center gap-4 px-4 py-16 text-center">
        <p className="text-6xl font-extrabold text-slate-300">404</p>
        <h1 className="text-2xl font-bold">{MESSAGES.notFound}</h1>
        <a href="/" className="rounded-lg bg-slate-900 px-5 py-2.5 font-semibold text-white hover:bg-slate-700">
          {NOT_FOUND_TEXT.home}
        </a>
      </main>
      <Footer />
    </div>
  );
}
