import { useId } from 'react';
import { Button } from '@giftshop/shared-ui';
import { useMessages } from '@giftshop/util-i18n';
import { basketUiMessages } from '../messages';
import styles from './basket.module.css';

/** The empty basket state, with the way back to the gift cards. */
export function EmptyBasket({ giftCardsHref }: { giftCardsHref: string }) {
  const m = useMessages(basketUiMessages).empty;
  const headingId = useId();
  return (
    <section className={styles.empty} aria-labelledby={headingId}>
      <h2 id={headingId}>{m.heading}</h2>
      <p>{m.text}</p>
      <Button href={giftCardsHref}>{m.link}</Button>
    </section>
  );
}
