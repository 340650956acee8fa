import { ChoiceCardPage, loadChoiceCard } from '@giftshop/catalogue-feature';
import { pageRoute } from '../lib/page-route';

export const { loader, clientLoader, meta } = pageRoute(loadChoiceCard);

export default function ChoiceCard() {
  return <ChoiceCardPage />;
}
