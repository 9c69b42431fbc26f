import { LoaderCircle } from 'lucide-react';
import { useId, useState, type ChangeEvent, type FormEvent, type KeyboardEvent } from 'react';
import {
  checkQuoteFields,
  QUOTE_CITY_MAX,
  QUOTE_FIELDS,
  QUOTE_NAME_MAX,
  QUOTE_PHONE_MAX,
  type QuoteField,
  type QuoteFieldErrors,
  type QuoteFields,
} from '../../../domain/quote/quoteFields';
import { AppDialog } from '../../shared/AppDialog';
import { useLaterMessages } from '../../shared/i18n/LanguageProvider';
import { WrapEstimate } from '../../shared/estimate/WrapEstimate';
import { Button } from '../../shared/Button';
import { ApiRequestError } from '../../shared/http';
import { toast } from '../../shared/toast';
import { QuoteTextField } from './QuoteTextField';
import { submitQuote } from './submitQuote';

interface QuoteDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  requestId: string | null;
}

function failureText(error: unknown, failed: string): string {
  // The server's sentence helps when the visitor can act on it (a 4xx); otherwise the product's text.
  if (error instanceof ApiRequestError && error.status >= 400 && error.status < 500) return error.message;
  return failed;
}

/** "Get Your Quote": who to call, where, and consent, sent for the current wrap. */
export function QuoteDialog({ open, onOpenChange, requestId }: QuoteDialogProps) {
  const { MESSAGES, QUOTE_TEXT } = useLaterMessages();
  const [values, setValues] = useState<QuoteFields>({ name: '', phone: '', city: '' });
  const [consent, setConsent] = useState(false);
  const [errors, setErrors] = useState<QuoteFieldErrors>({});
  const [attempted, setAttempted] = useState(false);
  const [sending, setSending] = useState(false);
  const ids = { name: useId(), phone: useId(), city: useId(), consent: useId() };

  function change(field: QuoteField, value: string) {
    const next = { ...values, [field]: value };
    setValues(next);
    // Messages appear on the first submit, then follow the typing so a fixed field clears at once.
    if (attempted) {
      const check = checkQuoteFields(next, QUOTE_TEXT);
      setErrors(check.ok ? {} : check.errors);
    }
  }

  function refuseWithoutConsent(): boolean {
    if (consent) return false;
    toast.error(MESSAGES.consentRequired.title, { description: MESSAGES.consentRequired.description });
    return true;
  }

  // The submit button is disabled without consent, so Enter in a field would silently do
  // nothing; the product's toast says why instead.
  function handleKeyDown(event: KeyboardEvent<HTMLFormElement>) {
    const target = event.target as HTMLElement;
    if (event.key === 'Enter' && target instanceof HTMLInputElement && target.type !== 'checkbox' && !consent) {
      event.preventDefault();
      refuseWithoutConsent();
    }
  }

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (sending || refuseWithoutConsent()) return;
    setAttempted(true);
    const check = checkQuoteFields(values, QUOTE_TEXT);
    if (!check.ok) {
      setErrors(check.errors);
      const first = QUOTE_FIELDS.find((field) => check.errors[field]);
      if (first) document.getElementById(ids[first])?.focus();
      return;
    }
    setErrors({});
    if (!requestId) {
      toast.error(MESSAGES.noRequestFound.title, { description: MESSAGES.noRequestFound.description });
      return;
    }
    setSending(true);
    try {
      const result = await submitQuote(requestId, { ...check.value, consent: true });
      if (result.emailSent) {
        toast.success(MESSAGES.quoteSubmitted.title, { description: MESSAGES.quoteSubmitted.description });
      } else {
        toast(MESSAGES.quotePartial.title, { description: MESSAGES.quotePartial.description });
      }
      onOpenChange(false);
    } catch (error) {
      toast.error(MESSAGES.submissionFailed.title, { description: failureText(error, MESSAGES.submissionFailed.description) });
    } finally {
      setSending(false);
    }
  }

  const field = (name: QuoteField) => ({
    id: ids[name],
    value: values[name],
    error: errors[name],
    onChange: (event: ChangeEvent<HTMLInputElement>) => change(name, event.currentTarget.value),
    readOnly: sending,
  });

  return (
    <AppDialog
      open={open}
      onOpenChange={(next) => !sending && onOpenChange(next)}
      title={QUOTE_TEXT.dialogTitle}
      description={QUOTE_TEXT.dialogIntro}
      dismissible={!sending}
      testId="quote-dialog"
    >
      <form noValidate onSubmit={(event) => void handleSubmit(event)} onKeyDown={handleKeyDown} className="space-y-2">
        {requestId && <WrapEstimate requestId={requestId} />}
        <QuoteTextField {...field('name')} label={QUOTE_TEXT.nameLabel} autoComplete="name" maxLength={QUOTE_NAME_MAX} />
        <QuoteTextField
          {...field('phone')}
          label={QUOTE_TEXT.phoneLabel}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          maxLength={QUOTE_PHONE_MAX}
        />
        <QuoteTextField {...field('city')} label={QUOTE_TEXT.cityLabel} autoComplete="address-level2" maxLength={QUOTE_CITY_MAX} />
        <div className="flex items-start gap-3 rounded-xl bg-slate-50 p-3">
          <input
            id={ids.consent}
            type="checkbox"
            checked={consent}
            onChange={(event) => setConsent(event.currentTarget.checked)}
            disabled={sending}
            className="mt-0.5 h-5 w-5 shrink-0 accent-cyan-700"
          />
          <label htmlFor={ids.consent} className="text-sm text-slate-700">
            {QUOTE_TEXT.consentBefore}
            {/* A new tab keeps what the visitor typed here. */}
            <a href="/privacy" target="_blank" rel="noopener" className="font-semibold text-cyan-800 underline">
              {QUOTE_TEXT.consentLink}
            </a>
            {QUOTE_TEXT.consentAfter}
          </label>
        </div>
        <Button type="submit" disabled={!consent || sending} className="mt-2 w-full bg-cyan-700 hover:bg-cyan-800">
          {sending && <LoaderCircle className="h-4 w-4 animate-spin" aria-hidden="true" />}
          {sending ? QUOTE_TEXT.submitting : QUOTE_TEXT.submit}
        </Button>
      </form>
    </AppDialog>
  );
}
