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
