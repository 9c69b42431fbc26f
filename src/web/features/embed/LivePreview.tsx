import { useEffect, useRef } from 'react';
import { EMBED_SCRIPT } from '../../../domain/embed/embedPage';

/**
 * The app as a shop's page shows it: the real loader, included the way the snippet includes it,
 * puts the frame here (this site may frame its own visitor pages).
 */
export function LivePreview() {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const target = box.current;
    if (!target) return;
    const script = document.createElement('script');
    script.src = EMBED_SCRIPT;
    script.async = true;
    target.append(script);
    return () => target.replaceChildren();
  }, []);
  return <div ref={box} data-testid="embed-preview" className="overflow-hidden rounded-2xl ring-1 ring-slate-200" />;
}
