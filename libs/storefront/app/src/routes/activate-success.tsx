import { activationLoads, ActivationSuccessPage } from '@giftshop/activation-feature';
import { brand } from '../brand';
import { browserLoader, pageMeta, serverLoader } from '../lib/page-route';

const { activateSuccess } = activationLoads(brand.name);

export const loader = serverLoader(activateSuccess);
export const clientLoader = browserLoader(activateSuccess);
export const meta = pageMeta;

export default function ActivationSuccess() {
  return <ActivationSuccessPage />;
}
