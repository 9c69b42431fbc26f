import { useEffect, useRef, useState } from 'react';
import type { PaintLayer } from '../../../domain/api';
import type { PreparedPhoto } from '../photo/downscalePhoto';
import { lookFromKey, lookKey, type LiveReply, type LiveRequest, type Look } from './liveRecolorProtocol';

/** A look on the visitor's photo, with the paint layer the wizard used for it: all it takes to paint it again elsewhere. */
export interface LookOnPhoto {
  photo: PreparedPhoto;
  layer: PaintLayer;
  look: Look;
}

/** What the preview canvas shows: the photo as it is, or a look's key. */
export const ORIGINAL = 'original';

export interface LiveRecolor {
  /** The canvas the frames are painted on; rendered by the photo preview over the photo. */
  canvasRef: React.RefObject<HTMLCanvasElement | null>;
  /** The key of the look on the canvas (ORIGINAL for the photo), or null until the worker is ready. */
  shown: string | null;
}

/** Pixels to paint for a preview box of this width: the screen's pixels, at most the photo's. */
function paintWidth(box: Element | null | undefined, photoWidth: number): number {
  const css = box?.clientWidth || 640;
  return Math.min(photoWidth, Math.round(css * Math.min(window.devicePixelRatio || 1, 2)));
}

/**
 * Paints the chosen or hovered look on the visitor's photo as they choose: a Web Worker runs the
 * server's recolour (src/domain/paint) on the photo and the detect answer's paint layer. One
 * look is in flight at a time; while it is painted only the latest wish is kept, so a fast sweep
 * over the swatches never queues stale frames. `look` null shows the photo as it is.
 */
export function useLiveRecolor(
  photo: PreparedPhoto | null,
  layer: PaintLayer | undefined,
  look: Look | null,
  /** Paint at the photo's own size, not the screen's: each frame is kept as a full-size picture. */
  fullSize = false,
): LiveRecolor {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const [shown, setShown] = useState<{ photo: PreparedPhoto; key: string } | null>(null);
  const painterRef = useRef<Painter | null>(null);
  const wanted = look ? lookKey(look) : ORIGINAL;
  const wantedRef = useRef(wanted);

  // Before the loading effect, so a photo that arrives with a look already chosen starts with it.
  useEffect(() => {
    wantedRef.current = wanted;
    painterRef.current?.want(lookFromKey(wanted));
  }, [wanted]);

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!photo || !layer || !canvas) return;
    const painter = new Painter(canvas, (key) => setShown({ photo, key }));
    painterRef.current = painter;
    const width = fullSize ? photo.width : paintWidth(canvas.parentElement, photo.width);
    painter.load(photo, layer, width, lookFromKey(wantedRef.current));
    return () => {
      painter.stop();
      if (painterRef.current === painter) painterRef.current = null;
    };
  }, [photo, layer, fullSize]);

  return { canvasRef, shown: shown && shown.photo === photo ? shown.key : null };
}

/** The worker and the page's side of its protocol: at most one look in flight, latest wins. */
class Painter {
  private worker: Worker | null = null;
  private original: ImageData | null = null;
  private busy = false;
  private latest: Look | null = null;
  private stopped = false;

  constructor(
    private readonly canvas: HTMLCanvasElement,
    private readonly onShown: (key: string) => void,
  ) {}

  load(photo: PreparedPhoto, layer: PaintLayer, width: number, look: Look | null): void {
    this.latest = look;
    // Loaded only here, so the first view's JavaScript carries neither the worker nor the engine.
    const worker = new Worker(new URL('./liveRecolor.worker.ts', import.meta.url), { type: 'module' });
    this.worker = worker;
    worker.onmessage = (event: MessageEvent<LiveReply>) => this.receive(event.data);
    const request: LiveRequest = { type: 'load', photo: photo.file, layer, width };
    worker.postMessage(request);
  }

  want(look: Look | null): void {
    this.latest = look;
    if (this.original && !this.busy) this.paintLatest();
  }

  stop(): void {
    this.stopped = true;
    this.worker?.terminate();
    this.worker = null;
  }

  private paintLatest(): void {
    if (this.stopped || !this.original) return;
    const look = this.latest;
    if (!look) {
      this.put(this.original, ORIGINAL);
      return;
    }
    this.busy = true;
    const request: LiveRequest = { type: 'look', key: lookKey(look), look };
    this.worker?.postMessage(request);
  }

  private receive(reply: LiveReply): void {
    if (this.stopped) return;
    if (reply.type === 'error') {
      // The live preview is a help: without it the steps still work, on the plain photo.
      this.busy = false;
      console.warn('live preview unavailable:', reply.message);
      return;
    }
    if (reply.type === 'ready') {
      this.canvas.width = reply.width;
      this.canvas.height = reply.height;
      this.canvas.dataset.paintWidth = String(reply.width);
      this.original = new ImageData(reply.rgba, reply.width, reply.height);
      this.put(this.original, ORIGINAL);
      this.paintLatest();
      return;
    }
    this.busy = false;
    const latestKey = this.latest ? lookKey(this.latest) : ORIGINAL;
    if (reply.key === latestKey) {
      this.canvas.dataset.ms = reply.ms.toFixed(1);
      this.put(new ImageData(reply.rgba, this.canvas.width, this.canvas.height), reply.key);
    } else {
      // A newer wish arrived while this one was painted: paint that instead.
      this.paintLatest();
    }
    // putImageData copied the frame: its memory goes back to the worker for the next look.
    const reuse: LiveRequest = { type: 'reuse', rgba: reply.rgba };
    this.worker?.postMessage(reuse, [reply.rgba.buffer]);
  }

  private put(frame: ImageData, key: string): void {
    this.canvas.getContext('2d')?.putImageData(frame, 0, 0);
    this.canvas.dataset.look = key;
    this.onShown(key);
  }
}
