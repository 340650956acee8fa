import { Button, Spinner } from '@giftshop/shared-ui';
import { useMessages } from '@giftshop/util-i18n';
import { redeemMessages } from '../messages';
import { RedeemNotice } from './redeem-frame';
import styles from './redeem-frame.module.css';

interface RedeemStateProps {
  loading: boolean;
  ended: boolean;
  failed: boolean;
  onRetry: () => void;
}

/** What stands in for the steps while the holder's data loads, once the session has ended, or when loading failed. */
export function RedeemState({ loading, ended, failed, onRetry }: RedeemStateProps) {
  const m = useMessages(redeemMessages).frame;
  if (ended) return <RedeemNotice text={m.ended} alert />;
  if (failed) {
    return (
      <div className={styles.notice}>
        <p role="alert">{m.loadFailed}</p>
        <Button variant="secondary" onClick={onRetry} className={styles.link}>
          {m.retry}
        </Button>
      </div>
    );
  }
  return loading ? <Spinner size="large" label={m.loading} /> : null;
}
