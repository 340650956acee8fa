import { Writable } from 'node:stream';
import { DrizzleQueryError } from 'drizzle-orm';
import { GraphQLError } from 'graphql';
import { createGatewayLogger, serializeError } from './log';

const databaseError = (message: string, code: string) => Object.assign(new Error(message), { code, severity: 'ERROR', detail: 'Key (email)=(ann@example.com) exists.' });

describe('serializeError', () => {
  const failed = new DrizzleQueryError('insert into "people" ("name", "email") values ($1, $2)', ['Ann Lee', 'ann@example.com'], databaseError('duplicate key', '23505'));

  it('keeps the SQL state, message and query of a failed query without its parameters', () => {
    const out = serializeError(failed) as Record<string, unknown>;
    expect(out).toMatchObject({ sqlState: '23505', query: 'insert into "people" ("name", "email") values ($1, $2)' });
    expect(out['message']).toContain('duplicate key');
    expect(JSON.stringify(out)).not.toMatch(/Ann Lee|ann@example\.com/);
  });

  it('scrubs a failed query wrapped in a GraphQL error or a cause', () => {
    for (const wrapped of [new GraphQLError(failed.message, { originalError: failed }), new Error('order failed', { cause: failed })]) {
      expect(JSON.stringify(serializeError(wrapped))).not.toMatch(/Ann Lee|ann@example\.com/);
    }
  });

  it('cuts the quoted value of a data exception', () => {
    const out = serializeError(databaseError('invalid input syntax for type uuid: "Ann Lee"', '22P02'));
    expect(JSON.stringify(out)).not.toContain('Ann Lee');
  });

  it('leaves other errors as pino serializes them', () => {
    expect(serializeError(new Error('plain'))).toMatchObject({ type: 'Error', message: 'plain' });
  });

  it('is the logger serializer of err and error', () => {
    const lines: string[] = [];
    const log = createGatewayLogger('info', new Writable({ write: (chunk, _e, done) => (lines.push(String(chunk)), done()) }));
    log.error({ err: failed }, 'a');
    log.error({ error: failed }, 'b');
    expect(lines).toHaveLength(2);
    expect(lines.join('')).not.toMatch(/Ann Lee|ann@example\.com/);
  });
});
