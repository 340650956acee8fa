/** Texts of the redeem shop's refusals that carry a reason (INVALID_INPUT), per language. */
export interface RedeemMessages {
  amountFixed: string;
  paymentMethodRequired: string;
  referenceTooLong: string;
}

const en: RedeemMessages = {
  amountFixed: 'The amount of this product cannot be changed.',
  paymentMethodRequired: 'Your balance does not cover the order. Choose how you want to pay the rest.',
  referenceTooLong: 'Your reference can be at most 35 characters.',
};

const nl: RedeemMessages = {
  amountFixed: 'Het bedrag van dit product kan niet worden gewijzigd.',
  paymentMethodRequired: 'Je saldo is niet genoeg voor deze bestelling. Kies hoe je de rest wilt betalen.',
  referenceTooLong: 'Je referentie mag maximaal 35 tekens lang zijn.',
};

const catalogues: Record<string, RedeemMessages> = { en, nl };

export const redeemMessages = (language: string): RedeemMessages => catalogues[language] ?? en;
