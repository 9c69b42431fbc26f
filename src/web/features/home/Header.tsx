import { ApiBadge } from './ApiBadge';
import { PRODUCT_TITLE } from '../../shared/brand';
import { LanguageSelect } from '../../shared/i18n/LanguageSelect';

export function Header() {
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/90 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-2 px-3 sm:gap-3 sm:px-4">
        <a href="/" className="flex min-w-0 items-center gap-2 font-bold tracking-tight text-slate-900">
          <img src="/favicon.svg" alt="" width="32" height="32" className="h-8 w-8 shrink-0" />
          <span className="truncate text-base min-[400px]:text-lg sm:text-xl">{PRODUCT_TITLE}</span>
        </a>
        <div className="flex shrink-0 items-center gap-1.5 sm:gap-2">
          <ApiBadge />
          <LanguageSelect />
        </div>
      </div>
    </header>
  );
}
