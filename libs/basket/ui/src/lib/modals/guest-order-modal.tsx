import { Button, Modal } from '@giftshop/shared-ui';
import { useMessages } from '@giftshop/util-i18n';
import { basketUiMessages } from '../messages';

export interface GuestOrderModalProps {
  open: boolean;
  onClose: () => void;
  onClosed?: () => void;
  /** The checkout route. */
  checkoutHref: string;
  /** Offers logging in or creating an account instead; left out until accounts exist. */
  onIdentify?: () => void;
}

/** The basket guest order modal (spec §2.6, §4): ordering without an account, then on to the checkout. */
export function GuestOrderModal({ open, onClose, onClosed, checkoutHref, onIdentify }: GuestOrderModalProps) {
  const m = useMessages(basketUiMessages).guest;
  return (
    <Modal
      open={open}
      title={m.title}
      onClose={onClose}
      onClosed={onClosed}
      size="small"
      footer={
        <>
          {onIdentify && (
            <Button variant="secondary" onClick={onIdentify}>
              {m.identify}
            </Button>
          )}
          <Button href={checkoutHref} onClick={onClose}>
            {m.continue}
          </Button>
        </>
      }
    >
      <p>{m.text}</p>
      <p>{m.noAccount}</p>
    </Modal>
  );
}
