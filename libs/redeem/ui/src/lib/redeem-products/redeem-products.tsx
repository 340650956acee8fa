import type { RedeemProducts_ProductFragment } from '@giftshop/shared-graphql';
import { Button } from '@giftshop/shared-ui';
import { format, useI18n, useMessages } from '@giftshop/util-i18n';
import { formatMoney } from '@giftshop/util-money';
import { redeemUiMessages } from '../messages';
import { digitalVariation, redeemRange } from '../redeem-package-form/redeem-package-values';
import styles from './redeem-products.module.css';

export interface RedeemProductsProps {
  products: readonly RedeemProducts_ProductFragment[];
  onChoose: (product: RedeemProducts_ProductFragment) => void;
}

/** What the balance can buy, gift cards then donations; each with its amount range and a Choose button. */
export function RedeemProducts({ products, onChoose }: RedeemProductsProps) {
  const m = useMessages(redeemUiMessages).products;
  const offered = products.filter((product) => digitalVariation(product));
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
              <ProductItem key={product.id} product={product} onChoose={onChoose} />
            ))}
          </ul>
        </section>
      ))}
    </section>
  );
}

function ProductItem({ product, onChoose }: { product: RedeemProducts_ProductFragment; onChoose: (product: RedeemProducts_ProductFragment) => void }) {
  const m = useMessages(redeemUiMessages).products;
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
      <Button variant="secondary" size="small" onClick={() => onChoose(product)} aria-label={`${m.choose}: ${title}`} className={styles.choose}>
        {m.choose}
      </Button>
    </li>
  );
}
