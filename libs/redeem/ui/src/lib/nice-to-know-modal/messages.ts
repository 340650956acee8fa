import type { Catalogue } from '@giftshop/util-i18n';

/** The "redeem nice-to-know information" modal (spec §2.6): how spending a balance works. */
export interface NiceToKnowMessages {
  open: string;
  title: string;
  balancePays: string;
  minimumAmount: string;
  remainingAtLeast: string;
  remainingAny: string;
  expiry: string;
  expiryUnknown: string;
  shortfall: string;
  mailedOnce: string;
}

export const niceToKnowMessages = {
  en: {
    open: 'Good to know',
    title: 'Good to know',
    balancePays:
      'The balance of your gift card pays for your order. You can add more gift cards to pay with; they are used in the order you add them.',
    minimumAmount: 'Each gift card or donation you choose is at least {amount}; some start higher, as shown with each product.',
    remainingAtLeast: 'After your order, what is left on a card is either nothing or at least {amount}, so no balance is left too small to spend.',
    remainingAny: 'You can spend all of your balance, or keep part of it for later.',
    expiry: 'Your balance can be spent until {date}.',
    expiryUnknown: 'Your balance can be spent until the expiry date shown with your card.',
    shortfall: 'If your order costs more than your balance, you pay the rest online at checkout.',
    mailedOnce:
      'Gift cards by e-mail are sent to their receivers once, as soon as the order is complete; keep the e-mail, it holds the card number and PIN. Cards by post travel to the address you give.',
  },
  nl: {
    open: 'Goed om te weten',
    title: 'Goed om te weten',
    balancePays:
      'Het saldo van je cadeaubon betaalt je bestelling. Je kunt meer cadeaubonnen toevoegen om mee te betalen; ze worden gebruikt in de volgorde waarin je ze toevoegt.',
    minimumAmount: 'Elke cadeaubon of donatie die je kiest is minstens {amount}; sommige beginnen hoger, zoals bij het product staat.',
    remainingAtLeast: 'Na je bestelling blijft er op een kaart niets of minstens {amount} over, zodat er geen saldo overblijft dat te klein is om te besteden.',
    remainingAny: 'Je kunt je hele saldo besteden of een deel bewaren voor later.',
    expiry: 'Je saldo is te besteden tot en met {date}.',
    expiryUnknown: 'Je saldo is te besteden tot de vervaldatum die bij je kaart staat.',
    shortfall: 'Kost je bestelling meer dan je saldo, dan betaal je de rest online bij het afrekenen.',
    mailedOnce:
      'Cadeaubonnen per e-mail worden één keer naar de ontvangers gestuurd, zodra de bestelling rond is; bewaar de e-mail, want daarin staan het kaartnummer en de pincode. Bonnen per post gaan naar het adres dat je opgeeft.',
  },
} satisfies Catalogue<NiceToKnowMessages>;
