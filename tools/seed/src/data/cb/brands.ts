import type { SeedBrand } from '../types';
import { cbCatalogue } from './catalogue';

/** Brands that are not generated from catalogue entries: the shop itself, the Keuze card and charities. */
export const cbHouseBrands: SeedBrand[] = [
  {
    slug: 'keuze',
    name: 'Keuze Cadeaukaart',
    color: '#6a2c91',
    externalLink: { title: 'Alle bonnen in de Keuze-collectie', url: 'https://keuze.cadeaubon.example/' },
  },
  { slug: 'cadeaubon', name: 'Cadeaubon', color: '#e35205' },
  {
    slug: 'stichting-wadvogelwacht',
    name: 'Stichting Wadvogelwacht',
    color: '#2e7d8c',
    externalLink: { title: 'Over Stichting Wadvogelwacht', url: 'https://wadvogelwacht.example/' },
  },
  {
    slug: 'stichting-warme-maaltijd',
    name: 'Stichting Warme Maaltijd',
    color: '#b23a48',
    externalLink: { title: 'Over Stichting Warme Maaltijd', url: 'https://warmemaaltijd.example/' },
  },
];

export const cbBrands: SeedBrand[] = [...cbHouseBrands, ...cbCatalogue.brands];
