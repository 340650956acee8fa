import type { ProfileDetails_ProfileFragment } from '@giftshop/shared-graphql';
import { useMessages } from '@giftshop/util-i18n';
import { detailsUiMessages } from './messages';
import styles from './details.module.css';

export interface ProfileViewProps {
  profile: ProfileDetails_ProfileFragment;
}

/** The customer's details as stored (spec §3 CustomerProfile). */
export function ProfileView({ profile }: ProfileViewProps) {
  const m = useMessages(detailsUiMessages);
  const a = profile.address;
  const business = Boolean(a?.companyName || profile.vatNumber || profile.invoiceEmail);
  const address = a?.postalLines;
  const facts: [string, string | null | undefined][] = [
    [m.firstName, profile.firstName],
    [m.lastName, profile.lastName],
    [m.email, profile.email],
    [m.phone, profile.phoneNumber],
    [m.customerType, business ? m.business : m.private],
    ...(business
      ? ([
          [m.companyName, a?.companyName],
          [m.vatNumber, profile.vatNumber],
          [m.invoiceEmail, profile.invoiceEmail],
        ] as [string, string | null | undefined][])
      : []),
  ];
  return (
    <dl className={styles.facts}>
      {facts.map(([term, value]) => (
        <div key={term} className={styles.fact}>
          <dt>{term}</dt>
          <dd>{value || m.notGiven}</dd>
        </div>
      ))}
      <div className={styles.fact}>
        <dt>{m.address}</dt>
        <dd>
          {address?.length
            ? address.map((line) => (
                <span key={line} className={styles.line}>
                  {line}
                </span>
              ))
            : m.notGiven}
        </dd>
      </div>
    </dl>
  );
}
