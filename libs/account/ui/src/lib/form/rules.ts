import { boolean, object, string, type ObjectSchema } from 'yup';
import { format } from '@giftshop/util-i18n';
import { isAccountEmail, NAME_MAX_LENGTH, PASSWORD_MIN_LENGTH, passwordProblem } from '@giftshop/util-validation';
import type { AccountUiMessages } from '../messages';

type Rules = AccountUiMessages['rules'];

/** Spec §5 rules of the account forms, built from the validators the gateway applies too. */
export const emailRule = (m: Rules) =>
  string()
    .trim()
    .required(m.emailRequired)
    .test('email', m.emailInvalid, (value) => !value || isAccountEmail(value));

export const passwordRule = (m: Rules) => string().required(m.passwordRequired);

/** A new password: at least PASSWORD_MIN_LENGTH latin letters, digits or symbols. */
export const newPasswordRule = (m: Rules) =>
  string()
    .required(m.passwordRequired)
    .test('password', (value, context) => {
      const problem = value ? passwordProblem(value) : null;
      if (problem === 'characters') return context.createError({ message: m.passwordCharacters });
      if (problem === 'tooShort') return context.createError({ message: format(m.passwordTooShort, { min: PASSWORD_MIN_LENGTH }) });
      return true;
    });

/** The repeated password must equal the field `of`. */
export const confirmRule = (m: Rules, of: string) =>
  string()
    .required(m.confirmRequired)
    .test('match', m.passwordMismatch, (value, context) => value === context.parent[of]);

export const firstNameRule = (m: Rules) =>
  string()
    .trim()
    .required(m.firstNameRequired)
    .max(NAME_MAX_LENGTH, format(m.firstNameTooLong, { max: NAME_MAX_LENGTH }));

export const captchaRule = (m: Rules) => string().required(m.captchaRequired);

export const consentRule = () => boolean().required();

export { object, type ObjectSchema };
