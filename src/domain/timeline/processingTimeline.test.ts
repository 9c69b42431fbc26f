import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FAST_MESSAGES, SLOW_MESSAGES, STATUS_MESSAGES } from '../messages';
import {
  funMessageFor,
  MAX_PROGRESS_BEFORE_DONE,
  countdownSecondsFor,
  progressFraction,
  remainingSeconds,
  startTimeline,
  statusMessageAt,
  type TimelineSnapshot,
} from './processingTimeline';

describe('processing timeline with a fake clock', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2025-01-01T12:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('counts down from 120 once a second and stops at 0', () => {
    const seen: TimelineSnapshot[] = [];
    const stop = startTimeline((s) => seen.push(s));
    expect(seen.map((s) => s.remaining)).toEqual([120]);
    vi.advanceTimersByTime(999);
    expect(seen).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(seen.map((s) => s.remaining)).toEqual([120, 119]);
    vi.advanceTimersByTime(4000);
    expect(seen.map((s) => s.remaining)).toEqual([120, 119, 118, 117, 116, 115]);
    vi.advanceTimersByTime(200_000);
    expect(seen.at(-1)!.remaining).toBe(0);
    stop();
    const count = seen.length;
    vi.advanceTimersByTime(10_000);
    expect(seen).toHaveLength(count);
  });

  it('rotates the eight status messages every 2 s, first to last, then around', () => {
    const seen: string[] = [];
    const stop = startTimeline((s) => seen.push(s.status));
    vi.advanceTimersByTime(16_000);
    stop();
    // one snapshot a second: each message shows for two ticks
    expect(seen.filter((_, i) => i % 2 === 0)).toEqual([...STATUS_MESSAGES, STATUS_MESSAGES[0]]);
    expect(seen[0]).toBe("Analyzing your car's unique features...");
    expect(seen[15]).toBe('Almost ready to unveil your wrap...');
    expect(new Set(STATUS_MESSAGES).size).toBe(8);
  });

  it('reads elapsed time from the clock, so a late tick still shows the right second', () => {
    const seen: number[] = [];
    let now = 0;
    let tick: () => void = () => {};
    const stop = startTimeline((s) => seen.push(s.remaining), {
      now: () => now,
      setInterval: (fn) => (tick = fn),
      clearInterval: () => {},
    });
    now = 37_400; // the tab slept; one tick arrives late
    tick();
    stop();
    expect(seen).toEqual([120, 83]);
  });
});

describe('progress', () => {
  it('is (120 - remaining) / 120 by the clock', () => {
    expect(progressFraction(0)).toBe(0);
    expect(progressFraction(30_000)).toBe(0.25);
    expect(progressFraction(60_500)).toBe(0.5);
    expect(remainingSeconds(60_500)).toBe(60);
  });

  it('runs 2:00 for an AI provider and a few seconds for the local engine, whose job takes that long', () => {
    expect(countdownSecondsFor('openai')).toBe(120);
    expect(countdownSecondsFor(null)).toBe(120);
    const local = countdownSecondsFor('local');
    expect(local).toBeLessThanOrEqual(15);
    expect(remainingSeconds(0, local)).toBe(local);
    expect(progressFraction(local * 500, 'rendering', local)).toBeCloseTo(0.5, 1);
    expect(progressFraction(local * 5000, 'finishing', local)).toBe(MAX_PROGRESS_BEFORE_DONE);
  });

  it('never shows done before the job is done', () => {
    expect(progressFraction(119_000, 'rendering')).toBeLessThan(1);
    expect(progressFraction(500_000, 'finishing')).toBe(MAX_PROGRESS_BEFORE_DONE);
    expect(progressFraction(500_000, 'done')).toBe(1);
    expect(progressFraction(1_000, 'done')).toBe(1);
  });

  it('follows the server stage when the job is ahead of the clock', () => {
    const early = [
      progressFraction(1000, 'queued'),
      progressFraction(1000, 'analyzing'),
      progressFraction(1000, 'rendering'),
      progressFraction(1000, 'finishing'),
    ];
    expect(early).toEqual([...early].sort((a, b) => a - b));
    expect(early[3]).toBeGreaterThan(early[0]!);
    expect(progressFraction(90_000, 'analyzing')).toBe(0.75);
  });
});

describe('fun message', () => {
  it('praises speed under 100 s, thanks patience over 140 s, says nothing between', () => {
    expect(FAST_MESSAGES).toContain(funMessageFor(1_200));
    expect(FAST_MESSAGES).toContain(funMessageFor(99_999));
    expect(funMessageFor(100_000)).toBeNull();
    expect(funMessageFor(120_000)).toBeNull();
    expect(funMessageFor(140_000)).toBeNull();
    expect(SLOW_MESSAGES).toContain(funMessageFor(140_001));
    expect(SLOW_MESSAGES).toContain(funMessageFor(600_000));
  });

  it('picks any of five variants', () => {
    expect(FAST_MESSAGES).toHaveLength(5);
    expect(SLOW_MESSAGES).toHaveLength(5);
    const picks = [0, 0.2, 0.4, 0.6, 0.99999].map((r) => funMessageFor(5_000, () => r));
    expect(picks).toEqual([...FAST_MESSAGES]);
    expect(funMessageFor(200_000, () => 0.99999)).toBe(SLOW_MESSAGES[4]);
  });

  it('is shown by the caller for 5 s', async () => {
    const { FUN_MESSAGE_MS, SUCCESS_OVERLAY_MS, RESULT_DELAY_MS } = await import('./processingTimeline');
    expect([FUN_MESSAGE_MS, SUCCESS_OVERLAY_MS, RESULT_DELAY_MS]).toEqual([5000, 3000, 1000]);
  });
});

describe('status message by elapsed time', () => {
  it('changes every 2 s', () => {
    expect(statusMessageAt(1_999)).toBe(STATUS_MESSAGES[0]);
    expect(statusMessageAt(2_000)).toBe(STATUS_MESSAGES[1]);
    expect(statusMessageAt(14_000)).toBe(STATUS_MESSAGES[7]);
    expect(statusMessageAt(16_000)).toBe(STATUS_MESSAGES[0]);
  });
});
