import type { BrandConfig } from '@giftshop/util-brand';
// `@giftshop/brand` is the brand being built: the family app's Vite config resolves it to brands/<BUILD_KEY>/brand.json.
import brandJson from '@giftshop/brand';

/** The brand of this build: every brand difference is data in brands/<KEY>. */
export const brand = brandJson as BrandConfig;
