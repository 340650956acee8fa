import { BalanceCheckForm, type BalanceCheckFormProps } from '../balance-check-form/balance-check-form';
import { useMessages } from '@giftshop/util-i18n';
import { Modal } from '@giftshop/shared-ui';
import { redeemUiMessages } from '../messages';
import styles from './add-card-modal.module.css';

export interface AddCardModalProps extends Pick<BalanceCheckFormProps, 'onSubmit' | 'serverErrors' | 'captchaResetKey' | 'loadCaptcha' | 'initialCardNumber'> {
  open: boolean;
  onClose: () => void;
}

/** The "redeem add extra card" modal (spec §2.6): another card's number, PIN and captcha, checked like a balance. */
export function AddCardModal({ open, onClose, ...form }: AddCardModalProps) {
  const m = useMessages(redeemUiMessages).addCard;
  return (
    <Modal open={open} title={m.title} onClose={onClose}>
      <div className={styles.body}>
        <p className={styles.intro}>{m.intro}</p>
        <BalanceCheckForm {...form} label={m.title} submitLabel={m.submit} />
      </div>
    </Modal>
  );
}
