import { createRequire } from 'node:module';

/** The subset of the opencv.js API the engine uses; typed loosely because its own types are vast. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Cv = any;

let loading: Promise<{ cv: Cv }> | null = null;

const PROCESS_EVENTS = ['uncaughtException', 'unhandledRejection'] as const;

/**
 * opencv.js is an Emscripten build: on load it adds process handlers that rethrow any uncaught
 * exception and abort on any unhandled rejection, which would take the whole server down for
 * an error anywhere else. Whatever handlers the load adds are removed again.
 */
function withoutProcessHandlers<T>(load: () => T): T {
  type Listener = (...args: unknown[]) => void;
  const listeners = (event: (typeof PROCESS_EVENTS)[number]) => process.listeners(event as 'uncaughtException') as Listener[];
  const before = new Map(PROCESS_EVENTS.map((event) => [event, new Set(listeners(event))]));
  try {
    return load();
  } finally {
    for (const event of PROCESS_EVENTS) {
      for (const listener of listeners(event)) {
        if (!before.get(event)!.has(listener)) process.removeListener(event, listener);
      }
    }
  }
}

/**
 * Loads opencv.js once per process. The module object is a thenable whose `then` never settles
 * the way await expects, so it is always handed around inside a plain wrapper object.
 */
export function loadOpenCv(): Promise<{ cv: Cv }> {
  loading ??= new Promise<{ cv: Cv }>((resolve, reject) => {
    try {
      const require = createRequire(import.meta.url);
      const cv = withoutProcessHandlers(() => require('@techstark/opencv-js') as Cv);
      if (cv.Mat) resolve({ cv });
      else cv.onRuntimeInitialized = () => resolve({ cv });
    } catch (err) {
      loading = null;
      reject(err instanceof Error ? err : new Error(String(err)));
    }
  });
  return loading;
}
