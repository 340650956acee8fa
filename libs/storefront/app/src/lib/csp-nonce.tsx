import { createContext, useContext, type ReactNode } from 'react';

/**
 * The Content-Security-Policy nonce of the document. The server makes one per response; the browser reads it back
 * from `<meta name="csp-nonce">` (where the ALTCHA widget also finds it for its style element), so both render the
 * same attributes.
 */
const NonceContext = createContext<string | undefined>(undefined);

export function NonceProvider({ nonce, children }: { nonce: string | undefined; children: ReactNode }) {
  return <NonceContext.Provider value={nonce}>{children}</NonceContext.Provider>;
}

export const useNonce = () => useContext(NonceContext);

export const NONCE_META_NAME = 'csp-nonce';

export const readDocumentNonce = () => document.querySelector<HTMLMetaElement>(`meta[name="${NONCE_META_NAME}"]`)?.content || undefined;
