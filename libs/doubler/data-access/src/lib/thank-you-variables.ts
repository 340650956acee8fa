import type { UserDataInput } from '@giftshop/shared-graphql';

/** The thank-you query's variables from the path's product and the `entry` parameter: the same in loader and page. */
export const doublerThankYouVariables = (userData: UserDataInput, product: string | undefined, search: URLSearchParams) => ({
  userData,
  product: product ?? '',
  entry: search.get('entry') ?? '',
});
