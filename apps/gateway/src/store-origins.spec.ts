import { sql } from 'drizzle-orm';
import { selectRows } from '@giftshop/gateway-db';
import { ConfigError, loadConfig } from './config';
import { loadStores } from './load-stores';
import { createTestApp, NL, UK, type TestApp } from './testing/test-app';

const STORE_ORIGINS = 'GCUK=http://127.0.0.1:3000,CB=http://127.0.0.1:3001';

const STORE = /* GraphQL */ `
  query ($u: UserDataInput!) {
    storeData(userData: $u) {
      storeData {
        buildKey
        origin
        countriesCombinations {
          buildKey
          url
        }
      }
    }
  }
`;
const META = /* GraphQL */ `
  query ($u: UserDataInput!, $p: String!) {
    pageMetadata(userData: $u, path: $p) {
      metadata {
        canonical
        hreflangTags_v1 {
          langCode
          countryCode
          origin
        }
      }
    }
  }
`;
const SUBSCRIBE = /* GraphQL */ `
  mutation ($u: UserDataInput!, $e: String!) {
    subscribeNewsletter(userData: $u, email: $e, source: "footer") {
      status
      errors {
        code
      }
    }
  }
`;

describe('store origins from STORE_ORIGINS', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp({ STORE_ORIGINS, JOBS_ENABLED: 'false' });
  });
  afterAll(() => app.close());

  it('answers the configured origins in storeData and the store switcher, the database ones for the rest', async () => {
    const { storeData } = (await app.graphql(STORE, { u: UK })).data.storeData;
    expect(storeData.origin).toBe('http://127.0.0.1:3000');
    const url = (buildKey: string) =>
      storeData.countriesCombinations.find((c: { buildKey: string }) => c.buildKey === buildKey)?.url;
    expect(url('GCUK')).toBe('http://127.0.0.1:3000');
    expect(url('CB')).toBe('http://127.0.0.1:3001');
    expect(url('CBDE')).toBe('https://cbde.giftshop.example');
  });

  it('links hreflang tags and the canonical to the configured origins', async () => {
    expect((await app.graphql(META, { u: NL, p: '/' })).data.pageMetadata.metadata.canonical).toBe('http://127.0.0.1:3001/');
    const { metadata } = (await app.graphql(META, { u: UK, p: '/' })).data.pageMetadata;
    const originOf = (lang: string, country: string) =>
      metadata.hreflangTags_v1.find(
        (t: { langCode: string; countryCode: string }) => t.langCode === lang && t.countryCode === country,
      )?.origin;
    expect(originOf('en', 'GB')).toBe('http://127.0.0.1:3000');
    expect(originOf('nl', 'NL')).toBe('http://127.0.0.1:3001');
  });

  it('links e-mails to the configured origin', async () => {
    const email = 'origin.reader@example.com';
    expect((await app.graphql(SUBSCRIBE, { u: UK, e: email })).data.subscribeNewsletter).toEqual({
      status: true,
      errors: [],
    });
    const [mail] = await selectRows<{ text: string }>(
      app.database.db,
      sql`select text from email_outbox where to_address = ${email}`,
    );
    expect(mail.text).toContain('http://127.0.0.1:3000/newsletter/confirm/?token=');
    expect(mail.text).not.toContain('giftshop.example/newsletter');
  });

  it('keeps mailboxes on the store domain of the database', async () => {
    const stores = await loadStores(app.database.db, loadConfig({ STORE_ORIGINS }));
    expect(stores.get(48)).toMatchObject({ origin: 'http://127.0.0.1:3000', mailDomain: 'gcuk.giftshop.example' });
    expect(stores.get(1)).toMatchObject({ origin: 'http://127.0.0.1:3001', mailDomain: 'cb.giftshop.example' });
  });

  it('refuses a build key that no store has, naming the variable and the build keys', async () => {
    const config = loadConfig({ STORE_ORIGINS: 'GCUK=http://127.0.0.1:3000,CBXX=http://127.0.0.1:3001' });
    const refusal = loadStores(app.database.db, config);
    await expect(refusal).rejects.toThrow(ConfigError);
    await expect(loadStores(app.database.db, config)).rejects.toThrow(
      /STORE_ORIGINS: no store has the build key CBXX \(build keys: .*GCUK/,
    );
  });
});
