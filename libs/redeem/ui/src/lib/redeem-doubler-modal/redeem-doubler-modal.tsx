import { useEffect, useMemo, useRef } from 'react';
import { Form, Formik, useFormikContext } from 'formik';
import { Button, Modal, TextField } from '@giftshop/shared-ui';
import { format, useI18n, useMessages } from '@giftshop/util-i18n';
import { DOUBLER_NAME_MAX_LENGTH } from '@giftshop/util-validation';
import { formatDate } from '../balance-result/format-date';
import { redeemDoublerMessages } from './messages';
import { emptyRedeemDoubler, redeemDoublerSchema, type RedeemDoublerField, type RedeemDoublerServerErrors, type RedeemDoublerValues } from './redeem-doubler-values';
import styles from './redeem-doubler-modal.module.css';

export interface RedeemDoublerModalProps {
  open: boolean;
  onClose: () => void;
  /** The session's card as the holder sees it (masked). */
  maskedNumber: string;
  onSubmit: (values: RedeemDoublerValues) => Promise<void>;
  serverErrors?: RedeemDoublerServerErrors | null;
  /** The draw the card entered (ISO date), once it did. */
  drawDate?: string | null;
  loading?: boolean;
}

/**
 * The "redeem doubler" modal (spec §2.6): the card the holder checked enters the doubler draw with a name and an
 * e-mail address (the doubler's own rules); no card number is asked, the gateway takes the redeem session's.
 */
export function RedeemDoublerModal({ open, onClose, maskedNumber, onSubmit, serverErrors, drawDate, loading = false }: RedeemDoublerModalProps) {
  const m = useMessages(redeemDoublerMessages);
  const { language, locale } = useI18n();
  const schema = useMemo(() => redeemDoublerSchema(language), [language]);
  // The form goes once the card is in; focus moves to the confirmation, so it stays in the dialog (Escape, Tab).
  const entered = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (drawDate) entered.current?.focus();
  }, [drawDate]);
  return (
    <Modal open={open} title={m.title} onClose={onClose} loading={loading}>
      <div className={styles.body}>
        <p>{m.intro}</p>
        <p>{format(m.card, { card: maskedNumber })}</p>
        <p role="status" ref={entered} tabIndex={-1}>{drawDate ? format(m.entered, { date: formatDate(drawDate, locale) }) : null}</p>
        {!drawDate && (
          <Formik<RedeemDoublerValues> initialValues={emptyRedeemDoubler()} validationSchema={schema} onSubmit={onSubmit}>
            <RedeemDoublerFields serverErrors={serverErrors} />
          </Formik>
        )}
      </div>
    </Modal>
  );
}

function RedeemDoublerFields({ serverErrors }: { serverErrors?: RedeemDoublerServerErrors | null }) {
  const m = useMessages(redeemDoublerMessages);
  const { values, errors, touched, isValid, isSubmitting, submitCount, getFieldProps } = useFormikContext<RedeemDoublerValues>();
  const error = (field: RedeemDoublerField): string | undefined => {
    const own = touched[field] ? errors[field] : undefined;
    if (own) return own;
    const server = serverErrors?.fields[field];
    return server && values[field] === serverErrors?.values[field] ? server : undefined;
  };
  return (
    <Form noValidate className={styles.form} aria-label={m.formLabel}>
      <TextField {...getFieldProps('name')} error={error('name')} label={m.name} autoComplete="name" maxLength={DOUBLER_NAME_MAX_LENGTH} required />
      <TextField {...getFieldProps('email')} error={error('email')} label={m.email} hint={m.emailHint} type="email" autoComplete="email" spellCheck={false} required />
      {serverErrors?.card && <p role="alert">{serverErrors.card}</p>}
      <Button type="submit" disabled={submitCount > 0 && !isValid} loading={isSubmitting} className={styles.submit}>
        {m.submit}
      </Button>
    </Form>
  );
}
