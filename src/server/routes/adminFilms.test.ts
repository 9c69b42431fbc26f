import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_ROUTES, AdminFilmsResponse, adminFilmPath } from '../../domain/admin/api';
import { ADMIN_ERRORS } from '../../domain/admin/texts';
import { FilmsResponse } from '../../domain/api';
import { adminClient } from '../admin/adminClient.testutil';
import { saveAdminUser } from '../admin/adminUsers';
import { adminAudit } from '../db/schema';
import { createTestApp, type TestApp } from '../testApp.testutil';

const SHOP_USER = 'films@shop.example';
const PASSWORD = 'a long shop password';

describe('the film catalogue in the back office', () => {
  let t: TestApp;
  beforeAll(async () => {
    // A minute of list cache: a change the visitors' list shows at once was not waited out.
    t = await createTestApp({ env: { TRUST_PROXY: 'true', GALLERY_CACHE_MS: '60000' } });
    await saveAdminUser(t.ctx.db, SHOP_USER, PASSWORD);
  });
  afterAll(async () => t?.close());

  async function signedIn() {
    const shop = adminClient(t.app, '198.51.100.40');
    expect((await shop.signIn(SHOP_USER, PASSWORD)).statusCode).toBe(200);
    return shop;
  }

  const publicFilms = async () => FilmsResponse.parse((await t.app.inject({ method: 'GET', url: '/api/films' })).json()).films;

  it('answers 401 without a session and 403 without the CSRF token', async () => {
    const stranger = adminClient(t.app, '198.51.100.41');
    expect((await stranger.request({ method: 'GET', url: ADMIN_ROUTES.films })).statusCode).toBe(401);
    const shop = await signedIn();
    const [film] = AdminFilmsResponse.parse((await shop.request({ method: 'GET', url: ADMIN_ROUTES.films })).json()).films;
    const forged = await shop.request({ method: 'PATCH', url: adminFilmPath(film!.id), payload: { inStock: false }, csrf: false });
    expect(forged.statusCode).toBe(403);
  });

  it('takes a film out of stock, renames and recolours it: visitors see it at once, and each change is audited', async () => {
    const shop = await signedIn();
    const listed = AdminFilmsResponse.parse((await shop.request({ method: 'GET', url: ADMIN_ROUTES.films })).json()).films;
    const hotRodRed = listed.find((f) => f.code === '2080-G13')!;
    expect((await publicFilms()).map((f) => f.code)).toContain('2080-G13');

    const out = await shop.request({ method: 'PATCH', url: adminFilmPath(hotRodRed.id), payload: { inStock: false } });
    expect(out.statusCode).toBe(200);
    expect(out.json()).toMatchObject({ code: '2080-G13', inStock: false });
    expect((await publicFilms()).map((f) => f.code)).not.toContain('2080-G13');
    // The back office still lists it, so it can go back in stock.
    const again = AdminFilmsResponse.parse((await shop.request({ method: 'GET', url: ADMIN_ROUTES.films })).json()).films;
    expect(again.find((f) => f.code === '2080-G13')).toMatchObject({ inStock: false });

    const edited = await shop.request({
      method: 'PATCH',
      url: adminFilmPath(hotRodRed.id),
      payload: { inStock: true, name: ' Gloss Hot Rod Red (new batch) ', hex: '#B0101A' },
    });
    expect(edited.json()).toMatchObject({ name: 'Gloss Hot Rod Red (new batch)', hex: '#b0101a', inStock: true });
    expect((await publicFilms()).find((f) => f.code === '2080-G13')).toMatchObject({
      name: 'Gloss Hot Rod Red (new batch)',
      hex: '#b0101a',
    });

    const audits = await t.ctx.db
      .select({ details: adminAudit.details, email: adminAudit.email })
      .from(adminAudit)
      .where(and(eq(adminAudit.action, 'film.update'), eq(adminAudit.target, hotRodRed.id)))
      .orderBy(adminAudit.at);
    expect(audits).toEqual([
      { email: SHOP_USER, details: { code: '2080-G13', inStock: { from: true, to: false } } },
      {
        email: SHOP_USER,
        details: {
          code: '2080-G13',
          inStock: { from: false, to: true },
          name: { from: 'Gloss Hot Rod Red', to: 'Gloss Hot Rod Red (new batch)' },
          hex: { from: hotRodRed.hex, to: '#b0101a' },
        },
      },
    ]);
  });

  it('refuses a bad colour, an empty name, an empty change and an unknown film with a sentence, changing nothing', async () => {
    const shop = await signedIn();
    const [film] = AdminFilmsResponse.parse((await shop.request({ method: 'GET', url: ADMIN_ROUTES.films })).json()).films;
    for (const payload of [{ hex: 'red' }, { name: '   ' }, {}, { inStock: 'yes' }]) {
      const response = await shop.request({ method: 'PATCH', url: adminFilmPath(film!.id), payload });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: ADMIN_ERRORS.badFilmUpdate });
    }
    const unknown = await shop.request({
      method: 'PATCH',
      url: adminFilmPath('00000000-0000-4000-8000-000000000000'),
      payload: { inStock: false },
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error: ADMIN_ERRORS.filmNotFound });
    const after = AdminFilmsResponse.parse((await shop.request({ method: 'GET', url: ADMIN_ROUTES.films })).json()).films;
    expect(after[0]).toEqual(film);
  });
});
