import { PRODUCTION_ENV } from './testing/production-env';
import { createTestApp, UK, type TestApp } from './testing/test-app';

/** The limits themselves are tested on a recursive schema in gateway-http; here, that the gateway applies them. */
describe('security limits', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  it('refuses too many aliases', async () => {
    const aliases = Array.from({ length: 30 }, (_, i) => `p${i}: ping`).join(' ');
    const result = await app.graphql(`query { ${aliases} }`);
    expect(result.errors?.[0].message).toMatch(/aliases/i);
  });

  it('gives malformed requests GraphQL errors without stack traces', async () => {
    const result = await app.graphql('query { products(userData: 1) { errors { code } } }');
    expect(result.errors?.length).toBeGreaterThan(0);
    expect(JSON.stringify(result)).not.toMatch(/stack|at .*\.ts:\d+/);
  });

  it('allows introspection outside production', async () => {
    const result = await app.graphql('query { __schema { queryType { name } } }');
    expect(result.data?.__schema.queryType.name).toBe('Query');
  });
});

describe('in production', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp(PRODUCTION_ENV);
  });
  afterAll(() => app.close());

  it('refuses introspection', async () => {
    const result = await app.graphql('query { __schema { queryType { name } } }');
    expect(result.errors?.[0].message).toMatch(/introspection/i);
  });

  it('serves no GraphiQL page', async () => {
    const response = await app.gateway.yoga.fetch('http://gateway/graphql', { headers: { accept: 'text/html' } });
    expect(await response.text()).not.toMatch(/graphiql/i);
  });

  it('still answers catalogue queries', async () => {
    const result = await app.graphql('query($u: UserDataInput!) { products(userData: $u) { errors { code } } }', { u: UK });
    expect(result.data?.products.errors).toEqual([]);
  });
});
