import { useRef } from 'react';
import { Button, Modal } from '@giftshop/shared-ui';
import { format, useMessages } from '@giftshop/util-i18n';
import { basketUiMessages } from '../messages';

export interface AddedToBasketModalProps {
  open: boolean;
  onClose: () => void;
  onClosed?: () => void;
  /** What was added, e.g. "2 × Harbour & Pine, £25 each". */
  line: string;
  basketHref: string;
}

/** Tells the shopper the cards are in the basket, with the way there; focus starts on "Go to basket". */
export function AddedToBasketModal({ open, onClose, onClosed, line, basketHref }: AddedToBasketModalProps) {
  const m = useMessages(basketUiMessages).added;
  const toBasket = useRef<HTMLAnchorElement>(null);
  return (
    <Modal
      open={open}
      title={m.title}
      onClose={onClose}
      onClosed={onClosed}
      size="small"
      initialFocusRef={toBasket}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {m.continue}
          </Button>
          <Button href={basketHref} ref={toBasket} onClick={onClose}>
            {m.toBasket}
          </Button>
        </>
      }
    >
      <p role="status">{format(m.text, { line })}</p>
    </Modal>
  );
}
