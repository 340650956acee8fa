import type { Catalogue, PluralForms } from '@giftshop/util-i18n';

/** Texts the checkout components show by themselves; page copy comes from the feature's catalogue. */
export interface CheckoutUiMessages {
  steps: { label: string; details: string; shipping: string; payment: string; success: string; completed: string };
  summary: {
    title: string;
    open: string;
    digital: string;
    physical: string;
    cards: PluralForms;
    extras: string;
    subTotal: string;
    total: string;
    noVat: string;
  };
  details: {
    heading: string;
    business: string;
    businessHint: string;
    businessLegend: string;
    companyName: string;
    kvkNumber: string;
    vatNumber: string;
    referenceNumber: string;
    invoiceEmail: string;
    invoiceEmailHint: string;
    personLegend: string;
    firstName: string;
    lastName: string;
    email: string;
    emailHint: string;
    phone: string;
    addressLegend: string;
    country: string;
    postCode: string;
    houseNumber: string;
    suffix: string;
    street: string;
    city: string;
    submit: string;
  };
  shipping: {
    heading: string;
    digital: string;
    physical: string;
    /** `{address}` is the delivery address on one line. */
    to: string;
    receivers: string;
    /** `{date}` is a formatted date; `{time}` a time. */
    digitalAt: string;
    digitalDate: string;
    digitalSoon: string;
    dispatch: string;
    expected: string;
    registeredPost: string;
    cutOffNear: string;
    back: string;
    submit: string;
  };
  payment: {
    heading: string;
    methods: string;
    methodRequired: string;
    noMethods: string;
    bank: string;
    bankPlaceholder: string;
    /** `{terms}` is the link to the general terms. */
    terms: string;
    termsLink: string;
    back: string;
    submitPay: string;
    submitPlace: string;
    redirecting: string;
  };
  processing: { heading: string; confirmInApp: string; waiting: string; timedOut: string; checkAgain: string };
  retry: {
    heading: string;
    /** Why the shopper is back, per payment status. */
    reasons: { CANCELED: string; FAILED: string; EXPIRED: string; other: string };
    /** What the payment is for: the total less what gift cards paid. */
    toPay: string;
    complete: string;
    leaveTitle: string;
    leaveText: string;
    stay: string;
    leave: string;
    unavailableHeading: string;
    unavailable: string;
    toBasket: string;
    redeemUnavailable: string;
    toBalanceCheck: string;
    /** After "Leave and cancel order" of an order bought with a card balance: the balance is back. */
    cancelledHeading: string;
    balanceRestored: string;
    /** {card}: the masked card number; {balance}: its balance now. */
    cardBalance: string;
    continue: string;
  };
  confirmation: {
    reference: string;
    status: string;
    statuses: { COMPLETED: string; CANCELED: string; PENDING: string; awaitingPayment: string };
    orderDate: string;
    paymentMethod: string;
    /** An order bought with a card balance: what the gift cards paid, and the rest by `{method}` (or by card). */
    paidWithCards: string;
    paidWithMethod: string;
    paidByCard: string;
    items: string;
    receivers: string;
    message: string;
    wrapper: string;
    packing: string;
    delivery: string;
    /** `{date}` and `{time}`. */
    deliveryAt: string;
    deliveryOn: string;
    deliverySoon: string;
    /** `{date}`: when a physical shipment leaves, and when it is expected in the letterbox. */
    dispatchTerm: string;
    dispatch: string;
    expected: string;
    digital: string;
    physical: string;
    /** `{count}` cards of `{price}`. */
    quantity: string;
    totals: string;
    serviceFee: string;
    shippingCosts: string;
    extras: string;
    total: string;
    /** `{email}` is the buyer's address. */
    emailSent: string;
    emailSentNoAddress: string;
    emailOnPayment: string;
    emailOnPaymentNoAddress: string;
    paymentDetailsSent: string;
    quoteReference: string;
    bank: { heading: string; accountName: string; iban: string; bic: string; sortCode: string; accountNumber: string; reference: string };
  };
  empty: { heading: string; text: string; link: string };
}

export const checkoutUiMessages = {
  en: {
    steps: { label: 'Checkout steps', details: 'Your details', shipping: 'Shipping', payment: 'Payment', success: 'Success', completed: 'completed' },
    summary: {
      title: 'Order overview',
      open: 'Show order overview',
      digital: 'Digital gift cards',
      physical: 'Physical gift cards',
      cards: { one: '{count} card', other: '{count} cards' },
      extras: 'Wrappers, packing and messages',
      subTotal: 'Subtotal',
      total: 'Total',
      noVat: 'No VAT is charged on gift cards.',
    },
    details: {
      heading: 'Your details',
      business: 'I am ordering for a business',
      businessHint: 'Business customers can pay by invoice.',
      businessLegend: 'Business details',
      companyName: 'Company name',
      kvkNumber: 'Chamber of Commerce number',
      vatNumber: 'VAT number',
      referenceNumber: 'Reference or cost centre',
      invoiceEmail: 'Invoice e-mail address',
      invoiceEmailHint: 'Only when invoices should go to another address.',
      personLegend: 'Contact',
      firstName: 'First name',
      lastName: 'Last name',
      email: 'E-mail address',
      emailHint: 'We send the order confirmation to this address.',
      phone: 'Phone number',
      addressLegend: 'Billing address',
      country: 'Country',
      postCode: 'Postcode',
      houseNumber: 'House number',
      suffix: 'Suffix',
      street: 'Street',
      city: 'Town or city',
      submit: 'Continue to shipping',
    },
    shipping: {
      heading: 'Shipping',
      digital: 'By e-mail',
      physical: 'By post',
      to: 'To {address}',
      receivers: 'Receivers',
      digitalAt: 'E-mailed on {date} at {time}',
      digitalDate: 'E-mailed on {date}',
      digitalSoon: 'E-mailed within 1 hour of payment',
      dispatch: 'Dispatched on {date}',
      expected: 'Expected in the letterbox on {date}',
      registeredPost: 'Sent by registered post: someone needs to sign for it on delivery.',
      cutOffNear: 'Order soon: orders paid on working days before 5:00 PM ship the same day.',
      back: 'Back to your details',
      submit: 'Continue to payment',
    },
    payment: {
      heading: 'Payment',
      methods: 'Choose how to pay',
      methodRequired: 'Please choose a payment method',
      noMethods: 'No payment method is available at the moment. Please try again later.',
      bank: 'Your bank',
      bankPlaceholder: 'Choose your bank',
      terms: 'I agree to the {terms}',
      termsLink: 'general terms and conditions',
      back: 'Back to shipping',
      submitPay: 'Place order and pay',
      submitPlace: 'Place order',
      redirecting: 'Taking you to the payment page…',
    },
    processing: {
      heading: 'Processing your payment',
      confirmInApp: 'Please confirm the payment in your phone app. This page updates by itself.',
      waiting: 'We are checking your payment…',
      timedOut: 'We have not heard from your bank yet. If you paid, you will receive a confirmation e-mail shortly.',
      checkAgain: 'Check again',
    },
    retry: {
      heading: 'Complete your payment',
      reasons: {
        CANCELED: 'Your payment was cancelled. Your order is saved: complete the payment to receive your gift cards.',
        FAILED: 'Your payment did not go through. Your order is saved: please try again, or choose another payment method.',
        EXPIRED: 'Your payment session expired. Your order is saved: complete the payment to receive your gift cards.',
        other: 'Your order has not been paid yet. Complete the payment to receive your gift cards.',
      },
      complete: 'Complete payment',
      toPay: 'To pay',
      leaveTitle: 'Leave without paying?',
      leaveText: 'If you leave this page, your order is cancelled and you will have to order again.',
      stay: 'Stay and pay',
      leave: 'Leave and cancel order',
      unavailableHeading: 'Your order was not paid',
      unavailable: 'This order can no longer be paid. Your basket is waiting for you to order again.',
      toBasket: 'Back to the basket',
      redeemUnavailable: 'This order can no longer be paid. The balance it took from your cards is back on them, so you can check a card and order again.',
      toBalanceCheck: 'Back to the balance check',
      cancelledHeading: 'Your order is cancelled',
      balanceRestored: 'What your order took from your cards is back on them.',
      cardBalance: 'Card {card}: balance {balance}',
      continue: 'Continue',
    },
    confirmation: {
      reference: 'Order number',
      status: 'Status',
      statuses: { COMPLETED: 'Paid and completed', CANCELED: 'Cancelled', PENDING: 'Being processed', awaitingPayment: 'Awaiting payment' },
      orderDate: 'Order date',
      paymentMethod: 'Payment method',
      paidWithCards: 'Paid with gift cards',
      paidWithMethod: 'Paid with {method}',
      paidByCard: 'Paid by card',
      items: 'Your gift cards',
      receivers: 'For',
      message: 'Personal message',
      wrapper: 'Wrapper',
      packing: 'Gift packing',
      delivery: 'Delivery',
      deliveryAt: '{date} at {time}',
      deliveryOn: '{date}',
      deliverySoon: 'As soon as possible',
      dispatchTerm: 'Dispatch',
      dispatch: 'Dispatched on {date}',
      expected: 'expected in the letterbox on {date}',
      digital: 'By e-mail',
      physical: 'By post',
      quantity: '{count} × {price}',
      totals: 'Totals',
      serviceFee: 'Service fee',
      shippingCosts: 'Shipping',
      extras: 'Wrappers, packing and messages',
      total: 'Total',
      emailSent: 'We have sent a confirmation e-mail to {email}.',
      emailSentNoAddress: 'We have sent you a confirmation e-mail.',
      emailOnPayment: 'We will send a confirmation e-mail to {email} once your payment has arrived.',
      emailOnPaymentNoAddress: 'We will send you a confirmation e-mail once your payment has arrived.',
      paymentDetailsSent: 'We have sent the payment details to {email}. Your confirmation e-mail follows once your payment has arrived.',
      quoteReference: 'Please quote your order number {reference} with your payment.',
      bank: { heading: 'Pay by bank transfer to', accountName: 'Account name', iban: 'IBAN', bic: 'BIC', sortCode: 'Sort code', accountNumber: 'Account number', reference: 'Reference' },
    },
    empty: { heading: 'Your basket is empty', text: 'Add a gift card to your basket before you check out.', link: 'Choose a gift card' },
  },
  nl: {
    steps: { label: 'Stappen van het bestellen', details: 'Je gegevens', shipping: 'Verzending', payment: 'Betaling', success: 'Gelukt', completed: 'afgerond' },
    summary: {
      title: 'Besteloverzicht',
      open: 'Toon besteloverzicht',
      digital: 'Digitale cadeaubonnen',
      physical: 'Fysieke cadeaubonnen',
      cards: { one: '{count} kaart', other: '{count} kaarten' },
      extras: 'Wikkels, verpakking en berichten',
      subTotal: 'Subtotaal',
      total: 'Totaal',
      noVat: 'Over cadeaubonnen wordt geen btw berekend.',
    },
    details: {
      heading: 'Je gegevens',
      business: 'Ik bestel zakelijk',
      businessHint: 'Zakelijke klanten kunnen op factuur betalen.',
      businessLegend: 'Bedrijfsgegevens',
      companyName: 'Bedrijfsnaam',
      kvkNumber: 'KvK-nummer',
      vatNumber: 'Btw-nummer',
      referenceNumber: 'Referentie of kostenplaats',
      invoiceEmail: 'E-mailadres voor facturen',
      invoiceEmailHint: 'Alleen als facturen naar een ander adres moeten.',
      personLegend: 'Contactgegevens',
      firstName: 'Voornaam',
      lastName: 'Achternaam',
      email: 'E-mailadres',
      emailHint: 'Hier sturen we de orderbevestiging naartoe.',
      phone: 'Telefoonnummer',
      addressLegend: 'Factuuradres',
      country: 'Land',
      postCode: 'Postcode',
      houseNumber: 'Huisnummer',
      suffix: 'Toevoeging',
      street: 'Straat',
      city: 'Plaats',
      submit: 'Verder naar verzending',
    },
    shipping: {
      heading: 'Verzending',
      digital: 'Per e-mail',
      physical: 'Per post',
      to: 'Naar {address}',
      receivers: 'Ontvangers',
      digitalAt: 'Gemaild op {date} om {time}',
      digitalDate: 'Gemaild op {date}',
      digitalSoon: 'Binnen 1 uur na betaling gemaild',
      dispatch: 'Verzonden op {date}',
      expected: 'Verwacht in de brievenbus op {date}',
      registeredPost: 'Aangetekend verzonden: bij bezorging moet iemand tekenen.',
      cutOffNear: 'Bestel snel: bestellingen die op werkdagen vóór 17:00 betaald zijn, gaan dezelfde dag de deur uit.',
      back: 'Terug naar jouw gegevens',
      submit: 'Verder naar betaling',
    },
    payment: {
      heading: 'Betaling',
      methods: 'Kies hoe je betaalt',
      methodRequired: 'Kies een betaalmethode',
      noMethods: 'Er is op dit moment geen betaalmethode beschikbaar. Probeer het later opnieuw.',
      bank: 'Jouw bank',
      bankPlaceholder: 'Kies je bank',
      terms: 'Ik ga akkoord met de {terms}',
      termsLink: 'algemene voorwaarden',
      back: 'Terug naar verzending',
      submitPay: 'Bestellen en betalen',
      submitPlace: 'Bestellen',
      redirecting: 'We sturen je door naar de betaalpagina…',
    },
    processing: {
      heading: 'Je betaling wordt verwerkt',
      confirmInApp: 'Bevestig de betaling in de app op je telefoon. Deze pagina werkt zichzelf bij.',
      waiting: 'We controleren je betaling…',
      timedOut: 'We hebben nog niets van je bank gehoord. Als je betaald hebt, krijg je zo een bevestiging per e-mail.',
      checkAgain: 'Opnieuw controleren',
    },
    retry: {
      heading: 'Rond je betaling af',
      reasons: {
        CANCELED: 'Je betaling is geannuleerd. Je bestelling is bewaard: rond de betaling af om je cadeaubonnen te ontvangen.',
        FAILED: 'Je betaling is niet gelukt. Je bestelling is bewaard: probeer het opnieuw of kies een andere betaalmethode.',
        EXPIRED: 'Je betaalsessie is verlopen. Je bestelling is bewaard: rond de betaling af om je cadeaubonnen te ontvangen.',
        other: 'Je bestelling is nog niet betaald. Rond de betaling af om je cadeaubonnen te ontvangen.',
      },
      complete: 'Betaling afronden',
      toPay: 'Te betalen',
      leaveTitle: 'Weggaan zonder te betalen?',
      leaveText: 'Als je deze pagina verlaat, wordt je bestelling geannuleerd en moet je opnieuw bestellen.',
      stay: 'Blijven en betalen',
      leave: 'Weggaan en bestelling annuleren',
      unavailableHeading: 'Je bestelling is niet betaald',
      unavailable: 'Deze bestelling kan niet meer betaald worden. Je winkelmandje wacht op je om opnieuw te bestellen.',
      toBasket: 'Terug naar het winkelmandje',
      redeemUnavailable: 'Deze bestelling kan niet meer betaald worden. Het saldo dat ervoor van je kaarten ging, staat er weer op, dus je kunt een kaart checken en opnieuw bestellen.',
      toBalanceCheck: 'Terug naar de saldocheck',
      cancelledHeading: 'Je bestelling is geannuleerd',
      balanceRestored: 'Wat je bestelling van je kaarten nam, staat er weer op.',
      cardBalance: 'Kaart {card}: saldo {balance}',
      continue: 'Verder',
    },
    confirmation: {
      reference: 'Bestelnummer',
      status: 'Status',
      statuses: { COMPLETED: 'Betaald en afgerond', CANCELED: 'Geannuleerd', PENDING: 'Wordt verwerkt', awaitingPayment: 'Wacht op betaling' },
      orderDate: 'Besteldatum',
      paymentMethod: 'Betaalmethode',
      paidWithCards: 'Betaald met cadeaubonnen',
      paidWithMethod: 'Betaald met {method}',
      paidByCard: 'Betaald met kaart',
      items: 'Jouw cadeaubonnen',
      receivers: 'Voor',
      message: 'Persoonlijk bericht',
      wrapper: 'Wikkel',
      packing: 'Cadeauverpakking',
      delivery: 'Bezorging',
      deliveryAt: '{date} om {time}',
      deliveryOn: '{date}',
      deliverySoon: 'Zo snel mogelijk',
      dispatchTerm: 'Verzending',
      dispatch: 'Verzonden op {date}',
      expected: 'verwacht in de brievenbus op {date}',
      digital: 'Per e-mail',
      physical: 'Per post',
      quantity: '{count} × {price}',
      totals: 'Totalen',
      serviceFee: 'Servicekosten',
      shippingCosts: 'Verzendkosten',
      extras: 'Wikkels, verpakking en berichten',
      total: 'Totaal',
      emailSent: 'We hebben een bevestiging gestuurd naar {email}.',
      emailSentNoAddress: 'We hebben je een bevestiging per e-mail gestuurd.',
      emailOnPayment: 'We sturen een bevestiging naar {email} zodra je betaling binnen is.',
      emailOnPaymentNoAddress: 'We sturen je een bevestiging per e-mail zodra je betaling binnen is.',
      paymentDetailsSent: 'We hebben de betaalgegevens gestuurd naar {email}. Je bevestiging volgt zodra je betaling binnen is.',
      quoteReference: 'Vermeld bij je betaling je bestelnummer {reference}.',
      bank: { heading: 'Maak het bedrag over naar', accountName: 'Ten name van', iban: 'IBAN', bic: 'BIC', sortCode: 'Sort code', accountNumber: 'Rekeningnummer', reference: 'Kenmerk' },
    },
    empty: { heading: 'Je winkelmandje is leeg', text: 'Voeg eerst een cadeaubon toe aan je winkelmandje.', link: 'Kies een cadeaubon' },
  },
} satisfies Catalogue<CheckoutUiMessages>;
