import { useLaterMessages } from '../i18n/LanguageProvider';
import { Eraser, LoaderCircle, Paintbrush, Pointer, RotateCcw, Undo2 } from 'lucide-react';
import { useEffect, useId, useRef, useState, type PointerEvent } from 'react';
import type { PaintLayer } from '../../../domain/api';
import { AppDialog } from '../AppDialog';
import { Button } from '../Button';
import { RangeField } from '../Field';
import { BrushStrokes, WRAPPED, type BrushMode, type DirtyRect } from './brushStrokes';
import { paintMaskPng, readPaintMask } from './paintMaskPng';
import { useRegionTaps } from './useRegionTaps';

/** Tapping whole parts in or out, or the brush's two modes for fine edges. */
type TouchUpTool = 'regions' | BrushMode;

interface TouchUpDialogProps {
  /** The visitor's photo, shown under the tinted area. */
  photoUrl: string;
  /** The engine's paint layer: its size is the mask's, its area is where Reset goes. */
  layer: PaintLayer;
  /** A touch-up kept earlier for this photo: the brush starts from it. */
  start: Uint8Array | null;
  /** The same as a PNG's URL (the result's wrap was made on it), read when the dialog opens. */
  startUrl?: string | null | undefined;
  /**
   * On the result: the wrap is made again on the area chosen, so it is sent even when it is the
   * engine's own, and an area left as it started only closes the dialog.
   */
  remake?: boolean | undefined;
  onCancel: () => void;
  /** The area chosen: null when it is the engine's own (nothing to send). */
  onUse: (edit: { mask: Uint8Array; png: Blob } | null) => void;
}

/** The wrapped area's tint over the photo (fuchsia-500 at half strength). */
const TINT = [217, 70, 239, 128] as const;

/** Brush radii in the paint layer's pixels: from fine edges to a large part of a door. */
function brushRange(width: number) {
  const min = Math.max(2, Math.round(width * 0.005));
  const max = Math.max(min + 1, Math.round(width * 0.08));
  return { min, max, initial: Math.round(min + (max - min) * 0.35) };
}

function sameMask(a: Uint8Array, b: Uint8Array | null): boolean {
  if (!b || a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

/**
 * The touch-up: the photo with the area to wrap tinted. A tap adds a whole part (an edge-snapped
 * region) or takes it out, the fastest fix for a missed lamp, plate or window; dragging with the
 * brush paints or erases fine edges. Undo goes back a tap or stroke at a time, Reset to the
 * engine's area.
 */
export default function TouchUpDialog({ photoUrl, layer, start, startUrl, remake, onCancel, onUse }: TouchUpDialogProps) {
  const { BRUSH_TEXT } = useLaterMessages();
  const { width, height } = layer;
  const sizes = brushRange(width);
  const [strokes, setStrokes] = useState<BrushStrokes | null>(null);
  const [failed, setFailed] = useState<'load' | 'save' | null>(null);
  // Tapping parts first: two taps fix most misses; the brush is for what is left.
  const [tool, setTool] = useState<TouchUpTool>('regions');
  const [radius, setRadius] = useState(sizes.initial);
  // Re-render after a stroke, an undo or a reset: the buttons follow the history.
  const [, setVersion] = useState(0);
  const [saving, setSaving] = useState(false);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const cursorRef = useRef<HTMLSpanElement>(null);
  const overlayRef = useRef<ImageData | null>(null);
  const pointerRef = useRef<number | null>(null);
  /** The area the dialog opened on: on the result, leaving it so needs no remake. */
  const startRef = useRef<Uint8Array | null>(null);
  const hintId = useId();

  useEffect(() => {
    let cancelled = false;
    Promise.all([readPaintMask(layer.maskUrl, width, height), startUrl ? readPaintMask(startUrl, width, height) : start]).then(
      ([engine, kept]) => {
        if (cancelled) return;
        const from = kept && kept.length === width * height ? kept : engine;
        startRef.current = from;
        setStrokes(new BrushStrokes(engine, width, height, from));
      },
      () => {
        if (!cancelled) setFailed('load');
      },
    );
    return () => {
      cancelled = true;
    };
  }, [layer.maskUrl, width, height, start, startUrl]);

  /** Tints the wrapped pixels of `dirty` on the overlay canvas. */
  function draw(dirty: DirtyRect | null) {
    const canvas = canvasRef.current;
    const context = canvas?.getContext('2d');
    if (!strokes || !context || !dirty || dirty.x1 <= dirty.x0 || dirty.y1 <= dirty.y0) return;
    overlayRef.current ??= context.createImageData(width, height);
    const rgba = overlayRef.current.data;
    const { mask } = strokes;
    for (let y = dirty.y0; y < dirty.y1; y++) {
      for (let x = dirty.x0; x < dirty.x1; x++) {
        const i = y * width + x;
        const wrapped = mask[i] === WRAPPED;
        rgba[i * 4] = TINT[0];
        rgba[i * 4 + 1] = TINT[1];
        rgba[i * 4 + 2] = TINT[2];
        rgba[i * 4 + 3] = wrapped ? TINT[3] : 0;
      }
    }
    context.putImageData(overlayRef.current, 0, 0, dirty.x0, dirty.y0, dirty.x1 - dirty.x0, dirty.y1 - dirty.y0);
  }

  useEffect(() => {
    if (strokes) draw({ x0: 0, y0: 0, x1: width, y1: height });
    // draw reads the refs and strokes only: run once the mask is loaded.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [strokes]);

  const highlightCanvasRef = useRef<HTMLCanvasElement>(null);
  const taps = useRegionTaps({ photoUrl, layer, strokes, draw, onChange: () => setVersion((v) => v + 1), highlightCanvasRef });

  function toLayer(event: { clientX: number; clientY: number }) {
    const rect = canvasRef.current!.getBoundingClientRect();
    return { x: ((event.clientX - rect.left) * width) / rect.width, y: ((event.clientY - rect.top) * height) / rect.height };
  }

  /** The brush's outline follows a mouse or pen; a finger hides what is under it anyway. */
  function moveCursor(event: PointerEvent<HTMLCanvasElement>) {
    const cursor = cursorRef.current;
    const canvas = canvasRef.current;
    if (!cursor || !canvas) return;
    const rect = canvas.getBoundingClientRect();
    const diameter = (2 * radius * rect.width) / width;
    cursor.style.width = cursor.style.height = `${diameter}px`;
    cursor.style.left = `${event.clientX - rect.left}px`;
    cursor.style.top = `${event.clientY - rect.top}px`;
    cursor.style.opacity = event.pointerType === 'touch' ? '0' : '1';
  }

  function handleDown(event: PointerEvent<HTMLCanvasElement>) {
    if (!strokes || pointerRef.current !== null || (event.pointerType === 'mouse' && event.button !== 0)) return;
    if (tool === 'regions' && !taps.ready) return;
    event.preventDefault();
    event.currentTarget.setPointerCapture(event.pointerId);
    pointerRef.current = event.pointerId;
    if (tool === 'regions') taps.press(toLayer(event));
    else draw(strokes.begin(toLayer(event), radius, tool));
  }

  function handleMove(event: PointerEvent<HTMLCanvasElement>) {
    if (tool === 'regions') {
      // A mouse or pen shows the part a click would change; a finger shows it while pressed.
      if (pointerRef.current === null && event.pointerType !== 'touch') taps.show(toLayer(event));
      return;
    }
    moveCursor(event);
    if (!strokes || event.pointerId !== pointerRef.current) return;
    const points = event.nativeEvent.getCoalescedEvents?.() ?? [];
    for (const point of points.length > 0 ? points : [event]) draw(strokes.extend(toLayer(point)));
  }

  function handleUp(event: PointerEvent<HTMLCanvasElement>) {
    if (!strokes || event.pointerId !== pointerRef.current) return;
    pointerRef.current = null;
    if (tool === 'regions') {
      taps.release(event.type === 'pointerup', event.pointerType === 'touch');
      return;
    }
    strokes.end();
    setVersion((v) => v + 1);
  }

  function handleLeave() {
    if (cursorRef.current) cursorRef.current.style.opacity = '0';
    if (pointerRef.current === null) taps.show(null);
  }

  function command(run: (s: BrushStrokes) => DirtyRect | null) {
    if (!strokes) return;
    draw(run(strokes));
    setVersion((v) => v + 1);
  }

  async function handleUse() {
    if (!strokes) return;
    if (remake && sameMask(strokes.mask, startRef.current)) {
      onCancel();
      return;
    }
    if (!strokes.edited && !remake) {
      onUse(null);
      return;
    }
    setSaving(true);
    try {
      const mask = strokes.mask.slice();
      onUse({ mask, png: await paintMaskPng(mask, width, height) });
    } catch {
      setSaving(false);
      setFailed('save');
    }
  }

  function choose(value: TouchUpTool) {
    setTool(value);
    taps.reset();
  }

  const toggle = (value: TouchUpTool, text: string, Icon: typeof Paintbrush) => (
    <Button
      variant={tool === value ? 'primary' : 'secondary'}
      aria-pressed={tool === value}
      onClick={() => choose(value)}
      className="px-3! sm:px-4!"
    >
      <Icon className="h-4 w-4" aria-hidden="true" />
      {text}
    </Button>
  );

  return (
    <AppDialog
      open
      onOpenChange={(open) => !open && onCancel()}
      title={BRUSH_TEXT.title}
      description={BRUSH_TEXT.intro}
      size="lg"
      testId="touch-up-dialog"
    >
      <div className="space-y-3">
        <div className="flex flex-wrap items-center gap-2">
          <div role="group" aria-label={BRUSH_TEXT.modeLabel} className="flex flex-wrap gap-2">
            {toggle('regions', BRUSH_TEXT.regions, Pointer)}
            {toggle('paint', BRUSH_TEXT.paint, Paintbrush)}
            {toggle('erase', BRUSH_TEXT.erase, Eraser)}
          </div>
          <div className="ml-auto flex gap-2">
            <Button variant="ghost" onClick={() => command((s) => s.undo())} disabled={!strokes?.canUndo} className="px-3">
              <Undo2 className="h-4 w-4" aria-hidden="true" />
              {BRUSH_TEXT.undo}
            </Button>
            <Button variant="ghost" onClick={() => command((s) => s.reset())} disabled={!strokes?.edited} className="px-3">
              <RotateCcw className="h-4 w-4" aria-hidden="true" />
              {BRUSH_TEXT.reset}
            </Button>
          </div>
        </div>
        {tool === 'regions' ? (
          <p id={hintId} role="status" className="flex min-h-11 items-center text-sm text-slate-700" data-testid="regions-status">
            {taps.status}
            <span className="sr-only"> {BRUSH_TEXT.regionsKeys}</span>
          </p>
        ) : (
          <div className="flex items-center gap-3">
            <RangeField
              label={BRUSH_TEXT.size}
              labelClassName="shrink-0 text-sm font-semibold text-slate-800"
              min={sizes.min}
              max={sizes.max}
              step={1}
              value={radius}
              onValue={setRadius}
              className="h-11 min-w-0 flex-1 accent-cyan-600"
            />
            <span aria-hidden="true" className="flex h-11 w-11 shrink-0 items-center justify-center">
              <span
                className="rounded-full bg-fuchsia-500/60 ring-1 ring-fuchsia-700"
                style={{ width: 6 + (38 * (radius - sizes.min)) / (sizes.max - sizes.min), aspectRatio: '1' }}
              />
            </span>
          </div>
        )}
        <div
          className="relative mx-auto w-full overflow-hidden rounded-xl bg-slate-900"
          style={{ aspectRatio: `${width} / ${height}`, maxWidth: `calc(var(--view-height) * ${(0.58 * width) / height})` }}
        >
          <img src={photoUrl} alt="" draggable={false} className="absolute inset-0 h-full w-full select-none object-fill" />
          <canvas
            ref={canvasRef}
            width={width}
            height={height}
            role="img"
            aria-label={BRUSH_TEXT.canvasLabel}
            aria-describedby={tool === 'regions' ? hintId : undefined}
            // Focusable while tapping parts: the keyboard taps with arrows and Enter.
            tabIndex={tool === 'regions' && taps.ready ? 0 : -1}
            data-testid="touch-up-canvas"
            data-ready={strokes ? 'true' : undefined}
            data-regions-ready={taps.ready ? 'true' : undefined}
            onPointerDown={handleDown}
            onPointerMove={handleMove}
            onPointerUp={handleUp}
            onPointerCancel={handleUp}
            onPointerLeave={handleLeave}
            onKeyDown={(event) => tool === 'regions' && taps.key(event)}
            onFocus={(event) => tool === 'regions' && event.currentTarget.matches(':focus-visible') && taps.showKeyPoint()}
            onBlur={() => taps.show(null)}
            className={`absolute inset-0 h-full w-full focus-visible:outline-4 focus-visible:-outline-offset-4 focus-visible:outline-cyan-500 ${tool === 'regions' ? 'cursor-pointer' : 'cursor-crosshair'}`}
            style={{ touchAction: 'none' }}
          />
          {/* Over the tint, so the part under the pointer reads on any colour; events go through. */}
          <canvas
            ref={highlightCanvasRef}
            width={width}
            height={height}
            aria-hidden="true"
            className="pointer-events-none absolute inset-0 h-full w-full"
          />
          <span
            ref={cursorRef}
            aria-hidden="true"
            className="pointer-events-none absolute -translate-x-1/2 -translate-y-1/2 rounded-full border-2 border-white opacity-0 shadow-[0_0_0_1px_rgba(0,0,0,0.6)]"
          />
          {!strokes && (
            <div
              className="absolute inset-0 flex items-center justify-center gap-2 bg-slate-900/50 p-4 text-center text-sm font-semibold text-white"
              role="status"
            >
              {failed ? BRUSH_TEXT.loadFailed : <LoaderCircle className="h-6 w-6 animate-spin" aria-hidden="true" />}
              {!failed && <span className="sr-only">{BRUSH_TEXT.loading}</span>}
            </div>
          )}
        </div>
        {failed === 'save' && (
          <p role="alert" className="text-sm font-semibold text-red-700">
            {BRUSH_TEXT.saveFailed}
          </p>
        )}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onCancel}>
            {BRUSH_TEXT.cancel}
          </Button>
          <Button onClick={() => void handleUse()} disabled={!strokes || saving}>
            {saving && <LoaderCircle className="h-4 w-4 animate-spin" aria-hidden="true" />}
            {BRUSH_TEXT.use}
          </Button>
        </div>
      </div>
    </AppDialog>
  );
}
