import type { Catalogue } from '@giftshop/util-i18n';

/** Page copy of the redeem pages; the components' own texts are in redeem-ui. */
export interface RedeemMessages {
  checkBalance: { title: string; description: string; heading: string; intro: string; linkEnded: string };
  redeemShop: { title: string; description: string; heading: string; toCheckout: string; addCard: string; deliveryNote: string };
  redeemCheckout: { title: string; description: string; heading: string; empty: string; toShop: string; redirecting: string; payHeading: string };
  frame: { loading: string; noToken: string; ended: string; toBalanceCheck: string; loadFailed: string; retry: string };
}

export const redeemMessages = {
  en: {
    checkBalance: {
      title: 'Check your gift card balance',
      description: 'Check the balance and expiry date of your gift card with its card number and PIN.',
      heading: 'Check your balance',
      intro: 'Enter the card number and PIN of your gift card to see its balance, expiry date and status.',
      linkEnded: 'The link you followed no longer opens your card. Enter the card number and PIN instead.',
    },
    redeemShop: {
      title: 'Spend your gift card balance',
      description: 'Choose gift cards and donations paid with the balance of your gift card.',
      heading: 'Spend your balance',
      toCheckout: 'Continue to checkout',
      addCard: 'Add another card',
      deliveryNote: 'Gift cards and donations are sent by e-mail, by post, or either way: you choose in the next step when a product offers both.',
    },
    redeemCheckout: {
      title: 'Checkout of your balance',
      description: 'Place the order you paid with your gift card balance.',
      heading: 'Checkout',
      empty: 'There is nothing in your order yet.',
      toShop: 'Back to the shop',
      redirecting: 'Taking you to the payment page…',
      payHeading: 'Your details',
    },
    frame: {
      loading: 'Loading your card…',
      noToken: 'Check the balance of your gift card first; then you can spend it here.',
      ended: 'Your session has ended. Check your balance again to continue.',
      toBalanceCheck: 'Check your balance',
      loadFailed: 'Your card could not be loaded.',
      retry: 'Try again',
    },
  },
  nl: {
    checkBalance: {
      title: 'Check het saldo van je cadeaubon',
      description: 'Check het saldo en de geldigheid van je cadeaubon met het kaartnummer en de pincode.',
      heading: 'Check je saldo',
      intro: 'Vul het kaartnummer en de pincode van je cadeaubon in om het saldo, de geldigheid en de status te zien.',
      linkEnded: 'De link die je volgde opent je kaart niet meer. Vul in plaats daarvan het kaartnummer en de pincode in.',
    },
    redeemShop: {
      title: 'Besteed het saldo van je cadeaubon',
      description: 'Kies cadeaubonnen en donaties, betaald met het saldo van je cadeaubon.',
      heading: 'Besteed je saldo',
      toCheckout: 'Verder naar afrekenen',
      addCard: 'Nog een kaart toevoegen',
      deliveryNote: 'Cadeaubonnen en donaties komen per e-mail, per post of op beide manieren: kan het allebei, dan kies je in de volgende stap.',
    },
    redeemCheckout: {
      title: 'Afrekenen met je saldo',
      description: 'Plaats de bestelling die je met het saldo van je cadeaubon betaalt.',
      heading: 'Afrekenen',
      empty: 'Er zit nog niets in je bestelling.',
      toShop: 'Terug naar de winkel',
      redirecting: 'We brengen je naar de betaalpagina…',
      payHeading: 'Je gegevens',
    },
    frame: {
      loading: 'Je kaart wordt geladen…',
      noToken: 'Check eerst het saldo van je cadeaubon; daarna kun je het hier besteden.',
      ended: 'Je sessie is verlopen. Check je saldo opnieuw om verder te gaan.',
      toBalanceCheck: 'Check je saldo',
      loadFailed: 'Je kaart kon niet worden geladen.',
      retry: 'Opnieuw proberen',
    },
  },
} satisfies Catalogue<RedeemMessages>;
