import type { BrandConfig } from '@giftshop/util-brand';
import brandJson from '../../../brands/GCUK/brand.json';

/** The GCUK build's brand data: every brand difference is data in brands/GCUK. */
export const brand = brandJson as BrandConfig;
