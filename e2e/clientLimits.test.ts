import { describe, expect, it, vi } from 'vitest';
import { WrapJob } from '../src/domain/api';
import { FLOW_TEXT } from '../src/domain/messages';
import { carPhoto, multipart, orderFields } from '../src/server/image/photoForm.testutil';
import { useAppWithOpenAi } from './appAndBrowser.testutil';
import { openPage } from './builtApp.testutil';
import { fillWizard, wrapMyCar } from './wizardWalk.testutil';

const KEY = 'test-openai-key-client-limits-DO-NOT-LEAK';

/**
 * In another tab they already hold their one paid AI picture of
 * the day (AI_DAILY_PER_CLIENT=1) and their one progress stream (EVENT_STREAMS_PER_CLIENT=1). A new
 * wrap is then the local engine's, saying why, and the page follows it by polling.
 */
describe("one client's daily AI picture and open stream, both taken", () => {
  const running = useAppWithOpenAi({ apiKey: KEY }, { AI_DAILY_PER_CLIENT: '1', EVENT_STREAMS_PER_CLIENT: '1' });

  it('gets the local preview with a sentence saying why, followed by polling instead of a stream', async () => {
    const url = running.app.url;
    // The other tab, from the same address: a wrap whose AI picture never comes, its stream held open.
    running.fake.script('edit', { kind: 'hang' });
    const form = await multipart(orderFields, { data: carPhoto('orange-coupe-front34-street.jpg'), name: 'car.jpg' });
    const posted = await fetch(`${url}/api/wraps`, { method: 'POST', body: new Uint8Array(form.payload), headers: form.headers });
    const { requestId } = (await posted.json()) as { requestId: string };
    const otherTab = new AbortController();
    const held = await fetch(`${url}/api/wraps/${requestId}/events`, { signal: otherTab.signal });
    expect(held.status).toBe(200);
    await vi.waitFor(
      async () => expect(WrapJob.parse(await (await fetch(`${url}/api/wraps/${requestId}`)).json()).provider).toBe('openai'),
      { timeout: 60_000, interval: 250 },
    );

    const { page, errors } = await openPage(running.browser);
    const streams: number[] = [];
    const polls: number[] = [];
    page.on('response', (response) => {
      const path = new URL(response.url()).pathname;
      if (/^\/api\/wraps\/[^/]+\/events$/.test(path)) streams.push(response.status());
      else if (/^\/api\/wraps\/[^/]+$/.test(path)) polls.push(response.status());
    });
    await page.goto(url);
    await page.getByText('API Connected').waitFor();
    await fillWizard(page);
    const result = await wrapMyCar(page);

    await expect.poll(() => result.getByTestId('local-instead-of-ai').textContent()).toBe(FLOW_TEXT.localInsteadOfAi.yourDay);
    expect(streams).toEqual([429]);
    expect(polls.length).toBeGreaterThan(0);
    expect(polls.every((status) => status === 200)).toBe(true);
    // Only the other tab's picture reaches the AI (its job may still be on its way there on a busy machine).
    await expect.poll(() => running.fake.calls.filter((call) => call.endpoint === 'edit').length, { timeout: 60_000 }).toBe(1);
    expect(errors).toEqual([]);
    otherTab.abort();
    await page.context().close();
  });
});
