import { Button, Page, PageIntro, PageTitle } from '@giftshop/shared-ui';
import { useMessages, useRoutes } from '@giftshop/util-i18n';
import { redeemPageMessages } from './messages';
import { useRedeemPageId } from './redeem-page-id';
import { useRedeemPage } from './use-redeem-page';
import styles from './redeem-pages.module.css';

/**
 * `/check-balance/info/{pageId}/` (spec §2.1, "redeem {product} info"): what a card is and how to spend it, then the
 * balance check; a page with a shop of its own sends the holder there after the check.
 */
export function RedeemInfoPage() {
  const m = useMessages(redeemPageMessages).info;
  const routes = useRoutes();
  const page = useRedeemPage(useRedeemPageId());
  if (!page) return null;
  const checkHref = page.hasShop ? `${routes.path('checkBalance')}?shop=${encodeURIComponent(page.pageId)}` : routes.path('checkBalance');
  return (
    <Page>
      <PageTitle>{page.title}</PageTitle>
      {page.intro && <PageIntro>{page.intro}</PageIntro>}
      <div className={styles.body}>
        {page.paragraphs.map((paragraph, index) => (
          <p key={index}>{paragraph}</p>
        ))}
      </div>
      <nav aria-label={m.actions} className={styles.actions}>
        <Button href={checkHref}>{m.checkBalance}</Button>
        <Button variant="secondary" href={page.hasShop ? routes.path('redeemBusinessShop', { pageId: page.pageId }) : routes.path('redeemShop')}>
          {page.hasShop ? m.toShop : m.toMainShop}
        </Button>
      </nav>
    </Page>
  );
}
