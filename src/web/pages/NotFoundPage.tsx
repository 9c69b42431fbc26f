import { MESSAGES } from '../../domain/messages';

export function NotFoundPage() {
  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-4 px-4 text-center">
      <p className="text-6xl font-extrabold text-slate-300">404</p>
      <h1 className="text-2xl font-bold">{MESSAGES.notFound}</h1>
      <a href="/" className="rounded-lg bg-slate-900 px-5 py-2.5 font-semibold text-white hover:bg-slate-700">
        Return to Home
      </a>
    </main>
  );
}
