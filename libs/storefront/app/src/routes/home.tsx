import { loadNewsletterSignup, NewsletterSignup as NewsletterSignupNow, newsletterSignupStyles } from '@giftshop/account-feature';
import { catalogueLoads, HomePage, loadHome } from '@giftshop/catalogue-feature';
import { hydrateLater } from '../lib/hydrate-later';
import { browserQueryLoader, pageMeta, serverLoader } from '../lib/page-route';

export const loader = serverLoader(loadHome);
export const clientLoader = browserQueryLoader(async () => (await catalogueLoads()).loadHome);
export const meta = pageMeta;

/** Below the fold: hydrated after the page, once its form code is in. */
const NewsletterSignup = hydrateLater(
  import.meta.env.SSR ? { component: NewsletterSignupNow } : { load: loadNewsletterSignup, styles: newsletterSignupStyles },
);

export default function Home() {
  return <HomePage newsletter={<NewsletterSignup source="home" />} />;
}
