import { createHash } from 'node:crypto';

/** The benchmarked read: the first 16 products of the UK store, as the product list page asks for them. */
export const PRODUCTS_QUERY = /* GraphQL */ `
  query BenchProducts($userData: UserDataInput!, $paging: PagingInput) {
    products(userData: $userData, paging: $paging) {
      products {
        items {
          id title description path productType showHand showShadow
          image { url { type href } alt }
          backgroundColor { color opacity }
          fixedValues { minorUnits value currency }
          variationsToShow
        }
        pageInfo { total pageNumber itemsPerPage hasNextPage }
      }
      errors { code message referencedRequestParameter }
    }
  }`;

export const PRODUCTS_VARIABLES = { userData: { language: 'en', storeID: 48, countryCode: 'GB' }, paging: { itemsPerPage: 16, pageNumber: 1 } };

export const productsGetPath = () =>
  `/graphql?query=${encodeURIComponent(PRODUCTS_QUERY)}&variables=${encodeURIComponent(JSON.stringify(PRODUCTS_VARIABLES))}`;

export const productsPostBody = () => JSON.stringify({ query: PRODUCTS_QUERY, variables: PRODUCTS_VARIABLES });

const PERSISTED = JSON.stringify({ persistedQuery: { version: 1, sha256Hash: createHash('sha256').update(PRODUCTS_QUERY).digest('hex') } });

/**
 * The read as the browser sends it (Apollo's automatic persisted queries: the hash, the document only once). `variant`
 * adds a variable the operation does not declare, so each URL is new to the front cache: a miss, as on a cold CDN.
 */
function persistedPath(options: { withDocument?: boolean; variant?: number } = {}) {
  const params = new URLSearchParams();
  if (options.withDocument) params.set('query', PRODUCTS_QUERY);
  const variables = options.variant === undefined ? PRODUCTS_VARIABLES : { ...PRODUCTS_VARIABLES, variant: options.variant };
  params.set('variables', JSON.stringify(variables));
  params.set('extensions', PERSISTED);
  return `/graphql?${params}`;
}

const VARIANT_MARK = 'VARIANT_MARK';
/** The URL of a variant with `variant` put into a template: the load generator spends no time building URLs. */
const variantTemplate = persistedPath({ variant: 0 }).replace(encodeURIComponent('"variant":0'), encodeURIComponent('"variant":') + VARIANT_MARK);
const [variantHead, variantTail] = variantTemplate.split(VARIANT_MARK);

export function productsPersistedPath(options: { withDocument?: boolean; variant?: number } = {}) {
  if (options.withDocument || options.variant === undefined) return persistedPath(options);
  return `${variantHead}${options.variant}${variantTail}`;
}
