/// <reference types="vite/client" />
import type { BrandConfig } from '@giftshop/util-brand';

const modules = import.meta.glob<BrandConfig>('../brands/*/brand.json', { eager: true, import: 'default' });

/** Every brand of /brands by build key. Jest maps this module to libs/shared/testing/src/brand-registry.ts. */
export const brands: Record<string, BrandConfig> = Object.fromEntries(Object.values(modules).map((brand) => [brand.buildKey, brand]));
