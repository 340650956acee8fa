import { useRef, useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { AddressBookQuery, useCustomerActions } from '@giftshop/account-data-access';
import {
  ADDRESS_FIELDS,
  AddressFormModal,
  AddressList,
  addressBookUiMessages,
  DeleteAddressModal,
  toAddressInput,
  toFormRefusals,
  type AddressValues,
  type FormRefusals,
} from '@giftshop/account-ui';
import type { AddressEntry_AddressFragment, AddressKind } from '@giftshop/shared-graphql';
import { useStore, useUserData } from '@giftshop/shared-data-access';
import { Button, callingCodeOptions, countryOptions } from '@giftshop/shared-ui';
import { useMessages } from '@giftshop/util-i18n';
import { CustomerPage, Pending } from './customer-page';
import { customerPageMessages } from './messages';
import styles from '../account-pages.module.css';

type Editing = { address: AddressEntry_AddressFragment | null } | null;

/** `/account/address-book/` (login required): list, add, edit, delete (confirmed) and the default addresses. */
export function AddressBookPage() {
  return <CustomerPage page="addressBook">{() => <AddressBook />}</CustomerPage>;
}

function AddressBook() {
  const m = useMessages(customerPageMessages);
  const ui = useMessages(addressBookUiMessages);
  const userData = useUserData();
  const store = useStore();
  const actions = useCustomerActions();
  const { data, error, refetch } = useQuery(AddressBookQuery, { variables: { userData } });
  const [editing, setEditing] = useState<Editing>(null);
  const [refusals, setRefusals] = useState<FormRefusals<AddressValues> | null>(null);
  const [deleting, setDeleting] = useState<AddressEntry_AddressFragment | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [status, setStatus] = useState('');
  const addButton = useRef<HTMLButtonElement>(null);
  const removed = useRef(false);

  const user = data?.getUserInfo.user;
  if (!user) return <Pending failed={Boolean(error || data)} onRetry={() => void refetch()} />;

  const save = async (values: AddressValues) => {
    const address = toAddressInput(values);
    const outcome = editing?.address ? await actions.updateAddress(editing.address.id, address) : await actions.addAddress(address, values.defaultFor);
    if (!outcome.ok) return setRefusals(toFormRefusals(outcome.errors, 'address.', ADDRESS_FIELDS, values, m.failed));
    setStatus(editing?.address ? m.addressBook.saved : m.addressBook.added);
    setEditing(null);
  };
  const remove = async () => {
    if (!deleting) return;
    setBusy(deleting.id);
    const outcome = await actions.deleteAddress(deleting.id);
    setBusy(null);
    if (!outcome.ok) return setFailure(outcome.errors[0]?.message || m.failed);
    setStatus(m.addressBook.deleted);
    removed.current = true;
    setDeleting(null);
  };
  const makeDefault = async (address: AddressEntry_AddressFragment, kind: AddressKind) => {
    setBusy(address.id);
    setStatus('');
    const outcome = await actions.setDefaultAddress(address.id, kind);
    setBusy(null);
    setStatus(outcome.ok ? m.addressBook.defaultSet : outcome.errors[0]?.message || m.failed);
  };
  const open = (address: AddressEntry_AddressFragment | null) => {
    setRefusals(null);
    setStatus('');
    setEditing({ address });
  };

  return (
    <>
      <p role="status" className={styles.status}>
        {status}
      </p>
      <AddressList
        addresses={user.addresses}
        defaultBillingId={user.defaultBillingAddressId}
        defaultDeliveryId={user.defaultDeliveryAddressId}
        busyId={deleting ? null : busy}
        onEdit={open}
        onDelete={(address) => {
          setFailure(null);
          setStatus('');
          setDeleting(address);
        }}
        onMakeDefault={(address, kind) => void makeDefault(address, kind)}
      />
      <Button ref={addButton} onClick={() => open(null)} aria-haspopup="dialog">
        {ui.add}
      </Button>
      <AddressFormModal
        open={Boolean(editing)}
        address={editing?.address ?? null}
        storeCountry={store.countryCode}
        countries={countryOptions(store.locale, store.countryCode)}
        callingCodes={callingCodeOptions(store.locale, store.countryCode)}
        refusals={refusals}
        onSubmit={save}
        onCancel={() => setEditing(null)}
      />
      <DeleteAddressModal
        open={Boolean(deleting)}
        address={deleting}
        deleting={Boolean(deleting && busy === deleting.id)}
        error={failure}
        onConfirm={() => void remove()}
        onClose={() => setDeleting(null)}
        onClosed={() => {
          // The deleted entry's buttons are gone: focus goes on from the add button instead.
          if (removed.current) focusOnceFree(addButton.current);
          removed.current = false;
        }}
      />
    </>
  );
}

/** Focuses an element once the page behind the closed modal is no longer inert. */
function focusOnceFree(element: HTMLElement | null, frames = 30) {
  if (!element?.isConnected) return;
  if (!element.closest('[inert]')) element.focus();
  else if (frames > 0) requestAnimationFrame(() => focusOnceFree(element, frames - 1));
}
