import { boolean, object, string, type ObjectSchema } from 'yup';
import { format } from '@giftshop/util-i18n';
import { isAccountEmail, NAME_MAX_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, passwordProblem, type PasswordProblem } from '@giftshop/util-validation';
import type { AccountUiMessages } from '../messages';

type Rules = AccountUiMessages['rules'];

/** Spec §5 rules of the account forms, built from the validators the gateway applies too. */
export const emailRule = (m: Rules) =>
  string()
    .trim()
    .required(m.emailRequired)
    .test('email', m.emailInvalid, (value) => !value || isAccountEmail(value));

export const passwordRule = (m: Rules) => string().required(m.passwordRequired);

type PasswordRuleMessages = Pick<Rules, 'passwordCharacters' | 'passwordTooShort' | 'passwordTooLong' | 'passwordRepetitive' | 'passwordCommon'>;

/**
 * The message of a new password's problem by util-validation's rules. The browser checks characters, length,
 * repetitions, sequences and the shop's words; the common-password list stays in the gateway (docs/security.md).
 */
export function passwordProblemMessage(problem: PasswordProblem, m: PasswordRuleMessages): string {
  switch (problem) {
    case 'characters':
      return m.passwordCharacters;
    case 'tooShort':
      return format(m.passwordTooShort, { min: PASSWORD_MIN_LENGTH });
    case 'tooLong':
      return format(m.passwordTooLong, { max: PASSWORD_MAX_LENGTH });
    case 'repetitive':
      return m.passwordRepetitive;
    case 'common':
      return m.passwordCommon;
  }
}

/** A new password: PASSWORD_MIN_LENGTH to PASSWORD_MAX_LENGTH latin letters, digits or symbols, not repetitive. */
export const newPasswordRule = (m: Rules) =>
  string()
    .required(m.passwordRequired)
    .test('password', (value, context) => {
      const problem = value ? passwordProblem(value) : null;
      return problem ? context.createError({ message: passwordProblemMessage(problem, m) }) : true;
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
