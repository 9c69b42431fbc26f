import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { MyDataDeleted, MyDataView, PRIVACY_ROUTES, PrivacyFacts } from '../../domain/privacy/api';
import { LANGUAGE_LOCALES } from '../../domain/i18n/languages';
import { Footer } from '../features/home/Footer';
import { Header } from '../features/home/Header';
import { PRODUCT_TITLE } from '../shared/brand';
import { Button } from '../shared/Button';
import { postJson, requestJson } from '../shared/http';
import { useLanguage, useLaterMessages } from '../shared/i18n/LanguageProvider';

// The token rides after the `#`: browsers never send it to the server in the page request.
const tokenInPage = () => decodeURIComponent(window.location.hash.slice(1));

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="grid gap-1 py-2 sm:grid-cols-3">
      <dt className="font-semibold text-slate-900">{label}</dt>
      <dd className="text-slate-700 sm:col-span-2">{children}</dd>
    </div>
  );
}

function HeldData({ data }: { data: MyDataView }) {
  const { MY_DATA_TEXT } = useLaterMessages();
  const { language } = useLanguage();
  return (
    <dl className="mt-6 divide-y divide-slate-200 rounded-xl bg-white p-4 ring-1 ring-slate-200" data-testid="my-data">
      <Fact label={MY_DATA_TEXT.made}>{new Date(data.createdAt).toLocaleString(LANGUAGE_LOCALES[language])}</Fact>
      <Fact label={MY_DATA_TEXT.wrap}>{data.wrapName}</Fact>
      <Fact label={MY_DATA_TEXT.email}>{data.email}</Fact>
      {data.photoUrl && (
        <Fact label={MY_DATA_TEXT.photo}>
          <img src={data.photoUrl} alt={MY_DATA_TEXT.photo} className="max-h-40 rounded-lg" />
        </Fact>
      )}
      {data.resultUrl && (
        <Fact label={MY_DATA_TEXT.result}>
          <img src={data.resultUrl} alt={MY_DATA_TEXT.result} className="max-h-40 rounded-lg" />
        </Fact>
      )}
      <Fact label={MY_DATA_TEXT.changes}>{data.changeRequests}</Fact>
      <Fact label={MY_DATA_TEXT.gallery}>{data.inGallery ? MY_DATA_TEXT.yes : MY_DATA_TEXT.no}</Fact>
      {data.quotes.length > 0 && (
        <Fact label={MY_DATA_TEXT.quotes}>
          <ul>
            {data.quotes.map((quote) => (
              <li key={quote.createdAt}>{MY_DATA_TEXT.quoteLine(quote.name, quote.phone, quote.city)}</li>
            ))}
          </ul>
        </Fact>
      )}
    </dl>
  );
}

/** What the shop holds about the visitor's wrap, behind the private link of their e-mail, and its deletion in one click. */
export function MyDataPage() {
  const { MY_DATA_TEXT } = useLaterMessages();
  const [token] = useState(tokenInPage);
  const facts = useQuery({ queryKey: ['privacy'], queryFn: () => requestJson(PrivacyFacts, PRIVACY_ROUTES.facts), enabled: !token });
  const held = useQuery({
    queryKey: ['my-data', token],
    queryFn: () => postJson(MyDataView, PRIVACY_ROUTES.view, { token }),
    enabled: Boolean(token),
    retry: false,
  });
  const remove = useMutation({
    mutationFn: () => postJson(MyDataDeleted, PRIVACY_ROUTES.delete, { token }),
    // The link did its work: it leaves the address bar (and the history's next copy of it).
    onSuccess: () => window.history.replaceState(null, '', window.location.pathname),
  });
  const withdraw = useMutation({
    mutationFn: () => postJson(MyDataView, PRIVACY_ROUTES.withdrawConsent, { token }),
    onSuccess: () => held.refetch(),
  });
  const error = held.error ?? remove.error ?? withdraw.error;

  return (
    <>
      <Header />
      <main className="mx-auto max-w-3xl px-4 py-12">
        <h1 className="text-3xl font-bold">{MY_DATA_TEXT.title}</h1>
        {!token && facts.data && <p className="mt-6 text-slate-700">{MY_DATA_TEXT.noToken(facts.data.contact)}</p>}
        {token && held.isPending && <p className="mt-6 text-slate-600">{MY_DATA_TEXT.loading}</p>}
        {error && (
          <p role="alert" className="mt-6 font-semibold text-red-700">
            {error.message}
          </p>
        )}
        {remove.isSuccess ? (
          <p role="status" className="mt-6 rounded-xl bg-emerald-50 p-4 font-semibold text-emerald-900 ring-1 ring-emerald-200">
            {MY_DATA_TEXT.deleted}
          </p>
        ) : (
          held.data && (
            <>
              <p className="mt-6 text-slate-700">{MY_DATA_TEXT.intro(PRODUCT_TITLE)}</p>
              <HeldData data={held.data} />
              {withdraw.isSuccess && !held.data.inGallery && (
                <p role="status" className="mt-4 text-emerald-800">
                  {MY_DATA_TEXT.withdrawn}
                </p>
              )}
              <section className="mt-8 rounded-xl bg-red-50 p-4 ring-1 ring-red-200">
                <h2 className="text-xl font-bold">{MY_DATA_TEXT.deleteTitle}</h2>
                <p className="mt-2 text-slate-700">{MY_DATA_TEXT.deleteIntro}</p>
                <div className="mt-4 flex flex-wrap gap-3">
                  <Button variant="danger" disabled={remove.isPending} onClick={() => remove.mutate()}>
                    {remove.isPending ? MY_DATA_TEXT.deleting : MY_DATA_TEXT.deleteButton}
                  </Button>
                  {held.data.inGallery && (
                    <Button variant="secondary" disabled={withdraw.isPending} onClick={() => withdraw.mutate()}>
                      {MY_DATA_TEXT.withdrawButton}
                    </Button>
                  )}
                </div>
              </section>
            </>
          )
        )}
        <a href="/privacy" className="mt-8 inline-block font-semibold text-cyan-700 underline">
          {MY_DATA_TEXT.privacyLink}
        </a>
      </main>
      <Footer />
    </>
  );
}
