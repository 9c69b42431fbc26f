import { useState, type FormEvent } from 'react';
import { Button } from '../../shared/Button';
import { PRODUCT_TITLE } from '../../shared/brand';
import { LanguageSelect } from '../../shared/i18n/LanguageSelect';
import { useBackOffice } from './useBackOffice';
import { useSignIn } from './useSession';

const inputClass = 'mt-1 block w-full rounded-xl border border-slate-300 px-3 py-2.5 text-base text-slate-900 focus:border-brand-600';

/**
 * The shop's sign-in: the server's own sentence (wrong password, locked out) is shown under the
 * form, in the language of the select beside the product's name.
 */
export function SignInForm() {
  const { ADMIN_TEXT, ADMIN_ERRORS } = useBackOffice();
  const T = ADMIN_TEXT.signIn;
  const signIn = useSignIn();
  const [missing, setMissing] = useState(false);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const email = String(form.get('email') ?? '').trim();
    const password = String(form.get('password') ?? '');
    setMissing(!email || !password);
    if (email && password) signIn.mutate({ email, password });
  };
  // The server's sentence for the same mistake, without asking it.
  const error = missing ? ADMIN_ERRORS.missingCredentials : signIn.error?.message;

  return (
    <main className="flex min-h-screen items-center justify-center bg-slate-100 px-4 py-12">
      <form
        onSubmit={submit}
        noValidate
        aria-labelledby="sign-in-title"
        className="w-full max-w-sm rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200"
      >
        <div className="flex items-center justify-between gap-2">
          <p className="flex items-center gap-2 text-sm font-semibold text-slate-600">
            <img src="/favicon.svg" alt="" width="24" height="24" className="h-6 w-6" />
            {PRODUCT_TITLE}
          </p>
          <LanguageSelect />
        </div>
        <h1 id="sign-in-title" className="mt-3 text-2xl font-bold text-slate-900">
          {T.title}
        </h1>
        <p className="mt-1 text-sm text-slate-600">{T.intro}</p>
        <label className="mt-6 block text-sm font-medium text-slate-800">
          {T.emailLabel}
          <input
            name="email"
            type="email"
            autoComplete="username"
            required
            autoFocus
            className={inputClass}
            aria-invalid={error ? true : undefined}
          />
        </label>
        <label className="mt-4 block text-sm font-medium text-slate-800">
          {T.passwordLabel}
          <input
            name="password"
            type="password"
            autoComplete="current-password"
            required
            className={inputClass}
            aria-invalid={error ? true : undefined}
          />
        </label>
        <p role="alert" className="mt-4 min-h-5 text-sm font-medium text-red-700">
          {error}
        </p>
        <Button type="submit" className="mt-2 w-full" disabled={signIn.isPending}>
          {signIn.isPending ? T.submitting : T.submit}
        </Button>
      </form>
    </main>
  );
}
