import { useEffect, useRef, useState } from 'react';
import { toast } from 'sonner';
import { MESSAGES } from '../../domain/messages';
import { Features } from '../features/home/Features';
import { Footer } from '../features/home/Footer';
import { Header } from '../features/home/Header';
import { Hero } from '../features/home/Hero';
import { useStatus } from '../features/status/useStatus';

export function HomePage() {
  const [formVisible, setFormVisible] = useState(false);
  const formRef = useRef<HTMLElement>(null);
  const status = useStatus();

  useEffect(() => {
    if (status.isError) toast.error(MESSAGES.configLoadFailed.title, { description: MESSAGES.configLoadFailed.description });
  }, [status.isError]);

  useEffect(() => {
    if (formVisible) formRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  }, [formVisible]);

  return (
    <>
      <Header />
      <main>
        <Hero onStart={() => setFormVisible(true)} />
        {formVisible && (
          <section ref={formRef} id="wrap-form" aria-label="Wrap your car" className="mx-auto max-w-3xl scroll-mt-20 px-4 py-12">
            <p className="text-slate-600">The wrap form appears here.</p>
          </section>
        )}
        <Features />
        <section id="gallery" aria-labelledby="gallery-title" className="mx-auto max-w-6xl px-4 pb-16">
          <h2 id="gallery-title" className="text-2xl font-bold sm:text-3xl">
            Gallery
          </h2>
        </section>
      </main>
      <Footer />
    </>
  );
}
