import { useEffect, useId, useMemo, useRef } from 'react';
import { Form, Formik, useFormikContext } from 'formik';
import { Button, TextField } from '@giftshop/shared-ui';
import { useMessages } from '@giftshop/util-i18n';
import { FormAlert } from '../form/form-parts';
import { emailRule, object } from '../form/rules';
import type { AccountServerErrors } from '../form/server-errors';
import { useAccountForm } from '../form/use-account-form';
import { accountUiMessages } from '../messages';
import { newsletterUiMessages } from './messages';
import styles from './newsletter-form.module.css';

export interface NewsletterValues {
  email: string;
}

export const NEWSLETTER_FIELDS = ['email'] as const;

export interface NewsletterFormProps {
  /** Where the form is placed: the footer's "Newsletter" or the home page's own heading (each region named once). */
  place?: 'footer' | 'home';
  headingLevel?: 2 | 3;
  /** The sign-up was taken: the form gives way to "check your inbox". */
  sent?: boolean;
  serverErrors?: AccountServerErrors<keyof NewsletterValues> | null;
  onSubmit: (values: NewsletterValues) => Promise<void>;
}

/** The visitor's newsletter sign-up; the answer is the same for every address, so it never tells who is subscribed. */
export function NewsletterForm({ place = 'footer', headingLevel = 2, sent = false, serverErrors, onSubmit }: NewsletterFormProps) {
  const m = useMessages(newsletterUiMessages);
  const headingId = useId();
  const Heading = `h${headingLevel}` as const;
  const rules = useMessages(accountUiMessages).rules;
  const schema = useMemo(() => object({ email: emailRule(rules) }), [rules]);
  return (
    <section aria-labelledby={headingId} className={styles.form}>
      <Heading id={headingId} className={styles.heading}>
        {place === 'home' ? m.homeHeading : m.heading}
      </Heading>
      <p className={styles.intro}>{m.intro}</p>
      <p role="status" className={styles.status}>
        {sent ? m.sent : ''}
      </p>
      {!sent && (
        <Formik<NewsletterValues> initialValues={{ email: '' }} validationSchema={schema} onSubmit={onSubmit}>
          <NewsletterFields serverErrors={serverErrors} labelledBy={headingId} />
        </Formik>
      )}
    </section>
  );
}

function NewsletterFields({ serverErrors, labelledBy }: Pick<NewsletterFormProps, 'serverErrors'> & { labelledBy: string }) {
  const m = useMessages(newsletterUiMessages);
  const { isValid, isSubmitting, submitCount, getFieldProps, setFieldValue } = useFormikContext<NewsletterValues>();
  const form = useRef<HTMLFormElement>(null);
  const { error, alert } = useAccountForm<NewsletterValues>(NEWSLETTER_FIELDS, serverErrors, form);
  // The form hydrates after the rest of the page (its chunk loads later): an address typed into the server's HTML
  // before then is kept, not replaced by the empty initial value.
  useEffect(() => {
    const typed = form.current?.querySelector<HTMLInputElement>('input[name="email"]')?.value;
    if (typed) void setFieldValue('email', typed, false);
  }, [setFieldValue]);
  return (
    <Form ref={form} noValidate aria-labelledby={labelledBy}>
      <FormAlert ref={alert}>{serverErrors?.general}</FormAlert>
      <div className={styles.row}>
        <TextField {...getFieldProps('email')} error={error('email')} label={m.email} type="email" autoComplete="email" spellCheck={false} required />
        <Button type="submit" disabled={submitCount > 0 && !isValid} loading={isSubmitting}>
          {m.submit}
        </Button>
      </div>
    </Form>
  );
}
