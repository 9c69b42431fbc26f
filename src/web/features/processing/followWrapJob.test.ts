import { afterEach, describe, expect, it, vi } from 'vitest';
import type { WrapJob } from '../../../domain/api';
import { followWrapJob } from './followWrapJob';

const ID = '11111111-1111-4111-8111-111111111111';
const job = (stage: WrapJob['stage']): WrapJob => ({
  requestId: ID,
  stage,
  imageUrl: stage === 'done' ? '/files/car-images/a.png' : null,
  displayUrl: null,
  originalUrl: '/files/car-images/o.jpg',
  error: null,
  unapplied: [],
  changed: [],
  look: null,
  notice: null,
  provider: 'local',
  wrapName: 'Custom: Red',
  estimate: null,
});

/**
 * A browser's EventSource against a server that refuses the stream: a 429 (the client holds
 * EVENT_STREAMS_PER_CLIENT streams already) is not an event stream, so the browser fails the
 * connection for good (readyState CLOSED, one error event) and never retries it.
 */
class RefusedEventSource {
  static opened: RefusedEventSource[] = [];
  onmessage: ((event: MessageEvent<string>) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  readyState = 0;
  closed = false;
  constructor(readonly url: string) {
    RefusedEventSource.opened.push(this);
    setTimeout(() => {
      this.readyState = 2;
      this.onerror?.(new Event('error'));
    }, 0);
  }
  close() {
    this.closed = true;
  }
}

describe('following a wrap whose event stream the server refuses', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    RefusedEventSource.opened = [];
  });

  it('polls GET /api/wraps/:id to the end instead, and shows every answer', async () => {
    vi.stubGlobal('EventSource', RefusedEventSource);
    const answers = [job('rendering'), job('done')];
    const polled: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        polled.push(url);
        return new Response(JSON.stringify(answers.shift()), { status: 200 });
      }),
    );
    const seen: WrapJob['stage'][] = [];
    const last = await followWrapJob(ID, new AbortController().signal, (update) => seen.push(update.stage));

    expect(last?.stage).toBe('done');
    expect(seen).toEqual(['rendering', 'done']);
    expect(polled).toEqual([`/api/wraps/${ID}`, `/api/wraps/${ID}`]);
    expect(RefusedEventSource.opened.map((source) => [source.url, source.closed])).toEqual([[`/api/wraps/${ID}/events`, true]]);
  });
});
