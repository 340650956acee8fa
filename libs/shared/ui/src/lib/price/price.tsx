import { format, useI18n, useMessages } from '@giftshop/util-i18n';
import { formatMoney, type MoneyValue } from '@giftshop/util-money';
import { cx } from '../class-names';
import { uiMessages } from '../messages';
import styles from './price.module.css';

export interface PriceProps {
  value: MoneyValue;
  /** "From £10": the lowest of several prices. */
  from?: boolean;
  /** "£10" instead of "£10.00" for round amounts. */
  wholeWhenRound?: boolean;
  className?: string;
  id?: string;
}

/** An amount in the page's locale. */
export function Price({ value, from = false, wholeWhenRound = false, className, id }: PriceProps) {
  const { locale } = useI18n();
  const messages = useMessages(uiMessages);
  const amount = formatMoney(value, locale, { wholeWhenRound });
  return (
    <span id={id} className={cx(styles.price, className)}>
      {from ? format(messages.fromPrice, { price: amount }) : amount}
    </span>
  );
}
