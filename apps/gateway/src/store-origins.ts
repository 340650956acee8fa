import { z } from 'zod';

const BUILD_KEY = /^[A-Z][A-Z0-9]*$/;
const LOOPBACK = /^(127(\.\d{1,3}){3}|\[::1\]|localhost)$/;

/** `https://`, or `http://` on this machine only (a browser keeps the production `__Host-` cookie only there). */
export const isSecureOrigin = (origin: string) => {
  const url = new URL(origin);
  return url.protocol === 'https:' || LOOPBACK.test(url.hostname);
};

/** The origin `value` names exactly (scheme, host, optional port; a trailing `/` at most), or null. */
function originOf(value: string): string | null {
  if (!URL.canParse(value) || /[?#]/.test(value)) return null;
  const url = new URL(value);
  const plain =
    !url.username && !url.password && url.pathname === '/' && (url.protocol === 'http:' || url.protocol === 'https:');
  return plain ? url.origin : null;
}

/**
 * STORE_ORIGINS, `GCUK=http://127.0.0.1:3000,CB=http://127.0.0.1:3001`: by build key, the origin that replaces the
 * database's. Whether each build key has a store is checked once the stores are loaded (load-stores.ts).
 */
export const storeOrigins = z
  .string()
  .optional()
  .transform((list, context) => {
    const origins: Record<string, string> = {};
    for (const entry of list ? list.split(',').map((part) => part.trim()) : []) {
      const [buildKey = '', value = ''] = entry.split(/=(.*)/s).map((part) => part.trim());
      const origin = originOf(value);
      const problem = !entry.includes('=') || !BUILD_KEY.test(buildKey)
        ? `"${entry}" must be <BUILD_KEY>=<origin>, e.g. GCUK=http://127.0.0.1:3000`
        : buildKey in origins
          ? `${buildKey} is named twice`
          : !origin
            ? `${buildKey}=${value} must be an http:// or https:// origin without path, query or credentials, ` +
              'e.g. http://127.0.0.1:3000'
            : null;
      if (problem) context.addIssue({ code: 'custom', message: problem });
      else origins[buildKey] = origin as string;
    }
    return origins;
  });
