import { Footer } from '../features/home/Footer';
import { Header } from '../features/home/Header';

export function PrivacyPage() {
  return (
    <>
      <Header />
      <main className="mx-auto max-w-3xl px-4 py-12">
        <h1 className="text-3xl font-bold">Privacy policy</h1>
        <div className="mt-6 space-y-4 text-slate-700">
          <p>
            We use the photo you upload only to make your wrap preview. Location and camera details are removed from it when it arrives.
            Previews may be shown in the public gallery without your name or e-mail.
          </p>
          <p>
            When you ask for a quote, we keep your name, e-mail address, phone number and city so that an installer can contact you about
            it, and we send them to the shop by e-mail. We do not sell your details.
          </p>
          <p>To have your details or photos deleted, write to the shop that runs this site.</p>
        </div>
        <a href="/" className="mt-8 inline-block font-semibold text-cyan-700 underline">
          Back to the home page
        </a>
      </main>
      <Footer />
    </>
  );
}
