// What the domain layer may use of its two platforms: timers and structuredClone exist alike in
// browsers and in Node. src/domain/tsconfig.json gives it nothing else of the DOM or of Node;
// the whole project's tsconfig leaves this file out, as both platforms' own types are there.

/** A running timer, known only to the functions that made it. */
interface PlatformTimer {
  readonly platformTimer: unique symbol;
}

declare function setTimeout(handler: (...args: never[]) => void, ms?: number): PlatformTimer;
declare function clearTimeout(timer: PlatformTimer | undefined): void;
declare function setInterval(handler: (...args: never[]) => void, ms?: number): PlatformTimer;
declare function clearInterval(timer: PlatformTimer | undefined): void;
declare function structuredClone<T>(value: T): T;
