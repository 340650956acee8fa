import type {
  FooterColumns_MenuFragment,
  LanguageForm_CountryFragment,
  MenuPanel_CategoryFragment,
  MobileMenuLinks_BusinessMenuFragment,
  PaymentIcons_IconFragment,
  SearchResults_PayloadFragment,
  SearchSuggestions_PopularFragment,
} from '@giftshop/shared-graphql';

/** Sample data for the shell's stories, shaped like the gateway's answers. */
const image = { url: { href: '/brand/GCUK/featured.svg' }, alt: '' };
const card = (id: string, title: string, color: string) => ({ id, title, path: `/gift-cards/${id}/`, image, backgroundColor: { color } });

const categoryNames = ['Restaurants', 'Spa & Wellness', 'Fashion', 'Home & Garden', 'Experiences', 'Books & Music', 'Sports', 'Kids'];

export const sampleCategories: MenuPanel_CategoryFragment[] = categoryNames.map((title, index) => {
  const slug = title.toLowerCase().replace(/[^a-z]+/g, '-');
  return {
    id: String(index + 1),
    title,
    path: `/category/${slug}/`,
    topList: [1, 2, 3, 4].map((n) => card(`${slug}-${n}`, `${title} card ${n}`, ['#5b2a86', '#0f3b5f', '#3f7d20', '#c0392b'][n - 1])),
  };
});

export const sampleBusinessMenu: MobileMenuLinks_BusinessMenuFragment = {
  title: 'Business',
  menuItems: [
    { title: 'Business gift cards', path: '/business/', hrefType: 'RELATIVE' },
    { title: 'Request a quote', path: '/business/request-a-quote/', hrefType: 'RELATIVE' },
    { title: 'Corporate gifts', path: '/corporate-gifts/', hrefType: 'RELATIVE' },
  ],
};

export const sampleFooterMenu: FooterColumns_MenuFragment = {
  menuItems: [
    {
      title: 'Customer service',
      menuItems: [
        { title: 'Helpdesk', path: '/support/helpdesk/', hrefType: 'RELATIVE' },
        { title: 'Contact us', path: '/support/contact-us/', hrefType: 'RELATIVE' },
        { title: 'Delivery', path: '/delivery/', hrefType: 'RELATIVE' },
      ],
    },
    {
      title: 'Gift cards',
      menuItems: [
        { title: 'All gift cards', path: '/category/all-gift-cards/', hrefType: 'RELATIVE' },
        { title: 'Choice Gift Card', path: '/gift-cards/choice-gift-card/', hrefType: 'RELATIVE' },
        { title: 'Occasions', path: '/occasions/', hrefType: 'RELATIVE' },
      ],
    },
    {
      title: 'About us',
      menuItems: [
        { title: 'Blog', path: '/blog/', hrefType: 'RELATIVE' },
        { title: 'Careers', path: 'https://careers.example.org/giftshop', hrefType: 'ABSOLUTE' },
      ],
    },
  ],
};

export const samplePaymentIcons: PaymentIcons_IconFragment[] = ['visa', 'mastercard', 'amex', 'paypal', 'ideal', 'bancontact'].map((id) => ({
  id,
  title: id === 'amex' ? 'American Express' : id[0].toUpperCase() + id.slice(1),
  image: { url: { href: `/store-assets/payment/${id}.svg` }, alt: id },
}));

export const sampleSearchResults: SearchResults_PayloadFragment = {
  total: 3,
  body: [
    {
      groupType: 'PRODUCT',
      count: 2,
      items: [
        { __typename: 'GiftCardSearchItem', ...card('harbour-spa', 'Harbour Spa', '#0f3b5f') },
        { __typename: 'GiftCardSearchItem', ...card('spa-day', 'Spa Day UK', '#5b2a86') },
      ],
    },
    {
      groupType: 'GIVING_MOMENT',
      count: 1,
      items: [{ __typename: 'GivingMomentSearchItem', id: '7', path: '/occasions/birthday/', heroTitle: 'Birthday', momentImage: image, momentColor: { color: '#f39c12' } }],
    },
  ],
};

export const sampleSingleResult: SearchResults_PayloadFragment = {
  total: 1,
  body: [{ groupType: 'PRODUCT', count: 1, items: [{ __typename: 'GiftCardSearchItem', ...card('harbour-spa', 'Harbour Spa', '#0f3b5f') }] }],
};

export const sampleNoResults: SearchResults_PayloadFragment = { total: 0, body: [] };

export const samplePopularSearch: SearchSuggestions_PopularFragment = {
  terms: [
    { title: 'Restaurant', url: '/category/restaurants/' },
    { title: 'Spa', url: '/category/spa-and-wellness/' },
    { title: 'Birthday', url: '/occasions/birthday/' },
  ],
  entities: [card('harbour-spa', 'Harbour Spa', '#0f3b5f'), card('city-bistro', 'City Bistro', '#c0392b')],
  highlightedBlocks: [
    {
      title: 'The Choice Gift Card',
      description: 'Let them choose from more than 200 gift cards.',
      referencedPath: '/gift-cards/choice-gift-card/',
      cardImage: image,
    },
  ],
};

const combination = (country: string, storeID: number, url: string, languages: [string, string, boolean][], currency: string): LanguageForm_CountryFragment => ({
  country,
  storeID,
  url,
  languagesCombinations: languages.map(([languageCode, locale, isDefault]) => ({ languageCode, locale, isDefault, currency })),
});

export const sampleCountries: LanguageForm_CountryFragment[] = [
  combination('GB', 48, 'https://gcuk.giftshop.example', [['en', 'en-gb', true]], 'GBP'),
  combination('NL', 1, 'https://cb.giftshop.example', [['nl', 'nl-nl', true]], 'EUR'),
  combination('BE', 4, 'https://cbbe.giftshop.example', [['nl', 'nl-be', true], ['fr', 'fr-be', false]], 'EUR'),
  combination('CH', 9, 'https://cbch.giftshop.example', [['de', 'de-ch', false], ['fr', 'fr-ch', true]], 'CHF'),
];
