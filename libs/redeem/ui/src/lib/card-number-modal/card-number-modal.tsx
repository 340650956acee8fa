import { Modal } from '@giftshop/shared-ui';
import { useMessages } from '@giftshop/util-i18n';
import { BalanceCheckForm, type BalanceCheckFormProps } from '../balance-check-form/balance-check-form';
import { cardNumberMessages } from './messages';
import styles from '../add-card-modal/add-card-modal.module.css';

export interface CardNumberModalProps extends Pick<BalanceCheckFormProps, 'onSubmit' | 'serverErrors' | 'captchaResetKey' | 'loadCaptcha'> {
  open: boolean;
  onClose: () => void;
  /** Set when the card was checked but cannot be spent (no redeem session). */
  notRedeemable?: boolean;
}

/**
 * The "redeem card number" modal (spec §2.6): a holder who opens a redeem shop without a balance check enters the
 * card number, PIN and captcha there and stays in the shop.
 */
export function CardNumberModal({ open, onClose, notRedeemable = false, ...form }: CardNumberModalProps) {
  const m = useMessages(cardNumberMessages);
  return (
    <Modal open={open} title={m.title} onClose={onClose}>
      <div className={styles.body}>
        <p className={styles.intro}>{m.intro}</p>
        <p role="status">{notRedeemable ? m.notRedeemable : null}</p>
        <BalanceCheckForm {...form} label={m.title} submitLabel={m.submit} />
      </div>
    </Modal>
  );
}
