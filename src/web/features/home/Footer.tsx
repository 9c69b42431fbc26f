export function Footer() {
  return (
    <footer className="border-t border-slate-200 bg-white">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-2 px-4 py-6 text-sm text-slate-600">
        <p>Previews are illustrations; your installer confirms the final look.</p>
        <a className="underline hover:text-slate-900" href="/privacy">
          Privacy policy
        </a>
      </div>
    </footer>
  );
}
