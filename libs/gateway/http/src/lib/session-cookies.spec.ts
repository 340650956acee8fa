import { createSchema, createYoga } from 'graphql-yoga';
import { sessionCookies } from './session-cookies';

/** A toy server whose resolver sets cookies the way the session handle does. */
function server() {
  const cookies = sessionCookies();
  const yoga = createYoga<object, { request: Request }>({
    schema: createSchema({
      typeDefs: 'type Query { visit(cookies: Int!): Boolean! }',
      resolvers: {
        Query: {
          visit: (_: unknown, { cookies: count }: { cookies: number }, ctx: { request: Request }) => {
            for (let i = 1; i <= count; i++) cookies.add(ctx.request, `c${i}=v${i}; Path=/; HttpOnly`);
            return true;
          },
        },
      },
    }),
    plugins: [cookies.plugin],
    logging: false,
  });
  return (count: number) => yoga.fetch('http://gateway/graphql', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: `{ visit(cookies: ${count}) }` }) });
}

describe('sessionCookies', () => {
  it('writes every cookie of the request as a Set-Cookie header of its own, never cacheable', async () => {
    const response = await server()(2);
    expect(response.headers.getSetCookie()).toEqual(['c1=v1; Path=/; HttpOnly', 'c2=v2; Path=/; HttpOnly']);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
  });

  it('leaves responses without cookies alone and keeps requests apart', async () => {
    const visit = server();
    const [withCookie, without] = await Promise.all([visit(1), visit(0)]);
    expect(withCookie.headers.getSetCookie()).toEqual(['c1=v1; Path=/; HttpOnly']);
    expect(without.headers.getSetCookie()).toEqual([]);
    expect(without.headers.get('cache-control')).toBeNull();
  });
});
