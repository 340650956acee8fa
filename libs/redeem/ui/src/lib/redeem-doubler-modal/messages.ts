import type { Catalogue } from '@giftshop/util-i18n';

/** The "redeem doubler" modal (spec §2.6): the card the holder checked enters the balance-doubling draw. */
export interface RedeemDoublerMessages {
  open: string;
  title: string;
  intro: string;
  card: string;
  formLabel: string;
  name: string;
  email: string;
  emailHint: string;
  submit: string;
  entered: string;
}

export const redeemDoublerMessages = {
  en: {
    open: 'Double your balance',
    title: 'Win double your balance',
    intro: 'Every month a draw doubles the balance of one card, on the first Monday of the month. The winner is told by e-mail.',
    card: 'The card you checked takes part: {card}.',
    formLabel: 'Enter the draw',
    name: 'Name',
    email: 'E-mail address',
    emailHint: 'If you win, we tell you at this address.',
    submit: 'Enter the draw',
    entered: 'Your card is in the draw of {date}. Good luck!',
  },
  nl: {
    open: 'Verdubbel je saldo',
    title: 'Win een verdubbeling van je saldo',
    intro: 'Elke maand verdubbelt een trekking het saldo van één kaart, op de eerste maandag van de maand. De winnaar krijgt bericht per e-mail.',
    card: 'De kaart die je hebt gecontroleerd doet mee: {card}.',
    formLabel: 'Doe mee aan de trekking',
    name: 'Naam',
    email: 'E-mailadres',
    emailHint: 'Win je, dan laten we het je op dit adres weten.',
    submit: 'Doe mee',
    entered: 'Je kaart doet mee aan de trekking van {date}. Veel succes!',
  },
} satisfies Catalogue<RedeemDoublerMessages>;
