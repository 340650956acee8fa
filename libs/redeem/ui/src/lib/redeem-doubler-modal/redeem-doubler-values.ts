import { doublerEntryMessages, doublerEntrySchema } from '@giftshop/util-validation';

export interface RedeemDoublerValues {
  name: string;
  email: string;
}

export const REDEEM_DOUBLER_FIELDS = ['name', 'email'] as const;
export type RedeemDoublerField = (typeof REDEEM_DOUBLER_FIELDS)[number];

/** The gateway's refusals: by field (each shows until its field changes), and one about the card for the form. */
export interface RedeemDoublerServerErrors {
  fields: Partial<Record<RedeemDoublerField, string>>;
  values: RedeemDoublerValues;
  card?: string;
}

export const emptyRedeemDoubler = (): RedeemDoublerValues => ({ name: '', email: '' });

/** The doubler entry's own rules for name and e-mail; the card is the redeem session's. */
export const redeemDoublerSchema = (language: string) => doublerEntrySchema(doublerEntryMessages(language)).pick(['name', 'email']);

export const toRedeemDoublerRequest = (values: RedeemDoublerValues) => ({ name: values.name.trim(), email: values.email.trim() });
