import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BrandConfig } from '@giftshop/util-brand';

/** Jest stand-in for .storybook/brand-registry.ts, which needs Vite's import.meta.glob. */
const brandsDir = join(__dirname, '../../../../brands');

export const brands: Record<string, BrandConfig> = Object.fromEntries(
  readdirSync(brandsDir)
    .filter((key) => existsSync(join(brandsDir, key, 'brand.json')))
    .map((key) => [key, JSON.parse(readFileSync(join(brandsDir, key, 'brand.json'), 'utf8')) as BrandConfig]),
);
