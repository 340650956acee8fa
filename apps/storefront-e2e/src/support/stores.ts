/**
 * What the shared journey helpers need to know of a storefront: its paths, the texts a shopper reads and clicks, its
 * money format and a real address of its country. The texts are written out, not read from the message catalogues,
 * so that an untranslated string fails the journey of the store whose language it is not.
 */
export interface StoreUnderTest {
  key: 'GCUK' | 'CB' | 'CBDE' | 'CBFR' | 'CBPL';
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
    /** A pattern where the label is part of another (French "Nom" in "Prénom"). */
    lastName: string | RegExp;
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

/** The shared parts of a CB store in another language: its own paths, texts and a real address of its country. */
type LocaleStore = Omit<StoreUnderTest, 'cardProduct' | 'amount25'>;

/** CadeauBon DE: German routes and texts, euro amounts, a Berlin address and a German mobile number. */
export const CBDE: LocaleStore = {
  key: 'CBDE',
  userData: { language: 'de', storeID: 8, countryCode: 'DE' },
  paths: {
    basket: '/warenkorb/',
    order: '/bestellen/',
    checkBalance: '/guthaben-abfragen/',
    redeemShop: '/guthaben-abfragen/einloesen/',
    redeemCheckout: '/guthaben-abfragen/kasse/',
  },
  money: (minor) => `${(minor / 100).toFixed(2).replace('.', ',')}\u00a0€`,
  address: { postcode: '10117', houseNumber: '68', street: 'Friedrichstraße', city: 'Berlin' },
  phone: '01512 3456789',
  text: {
    physical: 'Per Post',
    customAmount: 'Dein Betrag',
    quantity: 'Anzahl',
    addToBasket: 'In den Warenkorb',
    deliveryDialog: 'Versanddetails',
    receiverPerCard: 'Ein Empfänger pro Gutschein',
    receiver: (n) => `Empfänger ${n}`,
    firstName: 'Vorname',
    lastName: 'Nachname',
    email: 'E-Mail-Adresse',
    repeatEmail: 'E-Mail-Adresse wiederholen',
    postcode: 'PLZ',
    houseNumber: 'Hausnummer',
    street: 'Straße',
    city: 'Ort',
    addedDialog: 'Zum Warenkorb hinzugefügt',
    goToBasket: 'Zum Warenkorb',
    basketHeading: 'Dein Warenkorb',
    toCheckout: 'Zur Kasse',
    identifyDialog: 'Anmelden oder als Gast bestellen',
    orderAsGuest: 'Als Gast bestellen',
    detailsForm: 'Deine Daten',
    business: 'Ich bestelle für ein Unternehmen',
    companyName: 'Firmenname',
    kvkNumber: /Handelsregisternummer/,
    vatNumber: /USt-IdNr\./,
    reference: /Referenz oder Kostenstelle/,
    phoneNumber: 'Rufnummer',
    continueToShipping: 'Weiter zum Versand',
    shipping: 'Versand',
    continueToPayment: 'Weiter zur Zahlung',
    payment: 'Zahlung',
    bank: 'Deine Bank',
    terms: /Ich akzeptiere die/,
    placeOrder: /Zahlungspflichtig bestellen/,
    sandboxHeading: 'Testzahlung',
    paySucceeds: /Bezahlen: Die Zahlung ist erfolgreich/,
    confirmationHeading: 'Vielen Dank für deine Bestellung',
    checkForm: 'Guthaben abfragen',
    cardNumber: /Kartennummer/,
    pin: /PIN/,
    notRobot: 'Ich bin kein Roboter',
    checkButton: 'Guthaben abfragen',
    balanceRegion: 'Dein Guthaben',
    spend: 'Guthaben einlösen',
    redeemHeading: 'Guthaben einlösen',
    redeemTitle: /Guthaben deines Gutscheins einlösen/,
    yourCard: 'Dein Gutschein',
    yourOrder: 'Deine Bestellung',
    continueToRedeemCheckout: 'Weiter zur Kasse',
  },
};

/** CadeauBon FR: French routes and texts, euro amounts, a Paris address and a French mobile number. */
export const CBFR: LocaleStore = {
  key: 'CBFR',
  userData: { language: 'fr', storeID: 11, countryCode: 'FR' },
  paths: {
    basket: '/panier/',
    order: '/commande/',
    checkBalance: '/verifier-le-solde/',
    redeemShop: '/verifier-le-solde/utiliser/',
    redeemCheckout: '/verifier-le-solde/paiement/',
  },
  money: (minor) => `${(minor / 100).toFixed(2).replace('.', ',')}\u00a0€`,
  address: { postcode: '75008', houseNumber: '55', street: 'Rue du Faubourg Saint-Honoré', city: 'Paris' },
  phone: '06 12 34 56 78',
  text: {
    physical: 'Physique',
    customAmount: 'Votre montant',
    quantity: 'Quantité',
    addToBasket: 'Ajouter au panier',
    deliveryDialog: 'Informations de livraison',
    receiverPerCard: 'Un destinataire par carte',
    receiver: (n) => `Destinataire ${n}`,
    firstName: 'Prénom',
    lastName: /^Nom$/,
    email: 'Adresse e-mail',
    repeatEmail: 'Confirmer l’adresse e-mail',
    postcode: 'Code postal',
    houseNumber: 'Numéro de rue',
    street: 'Nom de la rue',
    city: 'Ville',
    addedDialog: 'Ajouté à votre panier',
    goToBasket: 'Voir le panier',
    basketHeading: 'Votre panier',
    toCheckout: 'Passer commande',
    identifyDialog: 'Se connecter ou commander en tant qu’invité',
    orderAsGuest: 'Commander en tant qu’invité',
    detailsForm: 'Vos informations',
    business: 'Je commande pour une entreprise',
    companyName: 'Nom de l’entreprise',
    kvkNumber: /Numéro d’immatriculation \(RCS\)/,
    vatNumber: /Numéro de TVA/,
    reference: /Référence ou centre de coûts/,
    phoneNumber: 'Numéro de téléphone',
    continueToShipping: 'Continuer vers la livraison',
    shipping: 'Livraison',
    continueToPayment: 'Continuer vers le paiement',
    payment: 'Paiement',
    bank: 'Votre banque',
    terms: /J’accepte les/,
    placeOrder: /Commander et payer/,
    sandboxHeading: 'Paiement de test',
    paySucceeds: /Payer : le paiement réussit/,
    confirmationHeading: 'Merci pour votre commande',
    checkForm: 'Consultez votre solde',
    cardNumber: /Numéro de carte/,
    pin: /Code PIN/,
    notRobot: 'Je ne suis pas un robot',
    checkButton: 'Consulter le solde',
    balanceRegion: 'Votre solde',
    spend: 'Utiliser votre solde',
    redeemHeading: 'Utilisez votre solde',
    redeemTitle: /Utilisez le solde de votre carte cadeau/,
    yourCard: 'Votre carte',
    yourOrder: 'Votre commande',
    continueToRedeemCheckout: 'Continuer vers la commande',
  },
};

/** CadeauBon PL: Polish routes and texts, złoty amounts, a Warsaw address and a Polish mobile number. */
export const CBPL: LocaleStore = {
  key: 'CBPL',
  userData: { language: 'pl', storeID: 17, countryCode: 'PL' },
  paths: {
    basket: '/koszyk/',
    order: '/zamowienie/',
    checkBalance: '/sprawdz-saldo/',
    redeemShop: '/sprawdz-saldo/wykorzystaj/',
    redeemCheckout: '/sprawdz-saldo/kasa/',
  },
  money: (minor) => `${(minor / 100).toFixed(2).replace('.', ',')}\u00a0zł`,
  address: { postcode: '00-017', houseNumber: '104', street: 'Marszałkowska', city: 'Warszawa' },
  phone: '512 345 678',
  text: {
    physical: 'Fizyczna',
    customAmount: 'Twoja kwota',
    quantity: 'Liczba',
    addToBasket: 'Dodaj do koszyka',
    deliveryDialog: 'Szczegóły dostawy',
    receiverPerCard: 'Osobny odbiorca dla każdej karty',
    receiver: (n) => `Odbiorca ${n}`,
    firstName: 'Imię',
    lastName: 'Nazwisko',
    email: 'Adres e-mail',
    repeatEmail: 'Powtórz adres e-mail',
    postcode: 'Kod pocztowy',
    houseNumber: 'Numer domu',
    street: 'Ulica',
    city: 'Miejscowość',
    addedDialog: 'Dodano do koszyka',
    goToBasket: 'Przejdź do koszyka',
    basketHeading: 'Twój koszyk',
    toCheckout: 'Przejdź do kasy',
    identifyDialog: 'Zaloguj się lub zamów jako gość',
    orderAsGuest: 'Zamów jako gość',
    detailsForm: 'Twoje dane',
    business: 'Zamawiam dla firmy',
    companyName: 'Nazwa firmy',
    kvkNumber: /Numer rejestrowy firmy \(KRS\)/,
    vatNumber: /Numer VAT/,
    reference: /Numer referencyjny lub MPK/,
    phoneNumber: 'Numer',
    continueToShipping: 'Przejdź do wysyłki',
    shipping: 'Wysyłka',
    continueToPayment: 'Przejdź do płatności',
    payment: 'Płatność',
    bank: 'Twój bank',
    terms: /Akceptuję/,
    placeOrder: /Zamawiam i płacę/,
    sandboxHeading: 'Płatność testowa',
    paySucceeds: /Zapłać: płatność się powiedzie/,
    confirmationHeading: 'Dziękujemy za zamówienie',
    checkForm: 'Sprawdź saldo',
    cardNumber: /Numer karty/,
    pin: /PIN/,
    notRobot: 'Nie jestem robotem',
    checkButton: 'Sprawdź saldo',
    balanceRegion: 'Twoje saldo',
    spend: 'Wykorzystaj saldo',
    redeemHeading: 'Wykorzystaj saldo',
    redeemTitle: /Wykorzystaj saldo karty podarunkowej/,
    yourCard: 'Twoja karta',
    yourOrder: 'Twoje zamówienie',
    continueToRedeemCheckout: 'Przejdź do kasy',
  },
};
