import { useId, type ReactNode } from 'react';
import { Form, Formik, type FormikErrors, type FormikValues } from 'formik';
import { Button, Modal, Spinner } from '@giftshop/shared-ui';
import { useMessages } from '@giftshop/util-i18n';
import { basketUiMessages } from '../messages';
import { applyFieldErrors, type SubmitResult } from './apply-field-errors';
import styles from './delivery-form.module.css';

export interface FormModalProps<V extends FormikValues> {
  open: boolean;
  onClose: () => void;
  onClosed?: () => void;
  title: string;
  submitLabel: string;
  initialValues: V;
  validate: (values: V) => FormikErrors<V>;
  /** The gateway's field messages come back from here and are shown on their fields. */
  onSubmit: (values: V) => Promise<SubmitResult>;
  /** Takes new initial values while open (an edit whose data arrives later). */
  enableReinitialize?: boolean;
  /** Shows a spinner instead of the fields, and keeps the submit button inert. */
  loading?: boolean;
  children: ReactNode;
}

/** A large modal holding one Formik form, with Cancel and a submit button that is inert while invalid or sending. */
export function FormModal<V extends FormikValues>({
  open,
  onClose,
  onClosed,
  title,
  submitLabel,
  initialValues,
  validate,
  onSubmit,
  enableReinitialize,
  loading = false,
  children,
}: FormModalProps<V>) {
  const m = useMessages(basketUiMessages);
  const formId = useId();
  return (
    <Formik<V>
      initialValues={initialValues}
      enableReinitialize={enableReinitialize}
      validate={validate}
      onSubmit={async (values, helpers) => applyFieldErrors(await onSubmit(values), helpers)}
    >
      {({ isSubmitting, isValid }) => (
        <Modal
          open={open}
          onClose={onClose}
          onClosed={onClosed}
          title={title}
          size="large"
          loading={isSubmitting}
          footer={
            <>
              <Button variant="secondary" onClick={onClose} disabled={isSubmitting}>
                {m.cancel}
              </Button>
              <Button type="submit" form={formId} loading={isSubmitting} disabled={!isValid || loading}>
                {submitLabel}
              </Button>
            </>
          }
        >
          {loading ? (
            <Spinner size="large" />
          ) : (
            <Form id={formId} noValidate className={styles.form} aria-label={title}>
              {children}
            </Form>
          )}
        </Modal>
      )}
    </Formik>
  );
}
