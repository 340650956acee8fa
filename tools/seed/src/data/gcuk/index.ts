import type { SeedStoreContent } from '../types';
import { gcukBrands } from './brands';
import { gcukCategories } from './categories';
import { gcukOccasions } from './occasions';
import { gcukProducts } from './products';
import { gcukExtras } from './extras';
import { gcukLocations } from './locations';
import { gcukPages } from './pages';
import { gcukBlogPosts } from './blog';
import { gcukTestimonials } from './testimonials';
import { gcukHomeBlocks, gcukMenus, gcukPopularSearchTerms } from './navigation';
import { gcukRedeemPages } from './redeem-pages';

/** Seed content for the UK store (GCUK): store 48, English, GBP. */
export const gcukContent: SeedStoreContent = {
  storeId: 48,
  language: 'en',
  brands: gcukBrands,
  categories: gcukCategories,
  occasions: gcukOccasions,
  products: gcukProducts,
  extras: gcukExtras,
  locations: gcukLocations,
  pages: gcukPages,
  blogPosts: gcukBlogPosts,
  testimonials: gcukTestimonials,
  menus: gcukMenus,
  homeBlocks: gcukHomeBlocks,
  popularSearchTerms: gcukPopularSearchTerms,
  redeemPages: gcukRedeemPages,
};
