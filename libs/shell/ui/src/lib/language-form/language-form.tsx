import { Form, Formik, type FormikErrors, type FormikTouched } from 'formik';
import { useMemo } from 'react';
import { object, string } from 'yup';
import type { LanguageForm_CountryFragment } from '@giftshop/shared-graphql';
import { Button, NativeSelect, Select, TextField } from '@giftshop/shared-ui';
import { useI18n, useMessages } from '@giftshop/util-i18n';
import { shellUiMessages, type ShellUiMessages } from '../messages';
import { valuesForCountry, type LanguageCombination, type LanguageFormValues } from './languages';
import { countryName, languageName } from './names';
import styles from './language-form.module.css';

export interface LanguageChoice {
  country: LanguageForm_CountryFragment;
  language: LanguageCombination;
}

export interface LanguageFormProps {
  /** The stores of the brand family (storeData.countriesCombinations). */
  countries: readonly LanguageForm_CountryFragment[];
  initialValues: LanguageFormValues;
  onApply: (choice: LanguageChoice) => void;
  onCancel: () => void;
}

function resolveChoice(countries: readonly LanguageForm_CountryFragment[], values: LanguageFormValues): LanguageChoice | null {
  const country = countries.find((candidate) => candidate.country === values.country);
  const language = country?.languagesCombinations.find((combination) => combination.languageCode === values.language);
  return country && language ? { country, language } : null;
}

const shown = <K extends keyof LanguageFormValues>(key: K, errors: FormikErrors<LanguageFormValues>, touched: FormikTouched<LanguageFormValues>) =>
  touched[key] ? errors[key] : undefined;

/**
 * The store switcher's form (spec §2.6, §4, §5): country, language (disabled when the country has one), the
 * read-only currency that follows them, Cancel and 'To apply' (enabled while the values are valid).
 */
export function LanguageForm({ countries, initialValues, onApply, onCancel }: LanguageFormProps) {
  const messages = useMessages(shellUiMessages);
  const { language: pageLanguage } = useI18n();
  const schema = useMemo(() => languageFormSchema(messages), [messages]);
  const countryOptions = useMemo(
    () => countries.map((country) => ({ id: country.country, label: countryName(country.country, pageLanguage) })).sort((a, b) => a.label.localeCompare(b.label, pageLanguage)),
    [countries, pageLanguage],
  );

  return (
    <Formik<LanguageFormValues>
      initialValues={initialValues}
      validationSchema={schema}
      validateOnMount
      onSubmit={(values) => {
        const choice = resolveChoice(countries, values);
        if (choice) onApply(choice);
      }}
    >
      {({ values, errors, touched, isValid, setValues, setFieldValue, setFieldTouched, handleChange, handleBlur }) => {
        const languages = countries.find((country) => country.country === values.country)?.languagesCombinations ?? [];
        return (
          <Form noValidate className={styles.form}>
            <Select
              name="country"
              label={messages.selectCountry}
              options={countryOptions}
              value={values.country || null}
              onChange={(code) => {
                void setValues(valuesForCountry(countries, code), true);
                void setFieldTouched('country', true, false);
              }}
              onBlur={() => void setFieldTouched('country', true)}
              error={shown('country', errors, touched)}
              required
            />
            <NativeSelect
              name="language"
              label={messages.selectLanguage}
              options={languages.map((combination) => ({ id: combination.languageCode, label: languageName(combination.languageCode), lang: combination.languageCode }))}
              value={values.language}
              onChange={(event) => {
                handleChange(event);
                const currency = languages.find((combination) => combination.languageCode === event.target.value)?.currency ?? '';
                void setFieldValue('currency', currency);
              }}
              onBlur={handleBlur}
              disabled={languages.length <= 1}
              error={shown('language', errors, touched)}
              required
            />
            <TextField name="currency" label={messages.currency} value={values.currency} readOnly error={shown('currency', errors, touched)} />
            <div className={styles.actions}>
              <Button variant="secondary" onClick={onCancel}>
                {messages.cancel}
              </Button>
              <Button type="submit" disabled={!isValid}>
                {messages.apply}
              </Button>
            </div>
          </Form>
        );
      }}
    </Formik>
  );
}

export function languageFormSchema(messages: Pick<ShellUiMessages, 'countryRequired' | 'languageRequired' | 'currencyRequired'>) {
  return object({
    country: string().required(messages.countryRequired),
    language: string().required(messages.languageRequired),
    currency: string().required(messages.currencyRequired),
  });
}
