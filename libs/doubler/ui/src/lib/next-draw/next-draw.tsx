import type { NextDraw_StatusFragment } from '@giftshop/shared-graphql';
import { useI18n, useMessages } from '@giftshop/util-i18n';
import { doublerUiMessages } from '../messages';
import { formatDrawDate } from './format-date';
import styles from './next-draw.module.css';

export interface NextDrawProps {
  status: NextDraw_StatusFragment;
}

/** The date of the next draw, the first Monday of a month. */
export function NextDraw({ status }: NextDrawProps) {
  const m = useMessages(doublerUiMessages).nextDraw;
  const { locale } = useI18n();
  return (
    <p className={styles.nextDraw}>
      <span className={styles.label}>{m.label}</span>{' '}
      <time dateTime={status.nextDrawDate} className={styles.date}>
        {formatDrawDate(status.nextDrawDate, locale)}
      </time>
    </p>
  );
}
