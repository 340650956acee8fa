import type { RedeemProducts_ProductFragment } from '@giftshop/shared-graphql';
import { Button } from '@giftshop/shared-ui';
import { format, useI18n, useMessages } from '@giftshop/util-i18n';
import { formatMoney } from '@giftshop/util-money';
import { redeemUiMessages } from '../messages';
import { brandOf } from '../brand-of';
import { moreInfoMessages } from '../more-info-modal/messages';
import { deliveriesOf, redeemRange } from '../redeem-package-form/redeem-package-values';
import { shopIframeMessages } from '../shop-iframe-modal/messages';
import { isWebUrl } from '../web-url';
import styles from './redeem-products.module.css';

export interface RedeemProductsProps<P extends RedeemProducts_ProductFragment = RedeemProducts_ProductFragment> {
  products: readonly P[];
  onChoose: (product: P) => void;
  /** Opens the "more information" modal of the product. */
  onMoreInfo: (product: P) => void;
  /** Opens the shop iframe modal of the product's brand (offered when the brand has an iframeUrl). */
  onVisitShop: (product: P) => void;
}

/**
 * What the balance can buy, gift cards then donations: every product that can be sent (by e-mail or by post), each
 * with its amount range, More information, Visit the shop when its brand has a shop page, and a Choose button.
 */
export function RedeemProducts<P extends RedeemProducts_ProductFragment>({ products, ...actions }: RedeemProductsProps<P>) {
  const m = useMessages(redeemUiMessages).products;
  const offered = products.filter((product) => deliveriesOf(product).length > 0);
  const groups = [
    { id: 'redeem-gift-cards', heading: m.giftCards, items: offered.filter((p) => p.productType === 'GIFT_CARD') },
    { id: 'redeem-donations', heading: m.donations, items: offered.filter((p) => p.productType === 'DONATION') },
  ].filter((group) => group.items.length > 0);
  return (
    <section className={styles.products} aria-labelledby="redeem-products-heading">
      <h2 id="redeem-products-heading" className={styles.heading}>
        {m.heading}
      </h2>
      {groups.length === 0 && <p>{m.empty}</p>}
      {groups.map((group) => (
        <section key={group.id} aria-labelledby={group.id} className={styles.group}>
          <h3 id={group.id} className={styles.groupHeading}>
            {group.heading}
          </h3>
          <ul className={styles.list}>
            {group.items.map((product) => (
              <ProductItem key={product.id} product={product} {...actions} />
            ))}
          </ul>
        </section>
      ))}
    </section>
  );
}

function ProductItem<P extends RedeemProducts_ProductFragment>({ product, onChoose, onMoreInfo, onVisitShop }: { product: P } & Omit<RedeemProductsProps<P>, 'products'>) {
  const m = useMessages(redeemUiMessages).products;
  const info = useMessages(moreInfoMessages);
  const shop = useMessages(shopIframeMessages);
  const brand = brandOf(product);
  const deliveries = deliveriesOf(product);
  const { locale } = useI18n();
  const title = product.redeemData?.title ?? product.title;
  const range = redeemRange(product);
  const money = (minorUnits: number) => formatMoney({ minorUnits, currency: range?.currency ?? 'GBP' }, locale, { wholeWhenRound: true });
  return (
    <li className={styles.item}>
      <span className={styles.art} style={{ background: product.backgroundColor.color }}>
        <img src={product.image.url.href} alt={product.image.alt} width={120} height={80} loading="lazy" decoding="async" />
      </span>
      <span className={styles.title}>{title}</span>
      {range && <span className={styles.range}>{range.min === range.max ? money(range.min) : format(m.range, { min: money(range.min), max: money(range.max) })}</span>}
      <span className={styles.delivery}>{deliveries.length > 1 ? m.delivery.both : m.delivery[deliveries[0]]}</span>
      <span className={styles.more}>
        <Button variant="link" onClick={() => onMoreInfo(product)} aria-label={format(info.openFor, { product: title })}>
          {info.open}
        </Button>
        {brand && isWebUrl(brand.iframeUrl) && (
          <Button variant="link" onClick={() => onVisitShop(product)} aria-label={format(shop.openFor, { brand: brand.name })}>
            {shop.open}
          </Button>
        )}
      </span>
      <Button variant="secondary" size="small" onClick={() => onChoose(product)} aria-label={`${m.choose}: ${title}`} className={styles.choose}>
        {m.choose}
      </Button>
    </li>
  );
}
