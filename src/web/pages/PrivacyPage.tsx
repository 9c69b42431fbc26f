import { useQuery } from '@tanstack/react-query';
import { PRIVACY_ROUTES, PrivacyFacts } from '../../domain/privacy/api';
import { privacyPolicy } from '../../domain/privacy/privacyTexts';
import { Footer } from '../features/home/Footer';
import { Header } from '../features/home/Header';
import { requestJson } from '../shared/http';
import { useLaterMessages } from '../shared/i18n/LanguageProvider';

/** The privacy policy, written from the shop's settings as the server runs with them (GET /api/privacy), in the visitor's language. */
export function PrivacyPage() {
  const { PRIVACY_PAGE_TEXT, PRIVACY_POLICY_TEXT } = useLaterMessages();
  const facts = useQuery({ queryKey: ['privacy'], queryFn: () => requestJson(PrivacyFacts, PRIVACY_ROUTES.facts) });
  return (
    <>
      <Header />
      <main className="mx-auto max-w-3xl px-4 py-12">
        <h1 className="text-3xl font-bold">{PRIVACY_PAGE_TEXT.title}</h1>
        {facts.isError && <p className="mt-6 text-red-700">{facts.error.message}</p>}
        {facts.data &&
          privacyPolicy(facts.data, PRIVACY_POLICY_TEXT).map((section) => (
            <section key={section.heading} className="mt-8">
              <h2 className="text-xl font-bold">{section.heading}</h2>
              <div className="mt-3 space-y-3 text-slate-700">
                {section.paragraphs.map((text) => (
                  <p key={text}>{text}</p>
                ))}
              </div>
            </section>
          ))}
        <a href="/" className="mt-8 inline-block font-semibold text-cyan-700 underline">
          {PRIVACY_PAGE_TEXT.back}
        </a>
      </main>
      <Footer />
    </>
  );
}
