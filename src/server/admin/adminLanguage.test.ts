import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_ROUTES } from '../../domain/admin/api';
import { ADMIN_ERRORS } from '../../domain/admin/texts';
import DE from '../../domain/i18n/backOffice/de';
import FR from '../../domain/i18n/backOffice/fr';
import { createTestApp, type TestApp } from '../testApp.testutil';
import { adminClient } from './adminClient.testutil';
import { adminErrorIn } from './adminLanguage';
import { saveAdminUser } from './adminUsers';

describe('the back office’s answers', () => {
  it('read an English error back into another language, the lockout with its minutes', () => {
    expect(adminErrorIn(ADMIN_ERRORS.badCredentials, 'de')).toBe(DE.ADMIN_ERRORS.badCredentials);
    expect(adminErrorIn(ADMIN_ERRORS.lockedOut(15), 'de')).toBe(DE.ADMIN_ERRORS.lockedOut(15));
    expect(adminErrorIn(ADMIN_ERRORS.lockedOut(1), 'fr')).toBe('Trop de tentatives de connexion. Réessayez dans 1 minute.');
    expect(adminErrorIn('Not found', 'it')).toBe('Not found');
    expect(adminErrorIn(ADMIN_ERRORS.csrf, 'en')).toBe(ADMIN_ERRORS.csrf);
  });

  describe('over HTTP', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp({ env: { TRUST_PROXY: 'true', ADMIN_LOCKOUT_ATTEMPTS: '2' } });
      await saveAdminUser(t.ctx.db, 'owner@shop.example', 'the right password');
    });
    afterAll(async () => t?.close());

    it('come in the language the page sends, the sign-in’s refusals and the CSRF check’s included', async () => {
      const german = { 'accept-language': 'de' };
      const shop = adminClient(t.app, '198.51.100.90');
      await shop.fetchCsrfToken();
      const signIn = (password: string) =>
        shop.request({ method: 'POST', url: ADMIN_ROUTES.login, headers: german, payload: { email: 'owner@shop.example', password } });
      const answers = [await signIn('wrong one'), await signIn('wrong two')];
      expect(answers.map((answer) => answer.json().error)).toEqual([DE.ADMIN_ERRORS.badCredentials, DE.ADMIN_ERRORS.lockedOut(15)]);

      const noToken = await shop.request({
        method: 'POST',
        url: ADMIN_ROUTES.login,
        headers: { 'accept-language': 'fr-FR' },
        payload: { email: 'owner@shop.example', password: 'the right password' },
        csrf: false,
      });
      expect(noToken.statusCode).toBe(403);
      expect(noToken.json().error).toBe(FR.ADMIN_ERRORS.csrf);

      // Without a language of its own the answer is the shop's default, English here.
      const signedOut = await shop.request({ method: 'GET', url: ADMIN_ROUTES.me });
      expect(signedOut.json().error).toBe(ADMIN_ERRORS.notSignedIn);
    });
  });
});
