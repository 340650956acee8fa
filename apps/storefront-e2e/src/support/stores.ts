/**
 * What the shared journey helpers need to know of a storefront: its paths, the texts a shopper reads and clicks, its
 * money format and a real address of its country. The texts are written out, not read from the message catalogues,
 * so that an untranslated string fails the journey of the store whose language it is not.
 */
export interface StoreUnderTest {
  key: 'GCUK' | 'CB';
  /** The store as the gateway's calls name it. */
  userData: { language: string; storeID: number; countryCode: string };
  paths: {
    basket: string;
    order: string;
    checkBalance: string;
    redeemShop: string;
    redeemCheckout: string;
  };
  /** A gift card sold by e-mail, and the label of its 25 amount. */
  cardProduct: string;
  amount25: string;
  /** An amount in minor units as the store prints it. */
  money: (minor: number) => string;
  address: { postcode: string; houseNumber: string; street: string; city: string };
  /** A mobile number as the store's shoppers type it, with the store's country code preselected. */
  phone: string;
  text: {
    physical: string;
    customAmount: string;
    quantity: string;
    addToBasket: string;
    deliveryDialog: string;
    receiverPerCard: string;
    receiver: (n: number) => string;
    firstName: string;
    lastName: string;
    email: string;
    repeatEmail: string;
    postcode: string;
    houseNumber: string;
    street: string;
    city: string;
    addedDialog: string;
    goToBasket: string;
    basketHeading: string;
    toCheckout: string;
    identifyDialog: string;
    orderAsGuest: string;
    detailsForm: string;
    business: string;
    companyName: string;
    kvkNumber: RegExp;
    vatNumber: RegExp;
    reference: RegExp;
    phoneNumber: string;
    continueToShipping: string;
    shipping: string;
    continueToPayment: string;
    payment: string;
    bank: string;
    terms: RegExp;
    placeOrder: RegExp;
    sandboxHeading: string;
    paySucceeds: RegExp;
    confirmationHeading: string;
    checkForm: string;
    cardNumber: RegExp;
    pin: RegExp;
    notRobot: string;
    checkButton: string;
    balanceRegion: string;
    spend: string;
    redeemHeading: string;
    redeemTitle: RegExp;
    yourCard: string;
    yourOrder: string;
    continueToRedeemCheckout: string;
  };
}

export const GCUK: StoreUnderTest = {
  key: 'GCUK',
  userData: { language: 'en', storeID: 48, countryCode: 'GB' },
  paths: {
    basket: '/basket/',
    order: '/order/',
    checkBalance: '/check-balance/',
    redeemShop: '/check-balance/redeem/',
    redeemCheckout: '/check-balance/checkout/',
  },
  cardProduct: '/gift-cards/the-velvet-teapot-gift-card/',
  amount25: '£25',
  money: (minor) => `£${(minor / 100).toFixed(2)}`,
  address: { postcode: 'SW1A 1AA', houseNumber: '10', street: 'Downing Street', city: 'London' },
  phone: '07400 123456',
  text: {
    physical: 'Physical',
    customAmount: 'Your amount',
    quantity: 'Quantity',
    addToBasket: 'Add to basket',
    deliveryDialog: 'Delivery details',
    receiverPerCard: 'A receiver per card',
    receiver: (n) => `Receiver ${n}`,
    firstName: 'First name',
    lastName: 'Last name',
    email: 'E-mail address',
    repeatEmail: 'Repeat e-mail address',
    postcode: 'Postcode',
    houseNumber: 'House number',
    street: 'Street',
    city: 'Town or city',
    addedDialog: 'Added to your basket',
    goToBasket: 'Go to basket',
    basketHeading: 'Your basket',
    toCheckout: 'To checkout',
    identifyDialog: 'Log in or order as a guest',
    orderAsGuest: 'Order as a guest',
    detailsForm: 'Your details',
    business: 'I am ordering for a business',
    companyName: 'Company name',
    kvkNumber: /Chamber of Commerce/,
    vatNumber: /VAT number/,
    reference: /Reference/,
    phoneNumber: 'Number',
    continueToShipping: 'Continue to shipping',
    shipping: 'Shipping',
    continueToPayment: 'Continue to payment',
    payment: 'Payment',
    bank: 'Your bank',
    terms: /I agree to the general terms/,
    placeOrder: /Place order/,
    sandboxHeading: 'Test payment',
    paySucceeds: /Pay: the payment succeeds/,
    confirmationHeading: 'Thank you for your order',
    checkForm: 'Check your balance',
    cardNumber: /Card number/,
    pin: /PIN/,
    notRobot: "I'm not a robot",
    checkButton: 'Check balance',
    balanceRegion: 'Your balance',
    spend: 'Spend your balance',
    redeemHeading: 'Spend your balance',
    redeemTitle: /Spend your gift card balance/,
    yourCard: 'Your card',
    yourOrder: 'Your order',
    continueToRedeemCheckout: 'Continue to checkout',
  },
};

/** The Dutch store: nl routes of spec §2.2, euro amounts printed "€ 25,00", an Amsterdam address. */
export const CB: StoreUnderTest = {
  key: 'CB',
  userData: { language: 'nl', storeID: 1, countryCode: 'NL' },
  paths: {
    basket: '/winkelmandje/',
    order: '/bestellen/',
    checkBalance: '/saldocheck/',
    redeemShop: '/saldocheck/inwisselen/',
    redeemCheckout: '/saldocheck/checkout/',
  },
  cardProduct: '/cadeaubonnen/het-zoute-anker-cadeaubon/',
  amount25: '€ 25',
  money: (minor) => `€ ${(minor / 100).toFixed(2).replace('.', ',')}`,
  address: { postcode: '1016 EA', houseNumber: '241', street: 'Keizersgracht', city: 'Amsterdam' },
  phone: '06 12345678',
  text: {
    physical: 'Fysiek',
    customAmount: 'Jouw bedrag',
    quantity: 'Aantal',
    addToBasket: 'In winkelmandje',
    deliveryDialog: 'Bezorggegevens',
    receiverPerCard: 'Een ontvanger per cadeaubon',
    receiver: (n) => `Ontvanger ${n}`,
    firstName: 'Voornaam',
    lastName: 'Achternaam',
    email: 'E-mailadres',
    repeatEmail: 'Herhaal e-mailadres',
    postcode: 'Postcode',
    houseNumber: 'Huisnummer',
    street: 'Straat',
    city: 'Plaats',
    addedDialog: 'Toegevoegd aan je winkelmandje',
    goToBasket: 'Naar winkelmandje',
    basketHeading: 'Je winkelmandje',
    toCheckout: 'Naar afrekenen',
    identifyDialog: 'Inloggen of bestellen als gast',
    orderAsGuest: 'Bestel als gast',
    detailsForm: 'Je gegevens',
    business: 'Ik bestel zakelijk',
    companyName: 'Bedrijfsnaam',
    kvkNumber: /KvK-nummer/,
    vatNumber: /Btw-nummer/,
    reference: /Referentie/,
    phoneNumber: 'Nummer',
    continueToShipping: 'Verder naar verzending',
    shipping: 'Verzending',
    continueToPayment: 'Verder naar betaling',
    payment: 'Betaling',
    bank: 'Jouw bank',
    terms: /Ik ga akkoord met de algemene voorwaarden/,
    placeOrder: /Bestellen en betalen/,
    sandboxHeading: 'Testbetaling',
    paySucceeds: /Betalen: de betaling slaagt/,
    confirmationHeading: 'Bedankt voor je bestelling',
    checkForm: 'Check je saldo',
    cardNumber: /Kaartnummer/,
    pin: /Pincode/,
    notRobot: 'Ik ben geen robot',
    checkButton: 'Saldo checken',
    balanceRegion: 'Je saldo',
    spend: 'Saldo besteden',
    redeemHeading: 'Besteed je saldo',
    redeemTitle: /Besteed het saldo van je cadeaubon/,
    yourCard: 'Je kaart',
    yourOrder: 'Je bestelling',
    continueToRedeemCheckout: 'Verder naar afrekenen',
  },
};
