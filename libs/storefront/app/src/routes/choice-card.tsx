import { catalogueLoads, ChoiceCardPage, loadChoiceCard } from '@giftshop/catalogue-feature';
import { AddToBasketDialog } from '../lib/add-to-basket-dialog';
import { browserQueryLoader, pageMeta, serverLoader } from '../lib/page-route';

export const loader = serverLoader(loadChoiceCard);
export const clientLoader = browserQueryLoader(async () => (await catalogueLoads()).loadChoiceCard);
export const meta = pageMeta;

export default function ChoiceCard() {
  return <ChoiceCardPage purchaseDialog={AddToBasketDialog} />;
}
