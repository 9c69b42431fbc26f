import { HeroBeforeAfter } from './HeroBeforeAfter';

interface HeroProps {
  onStart: () => void;
}

export function Hero({ onStart }: HeroProps) {
  return (
    <section className="relative overflow-hidden bg-gradient-to-br from-slate-900 via-slate-800 to-cyan-900 text-white">
      <div className="mx-auto grid max-w-6xl items-center gap-10 px-4 py-16 sm:py-24 lg:grid-cols-[minmax(0,6fr)_minmax(0,5fr)]">
        <div>
          <p className="text-sm font-semibold uppercase tracking-widest text-cyan-300">See it before you wrap it</p>
          <h1 className="mt-3 max-w-3xl text-4xl font-extrabold leading-tight sm:text-5xl">Your car, in any colour, finish and style.</h1>
          <p className="mt-4 max-w-2xl text-lg text-slate-200">
            {/* No count of wraps here: the catalogue's card below counts the films in stock, the one place that number lives. */}
            Upload a photo of your own car and get a realistic wrap preview in under 2 minutes, in any film the shop stocks, and a
            professional quote within 24 hours.
          </p>
          <button
            type="button"
            onClick={onStart}
            className="mt-8 inline-flex items-center rounded-xl bg-cyan-400 px-6 py-3 text-base font-bold text-slate-900 shadow-lg shadow-cyan-900/30 transition hover:bg-cyan-300"
          >
            Start Your Transformation
          </button>
        </div>
        <HeroBeforeAfter />
      </div>
    </section>
  );
}
