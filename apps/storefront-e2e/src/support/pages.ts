export interface PageUnderTest {
  name: string;
  path: string;
  /** What the page's one h1 says, where the seed fixes it. */
  heading?: RegExp;
}

/** One path per page type of this storefront. */
export const PAGES: readonly PageUnderTest[] = [
  { name: 'home', path: '/' },
  { name: 'product list', path: '/gift-cards/' },
  { name: 'product list page 2', path: '/gift-cards/2/' },
  { name: 'product detail', path: '/gift-cards/harbour-and-pine-gift-card/', heading: /Harbour & Pine/ },
  { name: 'choice gift card', path: '/gift-cards/choice-gift-card/', heading: /Choice/ },
  { name: 'all gift cards', path: '/category/all-gift-cards/' },
  { name: 'category', path: '/category/restaurants/', heading: /Restaurants/ },
  { name: 'category page 2', path: '/category/restaurants/2/', heading: /Restaurants/ },
  { name: 'occasions', path: '/occasions/' },
  { name: 'occasion', path: '/occasions/birthday/' },
  { name: 'general terms', path: '/general-terms/' },
  { name: 'privacy', path: '/privacy/' },
  { name: 'cancellation policy', path: '/cancelation-policy/' },
  { name: 'delivery', path: '/delivery/' },
  { name: 'cookie statement', path: '/cookieverklaring/' },
  { name: 'helpdesk', path: '/support/helpdesk/' },
  { name: 'landing', path: '/about-us/' },
  { name: 'business', path: '/business/' },
  { name: 'balance check', path: '/check-balance/', heading: /Check your balance/ },
  { name: 'redeem shop', path: '/check-balance/redeem/', heading: /Spend your balance/ },
  { name: 'redeem info', path: '/check-balance/info/choice-card/', heading: /Spending your Choice gift card/ },
  { name: 'business redeem shop', path: '/check-balance/redeem/northwind-thank-you/', heading: /Northwind Logistics: thank you/ },
  { name: 'redeem checkout', path: '/check-balance/checkout/', heading: /Checkout/ },
  { name: 'doubler', path: '/doubler/', heading: /The doubler/ },
  { name: 'activation', path: '/activate/', heading: /Activate your Choice card/ },
  { name: 'prefixed home', path: '/en/' },
  { name: 'prefixed product', path: '/en/gift-cards/harbour-and-pine-gift-card/', heading: /Harbour & Pine/ },
];
