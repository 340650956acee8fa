import { serverAudits } from 'graphql-http';
import { createTestApp, type TestApp } from './testing/test-app';

/** GraphQL over HTTP conformance (graphql-http audits) against the gateway's real HTTP handler. */
describe('GraphQL over HTTP', () => {
  let app: TestApp;
  let url: string;
  beforeAll(async () => {
    app = await createTestApp();
    url = `${await app.listen()}/graphql`;
  });
  afterAll(() => app.close());

  const audits = serverAudits({ url: () => url, fetchFn: fetch });
  for (const audit of audits) {
    const required = audit.name.startsWith('MUST');
    it(`${audit.name}`, async () => {
      const result = await audit.fn();
      if (required) expect(result.status === 'ok' ? 'ok' : `${result.status}: ${'reason' in result ? result.reason : ''}`).toBe('ok');
      else expect(['ok', 'warn']).toContain(result.status);
    });
  }
});
