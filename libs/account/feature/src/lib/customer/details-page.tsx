import { useRef, useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { CustomerDetailsQuery, useCustomerActions } from '@giftshop/account-data-access';
import {
  detailsUiMessages,
  PROFILE_FIELDS,
  ProfileForm,
  ProfileView,
  toFormRefusals,
  toProfileInput,
  type FormRefusals,
  type ProfileValues,
} from '@giftshop/account-ui';
import { useStore, useUserData } from '@giftshop/shared-data-access';
import { Button, callingCodeOptions } from '@giftshop/shared-ui';
import { useMessages } from '@giftshop/util-i18n';
import { CustomerPage, Pending } from './customer-page';
import { customerPageMessages } from './messages';
import styles from '../account-pages.module.css';

/** `/account/details/` (login required): the customer's profile, edited in place with updateProfile. */
export function DetailsPage() {
  return <CustomerPage page="details">{() => <Details />}</CustomerPage>;
}

function Details() {
  const m = useMessages(customerPageMessages);
  const ui = useMessages(detailsUiMessages);
  const userData = useUserData();
  const store = useStore();
  const { updateProfile } = useCustomerActions();
  const { data, error, refetch } = useQuery(CustomerDetailsQuery, { variables: { userData } });
  const [editing, setEditing] = useState(false);
  const [saved, setSaved] = useState(false);
  const [refusals, setRefusals] = useState<FormRefusals<ProfileValues> | null>(null);
  const editButton = useRef<HTMLButtonElement>(null);

  const profile = data?.getUserInfo.user?.mainProfile;
  if (!profile) return <Pending failed={Boolean(error || data)} onRetry={() => void refetch()} />;

  const close = () => {
    setEditing(false);
    setRefusals(null);
    requestAnimationFrame(() => editButton.current?.focus());
  };
  const submit = async (values: ProfileValues) => {
    const outcome = await updateProfile(toProfileInput(values, profile.address?.administrativeArea));
    if (!outcome.ok) {
      setRefusals(toFormRefusals(outcome.errors, 'input.', PROFILE_FIELDS, values, m.failed));
      return;
    }
    setSaved(true);
    close();
  };

  return (
    <>
      <p role="status" className={styles.status}>
        {saved && !editing ? m.details.saved : ''}
      </p>
      {editing ? (
        <ProfileForm
          profile={profile}
          storeCountry={store.countryCode}
          callingCodes={callingCodeOptions(store.locale, store.countryCode)}
          refusals={refusals}
          onSubmit={submit}
          onCancel={close}
        />
      ) : (
        <>
          <ProfileView profile={profile} />
          <Button
            ref={editButton}
            onClick={() => {
              setSaved(false);
              setEditing(true);
              requestAnimationFrame(() => document.querySelector<HTMLInputElement>('input[name="firstName"]')?.focus());
            }}
          >
            {ui.edit}
          </Button>
        </>
      )}
    </>
  );
}
