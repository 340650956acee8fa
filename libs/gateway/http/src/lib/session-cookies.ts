import type { Plugin } from 'graphql-yoga';

/**
 * Set-Cookie values produced while a request is handled (session created or its expiry slid), keyed by the
 * request so nothing leaks between requests. The plugin writes them onto Yoga's response, one header each.
 */
export function sessionCookies() {
  const pending = new WeakMap<Request, string[]>();
  const plugin: Plugin = {
    onResponse({ request, response }) {
      const cookies = pending.get(request);
      if (!cookies?.length) return;
      for (const cookie of cookies) response.headers.append('set-cookie', cookie);
      // A response that sets a session must never be stored by a shared cache.
      response.headers.set('cache-control', 'private, no-store');
      pending.delete(request);
    },
  };
  const add = (request: Request, cookie: string) => {
    const list = pending.get(request) ?? [];
    list.push(cookie);
    pending.set(request, list);
  };
  return { plugin, add };
}
