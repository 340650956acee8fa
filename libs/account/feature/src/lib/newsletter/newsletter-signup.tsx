import { useState } from 'react';
import { useNewsletterActions } from '@giftshop/account-data-access';
import { NEWSLETTER_FIELDS, NewsletterForm, type AccountServerErrors, type NewsletterValues } from '@giftshop/account-ui';
import { useMessages } from '@giftshop/util-i18n';
import { toServerErrors } from '../server-errors';
import { newsletterPageMessages } from './messages';

export interface NewsletterSignupProps {
  source: 'footer' | 'home';
  headingLevel?: 2 | 3;
}

/**
 * The sign-up form with the gateway behind it; the app places it in the footer and on the home page. Apollo Client
 * loads when the form is sent.
 */
export function NewsletterSignup({ source, headingLevel }: NewsletterSignupProps) {
  const m = useMessages(newsletterPageMessages);
  const { subscribe } = useNewsletterActions();
  const [sent, setSent] = useState(false);
  const [serverErrors, setServerErrors] = useState<AccountServerErrors<keyof NewsletterValues> | null>(null);
  const submit = async (values: NewsletterValues) => {
    const outcome = await subscribe(values.email.trim(), source);
    if (outcome.ok) setSent(true);
    else setServerErrors(toServerErrors(outcome.errors, NEWSLETTER_FIELDS, values, m.failed));
  };
  return <NewsletterForm place={source} headingLevel={headingLevel} sent={sent} serverErrors={serverErrors} onSubmit={submit} />;
}
