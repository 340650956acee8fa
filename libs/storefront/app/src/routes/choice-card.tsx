import { AddToBasketDialog } from '@giftshop/basket-feature';
import { ChoiceCardPage, loadChoiceCard } from '@giftshop/catalogue-feature';
import { browserLoader, pageMeta, serverLoader } from '../lib/page-route';

export const loader = serverLoader(loadChoiceCard);
export const clientLoader = browserLoader(loadChoiceCard);
export const meta = pageMeta;

export default function ChoiceCard() {
  return <ChoiceCardPage purchaseDialog={AddToBasketDialog} />;
}
