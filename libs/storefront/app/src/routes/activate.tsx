import { activationLoads, ActivatePage } from '@giftshop/activation-feature';
import { brand } from '../brand';
import { browserLoader, pageMeta, serverLoader } from '../lib/page-route';

const { activate } = activationLoads(brand.name);

export const loader = serverLoader(activate);
export const clientLoader = browserLoader(activate);
export const meta = pageMeta;

export default function Activate() {
  return <ActivatePage />;
}
