import { useLaterMessages } from '../../shared/i18n/LanguageProvider';
import { Columns2, Wand2 } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { WIZARD_COLORS } from '../../../domain/catalog/colors';
import { FINISHES } from '../../../domain/catalog/finishes';
import { STYLES } from '../../../domain/catalog/styles';
import { Button } from '../../shared/Button';
import { DownloadLink } from '../../shared/DownloadLink';
import { countStep } from '../../shared/funnelBeacon';
import { useCarDetection } from '../../shared/photo/detectCar';
import type { PreparedPhoto } from '../../shared/photo/downscalePhoto';
import { lookKey } from '../../shared/liveRecolor/liveRecolorProtocol';
import { useLiveRecolor } from '../../shared/liveRecolor/useLiveRecolor';
import { WATERMARK_TEXT } from '../../shared/brand';
import { lookFileName, lookLabel, toLook, withTried, type TriedLook } from './looks';
import { resultSize, signedLook } from './lookPicture';

interface TryLooksProps {
  /** The visitor's photo from the wizard: its paint layer is already in the detect cache. */
  photo: PreparedPhoto;
  /** The look the wrap was made with: where the chips start. */
  initial: TriedLook;
  /** The wrap itself, as the strip's first entry (to compare a tried look with it). */
  resultUrl: string;
  /** The wrap's own download: each look is kept at its size. */
  downloadUrl: string;
  /** A change is being applied: "Use this look" waits. */
  applying: boolean;
  onUse: (look: TriedLook) => void;
}

interface StripEntry {
  key: string;
  /** The look being made up (draftOf) this copy shows; 0 for the wrap itself. */
  draft: number;
  /** When the look was shown: the strip's order. */
  seq: number;
  label: string;
  url: string;
  /** Null for the wrap itself: it is downloaded from the dialog's own Download. */
  tried: TriedLook | null;
}

const RESULT_KEY = 'result';

type Part = 'colour' | 'finish' | 'style';
/** The look being made up: its id, and which of its parts the visitor has chosen so far. */
interface Draft {
  id: number;
  chosen: Part[];
}
const chip = 'min-h-11 shrink-0 rounded-full px-3 text-sm font-semibold ring-1 transition';
const chipState = (on: boolean) =>
  on ? 'bg-slate-900 text-white ring-slate-900' : 'bg-white text-slate-800 ring-slate-300 hover:ring-slate-500';

/**
 * The result's "Try another look": colour, finish and style chips repaint the
 * visitor's own photo in the browser (the live preview's worker and the server's recolour code),
 * with no upload. Each look shown joins a strip; two can be compared side by side, each can be
 * downloaded, and one can be made the wrap (sent as a change request, so it can then be quoted).
 */
export function TryLooks({ photo, initial, resultUrl, downloadUrl, applying, onUse }: TryLooksProps) {
  const texts = useLaterMessages();
  const { LOOKS_TEXT, CATALOG_TEXT } = texts;
  const titleId = useId();
  const detection = useCarDetection(photo);
  const layer = detection.data && !detection.data.noCar ? detection.data.paintLayer : undefined;
  const [current, setCurrent] = useState<TriedLook>(initial);
  // Until a chip is touched the dialog's own picture is the look: no second copy of it here.
  const [touched, setTouched] = useState(false);
  // At the photo's own size: each look shown is kept as a full-size picture, not a screen-sized one.
  const { canvasRef, shown } = useLiveRecolor(photo, layer, toLook(current), true);
  const currentKey = lookKey(toLook(current));
  const [tried, setTried] = useState<StripEntry[]>([]);
  // A colour, a finish and a style chosen one after the other make one look, not three: a part
  // chosen again starts the next look (draftOf), and picking a look from the strip starts afresh.
  const [draft, setDraft] = useState<Draft>({ id: 0, chosen: [] });
  const draftOf = (part: Part) =>
    setDraft((d) => (d.chosen.includes(part) || d.id === 0 ? { id: d.id + 1, chosen: [part] } : { ...d, chosen: [...d.chosen, part] }));
  const [comparing, setComparing] = useState<string[] | null>(null);

  // Every copy made, freed when the dialog goes (those dropped from the strip are freed at once).
  const urls = useRef(new Set<string>());
  const gone = useRef(false);
  const shownCount = useRef(0);
  useEffect(() => {
    const made = urls.current;
    gone.current = false;
    return () => {
      gone.current = true;
      made.forEach((url) => URL.revokeObjectURL(url));
    };
  }, []);

  // The wrap's download once made again ("Use this look"): copies made later take its size; the
  // look on show is not copied a second time for it.
  const download = useRef(downloadUrl);
  useEffect(() => {
    download.current = downloadUrl;
  }, [downloadUrl]);

  // Once the canvas shows the chosen look, a copy of it joins the strip.
  useEffect(() => {
    const canvas = canvasRef.current;
    // A look picked from the strip is there already; only one made up from chips joins it.
    if (!touched || shown !== currentKey || !canvas || draft.chosen.length === 0) return;
    const look = current;
    const made = draft.id;
    const seq = ++shownCount.current;
    // Copied now, while the canvas holds this look; the copy may land after the next tap, and
    // still belongs in the strip. Kept as the visitor would download the wrap itself: the result's
    // size, PNG, watermarked (so a comparison never sets a signed picture beside an unsigned one).
    const frame = createImageBitmap(canvas);
    void (async () => {
      const bitmap = await frame;
      const size = (await resultSize(download.current)) ?? { width: bitmap.width, height: bitmap.height };
      const blob = await signedLook(bitmap, size, WATERMARK_TEXT);
      bitmap.close();
      if (gone.current || !blob) return;
      const url = URL.createObjectURL(blob);
      urls.current.add(url);
      const entry = { key: currentKey, draft: made, seq, label: lookLabel(look, texts), url, tried: look };
      setTried((now) => {
        // Copies take different times to encode: one of this look made up further landed first.
        if (now.some((e) => e.draft === made && e.seq > seq)) {
          URL.revokeObjectURL(url);
          return now;
        }
        // The same look made up further: its newest copy takes the place of the one before.
        const earlier = now.filter((e) => e.draft === made && e.key !== entry.key);
        earlier.forEach((e) => URL.revokeObjectURL(e.url));
        const { strip, dropped } = withTried(
          now.filter((e) => !earlier.includes(e)),
          entry,
        );
        dropped.forEach((e) => URL.revokeObjectURL(e.url));
        return strip;
      });
    })();
  }, [touched, shown, currentKey, current, canvasRef, draft, texts]);

  function choose(next: Partial<TriedLook>, part?: Part) {
    countStep('look-tried');
    setTouched(true);
    if (part) draftOf(part);
    else setDraft((d) => ({ id: d.id + 1, chosen: [] }));
    setCurrent((look) => ({ ...look, ...next }));
  }

  const strip: StripEntry[] = [{ key: RESULT_KEY, draft: 0, seq: 0, label: LOOKS_TEXT.yourWrap, url: resultUrl, tried: null }, ...tried];
  const picked = comparing?.map((key) => strip.find((e) => e.key === key)).filter((e): e is StripEntry => Boolean(e)) ?? [];

  function pick(entry: StripEntry) {
    if (comparing) {
      setComparing((keys) => {
        const now = keys ?? [];
        return now.includes(entry.key) ? now.filter((k) => k !== entry.key) : [...now, entry.key].slice(-2);
      });
      return;
    }
    if (entry.tried) choose(entry.tried);
  }

  return (
    <section aria-labelledby={titleId} data-testid="try-looks" className="space-y-3 rounded-xl bg-slate-50 p-3 ring-1 ring-slate-200">
      <div>
        <h3 id={titleId} className="font-semibold text-slate-900">
          {LOOKS_TEXT.title}
        </h3>
        <p className="text-sm text-slate-600">{LOOKS_TEXT.intro}</p>
      </div>

      {/* Always mounted, hidden until a chip is touched: the worker prepares the photo meanwhile,
          and the painter keeps the one canvas it was given. */}
      <span
        className={`relative mx-auto max-h-view-40 overflow-hidden rounded-lg bg-slate-900 ${touched ? 'block' : 'hidden'}`}
        style={{ aspectRatio: `${photo.width} / ${photo.height}` }}
      >
        <img src={photo.previewUrl} alt="" className="absolute inset-0 h-full w-full object-cover" />
        <canvas
          ref={canvasRef}
          role="img"
          aria-label={LOOKS_TEXT.previewAlt(lookLabel(current, texts))}
          data-testid="look-preview"
          className="absolute inset-0 h-full w-full"
        />
        {shown !== currentKey && (
          <span className="absolute bottom-2 left-2 rounded-md bg-black/60 px-2 py-0.5 text-xs text-white" role="status">
            {LOOKS_TEXT.preparing}
          </span>
        )}
      </span>

      <ChipRow label={LOOKS_TEXT.colour}>
        {WIZARD_COLORS.map((c) => (
          <button
            key={c.id}
            type="button"
            aria-pressed={current.colour.hex === c.hex}
            onClick={() => choose({ colour: { name: c.name, hex: c.hex } }, 'colour')}
            className={`${chip} ${chipState(current.colour.hex === c.hex)} flex items-center gap-2`}
          >
            <span className="h-4 w-4 rounded-full ring-1 ring-black/20" style={{ backgroundColor: c.hex }} aria-hidden="true" />
            {CATALOG_TEXT.colors[c.id]}
          </button>
        ))}
      </ChipRow>
      <NameChips
        label={LOOKS_TEXT.finish}
        options={FINISHES.map((f) => ({ id: f.id, name: CATALOG_TEXT.finishes[f.id].name }))}
        value={current.finish}
        onChoose={(finish) => choose({ finish }, 'finish')}
      />
      <NameChips
        label={LOOKS_TEXT.style}
        options={STYLES.map((s) => ({ id: s.id, name: CATALOG_TEXT.styles[s.id].name }))}
        value={current.style}
        onChoose={(style) => choose({ style }, 'style')}
      />

      {tried.length > 0 && (
        <div className="space-y-2">
          <div className="flex items-center justify-between gap-2">
            <h4 className="text-sm font-semibold text-slate-800">{LOOKS_TEXT.strip}</h4>
            <Button variant="ghost" onClick={() => setComparing((c) => (c ? null : []))} aria-pressed={comparing !== null}>
              <Columns2 className="h-4 w-4" aria-hidden="true" />
              {comparing ? LOOKS_TEXT.compareDone : LOOKS_TEXT.compare}
            </Button>
          </div>
          {comparing && picked.length < 2 && <p className="text-sm text-slate-600">{LOOKS_TEXT.compareHint}</p>}
          <ul className="scroll-hint flex gap-2 overflow-x-auto pb-1" data-testid="look-strip">
            {strip.map((entry) => {
              const on = comparing ? comparing.includes(entry.key) : entry.key === currentKey && touched;
              return (
                <li key={entry.key} className="w-28 shrink-0">
                  <button
                    type="button"
                    onClick={() => pick(entry)}
                    aria-pressed={on}
                    aria-label={comparing ? LOOKS_TEXT.pickToCompare(entry.label) : LOOKS_TEXT.pick(entry.label)}
                    className={`block w-full overflow-hidden rounded-lg ring-2 ${on ? 'ring-cyan-600' : 'ring-transparent'}`}
                  >
                    <img src={entry.url} alt="" className="aspect-[4/3] w-full object-cover" />
                  </button>
                  <div className="mt-1 flex items-center justify-between gap-1">
                    <span className="line-clamp-2 min-w-0 break-words text-xs text-slate-700" title={entry.label}>
                      {entry.label}
                    </span>
                    {entry.tried && (
                      <DownloadLink
                        href={entry.url}
                        fileName={lookFileName(entry.tried)}
                        label={LOOKS_TEXT.download(entry.label)}
                        className="inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-md text-slate-700 hover:bg-slate-200"
                        iconClassName="h-4 w-4"
                      />
                    )}
                  </div>
                </li>
              );
            })}
          </ul>
          {picked.length === 2 && (
            <div className="grid grid-cols-2 gap-2" data-testid="look-compare">
              {picked.map((entry) => (
                <figure key={entry.key}>
                  <img src={entry.url} alt={LOOKS_TEXT.previewAlt(entry.label)} className="w-full rounded-lg" />
                  <figcaption className="mt-1 text-center text-xs font-semibold text-slate-800">{entry.label}</figcaption>
                </figure>
              ))}
            </div>
          )}
        </div>
      )}

      {touched && (
        <div className="space-y-1">
          <Button variant="primary" className="w-full" disabled={applying} onClick={() => onUse(current)}>
            <Wand2 className="h-4 w-4" aria-hidden="true" />
            {applying ? LOOKS_TEXT.using : LOOKS_TEXT.use}
          </Button>
          <p className="text-center text-xs text-slate-500">{LOOKS_TEXT.useHint}</p>
        </div>
      )}
    </section>
  );
}

function ChipRow({ label, children }: { label: string; children: React.ReactNode }) {
  const id = useId();
  return (
    <div role="group" aria-labelledby={id}>
      <p id={id} className="mb-1 text-xs font-semibold uppercase tracking-wide text-slate-500">
        {label}
      </p>
      {/* Wrapped, not scrolled: on a phone a scrolled row hid chips with nothing to say they were there. */}
      <div className="flex flex-wrap gap-2">{children}</div>
    </div>
  );
}

/** A row of chips for a catalogue list (finishes, styles), the chosen one pressed. */
function NameChips<T extends string>({
  label,
  options,
  value,
  onChoose,
}: {
  label: string;
  options: readonly { id: T; name: string }[];
  value: T;
  onChoose: (id: T) => void;
}) {
  return (
    <ChipRow label={label}>
      {options.map((o) => (
        <button
          key={o.id}
          type="button"
          aria-pressed={value === o.id}
          onClick={() => onChoose(o.id)}
          className={`${chip} ${chipState(value === o.id)}`}
        >
          {o.name}
        </button>
      ))}
    </ChipRow>
  );
}
