import type { GraphqlResult } from './test-app';

/** A browser over real HTTP: it keeps the cookies the gateway sets and sends them back, like a real one. */
export interface Browser {
  graphql(query: string, variables?: Record<string, unknown>): Promise<GraphqlResult & { setCookies: string[] }>;
  cookies: Map<string, string>;
}

export function browser(baseUrl: string): Browser {
  const cookies = new Map<string, string>();
  return {
    cookies,
    async graphql(query, variables) {
      const cookie = [...cookies].map(([name, value]) => `${name}=${value}`).join('; ');
      const response = await fetch(`${baseUrl}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json', 'x-bypass-mutations': '1', ...(cookie ? { cookie } : {}) },
        body: JSON.stringify({ query, variables }),
      });
      const setCookies = response.headers.getSetCookie();
      for (const line of setCookies) {
        const [pair] = line.split(';', 1);
        const at = pair.indexOf('=');
        cookies.set(pair.slice(0, at), pair.slice(at + 1));
      }
      return { ...(await response.json()), setCookies };
    },
  };
}
