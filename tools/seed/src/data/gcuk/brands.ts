import type { SeedBrand } from '../types';
import { gcukCatalogue } from './catalogue';

/** Brands that are not generated from catalogue entries: the shop itself, the Choice card and charities. */
export const gcukHouseBrands: SeedBrand[] = [
  {
    slug: 'choice',
    name: 'Choice Gift Card',
    color: '#5b2a86',
    externalLink: { title: 'All cards in the Choice range', url: 'https://choice.giftshop.example/' },
  },
  {
    slug: 'giftshop',
    name: 'Giftshop',
    color: '#0f3b5f',
  },
  {
    slug: 'hedgerow-and-meadow-trust',
    name: 'The Hedgerow & Meadow Trust',
    color: '#3f7d20',
    externalLink: { title: 'About the Hedgerow & Meadow Trust', url: 'https://hedgerowandmeadowtrust.example/' },
  },
  {
    slug: 'warm-hearth-appeal',
    name: 'Warm Hearth Appeal',
    color: '#c0392b',
    externalLink: { title: 'About the Warm Hearth Appeal', url: 'https://warmhearthappeal.example/' },
  },
  {
    slug: 'bright-pages-literacy-fund',
    name: 'Bright Pages Literacy Fund',
    color: '#f39c12',
    externalLink: { title: 'About Bright Pages', url: 'https://brightpagesliteracyfund.example/' },
  },
  {
    slug: 'whisker-and-wag-rescue',
    name: 'Whisker & Wag Rescue',
    color: '#8e5b3c',
    externalLink: { title: 'About Whisker & Wag Rescue', url: 'https://whiskerandwagrescue.example/' },
  },
];

export const gcukBrands: SeedBrand[] = [...gcukHouseBrands, ...gcukCatalogue.brands];
