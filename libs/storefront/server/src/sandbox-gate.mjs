/** The sandbox provider's pages, served by the gateway; proxied only while the store pays through the sandbox. */
export const SANDBOX_PATH = '/payments/sandbox/';

const QUERY = 'query SandboxGate($userData: UserDataInput!) { storeData(userData: $userData) { storeData { paymentTestMode } } }';

/**
 * Whether this storefront proxies the sandbox pages: only while the gateway reports the store's payments in test
 * mode (storeData.paymentTestMode). The gateway is asked when such a page is requested and its answer kept for
 * `ttlMs` (a minute); while it cannot be asked (not started yet, an error), the pages stay closed and the next
 * request asks again. Concurrent requests share one question.
 */
export function createSandboxGate({ gatewayUrl, userData, serverAuth, ttlMs = 60_000, now = Date.now }) {
  let known = null;
  let asking = null;

  async function ask() {
    const response = await fetch(gatewayUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(serverAuth ? { 'x-gateway-auth': serverAuth } : {}) },
      body: JSON.stringify({ query: QUERY, variables: { userData } }),
      signal: AbortSignal.timeout(5_000),
    });
    if (!response.ok) throw new Error(`the gateway answered ${response.status}`);
    const body = await response.json();
    return body?.data?.storeData?.storeData?.paymentTestMode === true;
  }

  return function sandboxOpen() {
    if (known && now() - known.at < ttlMs) return Promise.resolve(known.open);
    asking ??= ask()
      .then((open) => {
        known = { open, at: now() };
        return open;
      })
      .catch(() => false)
      .finally(() => {
        asking = null;
      });
    return asking;
  };
}
