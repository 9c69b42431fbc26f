import { createRequire } from 'node:module';

/** The subset of the opencv.js API the engine uses; typed loosely because its own types are vast. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Cv = any;

let loading: Promise<{ cv: Cv }> | null = null;

/**
 * Loads opencv.js once per process. The module object is a thenable whose `then` never settles
 * the way await expects, so it is always handed around inside a plain wrapper object.
 */
export function loadOpenCv(): Promise<{ cv: Cv }> {
  loading ??= new Promise<{ cv: Cv }>((resolve, reject) => {
    try {
      const require = createRequire(import.meta.url);
      const cv = require('@techstark/opencv-js') as Cv;
      if (cv.Mat) resolve({ cv });
      else cv.onRuntimeInitialized = () => resolve({ cv });
    } catch (err) {
      loading = null;
      reject(err instanceof Error ? err : new Error(String(err)));
    }
  });
  return loading;
}
