import { useState } from 'react';
import { Button } from '../../shared/Button';
import { useLaterMessages } from '../../shared/i18n/LanguageProvider';

/** A snippet to copy: shown whole, selectable by hand, and one button puts it on the clipboard. */
export function SnippetBox({ label, code }: { label: string; code: string }) {
  const { EMBED_TEXT } = useLaterMessages();
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  const copy = () =>
    navigator.clipboard.writeText(code).then(
      () => setState('copied'),
      () => setState('failed'),
    );
  return (
    <figure className="mt-6">
      <figcaption className="text-sm font-semibold text-slate-700">{label}</figcaption>
      <div className="mt-2 flex flex-col gap-2 sm:flex-row sm:items-start">
        <pre className="min-w-0 flex-1 whitespace-pre-wrap break-all rounded-xl bg-slate-900 p-4 text-sm text-slate-50">
          <code>{code}</code>
        </pre>
        <Button variant="secondary" onClick={() => void copy()} aria-label={`${EMBED_TEXT.copy}: ${label}`}>
          {state === 'copied' ? EMBED_TEXT.copied : EMBED_TEXT.copy}
        </Button>
      </div>
      {state === 'failed' && <p className="mt-1 text-sm text-red-700">{EMBED_TEXT.copyFailed}</p>}
    </figure>
  );
}
