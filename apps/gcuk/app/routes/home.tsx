import { HomePage, loadHome } from '@giftshop/catalogue-feature';
import { pageRoute } from '../lib/page-route';

export const { loader, clientLoader, meta } = pageRoute(loadHome);

export default function Home() {
  return <HomePage />;
}
