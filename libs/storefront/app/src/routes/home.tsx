import { NewsletterSignup } from '@giftshop/account-feature';
import { HomePage, loadHome } from '@giftshop/catalogue-feature';
import { browserLoader, pageMeta, serverLoader } from '../lib/page-route';

export const loader = serverLoader(loadHome);
export const clientLoader = browserLoader(loadHome);
export const meta = pageMeta;

export default function Home() {
  return <HomePage newsletter={<NewsletterSignup source="home" />} />;
}
