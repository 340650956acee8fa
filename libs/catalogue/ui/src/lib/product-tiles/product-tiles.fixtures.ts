import type { ProductTileData } from './product-tiles';

const names = [
  'Harbour & Pine',
  'Stillwater Spa',
  'The Copper Kettle',
  'Linen & Lark',
  'Nest & Nook Interiors',
  'Kiln & Clay Ceramics',
  'Bloomfield Florists',
  'Moonrise Cinemas',
  'The Potting Bench',
  'Wild Atlas Adventures',
  'Foxglove Books',
  'Saltmarsh Smokehouse',
  'Candlewick & Co.',
  'Rug & Loom',
  'Toolbench DIY',
  'Homestead Market',
  'Suds & Sprig Soapery',
];
const colours = ['#1f4e5f', '#6b8f71', '#b5651d', '#7a4e7e', '#2f3e75', '#a23b3b'];

const slug = (name: string) => `${name.toLowerCase().replace(/&/g, 'and').replace(/[^a-z0-9]+/g, '-').replace(/-$/, '')}-gift-card`;

/** Product cards as the GCUK seed lists them. */
export const tiles: ProductTileData[] = names.map((name, index) => ({
  id: String(index + 1),
  title: `${name} Gift Card`,
  href: `/gift-cards/${slug(name)}/`,
  imageUrl: `/card-art/48/${slug(name)}.svg`,
  imageAlt: '',
  backgroundColor: colours[index % colours.length],
  showShadow: true,
  fromPrice: { minorUnits: (index % 3 === 0 ? 500 : 1000) + (index % 2) * 1500, currency: 'GBP' },
}));
