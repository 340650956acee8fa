import { Button, Modal } from '@giftshop/shared-ui';
import { useMessages } from '@giftshop/util-i18n';
import { catalogueUiMessages } from '../messages';
import styles from './alternative-choice-modal.module.css';

export interface AlternativeChoiceModalProps {
  open: boolean;
  onClose: () => void;
  /** The Choice card's product page. */
  choiceHref: string;
}

/** Alternative choice (spec §2.6): offers the all-in-one Choice card to a shopper who hesitates over a gift card. */
export function AlternativeChoiceModal({ open, onClose, choiceHref }: AlternativeChoiceModalProps) {
  const messages = useMessages(catalogueUiMessages).alternativeChoice;
  const footer = (
    <>
      <Button variant="secondary" onClick={onClose}>
        {messages.dismiss}
      </Button>
      <Button href={choiceHref} onClick={onClose}>
        {messages.cta}
      </Button>
    </>
  );
  return (
    <Modal open={open} onClose={onClose} title={messages.title} size="small" footer={footer}>
      <p className={styles.text}>{messages.text}</p>
    </Modal>
  );
}
