/** What a Google Ads click id looks like (spec §2.3 `gclid`): URL-safe base64 characters, at most 200. */
const GCLID = /^[A-Za-z0-9_-]{1,200}$/;

/** True for a well-formed click id: the storefront keeps only such values and the gateway stores only such values. */
export const isGclid = (value: unknown): value is string => typeof value === 'string' && GCLID.test(value);
