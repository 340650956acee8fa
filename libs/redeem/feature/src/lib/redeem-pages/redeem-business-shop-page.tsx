import type { ComponentType } from 'react';
import type { CheckoutIdentifyProps } from '@giftshop/shared-data-access';
import { useRoutes } from '@giftshop/util-i18n';
import { RedeemFrame } from '../redeem-frame/redeem-frame';
import { RedeemShop } from '../redeem-shop/redeem-shop';
import { useRedeemPageId } from './redeem-page-id';
import { useRedeemPage } from './use-redeem-page';
import styles from './redeem-pages.module.css';

/**
 * `/check-balance/redeem/{pageId}/` (spec §2.1, business redeem shop): the redeem shop of one page, with that page's
 * title, introduction and selection; its orders are placed for the business. A holder without a balance check is
 * sent to the check and back here.
 */
export function RedeemBusinessShopPage({ identifyModal }: { identifyModal?: ComponentType<CheckoutIdentifyProps> } = {}) {
  const routes = useRoutes();
  const page = useRedeemPage(useRedeemPageId());
  if (!page) return null;
  const checkBalanceHref = `${routes.path('checkBalance')}?shop=${encodeURIComponent(page.pageId)}`;
  const intro = page.intro ? <p className={styles.intro}>{page.intro}</p> : null;
  return (
    <RedeemFrame heading={page.title} intro={intro} checkBalanceHref={checkBalanceHref}>
      {({ token, allowUnload }) => <RedeemShop token={token} pageId={page.pageId} allowUnload={allowUnload} identifyModal={identifyModal} />}
    </RedeemFrame>
  );
}
