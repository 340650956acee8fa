/** Menus, home blocks and popular searches of a generated store, in English paths (see localize-paths). */
import type { SeedHomeBlock, SeedMenus, SeedSearchTerm } from '../types';
import type { MarketLinks } from './links';
import { fill, type MarketTexts } from './texts';

/** The footer and business menus. */
export function marketMenus(t: MarketTexts, links: MarketLinks): SeedMenus {
  const m = t.menus;
  const { categories } = links;
  const business = [
    { title: m.businessGiftCards, path: '/business/' },
    { title: m.requestQuote, path: '/business/request-a-quote/' },
    { title: m.businessGifts, path: `/category/${categories.business}/` },
  ];
  return {
    footer: [
      { title: m.customerService, path: '/support/helpdesk/', children: [
        { title: m.helpdesk, path: '/support/helpdesk/' },
        { title: m.contactUs, path: '/support/contact-us/' },
        { title: m.checkBalance, path: '/check-balance/' },
        { title: m.delivery, path: '/delivery/' },
        { title: m.cancellationPolicy, path: '/cancelation-policy/' },
      ] },
      { title: m.giftCards, path: '/gift-cards/', children: [
        { title: m.allGiftCards, path: '/category/all-gift-cards/' },
        { title: t.choiceCard, path: `/gift-cards/${links.choiceSlug}/` },
        { title: m.restaurants, path: `/category/${categories.restaurants}/` },
        { title: m.spaAndWellness, path: `/category/${categories.spa}/` },
        { title: m.experiences, path: `/category/${categories.experiences}/` },
        { title: m.occasions, path: '/occasions/' },
      ] },
      { title: m.aboutUs, path: '/about-us/', children: [
        { title: m.aboutUs, path: '/about-us/' },
        { title: m.generalTerms, path: '/general-terms/' },
        { title: m.privacy, path: '/privacy/' },
        { title: m.cookieStatement, path: '/cookieverklaring/' },
      ] },
      { title: m.business, path: '/business/', children: business },
    ],
    business,
  };
}

/** The home page's blocks; `more` is the claim in words ('more than 160'). */
export function marketHomeBlocks(t: MarketTexts, more: string, links: MarketLinks): SeedHomeBlock[] {
  const b = t.homeBlocks;
  const { choiceSlug, spotlight } = links;
  const choice = { path: `/gift-cards/${choiceSlug}/`, backgroundColor: '#5b2a86', showHand: true, showShadow: true, productSlug: choiceSlug };
  const plain = (queueId: string, text: { title: string; description: string }, path: string, backgroundColor = '#ffffff'): SeedHomeBlock =>
    ({ queueId, title: text.title, description: text.description, path, backgroundColor, showHand: false, showShadow: false });
  return [
    { queueId: 'home-hero', title: b.hero.title, description: fill(b.hero.description, { more }), ...choice },
    plain('home-hero', b.businessHero, '/business/', '#0f3b5f'),
    { queueId: 'home-featured', title: t.choiceCard, description: fill(b.choiceDescription, { more }), ...choice },
    plain('home-featured', b.business, '/business/', '#0f3b5f'),
    plain('home-featured', b.occasions, '/occasions/', '#e76f51'),
    ...(spotlight ? [{ queueId: 'home-featured', title: spotlight.title, description: b.spotlightDescription, path: `/gift-cards/${spotlight.slug}/`,
      backgroundColor: spotlight.color, showHand: false, showShadow: true, productSlug: spotlight.slug }] : []),
    plain('home-usp', b.delivery, '/delivery/'),
    plain('home-usp', b.businessGift, '/business/'),
    plain('home-usp', b.personalTouch, '/gift-cards/'),
    { queueId: 'search-highlight', title: b.searchHighlight.title, description: fill(b.searchHighlight.description, { more }), ...choice },
  ];
}

/** The searches offered under the search field. */
export function marketSearchTerms(t: MarketTexts, links: MarketLinks): SeedSearchTerm[] {
  const s = t.searchTerms;
  const search = (query: string) => `/gift-cards/?s=${encodeURIComponent(query)}`;
  return [
    { title: s.restaurants, url: `/category/${links.categories.restaurants}/` },
    { title: s.spa.title, url: search(s.spa.query) },
    { title: s.hotel.title, url: search(s.hotel.query) },
    { title: s.books.title, url: search(s.books.query) },
    { title: s.experiences, url: `/category/${links.categories.experiences}/` },
    { title: t.choiceCard, url: search(s.choiceQuery) },
  ];
}
