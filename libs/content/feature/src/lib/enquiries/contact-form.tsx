import { useMemo, useState } from 'react';
import { Form, Formik, getIn, useFormikContext } from 'formik';
import { Button, CaptchaField, NativeSelect, TextArea, TextField } from '@giftshop/shared-ui';
import { useStore } from '@giftshop/shared-data-access';
import { useMessages } from '@giftshop/util-i18n';
import { CONTACT_SUBJECTS, ENQUIRY_MESSAGE_MAX_LENGTH, ENQUIRY_NAME_MAX_LENGTH, contactMessageErrors, enquiryMessages, type ContactMessage } from '@giftshop/util-validation';
import { enquiryPageMessages } from './enquiry-messages';
import { errorsOf, useEnquirySubmit } from './use-enquiry-submit';
import styles from './enquiry-form.module.css';

export type ContactFormValues = ContactMessage;

const FIELDS = new Set(['subject', 'name', 'email', 'orderReference', 'message', 'captchaToken']);
const fieldOf = (path: string) => (FIELDS.has(path) ? path : null);
const empty: ContactFormValues = { subject: '', name: '', email: '', orderReference: '', message: '', captchaToken: '' };

/** The contact form of the support page: subject, name, e-mail, an optional order reference and a message. */
export function ContactForm() {
  const store = useStore();
  const m = useMessages(enquiryPageMessages).contact;
  const { send, captchaResetKey } = useEnquirySubmit('contact', fieldOf);
  const rules = useMemo(() => enquiryMessages(store.language), [store.language]);
  const [sent, setSent] = useState(false);
  if (sent)
    return (
      <p role="status" className={styles.sent}>
        {m.sent}
      </p>
    );
  return (
    <Formik<ContactFormValues>
      initialValues={empty}
      validateOnBlur={false}
      validate={(values) => errorsOf(contactMessageErrors(values, rules))}
      onSubmit={async ({ captchaToken, ...input }, helpers) => {
        if (await send(input, captchaToken, helpers)) setSent(true);
      }}
    >
      <ContactFields captchaResetKey={captchaResetKey} />
    </Formik>
  );
}

function ContactFields({ captchaResetKey }: { captchaResetKey: number }) {
  const m = useMessages(enquiryPageMessages).contact;
  const { errors, touched, submitCount, isSubmitting, getFieldProps, setFieldValue } = useFormikContext<ContactFormValues>();
  const error = (path: string): string | undefined => {
    const message = getIn(errors, path);
    return typeof message === 'string' && (submitCount > 0 || getIn(touched, path)) ? message : undefined;
  };
  const subjects = CONTACT_SUBJECTS.map((id) => ({ id, label: m.subjects[id] }));
  return (
    <Form noValidate className={styles.form} aria-label={m.formLabel}>
      <h2 className={styles.heading}>{m.heading}</h2>
      <NativeSelect {...getFieldProps('subject')} error={error('subject')} label={m.subject} placeholder={m.subjectPlaceholder} options={subjects} required />
      <TextField {...getFieldProps('name')} error={error('name')} label={m.name} autoComplete="name" maxLength={ENQUIRY_NAME_MAX_LENGTH} required />
      <TextField {...getFieldProps('email')} error={error('email')} label={m.email} type="email" autoComplete="email" spellCheck={false} required />
      <TextField {...getFieldProps('orderReference')} error={error('orderReference')} label={m.orderReference} hint={m.orderReferenceHint} spellCheck={false} />
      <TextArea {...getFieldProps('message')} error={error('message')} label={m.message} maxLength={ENQUIRY_MESSAGE_MAX_LENGTH} rows={6} required />
      <CaptchaField
        label={m.captcha}
        onChange={(token) => void setFieldValue('captchaToken', token ?? '', Boolean(token))}
        error={error('captchaToken')}
        resetKey={captchaResetKey}
      />
      <Button type="submit" size="large" loading={isSubmitting} className={styles.submit}>
        {m.submit}
      </Button>
    </Form>
  );
}
