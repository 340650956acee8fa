/** What a Google Ads click id looks like (the storefront keeps only such values too). */
const GCLID = /^[A-Za-z0-9_-]{1,200}$/;

/** The click id to keep on an order: the given one when well-formed, otherwise none (it never refuses an order). */
export function acceptedGclid(value: string | null | undefined): string | null {
  return typeof value === 'string' && GCLID.test(value) ? value : null;
}
