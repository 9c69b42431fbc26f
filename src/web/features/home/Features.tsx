import { Camera, Clock, Palette, ShieldCheck, Sparkles, Wrench } from 'lucide-react';

const FEATURES = [
  { icon: Camera, title: 'Your own car', text: 'Upload a photo and see the wrap on your car, not a stock model.' },
  { icon: Palette, title: '20+ wraps', text: 'Ten classic colours plus any custom shade you can pick.' },
  { icon: Sparkles, title: 'Six finishes', text: 'Matte, glossy, satin, metallic, pearlescent and chrome.' },
  { icon: Wrench, title: 'Six styles', text: 'Solid, racing stripes, two-tone, carbon accents, gradient, custom.' },
  { icon: Clock, title: 'Under 2 minutes', text: 'Your preview is ready in moments, with changes on request.' },
  { icon: ShieldCheck, title: 'Quote in 24 hours', text: 'A professional installer contacts you with a personalized quote.' },
] as const;

export function Features() {
  return (
    <section aria-labelledby="features-title" className="mx-auto max-w-6xl px-4 py-16">
      <h2 id="features-title" className="text-2xl font-bold sm:text-3xl">
        Why wrap with us
      </h2>
      <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {FEATURES.map(({ icon: Icon, title, text }) => (
          <li key={title} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
            <Icon className="h-7 w-7 text-cyan-600" aria-hidden="true" />
            <h3 className="mt-3 text-lg font-semibold">{title}</h3>
            <p className="mt-1 text-slate-600">{text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
