import type { Catalogue, PluralForms } from '@giftshop/util-i18n';

/** Texts the basket components show by themselves; data (titles, receivers, prices) comes in through props. */
export interface BasketUiMessages {
  /** `{count}` cards of `{title}` at `{price}` each. */
  itemLine: string;
  cancel: string;
  group: {
    preview: string;
    edit: string;
    delete: string;
    /** Visually hidden after the action, naming what it acts on: `{receiver}`. */
    actionTarget: string;
    total: string;
    missingReceiver: string;
  };
  shipment: {
    digital: string;
    /** `{address}` is one line. */
    physical: string;
    asap: string;
    digitalAsap: string;
    /** `{date}`; `{time}` HH:mm. */
    digitalScheduled: string;
    dispatch: string;
    expected: string;
    registeredPost: string;
    shipping: string;
    free: string;
    resetReceivers: string;
    cutOffNear: string;
  };
  summary: {
    heading: string;
    digital: PluralForms;
    physical: PluralForms;
    extras: string;
    subTotal: string;
    grandTotal: string;
    checkout: string;
    missingReceivers: string;
  };
  empty: { heading: string; text: string; link: string };
  guest: { title: string; text: string; noAccount: string; continue: string; identify: string };
  preview: { title: string; amount: string; quantity: string; receiver: string; delivery: string; wrapper: string; giftPacking: string; message: string };
  wrapper: { title: string; close: string };
  giftPacking: { title: string; close: string };
  form: {
    receivers: string;
    oneReceiver: string;
    oneReceiverHint: string;
    splitReceivers: string;
    splitReceiversHint: string;
    /** `{number}` counts from 1. */
    receiver: string;
    firstName: string;
    lastName: string;
    email: string;
    confirmEmail: string;
    country: string;
    postCode: string;
    houseNumber: string;
    suffix: string;
    street: string;
    city: string;
    when: string;
    whenPhysical: string;
    now: string;
    nowHint: string;
    nowPhysicalHint: string;
    later: string;
    laterHint: string;
    date: string;
    time: string;
    extras: string;
    wrapper: string;
    noWrapper: string;
    /** `{price}` formatted. */
    extraPrice: string;
    extraFree: string;
    showWrapper: string;
    giftPacking: string;
    showGiftPacking: string;
    addMessage: string;
    message: string;
    messageHint: string;
    amount: string;
    otherAmount: string;
    customAmount: string;
    /** `{min}` and `{max}` are formatted amounts. */
    customAmountHint: string;
    quantity: string;
    errors: { amountRequired: string; customRequired: string; wholeUnits: string; min: string; max: string; quantity: string; required: string };
  };
  added: { title: string; text: string; toBasket: string; continue: string };
}

export const basketUiMessages = {
  en: {
    itemLine: '{count} × {title}, {price} each',
    cancel: 'Cancel',
    group: {
      preview: 'Preview',
      edit: 'Edit',
      delete: 'Delete',
      actionTarget: 'gift card for {receiver}',
      total: 'Total',
      missingReceiver: 'Add a receiver before you check out.',
    },
    shipment: {
      digital: 'Sent by e-mail',
      physical: 'Sent by post to {address}',
      asap: 'As soon as possible',
      digitalAsap: 'Sent within an hour of your payment',
      digitalScheduled: 'Sent on {date} at {time}',
      dispatch: 'Dispatched on {date}',
      expected: 'Expected on the doormat on {date}',
      registeredPost: 'By registered post: someone signs for it on delivery.',
      shipping: 'Shipping',
      free: 'Free',
      resetReceivers: 'Reset receivers',
      cutOffNear: 'Order before 17:00 to have your cards dispatched today. After that they leave on the next working day.',
    },
    summary: {
      heading: 'Summary',
      digital: { one: '{count} digital gift card', other: '{count} digital gift cards' },
      physical: { one: '{count} physical gift card', other: '{count} physical gift cards' },
      extras: 'Wrappers, packing and messages',
      subTotal: 'Subtotal',
      grandTotal: 'Total',
      checkout: 'To checkout',
      missingReceivers: 'Every gift card needs a receiver before you can check out.',
    },
    empty: { heading: 'Your basket is empty', text: 'Find the right gift card for every occasion.', link: 'View all gift cards' },
    guest: {
      title: 'Order as a guest',
      text: 'You can order without an account. We only ask for your details and a delivery address where needed, and send your order confirmation by e-mail.',
      noAccount: 'You can create an account after your order if you like.',
      continue: 'Continue as a guest',
      identify: 'Log in or create an account',
    },
    preview: {
      title: 'Your gift card',
      amount: 'Amount',
      quantity: 'Quantity',
      receiver: 'Receiver',
      delivery: 'Delivery',
      wrapper: 'Wrapper',
      giftPacking: 'Gift packing',
      message: 'Personal message',
    },
    wrapper: { title: 'Wrapper: {title}', close: 'Close' },
    giftPacking: { title: 'Gift packing: {title}', close: 'Close' },
    form: {
      receivers: 'Who receives the gift cards?',
      oneReceiver: 'One receiver',
      oneReceiverHint: 'All cards go to the same person',
      splitReceivers: 'A receiver per card',
      splitReceiversHint: 'Each card goes to someone else',
      receiver: 'Receiver {number}',
      firstName: 'First name',
      lastName: 'Last name',
      email: 'E-mail address',
      confirmEmail: 'Repeat e-mail address',
      country: 'Country',
      postCode: 'Postcode',
      houseNumber: 'House number',
      suffix: 'Addition',
      street: 'Street',
      city: 'Town or city',
      when: 'When should we send it?',
      whenPhysical: 'When should we post it?',
      now: 'As soon as possible',
      nowHint: 'Within an hour of your payment',
      nowPhysicalHint: 'Ordered on a working day before 17:00: dispatched the same day',
      later: 'On a date of your choice',
      laterHint: 'Plan it for a birthday or another moment',
      date: 'Date',
      time: 'Time',
      extras: 'Make it personal',
      wrapper: 'Wrapper',
      noWrapper: 'No wrapper',
      extraPrice: '+ {price}',
      extraFree: 'Free',
      showWrapper: 'Show the wrapper',
      giftPacking: 'Gift packing',
      showGiftPacking: 'Show the gift packing',
      addMessage: 'Add a personal message',
      message: 'Personal message',
      messageHint: 'Up to 150 characters, no emoji',
      amount: 'Amount',
      otherAmount: 'Other amount',
      customAmount: 'Your amount',
      customAmountHint: 'A whole amount from {min} to {max}',
      quantity: 'Quantity',
      errors: {
        amountRequired: 'Choose an amount',
        customRequired: 'Enter an amount',
        wholeUnits: 'Enter a whole amount without pence',
        min: 'The amount must be at least {min}',
        max: 'The amount can be at most {max}',
        quantity: 'Choose a quantity from {min} to {max}',
        required: 'This field is required',
      },
    },
    added: {
      title: 'Added to your basket',
      text: '{line} is in your basket.',
      toBasket: 'Go to basket',
      continue: 'Continue shopping',
    },
  },
  nl: {
    itemLine: '{count} × {title}, {price} per stuk',
    cancel: 'Annuleren',
    group: {
      preview: 'Bekijken',
      edit: 'Wijzigen',
      delete: 'Verwijderen',
      actionTarget: 'cadeaubon voor {receiver}',
      total: 'Totaal',
      missingReceiver: 'Voeg een ontvanger toe voordat je afrekent.',
    },
    shipment: {
      digital: 'Per e-mail verzonden',
      physical: 'Per post verzonden naar {address}',
      asap: 'Zo snel mogelijk',
      digitalAsap: 'Binnen een uur na je betaling verzonden',
      digitalScheduled: 'Verzonden op {date} om {time}',
      dispatch: 'Verzonden op {date}',
      expected: 'Verwacht op de deurmat op {date}',
      registeredPost: 'Aangetekend: bij bezorging wordt om een handtekening gevraagd.',
      shipping: 'Verzendkosten',
      free: 'Gratis',
      resetReceivers: 'Ontvangers wissen',
      cutOffNear: 'Bestel voor 17:00 uur, dan versturen we je cadeaubonnen vandaag. Daarna gaan ze de volgende werkdag weg.',
    },
    summary: {
      heading: 'Overzicht',
      digital: { one: '{count} digitale cadeaubon', other: '{count} digitale cadeaubonnen' },
      physical: { one: '{count} fysieke cadeaubon', other: '{count} fysieke cadeaubonnen' },
      extras: 'Wikkels, verpakking en boodschappen',
      subTotal: 'Subtotaal',
      grandTotal: 'Totaal',
      checkout: 'Naar afrekenen',
      missingReceivers: 'Elke cadeaubon heeft een ontvanger nodig voordat je kunt afrekenen.',
    },
    empty: { heading: 'Je winkelmandje is leeg', text: 'Vind de juiste cadeaubon voor elk moment.', link: 'Bekijk alle cadeaubonnen' },
    guest: {
      title: 'Bestellen als gast',
      text: 'Je kunt bestellen zonder account. We vragen alleen je gegevens en waar nodig een bezorgadres, en sturen de bevestiging van je bestelling per e-mail.',
      noAccount: 'Na je bestelling kun je desgewenst een account aanmaken.',
      continue: 'Verder als gast',
      identify: 'Inloggen of account aanmaken',
    },
    preview: {
      title: 'Je cadeaubon',
      amount: 'Bedrag',
      quantity: 'Aantal',
      receiver: 'Ontvanger',
      delivery: 'Bezorging',
      wrapper: 'Wikkel',
      giftPacking: 'Cadeauverpakking',
      message: 'Persoonlijke boodschap',
    },
    wrapper: { title: 'Wikkel: {title}', close: 'Sluiten' },
    giftPacking: { title: 'Cadeauverpakking: {title}', close: 'Sluiten' },
    form: {
      receivers: 'Wie ontvangt de cadeaubonnen?',
      oneReceiver: 'Eén ontvanger',
      oneReceiverHint: 'Alle cadeaubonnen gaan naar dezelfde persoon',
      splitReceivers: 'Een ontvanger per cadeaubon',
      splitReceiversHint: 'Elke cadeaubon gaat naar iemand anders',
      receiver: 'Ontvanger {number}',
      firstName: 'Voornaam',
      lastName: 'Achternaam',
      email: 'E-mailadres',
      confirmEmail: 'Herhaal e-mailadres',
      country: 'Land',
      postCode: 'Postcode',
      houseNumber: 'Huisnummer',
      suffix: 'Toevoeging',
      street: 'Straat',
      city: 'Plaats',
      when: 'Wanneer versturen we hem?',
      whenPhysical: 'Wanneer posten we hem?',
      now: 'Zo snel mogelijk',
      nowHint: 'Binnen een uur na je betaling',
      nowPhysicalHint: 'Op een werkdag voor 17:00 uur besteld: dezelfde dag verzonden',
      later: 'Op een datum naar keuze',
      laterHint: 'Plan hem voor een verjaardag of ander moment',
      date: 'Datum',
      time: 'Tijd',
      extras: 'Maak het persoonlijk',
      wrapper: 'Wikkel',
      noWrapper: 'Geen wikkel',
      extraPrice: '+ {price}',
      extraFree: 'Gratis',
      showWrapper: 'Bekijk de wikkel',
      giftPacking: 'Cadeauverpakking',
      showGiftPacking: 'Bekijk de cadeauverpakking',
      addMessage: 'Voeg een persoonlijke boodschap toe',
      message: 'Persoonlijke boodschap',
      messageHint: 'Maximaal 150 tekens, geen emoji',
      amount: 'Bedrag',
      otherAmount: 'Ander bedrag',
      customAmount: 'Jouw bedrag',
      customAmountHint: 'Een heel bedrag van {min} tot {max}',
      quantity: 'Aantal',
      errors: {
        amountRequired: 'Kies een bedrag',
        customRequired: 'Vul een bedrag in',
        wholeUnits: 'Vul een heel bedrag in, zonder centen',
        min: 'Het bedrag moet minimaal {min} zijn',
        max: 'Het bedrag mag maximaal {max} zijn',
        quantity: 'Kies een aantal van {min} tot {max}',
        required: 'Dit veld is verplicht',
      },
    },
    added: {
      title: 'Toegevoegd aan je winkelmandje',
      text: '{line} zit in je winkelmandje.',
      toBasket: 'Naar winkelmandje',
      continue: 'Verder winkelen',
    },
  },
} satisfies Catalogue<BasketUiMessages>;
