import type { Catalogue } from '@giftshop/util-i18n';

/** Texts of the basket page and the add-to-basket flow; the components' own texts are in basket-ui. */
export interface BasketMessages {
  page: {
    title: string;
    description: string;
    loading: string;
    failed: string;
    retry: string;
    continueShopping: string;
  };
  add: {
    title: string;
    submit: string;
    /** `{count}` × `{title}`, `{price}` each, `{delivery}`. */
    summary: string;
    byEmail: string;
    byPost: string;
  };
  package: {
    /** `{title}` of the wrapper, packing. */
    wrapper: string;
    giftPacking: string;
    /** `{text}` of the message. */
    message: string;
    /** A card above the card maximum: `{count}` cards, `{amounts}` their values as a list; `splitEach` when qty > 1. */
    split: string;
    splitEach: string;
    noReceiver: string;
    asap: string;
  };
  edit: { title: string; save: string };
  deleteItem: { title: string; text: string; confirm: string };
  editReceiver: { title: string; text: string; confirm: string };
  resetReceivers: { title: string; text: string; confirm: string };
}

export const basketMessages = {
  en: {
    page: {
      title: 'Your basket',
      description: 'The gift cards in your basket, their receivers and delivery, and the total to pay.',
      loading: 'Loading your basket',
      failed: 'Your basket could not be loaded.',
      retry: 'Try again',
      continueShopping: 'Continue shopping',
    },
    add: {
      title: 'Delivery details',
      submit: 'Add to basket',
      summary: '{count} × {title}, {price} each, {delivery}',
      byEmail: 'by e-mail',
      byPost: 'by post',
    },
    package: {
      wrapper: 'Wrapper: {title}',
      giftPacking: 'Gift packing: {title}',
      message: 'Message: “{text}”',
      split: 'Sent as {count} cards: {amounts}',
      splitEach: 'Each sent as {count} cards: {amounts}',
      noReceiver: 'No receiver yet',
      asap: 'As soon as possible',
    },
    edit: { title: 'Edit gift card for {receiver}', save: 'Save changes' },
    deleteItem: { title: 'Delete this gift card?', text: 'The gift card for {receiver} leaves your basket.', confirm: 'Delete' },
    editReceiver: { title: 'Change the receiver?', text: 'The gift card goes to {receiver} instead of {previous}.', confirm: 'Change receiver' },
    resetReceivers: { title: 'Reset the receivers?', text: 'The receivers of these {count} gift cards are cleared. You choose a receiver for each card again before you check out.', confirm: 'Reset receivers' },
  },
  nl: {
    page: {
      title: 'Je winkelmandje',
      description: 'De cadeaubonnen in je winkelmandje, hun ontvangers en bezorging, en het totaalbedrag.',
      loading: 'Je winkelmandje wordt geladen',
      failed: 'Je winkelmandje kon niet worden geladen.',
      retry: 'Opnieuw proberen',
      continueShopping: 'Verder winkelen',
    },
    add: {
      title: 'Bezorggegevens',
      submit: 'In winkelmandje',
      summary: '{count} × {title}, {price} per stuk, {delivery}',
      byEmail: 'per e-mail',
      byPost: 'per post',
    },
    package: {
      wrapper: 'Wikkel: {title}',
      giftPacking: 'Cadeauverpakking: {title}',
      message: 'Boodschap: “{text}”',
      split: 'Wordt verstuurd als {count} cadeaubonnen: {amounts}',
      splitEach: 'Elk wordt verstuurd als {count} cadeaubonnen: {amounts}',
      noReceiver: 'Nog geen ontvanger',
      asap: 'Zo snel mogelijk',
    },
    edit: { title: 'Cadeaubon voor {receiver} wijzigen', save: 'Wijzigingen opslaan' },
    deleteItem: { title: 'Deze cadeaubon verwijderen?', text: 'De cadeaubon voor {receiver} gaat uit je winkelmandje.', confirm: 'Verwijderen' },
    editReceiver: { title: 'Ontvanger wijzigen?', text: 'De cadeaubon gaat naar {receiver} in plaats van {previous}.', confirm: 'Ontvanger wijzigen' },
    resetReceivers: { title: 'Ontvangers wissen?', text: 'De ontvangers van deze {count} cadeaubonnen worden gewist. Voordat je afrekent, kies je voor elke cadeaubon opnieuw een ontvanger.', confirm: 'Ontvangers wissen' },
  },
} satisfies Catalogue<BasketMessages>;
