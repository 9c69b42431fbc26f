import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FilmsResponse } from '../../domain/api';
import { FILM_TEXT } from '../../domain/messages';
import { defaultFilms } from '../catalog/seedFilms';
import { carWrapRequests, completedWraps, wrapFilms } from '../db/schema';
import { followJob, orderFields, postWrap } from '../image/photoForm.testutil';
import { createTestApp, type TestApp } from '../testApp.testutil';

describe('the film catalogue through the HTTP API', () => {
  let t: TestApp;
  beforeAll(async () => {
    // The list is read right after the catalogue changes: the list cache is off.
    t = await createTestApp({ env: { AI_PROVIDER: 'local', GALLERY_CACHE_MS: '0' } });
  });
  afterAll(async () => t.close());

  async function films() {
    const response = await t.app.inject({ method: 'GET', url: '/api/films' });
    expect(response.statusCode).toBe(200);
    return FilmsResponse.parse(response.json()).films;
  }

  const byCode = async (code: string) => (await films()).find((f) => f.code === code)!;

  it('lists the shipped catalogue once the app has started, in its order', async () => {
    const listed = await films();
    const shipped = await defaultFilms();
    expect(listed.map((f) => f.code)).toEqual(shipped.map((f) => f.code));
    expect(listed.find((f) => f.code === '2080-G13')).toMatchObject({
      brand: '3M',
      line: 'Wrap Film Series 2080',
      name: 'Gloss Hot Rod Red',
      finish: 'gloss',
      inStock: true,
    });
  });

  it('leaves out films the shop has out of stock', async () => {
    await t.ctx.db.update(wrapFilms).set({ inStock: false }).where(eq(wrapFilms.code, '2080-M12'));
    expect((await films()).map((f) => f.code)).not.toContain('2080-M12');
    const response = await t.app.inject({ method: 'GET', url: '/api/films' });
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('makes a wrap in a film: its colour and finish whatever the form said, named after it, the film kept with the request', async () => {
    const film = await byCode('2080-G13');
    const response = await postWrap(t.app, { ...orderFields, color: 'blue', finish: 'matte', filmId: film.id });
    expect(response.statusCode).toBe(202);
    const { requestId } = response.json();
    const { events } = await followJob(t.app, requestId);
    expect(events.at(-1)).toMatchObject({ stage: 'done', wrapName: '3M Gloss Hot Rod Red (2080-G13)' });

    const [row] = await t.ctx.db.select().from(carWrapRequests).where(eq(carWrapRequests.id, requestId));
    expect(row).toMatchObject({
      selectedWrapId: '2080-G13',
      selectedWrapName: '3M Gloss Hot Rod Red (2080-G13)',
      wrapColor: film.hex,
      finishType: 'glossy',
      film: { brand: '3M', line: 'Wrap Film Series 2080', code: '2080-G13', name: 'Gloss Hot Rod Red', finish: 'gloss', hex: film.hex },
    });
    const [gallery] = await t.ctx.db.select().from(completedWraps).where(eq(completedWraps.carWrapRequestId, requestId));
    expect(gallery).toMatchObject({ wrapName: '3M Gloss Hot Rod Red (2080-G13)', wrapColor: 'Gloss Hot Rod Red', finishType: 'glossy' });
  });

  it('paints a colour-flip film pearlescent and a chrome film chrome', async () => {
    for (const [code, finish] of [
      ['2080-GP281', 'pearlescent'],
      ['2080-GC451', 'chrome'],
    ] as const) {
      const film = await byCode(code);
      const response = await postWrap(t.app, { ...orderFields, filmId: film.id });
      expect(response.statusCode).toBe(202);
      const [row] = await t.ctx.db.select().from(carWrapRequests).where(eq(carWrapRequests.id, response.json().requestId));
      expect(row).toMatchObject({ finishType: finish, wrapColor: film.hex });
      await followJob(t.app, row!.id);
    }
  });

  it('refuses an unknown or out-of-stock film with a clear 400, and keeps no request', async () => {
    const before = (await t.ctx.db.select({ id: carWrapRequests.id }).from(carWrapRequests)).length;
    const [outOfStock] = await t.ctx.db.select().from(wrapFilms).where(eq(wrapFilms.code, '2080-M12'));
    for (const filmId of [outOfStock!.id, '00000000-0000-4000-8000-000000000000', 'not-an-id']) {
      const response = await postWrap(t.app, { ...orderFields, filmId });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: FILM_TEXT.unknownFilm });
    }
    expect(await t.ctx.db.select({ id: carWrapRequests.id }).from(carWrapRequests)).toHaveLength(before);
  });

  it('keeps plain and custom colours as they were: no film, "Custom: ..." names', async () => {
    const response = await postWrap(t.app, { ...orderFields, color: '#123456', finish: 'satin' });
    expect(response.statusCode).toBe(202);
    const [row] = await t.ctx.db.select().from(carWrapRequests).where(eq(carWrapRequests.id, response.json().requestId));
    expect(row).toMatchObject({
      selectedWrapId: 'custom',
      selectedWrapName: 'Custom: #123456',
      wrapColor: '#123456',
      finishType: 'satin',
      film: null,
    });
    await followJob(t.app, row!.id);
  });
});
