import type { AddressEntry_AddressFragment, AddressKind } from '@giftshop/shared-graphql';
import { Button } from '@giftshop/shared-ui';
import { format, useMessages } from '@giftshop/util-i18n';
import { addressName } from './address-values';
import { addressBookUiMessages } from './messages';
import styles from './address-book.module.css';

export interface AddressListProps {
  addresses: readonly AddressEntry_AddressFragment[];
  defaultBillingId?: string | null;
  defaultDeliveryId?: string | null;
  /** The entry whose default is being set, so its buttons spin. */
  busyId?: string | null;
  onEdit: (address: AddressEntry_AddressFragment) => void;
  onDelete: (address: AddressEntry_AddressFragment) => void;
  onMakeDefault: (address: AddressEntry_AddressFragment, kind: AddressKind) => void;
}

/** The address book: each entry with its defaults, and edit, delete and "use for" actions. */
export function AddressList({ addresses, defaultBillingId, defaultDeliveryId, busyId, onEdit, onDelete, onMakeDefault }: AddressListProps) {
  const m = useMessages(addressBookUiMessages);
  if (addresses.length === 0) return <p className={styles.empty}>{m.empty}</p>;
  return (
    <ul className={styles.list} aria-label={m.listLabel}>
      {addresses.map((address) => {
        const name = addressName(address);
        const billing = address.id === defaultBillingId;
        const delivery = address.id === defaultDeliveryId;
        return (
          <li key={address.id} className={styles.entry}>
            <address className={styles.address}>
              <strong>{name}</strong>
              {address.postalLines.map((line) => (
                <span key={line}>{line}</span>
              ))}
              <span>{address.countryCode}</span>
              {address.email && <span>{address.email}</span>}
              {address.phoneNumber && <span>{address.phoneNumber}</span>}
            </address>
            {(billing || delivery) && (
              <p className={styles.badges}>
                {billing && <span className={styles.badge}>{m.defaultBilling}</span>}
                {delivery && <span className={styles.badge}>{m.defaultDelivery}</span>}
              </p>
            )}
            <div className={styles.actions}>
              <Button variant="secondary" size="small" onClick={() => onEdit(address)} aria-label={format(m.edit, { name })} aria-haspopup="dialog">
                {m.editButton}
              </Button>
              <Button variant="secondary" size="small" onClick={() => onDelete(address)} aria-label={format(m.delete, { name })} aria-haspopup="dialog">
                {m.deleteButton}
              </Button>
              {!billing && (
                <Button variant="ghost" size="small" loading={busyId === address.id} onClick={() => onMakeDefault(address, 'BILLING')}>
                  {m.makeDefaultBilling}
                </Button>
              )}
              {!delivery && (
                <Button variant="ghost" size="small" loading={busyId === address.id} onClick={() => onMakeDefault(address, 'DELIVERY')}>
                  {m.makeDefaultDelivery}
                </Button>
              )}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
