import { useLaterMessages } from '../i18n/LanguageProvider';
import { useEffect, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import type { PaintLayer } from '../../../domain/api';
import { regionAt } from '../../../domain/paint/regions';
import type { BrushStrokes, DirtyRect, Point } from './brushStrokes';
import { largestPart, usePhotoRegions } from './photoRegions';
import { RegionHighlight } from './regionHighlight';

/** Keyboard steps of the tap point, as shares of the photo's width: an arrow, and with Shift. */
const KEY_STEP = 0.02;
const KEY_STEP_LARGE = 0.08;
const KEY_MOVES: Record<string, [number, number]> = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] };

interface RegionTapsOptions {
  photoUrl: string;
  layer: PaintLayer;
  /** The mask being touched up, once loaded. */
  strokes: BrushStrokes | null;
  /** Repaints the tint where a tap changed the mask. */
  draw: (dirty: DirtyRect) => void;
  /** A tap changed the mask: the dialog's buttons follow the history. */
  onChange: () => void;
  /** The canvas over the tint where the part under the pointer is shown (the layer's size). */
  highlightCanvasRef: RefObject<HTMLCanvasElement | null>;
}

/**
 * The touch-up's "Tap parts" tool: the photo's regions (found once per photo, in a worker), the
 * part under the mouse or the keyboard's point highlighted, and a tap that adds the part or
 * takes it out, saying which. Points are in the paint layer's pixels.
 */
export function useRegionTaps({ photoUrl, layer, strokes, draw, onChange, highlightCanvasRef }: RegionTapsOptions) {
  const { BRUSH_TEXT } = useLaterMessages();
  const { width, height, carBox } = layer;
  const { regions, failed } = usePhotoRegions(photoUrl, width, height, largestPart(carBox));
  const [said, setSaid] = useState<string | null>(null);
  const highlightRef = useRef<RegionHighlight | null>(null);
  /** Where a tap was pressed: the part there is the one changed when released. */
  const pressedRef = useRef<Point | null>(null);
  /** The keyboard's tap point; it starts in the middle of the car. */
  const keyPointRef = useRef<Point>({ x: carBox.x + carBox.w / 2, y: carBox.y + carBox.h / 2 });

  useEffect(() => {
    const canvas = highlightCanvasRef.current;
    highlightRef.current = regions && canvas ? new RegionHighlight(canvas, regions) : null;
    return () => highlightRef.current?.show(null);
  }, [regions, highlightCanvasRef]);

  /** Shows the part under a point, or none. */
  function show(point: Point | null) {
    if (!highlightRef.current || !regions) return;
    highlightRef.current.show(point ? regionAt(regions, point.x, point.y) : null);
  }

  function tapAt(point: Point) {
    if (!strokes || !regions) return;
    const { dirty, added } = strokes.tap(regions, point);
    draw(dirty);
    setSaid(added ? BRUSH_TEXT.regionAdded : BRUSH_TEXT.regionRemoved);
    onChange();
  }

  return {
    ready: regions !== null,
    /** What the tool says under the buttons: finding the parts, how to tap, or what a tap did. */
    status: failed ? BRUSH_TEXT.regionsFailed : !regions ? BRUSH_TEXT.regionsLoading : (said ?? BRUSH_TEXT.regionsHint),
    show,
    /** A finger or button went down: the part there is shown until it comes up. */
    press(point: Point) {
      pressedRef.current = point;
      show(point);
    },
    /** It came up: a tap unless cancelled; a finger's highlight goes with it. */
    release(tap: boolean, touch: boolean) {
      const point = pressedRef.current;
      pressedRef.current = null;
      if (point && tap) tapAt(point);
      if (touch) show(null);
    },
    showKeyPoint: () => show(keyPointRef.current),
    /** The keyboard's way to tap: arrows move the tap point over the photo, Enter or Space taps. */
    key(event: KeyboardEvent) {
      if (!regions) return;
      const point = keyPointRef.current;
      if (event.key === 'Enter' || event.key === ' ') {
        event.preventDefault();
        tapAt(point);
        return;
      }
      const move = KEY_MOVES[event.key];
      if (!move) return;
      event.preventDefault();
      const step = width * (event.shiftKey ? KEY_STEP_LARGE : KEY_STEP);
      point.x = Math.min(width - 1, Math.max(0, point.x + move[0] * step));
      point.y = Math.min(height - 1, Math.max(0, point.y + move[1] * step));
      show(point);
    },
    /** Another tool was chosen: nothing shown, nothing said. */
    reset() {
      setSaid(null);
      show(null);
    },
  };
}
