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

  // SHOULD and MAY audits are recommendations; the MUST audits are the conformance bar.
  const audits = serverAudits({ url: () => url, fetchFn: fetch }).filter((audit) => audit.name.startsWith('MUST'));
  it('has MUST audits to run', () => expect(audits.length).toBeGreaterThan(10));
  for (const audit of audits) {
    it(audit.name, async () => {
      const result = await audit.fn();
      expect(result.status === 'ok' ? 'ok' : `${result.status}: ${'reason' in result ? result.reason : ''}`).toBe('ok');
    });
  }
});
