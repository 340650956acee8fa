import type { Catalogue } from '@giftshop/util-i18n';

/** Texts the redeem components show by themselves; page copy comes from the feature's catalogue. */
export interface RedeemUiMessages {
  form: {
    label: string;
    cardNumber: string;
    cardNumberHint: string;
    pin: string;
    pinHint: string;
    captcha: string;
    submit: string;
  };
  result: {
    heading: string;
    cardNumber: string;
    balance: string;
    expiryDate: string;
    status: string;
    statuses: { ACTIVE: string; INACTIVE: string; BLOCKED: string };
    checkAnother: string;
    spend: string;
  };
  holder: { heading: string };
  products: {
    heading: string;
    giftCards: string;
    donations: string;
    choose: string;
    range: string;
    empty: string;
    /** How the product travels, by the deliveries it offers. */
    delivery: { DIGITAL: string; PHYSICAL: string; both: string };
  };
  packageForm: {
    title: string;
    amount: string;
    amountHint: string;
    fixedAmount: string;
    amountRequired: string;
    wholeUnits: string;
    min: string;
    max: string;
    receiverLegend: string;
    firstName: string;
    lastName: string;
    email: string;
    confirmEmail: string;
    submit: string;
    cancel: string;
  };
  summary: {
    heading: string;
    empty: string;
    forReceiver: string;
    remove: string;
    total: string;
    paidFromCards: string;
    card: string;
    remainingBalance: string;
    amountToPay: string;
  };
  addCard: { open: string; title: string; intro: string; submit: string };
  billing: {
    label: string;
    personLegend: string;
    addressLegend: string;
    firstName: string;
    lastName: string;
    email: string;
    phone: string;
    country: string;
    postCode: string;
    houseNumber: string;
    street: string;
    city: string;
    methods: string;
    methodRequired: string;
    bank: string;
    bankPlaceholder: string;
    terms: string;
    termsLink: string;
    submit: string;
  };
  /** `bodyPlaced`: after placing; `{taken}` is what the cards paid, `{left}` the balance they keep. */
  leave: { open: string; title: string; body: string; bodyPlaced: string; confirm: string; cancel: string };
  placed: { heading: string; reference: string; remainingBalance: string; details: string };
}

export const redeemUiMessages = {
  en: {
    form: {
      label: 'Check your balance',
      cardNumber: 'Card number',
      cardNumberHint: 'The 19 digits on your gift card or in your e-mail',
      pin: 'PIN',
      pinHint: 'The 6-digit PIN next to your card number',
      captcha: 'Security check',
      submit: 'Check balance',
    },
    result: {
      heading: 'Your balance',
      cardNumber: 'Card number',
      balance: 'Balance',
      expiryDate: 'Valid until',
      status: 'Status',
      statuses: { ACTIVE: 'Active', INACTIVE: 'Not activated yet', BLOCKED: 'Blocked' },
      checkAnother: 'Check another card',
      spend: 'Spend your balance',
    },
    holder: { heading: 'Your card' },
    products: {
      heading: 'Choose what to spend your balance on',
      giftCards: 'Gift cards',
      donations: 'Donations',
      choose: 'Choose',
      range: '{min} to {max}',
      empty: 'There is nothing to choose at the moment.',
      delivery: { DIGITAL: 'By e-mail', PHYSICAL: 'By post', both: 'By e-mail or by post' },
    },
    packageForm: {
      title: '{title}',
      amount: 'Amount',
      amountHint: 'A whole amount from {min} to {max}',
      fixedAmount: 'Amount: {amount}',
      amountRequired: 'Please enter an amount',
      wholeUnits: 'Please enter a whole amount, without pence',
      min: 'The amount must be at least {min}',
      max: 'The amount can be at most {max}',
      receiverLegend: 'Who receives it by e-mail',
      firstName: 'First name',
      lastName: 'Last name',
      email: 'E-mail address',
      confirmEmail: 'Repeat e-mail address',
      submit: 'Add',
      cancel: 'Cancel',
    },
    summary: {
      heading: 'Your order',
      empty: 'You have not chosen anything yet.',
      forReceiver: 'For {name}',
      remove: 'Remove',
      total: 'Order total',
      paidFromCards: 'Paid from your cards',
      card: 'Card {number}',
      remainingBalance: 'Balance left on your cards',
      amountToPay: 'Still to pay',
    },
    addCard: {
      open: 'Add another card',
      title: 'Add another card',
      intro: "Use the balance of another gift card for this order. You pay what the cards don't cover.",
      submit: 'Add card',
    },
    billing: {
      label: 'Your details',
      personLegend: 'Your details',
      addressLegend: 'Billing address',
      firstName: 'First name',
      lastName: 'Last name',
      email: 'E-mail address',
      phone: 'Phone number',
      country: 'Country',
      postCode: 'Postcode',
      houseNumber: 'House number',
      street: 'Street',
      city: 'Town or city',
      methods: 'How would you like to pay the rest?',
      methodRequired: 'Please choose how you would like to pay',
      bank: 'Your bank',
      bankPlaceholder: 'Choose your bank',
      terms: 'I agree to the {terms}',
      termsLink: 'general terms',
      submit: 'Place order',
    },
    leave: {
      open: 'Start again',
      title: 'Start again?',
      body: 'Your card and the order you are putting together will be forgotten in this window. Nothing is taken from your balance.',
      bodyPlaced: 'Your order is placed: {taken} was taken from your cards and {left} is left on them. Starting again forgets your cards in this window; your order and its gift cards stay.',
      confirm: 'Yes, start again',
      cancel: 'Stay',
    },
    placed: {
      heading: 'Thank you, your order is placed',
      reference: 'Order number',
      remainingBalance: 'Balance left on your cards',
      details: 'See your order',
    },
  },
  nl: {
    form: {
      label: 'Check je saldo',
      cardNumber: 'Kaartnummer',
      cardNumberHint: 'De 19 cijfers op je cadeaubon of in je e-mail',
      pin: 'Pincode',
      pinHint: 'De pincode van 6 cijfers naast je kaartnummer',
      captcha: 'Beveiligingscontrole',
      submit: 'Saldo checken',
    },
    result: {
      heading: 'Je saldo',
      cardNumber: 'Kaartnummer',
      balance: 'Saldo',
      expiryDate: 'Geldig tot',
      status: 'Status',
      statuses: { ACTIVE: 'Actief', INACTIVE: 'Nog niet geactiveerd', BLOCKED: 'Geblokkeerd' },
      checkAnother: 'Nog een kaart checken',
      spend: 'Saldo besteden',
    },
    holder: { heading: 'Je kaart' },
    products: {
      heading: 'Kies waar je je saldo aan besteedt',
      giftCards: 'Cadeaubonnen',
      donations: 'Donaties',
      choose: 'Kiezen',
      range: '{min} tot {max}',
      empty: 'Er is op dit moment niets te kiezen.',
      delivery: { DIGITAL: 'Per e-mail', PHYSICAL: 'Per post', both: 'Per e-mail of per post' },
    },
    packageForm: {
      title: '{title}',
      amount: 'Bedrag',
      amountHint: 'Een heel bedrag van {min} tot {max}',
      fixedAmount: 'Bedrag: {amount}',
      amountRequired: 'Vul een bedrag in',
      wholeUnits: 'Vul een heel bedrag in, zonder centen',
      min: 'Het bedrag moet minimaal {min} zijn',
      max: 'Het bedrag mag maximaal {max} zijn',
      receiverLegend: 'Wie ontvangt het per e-mail',
      firstName: 'Voornaam',
      lastName: 'Achternaam',
      email: 'E-mailadres',
      confirmEmail: 'Herhaal e-mailadres',
      submit: 'Toevoegen',
      cancel: 'Annuleren',
    },
    summary: {
      heading: 'Je bestelling',
      empty: 'Je hebt nog niets gekozen.',
      forReceiver: 'Voor {name}',
      remove: 'Verwijderen',
      total: 'Totaal',
      paidFromCards: 'Betaald met je kaarten',
      card: 'Kaart {number}',
      remainingBalance: 'Saldo dat op je kaarten overblijft',
      amountToPay: 'Nog te betalen',
    },
    addCard: {
      open: 'Nog een kaart toevoegen',
      title: 'Nog een kaart toevoegen',
      intro: 'Gebruik het saldo van nog een cadeaubon voor deze bestelling. Wat de kaarten niet dekken, betaal je zelf.',
      submit: 'Kaart toevoegen',
    },
    billing: {
      label: 'Je gegevens',
      personLegend: 'Je gegevens',
      addressLegend: 'Factuuradres',
      firstName: 'Voornaam',
      lastName: 'Achternaam',
      email: 'E-mailadres',
      phone: 'Telefoonnummer',
      country: 'Land',
      postCode: 'Postcode',
      houseNumber: 'Huisnummer',
      street: 'Straat',
      city: 'Plaats',
      methods: 'Hoe wil je de rest betalen?',
      methodRequired: 'Kies hoe je wilt betalen',
      bank: 'Je bank',
      bankPlaceholder: 'Kies je bank',
      terms: 'Ik ga akkoord met de {terms}',
      termsLink: 'algemene voorwaarden',
      submit: 'Bestelling plaatsen',
    },
    leave: {
      open: 'Opnieuw beginnen',
      title: 'Opnieuw beginnen?',
      body: 'Je kaart en de bestelling die je samenstelt worden in dit venster vergeten. Er gaat niets van je saldo af.',
      bodyPlaced: 'Je bestelling is geplaatst: er is {taken} van je kaarten afgegaan en er staat nog {left} op. Opnieuw beginnen vergeet je kaarten in dit venster; je bestelling en de cadeaubonnen blijven.',
      confirm: 'Ja, opnieuw beginnen',
      cancel: 'Blijven',
    },
    placed: {
      heading: 'Bedankt, je bestelling is geplaatst',
      reference: 'Bestelnummer',
      remainingBalance: 'Saldo dat op je kaarten overblijft',
      details: 'Bekijk je bestelling',
    },
  },
} satisfies Catalogue<RedeemUiMessages>;
