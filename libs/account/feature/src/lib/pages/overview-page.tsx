import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useAccountActions } from '@giftshop/account-data-access';
import { AccountLinks, DeleteAccountModal } from '@giftshop/account-ui';
import { Button, Page, PageIntro, PageTitle } from '@giftshop/shared-ui';
import { format, useMessages, useRoutes } from '@giftshop/util-i18n';
import { accountMessages } from '../messages';
import { RequireLogin } from '../require-login';
import { useAccountLinks } from './account-links';
import styles from '../account-pages.module.css';

/** `/account/overview/` (login required): a greeting, the account pages, and deleting the account. */
export function OverviewPage() {
  const m = useMessages(accountMessages).overview;
  const links = useAccountLinks({ withOverview: false });
  return (
    <Page>
      <PageTitle>{m.heading}</PageTitle>
      <RequireLogin>
        {(user) => (
          <>
            <p className={styles.greeting}>{format(m.greeting, { name: user.mainProfile.firstName })}</p>
            <PageIntro>{m.intro}</PageIntro>
            <AccountLinks label={m.linksLabel} links={links} />
            <DeleteAccount />
          </>
        )}
      </RequireLogin>
    </Page>
  );
}

/** Deleting is confirmed in the delete account modal; afterwards the visitor, logged out, is on the home page. */
function DeleteAccount() {
  const m = useMessages(accountMessages);
  const routes = useRoutes();
  const navigate = useNavigate();
  const { deleteAccount } = useAccountActions();
  const [open, setOpen] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const confirm = async () => {
    setDeleting(true);
    // Home first, so the page's login guard does not send the visitor to identify.
    const outcome = await deleteAccount(() => navigate(routes.path('home'), { replace: true }));
    if (outcome.ok) return;
    setDeleting(false);
    setError(outcome.errors[0]?.message || m.failed);
  };

  return (
    <section className={styles.danger} aria-labelledby="delete-account-heading">
      <h2 id="delete-account-heading">{m.overview.deleteAccount}</h2>
      <p>{m.overview.deleteHint}</p>
      <Button
        variant="secondary"
        onClick={() => {
          setError(null);
          setOpen(true);
        }}
      >
        {m.overview.deleteAccount}
      </Button>
      <DeleteAccountModal open={open} deleting={deleting} error={error} onConfirm={() => void confirm()} onClose={() => setOpen(false)} />
    </section>
  );
}
