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
  { name: 'search results', path: '/gift-cards/?s=restarant', heading: /Search results for “restarant”/ },
  { name: 'filtered category', path: '/category/restaurants/?cb_api_products_types=physical', heading: /Restaurants/ },
  { name: 'occasions', path: '/occasions/' },
  { name: 'occasion', path: '/occasions/birthday/' },
  { name: 'blog', path: '/blog/', heading: /Gift ideas and tips/ },
  { name: 'blog page 2', path: '/blog/2/', heading: /Gift ideas and tips, page 2/ },
  { name: 'blog post', path: '/blog/last-minute-birthday-gift-ideas/', heading: /last-minute birthday gift ideas/ },
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
  { name: 'account identify', path: '/account/', heading: /Log in or create an account/ },
  { name: 'account login', path: '/account/login/', heading: /Log in/ },
  { name: 'account register', path: '/account/register/', heading: /Create an account/ },
  { name: 'account register success', path: '/account/register/success/', heading: /Welcome/ },
  { name: 'account forgot password', path: '/account/forgot-password/', heading: /Forgot your password/ },
  { name: 'account forgot password success', path: '/account/forgot-password/success/', heading: /Check your e-mail/ },
  { name: 'account new password', path: '/account/new-password/?token=unknown', heading: /Set a new password/ },
  { name: 'account new password success', path: '/account/new-password/success/', heading: /Your new password is set/ },
  { name: 'newsletter confirm', path: '/newsletter/confirm/', heading: /Newsletter subscription/ },
  { name: 'newsletter unsubscribe', path: '/newsletter/unsubscribe/', heading: /Unsubscribe from the newsletter/ },
  { name: 'prefixed home', path: '/en/' },
  { name: 'prefixed product', path: '/en/gift-cards/harbour-and-pine-gift-card/', heading: /Harbour & Pine/ },
];
