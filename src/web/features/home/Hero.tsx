import { useMessages } from '../../shared/i18n/LanguageProvider';
import { HeroBeforeAfter } from './HeroBeforeAfter';

interface HeroProps {
  onStart: () => void;
}

export function Hero({ onStart }: HeroProps) {
  const { HOME_TEXT } = useMessages();
  return (
    <section className="relative overflow-hidden bg-gradient-to-br from-slate-900 via-slate-800 to-cyan-900 text-white">
      <div className="mx-auto grid max-w-6xl items-center gap-10 px-4 py-16 sm:py-24 lg:grid-cols-[minmax(0,6fr)_minmax(0,5fr)]">
        <div>
          <p className="text-sm font-semibold uppercase tracking-widest text-cyan-300">{HOME_TEXT.kicker}</p>
          <h1 className="mt-3 max-w-3xl text-4xl font-extrabold leading-tight sm:text-5xl">{HOME_TEXT.title}</h1>
          <p className="mt-4 max-w-2xl text-lg text-slate-200">{HOME_TEXT.intro}</p>
          <button
            type="button"
            onClick={onStart}
            className="mt-8 inline-flex items-center rounded-xl bg-cyan-400 px-6 py-3 text-base font-bold text-slate-900 shadow-lg shadow-cyan-900/30 transition hover:bg-cyan-300"
          >
            {HOME_TEXT.start}
          </button>
        </div>
        <HeroBeforeAfter />
      </div>
    </section>
  );
}
