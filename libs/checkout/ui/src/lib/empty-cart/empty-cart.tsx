import { useId } from 'react';
import { AppLink } from '@giftshop/shared-ui';
import { useMessages } from '@giftshop/util-i18n';
import { checkoutUiMessages } from '../messages';
import styles from './empty-cart.module.css';

export interface EmptyCartProps {
  /** Where to choose gift cards, e.g. the product list. */
  href: string;
}

/** Checkout with nothing in the basket: says so and links back to the gift cards. */
export function EmptyCart({ href }: EmptyCartProps) {
  const m = useMessages(checkoutUiMessages).empty;
  const headingId = useId();
  return (
    <section className={styles.empty} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {m.heading}
      </h2>
      <p className={styles.text}>{m.text}</p>
      <AppLink href={href} className={styles.link}>
        {m.link}
      </AppLink>
    </section>
  );
}
