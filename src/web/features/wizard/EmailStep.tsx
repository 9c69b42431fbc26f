import { useMessages } from '../../shared/i18n/LanguageProvider';
import { useId, useState } from 'react';
import { isValidEmail } from '../../../domain/validation';
import { Field } from '../../shared/Field';
import { GalleryConsentField } from './GalleryConsentField';
import { StepCard } from './StepCard';

interface EmailStepProps {
  email: string;
  onEmail: (email: string) => void;
  galleryConsent: boolean;
  onGalleryConsent: (consent: boolean) => void;
}

/** The last step, where the visitor decides to submit: their e-mail and whether strangers may see the wrap. */
export function EmailStep({ email, onEmail, galleryConsent, onGalleryConsent }: EmailStepProps) {
  const { FLOW_TEXT, MESSAGES } = useMessages();
  const errorId = useId();
  // The inline message waits until the visitor leaves the field, so it does not nag mid-typing.
  const [touched, setTouched] = useState(false);
  const invalid = touched && email !== '' && !isValidEmail(email);
  return (
    <StepCard number={6} title={FLOW_TEXT.steps.email}>
      <Field label={FLOW_TEXT.emailLabel} labelClassName="block text-sm font-semibold text-slate-800">
        {(id) => (
          <input
            id={id}
            type="email"
            inputMode="email"
            autoComplete="email"
            value={email}
            placeholder={FLOW_TEXT.emailPlaceholder}
            onChange={(event) => onEmail(event.currentTarget.value)}
            onBlur={() => setTouched(true)}
            aria-invalid={invalid}
            aria-describedby={invalid ? errorId : undefined}
            className={`mt-1.5 block w-full rounded-xl border bg-white px-4 py-3 text-base text-slate-900 shadow-sm outline-none focus:ring-2 ${
              invalid ? 'border-red-500 focus:ring-red-200' : 'border-slate-300 focus:border-cyan-600 focus:ring-cyan-200'
            }`}
          />
        )}
      </Field>
      <p id={errorId} className={`mt-1.5 min-h-5 text-sm ${invalid ? 'font-medium text-red-600' : 'text-slate-500'}`}>
        {invalid ? MESSAGES.invalidEmailInline : FLOW_TEXT.emailHelp}
      </p>
      <GalleryConsentField consent={galleryConsent} onConsent={onGalleryConsent} />
    </StepCard>
  );
}
