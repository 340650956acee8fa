import { format, pickMessages } from '@giftshop/util-i18n/core';
import type { AmountMessages } from './amount';
import { activationCatalogue, type ActivationMessages } from './i18n/activation';

export type { ActivationMessages };

/**
 * Messages of the Choice card activation rules, per language (i18n/activation). The e-mail text is the gateway's
 * ACTIVATION_INVALID_EMAIL (2303) answer, so a form error and a gateway refusal read the same.
 */
export const activationMessages = (language: string): ActivationMessages => pickMessages(activationCatalogue, language);

/** The amount messages of the activation rules, with the formatted bounds filled in. */
export const activationAmountMessages = (m: ActivationMessages): AmountMessages => ({
  required: m.amountRequired,
  wholeUnits: m.amountWholeUnits,
  min: (min) => format(m.amountMin, { min }),
  max: (max) => format(m.amountMax, { max }),
});
