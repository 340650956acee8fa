import type { MockLink } from '@apollo/client/testing';
import { CartQuantityQuery } from '../lib/cart-count';
import { PopularSearchQuery, SearchQuery } from '../lib/search.queries';
import { MenuPanelQuery } from '../lib/header/menu-panel.query';
import { ShellQuery } from '../lib/shell.query';
import { ukUserData } from './render-shell';

/** Gateway answers for the shell's operations, with the __typename fields the cache adds to every selection. */
const image = (href: string) => ({ __typename: 'Image', url: { __typename: 'ImageUrl', href }, alt: '' });
const color = (value: string) => ({ __typename: 'Color', color: value });
const link = (title: string, path: string, hrefType = 'RELATIVE') => ({ __typename: 'MenuLink', title, path, hrefType });

const categoryTitles = ['Restaurants', 'Spa & Wellness', 'Fashion', 'Home & Garden', 'Experiences', 'Books & Music', 'Sports'];

export const shellAnswer = {
  storeData: {
    __typename: 'StoreDataPayload',
    storeData: {
      __typename: 'StoreData',
      storeID: 48,
      countryCode: 'GB',
      paymentTestMode: false,
      menus: {
        __typename: 'StoreMenus',
        footerMenu: {
          __typename: 'FooterMenu',
          menuItems: [
            { __typename: 'MenuSection', title: 'Customer service', menuItems: [link('Helpdesk', '/support/helpdesk/'), link('Delivery', '/delivery/')] },
            { __typename: 'MenuSection', title: 'About us', menuItems: [link('Blog', '/blog/'), link('Careers', 'https://careers.example.org/', 'ABSOLUTE')] },
          ],
        },
        businessMenu: { __typename: 'BusinessMenu', title: 'Business', menuItems: [link('Request a quote', '/business/request-a-quote/')] },
      },
      paymentIcons: ['visa', 'mastercard', 'paypal', 'amex', 'ideal'].map((id) => ({ __typename: 'PaymentIcon', id, title: id, image: image(`/store-assets/payment/${id}.svg`) })),
      footerLogo: { __typename: 'Logo', url: '/store-assets/48/logo.svg', alt: 'GiftCards UK' },
      countriesCombinations: [
        {
          __typename: 'CountryCombination',
          country: 'GB',
          storeID: 48,
          url: 'https://gcuk.giftshop.example',
          languagesCombinations: [{ __typename: 'LanguageCombination', languageCode: 'en', locale: 'en-gb', isDefault: true, currency: 'GBP' }],
        },
        {
          __typename: 'CountryCombination',
          country: 'NL',
          storeID: 1,
          url: 'https://cb.giftshop.example',
          languagesCombinations: [{ __typename: 'LanguageCombination', languageCode: 'nl', locale: 'nl-nl', isDefault: true, currency: 'EUR' }],
        },
      ],
    },
    errors: [],
  },
  categoryMenu: {
    __typename: 'CategoryMenuPayload',
    items: categoryTitles.map((title, index) => {
      const slug = title.toLowerCase().replace(/[^a-z]+/g, '-');
      return {
        __typename: 'CategoryMenuItem',
        id: String(index + 1),
        title,
        path: `/category/${slug}/`,
        topList: [1, 2].map((n) => ({ __typename: 'TopListItem', id: `${slug}-${n}`, title: `${title} ${n}`, path: `/gift-cards/${slug}-${n}/`, image: image('/card-art/1/a.svg'), backgroundColor: color('#0f3b5f') })),
      };
    }),
    errors: [],
  },
};

/** The gift-cards panel's ask for every category's top products when it first opens. */
export const menuPanelMock = (answer = shellAnswer): MockLink.MockedResponse => ({
  request: { query: MenuPanelQuery, variables: { userData: ukUserData } },
  result: { data: { categoryMenu: answer.categoryMenu } },
  maxUsageCount: Number.POSITIVE_INFINITY,
});

export const shellMock = (answer = shellAnswer): MockLink.MockedResponse => ({
  request: { query: ShellQuery, variables: { userData: ukUserData } },
  result: { data: answer },
  maxUsageCount: Number.POSITIVE_INFINITY,
});

const order = (quantities: number[]) => ({
  __typename: 'GiftCardOrder',
  id: 'order-1',
  shipments: [
    {
      __typename: 'GiftCardShipment',
      id: 's1',
      packages: quantities.map((qty, index) => ({
        __typename: 'GiftCardPackage',
        id: `p${index}`,
        giftCardItem: { __typename: 'GiftCardItem', qty, variation: { __typename: 'Variation', id: `v${index}` } },
        emptyGiftCardItem: null,
      })),
    },
  ],
  packagesGroups: quantities.map((_, index) => ({ __typename: 'PackagesGroup', packageId: `p${index}` })),
});

export const cartMock = (quantities: number[]): MockLink.MockedResponse => ({
  request: { query: CartQuantityQuery, variables: { userData: ukUserData } },
  result: { data: { cartQuantity: { __typename: 'CartPayload', order: order(quantities), errors: [] } } },
  maxUsageCount: Number.POSITIVE_INFINITY,
});

/** What the gateway answers until the basket is built. */
export const cartNotAvailableMock: MockLink.MockedResponse = {
  request: { query: CartQuantityQuery, variables: { userData: ukUserData } },
  result: {
    data: { cartQuantity: { __typename: 'CartPayload', order: null, errors: [{ __typename: 'Error', code: 1006, message: 'This feature is not available yet.' }] } },
  },
  maxUsageCount: Number.POSITIVE_INFINITY,
};

const giftCardHit = (id: string, title: string) => ({ __typename: 'GiftCardSearchItem', id, path: `/gift-cards/${id}/`, title, image: image('/card-art/1/a.svg'), backgroundColor: color('#5b2a86') });

export const popularSearchMock: MockLink.MockedResponse = {
  request: { query: PopularSearchQuery, variables: { userData: ukUserData } },
  result: {
    data: {
      popularSearch: {
        __typename: 'PopularSearchPayload',
        popularSearch: {
          __typename: 'PopularSearch',
          terms: [{ __typename: 'SearchTerm', title: 'Spa', url: '/category/spa-and-wellness/' }],
          entities: [{ __typename: 'GiftCardProduct', id: '11', title: 'Harbour Spa', path: '/gift-cards/harbour-spa/', image: image('/card-art/11/a.svg'), backgroundColor: color('#0f3b5f') }],
          highlightedBlocks: [
            { __typename: 'HighlightedBlock', title: 'The Choice Gift Card', description: 'Let them choose.', referencedPath: '/gift-cards/choice-gift-card/', cardImage: null },
          ],
        },
        errors: [],
      },
    },
  },
  maxUsageCount: Number.POSITIVE_INFINITY,
};

export const searchMock = (inputText: string, hits: [string, string][]): MockLink.MockedResponse => ({
  request: { query: SearchQuery, variables: { userData: ukUserData, inputText } },
  result: {
    data: {
      search_v1: {
        __typename: 'SearchPayload',
        total: hits.length,
        body: hits.length ? [{ __typename: 'SearchGroup', groupType: 'PRODUCT', count: hits.length, items: hits.map(([id, title]) => giftCardHit(id, title)) }] : [],
        errors: [],
      },
    },
  },
  maxUsageCount: Number.POSITIVE_INFINITY,
});
