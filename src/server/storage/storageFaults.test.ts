import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ERRORS } from '../../domain/messages';
import { carWrapRequests } from '../db/schema';
import { allowModelTime } from '../engine/modelTests.testutil';
import { insertFinishedWrap, ownerHeader, plainPicture } from '../db/testData.testutil';
import { carPhoto, multipart, postWrap } from '../image/photoForm.testutil';
import { createTestApp, type TestApp } from '../testApp.testutil';
import type { Storage } from './storage';

allowModelTime();

/**
 * The app's storage as a read-only disk leaves it: reads work, every write fails as fs fails
 * there (EROFS). Simulated at the Storage interface: the tests run as any user, and root writes
 * through file permissions. Every key a write was tried under is kept.
 */
function storageThatCanTurnReadOnly(storage: Storage) {
  const state = { readOnly: false, triedKeys: [] as string[] };
  const refuse = (what: string) => {
    if (state.readOnly) throw Object.assign(new Error(`EROFS: read-only file system, ${what}`), { code: 'EROFS' });
  };
  const faulty: Storage = {
    put: async (key, data, type) => {
      state.triedKeys.push(key);
      refuse(`open '${key}'`);
      return storage.put(key, data, type);
    },
    get: (key) => storage.get(key),
    getByUrl: (url) => storage.getByUrl(url),
    removeByUrl: async (url) => {
      refuse(`unlink '${url}'`);
      return storage.removeByUrl(url);
    },
  };
  return { state, faulty };
}

/** Storage that stops taking files. */
describe('read-only storage', () => {
  let t: TestApp;
  let storage: ReturnType<typeof storageThatCanTurnReadOnly>;
  beforeAll(async () => {
    t = await createTestApp({
      env: { AI_PROVIDER: 'local', GENERATION_RATE_LIMIT: '1000', DETECT_RATE_LIMIT: '1000' },
      extend: (ctx) => {
        storage = storageThatCanTurnReadOnly(ctx.storage);
        return { ...ctx, storage: storage.faulty };
      },
    });
  });
  afterAll(async () => t?.close());
  beforeEach(() => {
    storage.state.readOnly = false;
    storage.state.triedKeys.length = 0;
  });

  const briefly = (answer: { statusCode: number; json(): unknown; headers: Record<string, unknown> }) => {
    expect(answer.statusCode).toBe(503);
    expect(answer.json()).toEqual({ error: ERRORS.brieflyUnavailable });
    expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0);
  };

  it('answers a wrap with 503 and a retry sentence, leaves no row behind, and fails /readyz naming storage', async () => {
    storage.state.readOnly = true;
    const before = await t.ctx.db.$count(carWrapRequests);
    briefly(await postWrap(t.app));
    expect(await t.ctx.db.$count(carWrapRequests)).toBe(before);

    const ready = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ ok: false, failed: ['storage'] });

    storage.state.readOnly = false;
    expect((await t.app.inject({ method: 'GET', url: '/readyz' })).json()).toEqual({ ok: true });
  });

  it('refuses a change asked for during the fault, and the finished wrap stays finished: its share page works once storage is back', async () => {
    const original = await t.ctx.storage.put(`car-images/${randomUUID()}.jpg`, await plainPicture(), 'image/jpeg');
    const { row } = await insertFinishedWrap(t.ctx.db, t.ctx.storage, { originalImageUrl: original });
    storage.state.readOnly = true;

    briefly(
      await t.app.inject({
        method: 'POST',
        url: `/api/wraps/${row.id}/changes`,
        headers: ownerHeader(),
        payload: { instructions: 'a darker red, please' },
      }),
    );
    const job = await t.app.inject({ method: 'GET', url: `/api/wraps/${row.id}` });
    expect(job.json()).toMatchObject({ stage: 'done', error: null });

    storage.state.readOnly = false;
    expect((await t.app.inject({ method: 'GET', url: `/w/${row.id}` })).statusCode).toBe(200);
  });

  it('never stores a photo the detection refuses as too small', async () => {
    const tiny = await plainPicture('#336699', 20, 20);
    const answer = await t.app.inject({
      method: 'POST',
      url: '/api/detect',
      ...(await multipart({}, { data: tiny, name: 'tiny.png', type: 'image/png' })),
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().error).toMatch(/too small/);
    expect(storage.state.triedKeys.filter((key) => key.startsWith('uploads/'))).toEqual([]);
  });

  it('answers the photo step with 503, not 500, while storage takes no files', async () => {
    storage.state.readOnly = true;
    const answer = await t.app.inject({
      method: 'POST',
      url: '/api/detect',
      ...(await multipart({}, { data: carPhoto('orange-coupe-front34-street.jpg'), name: 'car.jpg' })),
    });
    briefly(answer);
  });
});
