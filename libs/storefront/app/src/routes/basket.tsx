import { IdentifyModal } from '@giftshop/account-feature';
import { basketLoader, BasketPage } from '@giftshop/basket-feature';
import { brand } from '../brand';
import { browserLoader, pageMeta, serverLoader } from '../lib/page-route';

const load = basketLoader(brand.name);

export const loader = serverLoader(load);
export const clientLoader = browserLoader(load);
export const meta = pageMeta;

export default function Basket() {
  return <BasketPage identifyModal={IdentifyModal} />;
}
