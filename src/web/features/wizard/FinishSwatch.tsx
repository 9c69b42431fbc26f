import type { CSSProperties } from 'react';
import type { FinishId } from '../../../domain/catalog/finishes';

/** Layers over the base colour that show how each finish catches the light. */
function finishBackground(finish: FinishId, hex: string): string {
  switch (finish) {
    case 'matte':
      return `linear-gradient(180deg, rgba(255,255,255,0.04), rgba(0,0,0,0.12)), ${hex}`;
    case 'glossy':
      return `linear-gradient(160deg, rgba(255,255,255,0.75) 0%, rgba(255,255,255,0.2) 34%, transparent 35%), linear-gradient(180deg, transparent 60%, rgba(0,0,0,0.25)), ${hex}`;
    case 'satin':
      return `linear-gradient(135deg, rgba(255,255,255,0.3), transparent 55%), linear-gradient(180deg, transparent 50%, rgba(0,0,0,0.18)), ${hex}`;
    case 'metallic':
      return `radial-gradient(rgba(255,255,255,0.55) 0.7px, transparent 1.2px) 0 0 / 5px 5px, radial-gradient(rgba(0,0,0,0.3) 0.7px, transparent 1.2px) 2px 3px / 6px 6px, linear-gradient(135deg, rgba(255,255,255,0.4), transparent 45%, rgba(0,0,0,0.3)), ${hex}`;
    case 'pearlescent':
      return `linear-gradient(120deg, rgba(255,170,220,0.45), rgba(170,210,255,0.4) 40%, rgba(190,255,220,0.35) 70%, rgba(255,235,190,0.45)), linear-gradient(160deg, rgba(255,255,255,0.5), transparent 40%), ${hex}`;
    case 'chrome':
      return `linear-gradient(180deg, #ffffff 0%, ${hex} 28%, #0b0b0f 47%, ${hex} 53%, #ffffff 78%, ${hex} 100%)`;
  }
}

export function FinishSwatch({ finish, hex, className = '' }: { finish: FinishId; hex: string; className?: string }) {
  const style: CSSProperties = { background: finishBackground(finish, hex) };
  return <span aria-hidden="true" className={`block rounded-lg ring-1 ring-black/10 ${className}`} style={style} />;
}
