import type { AddressEntry_AddressFragment } from '@giftshop/shared-graphql';
import { Button, Modal } from '@giftshop/shared-ui';
import { format, useMessages } from '@giftshop/util-i18n';
import { FormAlert } from '../form/form-parts';
import { AddressForm, type AddressFormProps } from './address-form';
import { addressName } from './address-values';
import { addressBookUiMessages } from './messages';
import styles from './address-book.module.css';

export interface AddressFormModalProps extends AddressFormProps {
  open: boolean;
  saving?: boolean;
}

/** Adding or editing an address book entry in a modal. */
export function AddressFormModal({ open, saving = false, ...form }: AddressFormModalProps) {
  const m = useMessages(addressBookUiMessages);
  return (
    <Modal open={open} title={form.address ? m.editTitle : m.addTitle} onClose={form.onCancel} loading={saving} size="medium">
      <AddressForm {...form} />
    </Modal>
  );
}

export interface DeleteAddressModalProps {
  address: AddressEntry_AddressFragment | null;
  open: boolean;
  deleting?: boolean;
  error?: string | null;
  onConfirm: () => void;
  onClose: () => void;
  /** Once the modal has gone: the deleted entry's buttons are gone too, so the page can place focus. */
  onClosed?: () => void;
}

/** Deleting an address book entry is confirmed first. */
export function DeleteAddressModal({ address, open, deleting = false, error, onConfirm, onClose, onClosed }: DeleteAddressModalProps) {
  const m = useMessages(addressBookUiMessages);
  return (
    <Modal
      open={open}
      title={m.deleteTitle}
      onClose={onClose}
      onClosed={onClosed}
      loading={deleting}
      size="small"
      footer={
        <div className={styles.actions}>
          <Button onClick={onConfirm} loading={deleting}>
            {m.deleteConfirm}
          </Button>
          <Button variant="secondary" onClick={onClose} disabled={deleting}>
            {m.keep}
          </Button>
        </div>
      }
    >
      <FormAlert>{error}</FormAlert>
      <p className={styles.body}>{format(m.deleteBody, { name: address ? addressName(address) : '' })}</p>
    </Modal>
  );
}
