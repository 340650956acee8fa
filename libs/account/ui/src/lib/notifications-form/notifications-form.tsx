import { Form, Formik } from 'formik';
import { Button, Checkbox } from '@giftshop/shared-ui';
import { useMessages } from '@giftshop/util-i18n';
import { FormAlert } from '../form/form-parts';
import { accountUiMessages } from '../messages';
import styles from '../form/form.module.css';

export interface NotificationsValues {
  subscribed: boolean;
}

export interface NotificationsFormProps {
  subscribed: boolean;
  /** Shown (as a status) after a save. */
  saved?: boolean;
  error?: string | null;
  onSubmit: (values: NotificationsValues) => Promise<void>;
}

/** Newsletter consent of a logged-in customer. */
export function NotificationsForm({ subscribed, saved = false, error, onSubmit }: NotificationsFormProps) {
  const m = useMessages(accountUiMessages);
  return (
    <Formik<NotificationsValues> initialValues={{ subscribed }} onSubmit={onSubmit} enableReinitialize>
      {({ getFieldProps, isSubmitting }) => (
        <Form noValidate className={styles.form} aria-label={m.notifications.label}>
          <FormAlert>{error}</FormAlert>
          <Checkbox {...getFieldProps({ name: 'subscribed', type: 'checkbox' })} label={m.fields.subscribed} />
          <Button type="submit" loading={isSubmitting} className={styles.submit}>
            {m.notifications.submit}
          </Button>
          <p role="status" className={styles.links}>
            {saved ? m.notifications.saved : ''}
          </p>
        </Form>
      )}
    </Formik>
  );
}
