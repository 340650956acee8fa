import { ChoiceCardPage, loadChoiceCard } from '@giftshop/catalogue-feature';
import { AddToBasketDialog } from '../lib/add-to-basket-dialog';
import { browserLoader, pageMeta, serverLoader } from '../lib/page-route';

export const loader = serverLoader(loadChoiceCard);
export const clientLoader = browserLoader(loadChoiceCard);
export const meta = pageMeta;

export default function ChoiceCard() {
  return <ChoiceCardPage purchaseDialog={AddToBasketDialog} />;
}
