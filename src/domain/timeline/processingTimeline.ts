import type { JobStage, ProviderName } from '../api';
import { FAST_MESSAGES, SLOW_MESSAGES, STATUS_MESSAGES } from '../messages';

/** Timings of the processing dialog and what follows it. */
export const COUNTDOWN_SECONDS = 120;
/**
 * The local engine answers in a few seconds (more when visitors queue for it): a 2:00 countdown
 * that jumps to done after two would promise a wait that never comes. The bar still waits for done.
 */
export const LOCAL_COUNTDOWN_SECONDS = 10;
export const TICK_MS = 1000;
export const STATUS_ROTATE_MS = 2000;
export const FAST_SECONDS = 100;
export const SLOW_SECONDS = 140;
export const FUN_MESSAGE_MS = 5000;
export const SUCCESS_OVERLAY_MS = 3000;
export const RESULT_DELAY_MS = 1000;

/**
 * The bar must never look finished while the job is still running (the countdown can run out on
 * a slow provider), so it stops short of full until the server says done.
 */
export const MAX_PROGRESS_BEFORE_DONE = 0.95;

/**
 * The least progress each server stage stands for: the bar follows the job's real progress when
 * it is ahead of the clock (the local engine finishes in about a second).
 */
const STAGE_FLOOR: Record<JobStage, number> = {
  queued: 0,
  analyzing: 0.15,
  rendering: 0.4,
  finishing: 0.85,
  done: 1,
  failed: 0,
};

/** How long the countdown runs for the provider that makes the picture (spec's 2:00 for an AI provider). */
export function countdownSecondsFor(provider: ProviderName | null | undefined): number {
  return provider === 'local' ? LOCAL_COUNTDOWN_SECONDS : COUNTDOWN_SECONDS;
}

export function remainingSeconds(elapsedMs: number, total = COUNTDOWN_SECONDS): number {
  return Math.max(0, total - Math.floor(Math.max(0, elapsedMs) / TICK_MS));
}

/** The processing dialog's progress: (120 - remaining) / 120, raised to the job's stage, never 1 before done. */
export function progressFraction(elapsedMs: number, stage: JobStage = 'queued', total = COUNTDOWN_SECONDS): number {
  if (stage === 'done') return 1;
  const byClock = (total - remainingSeconds(elapsedMs, total)) / total;
  return Math.min(MAX_PROGRESS_BEFORE_DONE, Math.max(byClock, STAGE_FLOOR[stage]));
}

/** `messages`: the eight lines in the visitor's language. */
export function statusMessageAt(elapsedMs: number, messages: readonly string[] = STATUS_MESSAGES): string {
  const index = Math.floor(Math.max(0, elapsedMs) / STATUS_ROTATE_MS) % messages.length;
  return messages[index]!;
}

/**
 * The fun line after a generation: speed praise under 100 s, thanks for patience over
 * 140 s, nothing in between. `random` is injectable so tests pick a known line.
 */
export function funMessageFor(
  elapsedMs: number,
  random: () => number = Math.random,
  lines: { fast: readonly string[]; slow: readonly string[] } = { fast: FAST_MESSAGES, slow: SLOW_MESSAGES },
): string | null {
  const seconds = elapsedMs / 1000;
  const pool = seconds < FAST_SECONDS ? lines.fast : seconds > SLOW_SECONDS ? lines.slow : null;
  if (!pool || pool.length === 0) return null;
  const index = Math.min(pool.length - 1, Math.floor(random() * pool.length));
  return pool[index]!;
}

export interface TimelineSnapshot {
  elapsedMs: number;
  remaining: number;
  status: string;
}

export function snapshotAt(elapsedMs: number, total = COUNTDOWN_SECONDS, messages: readonly string[] = STATUS_MESSAGES): TimelineSnapshot {
  return { elapsedMs, remaining: remainingSeconds(elapsedMs, total), status: statusMessageAt(elapsedMs, messages) };
}

export interface TimelineClock {
  now(): number;
  setInterval(fn: () => void, ms: number): unknown;
  clearInterval(handle: unknown): void;
}

const realClock: TimelineClock = {
  now: () => Date.now(),
  setInterval: (fn, ms) => globalThis.setInterval(fn, ms),
  clearInterval: (handle) => globalThis.clearInterval(handle as ReturnType<typeof setInterval>),
};

/**
 * Starts the countdown: reports a snapshot at once and on every 1 s tick, computed from the
 * clock rather than by counting ticks, so a throttled background tab still shows the truth.
 * Returns a stop function.
 */
export function startTimeline(
  onTick: (snapshot: TimelineSnapshot) => void,
  clock: TimelineClock = realClock,
  total = COUNTDOWN_SECONDS,
): () => void {
  const startedAt = clock.now();
  const tick = () => onTick(snapshotAt(clock.now() - startedAt, total));
  tick();
  const handle = clock.setInterval(tick, TICK_MS);
  return () => clock.clearInterval(handle);
}
