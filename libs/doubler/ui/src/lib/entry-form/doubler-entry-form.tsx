import { useMemo, useRef } from 'react';
import { Form, Formik, useFormikContext } from 'formik';
import { Button, TextField } from '@giftshop/shared-ui';
import { useI18n, useMessages } from '@giftshop/util-i18n';
import { CARD_NUMBER_LENGTH, DOUBLER_NAME_MAX_LENGTH, doublerEntryMessages, doublerEntrySchema } from '@giftshop/util-validation';
import { doublerUiMessages } from '../messages';
import { cardNumberInput, emptyDoublerEntry, type DoublerEntryField, type DoublerEntryServerErrors, type DoublerEntryValues } from './doubler-entry-values';
import { useEntryFocus } from './use-entry-focus';
import styles from './doubler-entry-form.module.css';

export interface DoublerEntryFormProps {
  serverErrors?: DoublerEntryServerErrors | null;
  onSubmit: (values: DoublerEntryValues) => Promise<void>;
}

/** Name, e-mail address and card number of a doubler entry (spec §5 rules); the number shows in groups of four. */
export function DoublerEntryForm({ serverErrors, onSubmit }: DoublerEntryFormProps) {
  const { language } = useI18n();
  const schema = useMemo(() => doublerEntrySchema(doublerEntryMessages(language)), [language]);
  return (
    <Formik<DoublerEntryValues> initialValues={emptyDoublerEntry()} validationSchema={schema} onSubmit={onSubmit}>
      <DoublerEntryFields serverErrors={serverErrors} />
    </Formik>
  );
}

function DoublerEntryFields({ serverErrors }: Pick<DoublerEntryFormProps, 'serverErrors'>) {
  const m = useMessages(doublerUiMessages).form;
  const { values, errors, touched, isValid, isSubmitting, submitCount, getFieldProps, setFieldValue } = useFormikContext<DoublerEntryValues>();
  const form = useRef<HTMLFormElement>(null);
  useEntryFocus(form, serverErrors);

  const error = (field: DoublerEntryField): string | undefined => {
    const own = touched[field] ? errors[field] : undefined;
    if (own) return own;
    const server = serverErrors?.fields[field];
    return server && values[field] === serverErrors?.values[field] ? server : undefined;
  };

  return (
    <Form ref={form} noValidate className={styles.form} aria-label={m.label}>
      <TextField {...getFieldProps('name')} error={error('name')} label={m.name} autoComplete="name" maxLength={DOUBLER_NAME_MAX_LENGTH} required />
      <TextField
        {...getFieldProps('email')}
        error={error('email')}
        label={m.email}
        hint={m.emailHint}
        type="email"
        autoComplete="email"
        spellCheck={false}
        required
      />
      <TextField
        {...getFieldProps('cardNumber')}
        onChange={(event) => void setFieldValue('cardNumber', cardNumberInput(event.target.value))}
        error={error('cardNumber')}
        label={m.cardNumber}
        hint={m.cardNumberHint}
        inputMode="numeric"
        autoComplete="off"
        spellCheck={false}
        maxLength={CARD_NUMBER_LENGTH + 4}
        required
      />
      <Button type="submit" size="large" disabled={submitCount > 0 && !isValid} loading={isSubmitting} className={styles.submit}>
        {m.submit}
      </Button>
    </Form>
  );
}
