import { catalogueLoads, ChoiceCardPage, loadChoiceCard } from '@giftshop/catalogue-feature';
import { browserQueryLoader, pageMeta, serverLoader } from '../lib/page-route';
import { productParts } from '../lib/product-parts';

export const loader = serverLoader(loadChoiceCard);
export const clientLoader = browserQueryLoader(async () => (await catalogueLoads()).loadChoiceCard);
export const meta = pageMeta;

export default function ChoiceCard() {
  return <ChoiceCardPage {...productParts} />;
}
