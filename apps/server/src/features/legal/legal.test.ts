import { API, LEGAL_DOCS, LEGAL_VERSIONS, LOCALES, message } from '@skazka/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, STRONG_PASSWORD, createTestApp, uniqueEmail } from '../../../test/app.js';
import { consents } from '../../db/schema/index.js';

const OPERATOR = {
  OPERATOR_NAME: 'Skazka Family Tales LLC',
  OPERATOR_ADDRESS: '12 Lantern Lane, Riga <LV-1010>',
  OPERATOR_EMAIL: 'privacy@skazka.test',
};

describe('legal texts', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ ...OPERATOR, PRICE_RUB_MONTHLY: '34900', PUBLIC_URL: 'https://skazka.test' });
  });
  afterAll(() => t.close());

  const get = (doc: string, language: string) =>
    t.app.inject({ url: API.legal(doc), headers: { 'ark-language': language } });

  it('serves the three texts in all five languages without a login, with the operator, version and escaped values', async () => {
    const titles = new Set<string>();
    for (const doc of LEGAL_DOCS) {
      for (const language of LOCALES) {
        const res = await get(doc, language);
        expect(res.statusCode).toBe(200);
        const body = res.json();
        expect(body).toMatchObject({ doc, version: LEGAL_VERSIONS[doc] });
        titles.add(body.title);
        expect(body.html).toContain(OPERATOR.OPERATOR_NAME);
        expect(body.html).toContain(OPERATOR.OPERATOR_EMAIL);
        expect(body.html).toContain('12 Lantern Lane, Riga &lt;LV-1010&gt;');
        expect(body.html).not.toContain('<LV-1010>');
        expect(body.html).toMatch(/^<h2>/);
      }
    }
    // Fifteen different titles: every text is really in its own language.
    expect(titles.size).toBe(15);
  });

  it('says what it collects, who gets the photo, how long and how to erase, in the reader’s language', async () => {
    const privacy = (await get('privacy', 'en')).json().html as string;
    expect(privacy).toContain('date of birth');
    expect(privacy).toContain('Download my data');
    expect(privacy).toContain('Delete account');
    expect(privacy).toContain('expire within two hours');
    expect((await get('privacy', 'de')).json().html).toContain('Meine Daten herunterladen');
    expect((await get('privacy', 'ru')).json().html).toContain('Скачать мои данные');
  });

  it('states the configured prices, trial, renewal, cancellation and refunds in the offer', async () => {
    const ru = (await get('offer', 'ru')).json().html as string;
    expect(ru).toMatch(/349,00\s₽ в месяц/);
    expect(ru).toContain('3 дня');
    expect((await get('offer', 'fr')).json().html).toMatch(/349,00\sRUB par mois/);
    const en = (await get('offer', 'en')).json().html as string;
    for (const heading of ['Trial', 'Renewal', 'Cancelling', 'Refunds']) expect(en).toContain(`<h2>${heading}</h2>`);
  });

  it('tells whether photos go to the illustrator, from SEND_PHOTOS_TO_PROVIDERS', async () => {
    const env = {
      ILLUSTRATOR: 'openai-compatible',
      ILLUSTRATOR_BASE_URL: 'https://images.example.org/v1',
      ILLUSTRATOR_API_KEY: 'k',
    };
    const withPhotos = await createTestApp({ ...env, SEND_PHOTOS_TO_PROVIDERS: 'true' });
    const without = await createTestApp(env);
    try {
      const html = async (app: TestApp) => (await app.app.inject({ url: API.legal('privacy') })).json().html as string;
      expect(await html(withPhotos)).toContain('images.example.org');
      expect(await html(withPhotos)).toContain("the child's photo when you uploaded one");
      expect(await html(without)).toContain('the photo is never sent');
    } finally {
      await Promise.all([withPhotos.close(), without.close()]);
    }
  });

  it('answers 404 for an unknown text', async () => {
    expect((await get('cookies', 'en')).statusCode).toBe(404);
  });

  it('refuses a signup without either consent, naming the field in the request’s language, and keeps the versions accepted', async () => {
    const email = uniqueEmail();
    const signup = (payload: object, language = 'fr') =>
      t.app.inject({
        method: 'POST',
        url: API.signup,
        headers: { 'ark-language': language },
        payload: { email, password: STRONG_PASSWORD, ...payload },
      });
    const none = await signup({});
    expect(none.statusCode).toBe(400);
    expect(none.json()).toEqual({
      privacy_accepted: [message('consentRequired', 'fr')],
      personal_data_consent: [message('consentRequired', 'fr')],
    });
    expect((await signup({ privacy_accepted: true }, 'es')).json()).toEqual({
      personal_data_consent: [message('consentRequired', 'es')],
    });
    expect((await signup({ privacy_accepted: false, personal_data_consent: true })).json()).toEqual({
      privacy_accepted: [message('consentRequired', 'fr')],
    });

    const before = Date.now();
    const created = await signup({ privacy_accepted: true, personal_data_consent: true });
    expect(created.statusCode).toBe(201);
    const kept = await t.app.db.select().from(consents).where(eq(consents.userId, created.json().id));
    expect(kept.map((c) => [c.kind, c.version]).sort()).toEqual([
      ['offer', LEGAL_VERSIONS.offer],
      ['personal_data', LEGAL_VERSIONS['personal-data']],
      ['privacy', LEGAL_VERSIONS.privacy],
    ]);
    for (const consent of kept) expect(consent.acceptedAt.getTime()).toBeGreaterThanOrEqual(before - 1000);
  });
});
