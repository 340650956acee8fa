import type { Catalogue } from '@giftshop/util-i18n';

/** Page copy of the checkout pages; the components' own texts are in checkout-ui. */
export interface CheckoutMessages {
  checkout: { title: string; description: string; loading: string; loadFailed: string; retry: string };
  processing: { title: string; description: string; noOrder: string; toBasket: string };
  confirmation: { title: string; heading: string; description: string; continueShopping: string };
}

export const checkoutMessages = {
  en: {
    checkout: {
      title: 'Checkout',
      description: 'Your details, shipping and payment of your gift card order.',
      loading: 'Loading your basket',
      loadFailed: 'We could not load your basket. Please try again in a moment.',
      retry: 'Try again',
    },
    processing: {
      title: 'Processing your payment',
      description: 'We are checking the payment of your order.',
      noOrder: 'We could not find this order. Please check the link in your e-mail, or order again from your basket.',
      toBasket: 'Go to the basket',
    },
    confirmation: {
      title: 'Order confirmation',
      heading: 'Thank you for your order',
      description: 'The confirmation of your gift card order.',
      continueShopping: 'Continue shopping',
    },
  },
  nl: {
    checkout: {
      title: 'Bestellen',
      description: 'Je gegevens, verzending en betaling van je cadeaubonbestelling.',
      loading: 'Je winkelmandje wordt geladen',
      loadFailed: 'We konden je winkelmandje niet laden. Probeer het zo opnieuw.',
      retry: 'Opnieuw proberen',
    },
    processing: {
      title: 'Je betaling wordt verwerkt',
      description: 'We controleren de betaling van je bestelling.',
      noOrder: 'We konden deze bestelling niet vinden. Controleer de link in je e-mail, of bestel opnieuw vanuit je winkelmandje.',
      toBasket: 'Naar het winkelmandje',
    },
    confirmation: {
      title: 'Orderbevestiging',
      heading: 'Bedankt voor je bestelling',
      description: 'De bevestiging van je cadeaubonbestelling.',
      continueShopping: 'Verder winkelen',
    },
  },
} satisfies Catalogue<CheckoutMessages>;
