import type { SeedStoreContent } from '../types';
import { cbBrands } from './brands';
import { cbCategories, cbOccasions } from './categories';
import { cbProducts } from './products';
import { cbExtras } from './extras';
import { cbLocations } from './locations';
import { cbPages } from './pages';
import { cbBlogPosts } from './blog';
import { cbTestimonials } from './testimonials';
import { cbHomeBlocks, cbMenus, cbPopularSearchTerms } from './navigation';
import { cbRedeemPages } from './redeem-pages';

/** Seed content for the Dutch store (CB): store 1, Dutch, EUR. */
export const cbContent: SeedStoreContent = {
  storeId: 1,
  language: 'nl',
  brands: cbBrands,
  categories: cbCategories,
  occasions: cbOccasions,
  products: cbProducts,
  extras: cbExtras,
  locations: cbLocations,
  pages: cbPages,
  blogPosts: cbBlogPosts,
  testimonials: cbTestimonials,
  menus: cbMenus,
  homeBlocks: cbHomeBlocks,
  popularSearchTerms: cbPopularSearchTerms,
  redeemPages: cbRedeemPages,
};
