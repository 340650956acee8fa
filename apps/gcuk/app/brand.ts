import type { BrandConfig } from '@giftshop/util-brand';
// eslint-disable-next-line @nx/enforce-module-boundaries -- brand data is a folder of JSON files, not a library
import brandJson from '../../../brands/GCUK/brand.json';

/** The GCUK build's brand data: every brand difference is data in brands/GCUK. */
export const brand = brandJson as BrandConfig;
