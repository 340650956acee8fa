import type { Catalogue } from '@giftshop/util-i18n';

/** Texts of the account's orders: the list, the "account order details" modal and a reorder's outcome. */
export interface OrdersUiMessages {
  listLabel: string;
  empty: string;
  reference: string;
  noReference: string;
  date: string;
  status: string;
  total: string;
  viewDetails: string;
  showMore: string;
  shown: string;
  statuses: Record<'PENDING' | 'COMPLETED' | 'CANCELED', string>;
  details: {
    title: string;
    facts: string;
    deliveryType: string;
    paymentMethod: string;
    items: string;
    itemLine: string;
    digital: string;
    physical: string;
    mixed: string;
    receivers: string;
    personalNote: string;
    wrapper: string;
    extraPacking: string;
    delivery: string;
    deliverySoon: string;
    promotion: string;
    totals: string;
    subTotal: string;
    serviceFee: string;
    shipping: string;
    extras: string;
    totalWithoutVat: string;
    totalWithVat: string;
    downloadInvoice: string;
    reorder: string;
    close: string;
  };
  reorderDetails: {
    title: string;
    heading: string;
    note: string;
    addToBasket: string;
    back: string;
    cancel: string;
  };
  reorderOutcome: {
    title: string;
    partly: string;
    nothing: string;
    toBasket: string;
    toOrders: string;
  };
}

export const ordersUiMessages: Catalogue<OrdersUiMessages> = {
  en: {
    listLabel: 'Your orders',
    empty: 'You have not placed any orders yet.',
    reference: 'Order number',
    noReference: 'Order of {date}',
    date: 'Order date',
    status: 'Status',
    total: 'Total',
    viewDetails: 'View details of order {reference}',
    showMore: 'Show more orders',
    shown: '{shown} of {total} orders shown',
    statuses: { PENDING: 'Pending', COMPLETED: 'Completed', CANCELED: 'Cancelled' },
    details: {
      title: 'Order {reference}',
      facts: 'Order details',
      deliveryType: 'Delivery',
      paymentMethod: 'Payment method',
      items: 'Items',
      itemLine: '{count} × {price}',
      digital: 'By e-mail',
      physical: 'By post',
      mixed: 'By e-mail and by post',
      receivers: 'Receivers',
      personalNote: 'Personal message',
      wrapper: 'Packaging',
      extraPacking: 'Extra packing',
      delivery: 'Delivered',
      deliverySoon: 'as soon as possible',
      promotion: 'Free promotional amount',
      totals: 'Totals',
      subTotal: 'Gift cards',
      serviceFee: 'Service fee',
      shipping: 'Shipping',
      extras: 'Extras',
      totalWithoutVat: 'Total without VAT',
      totalWithVat: 'Total with VAT',
      downloadInvoice: 'Download invoice',
      reorder: 'Reorder',
      close: 'Close',
    },
    reorderDetails: {
      title: 'Reorder order {reference}',
      heading: 'This goes into your basket',
      note: 'Prices and availability are checked again when the cards go into your basket, and they are delivered as soon as possible.',
      addToBasket: 'Add to basket',
      back: 'Back',
      cancel: 'Cancel',
    },
    reorderOutcome: {
      title: 'Reorder',
      partly: 'We put the order back in your basket, except for these packages:',
      nothing: 'None of the packages of this order can be ordered again:',
      toBasket: 'Go to basket',
      toOrders: 'Back to my orders',
    },
  },
  nl: {
    listLabel: 'Je bestellingen',
    empty: 'Je hebt nog niets besteld.',
    reference: 'Bestelnummer',
    noReference: 'Bestelling van {date}',
    date: 'Besteldatum',
    status: 'Status',
    total: 'Totaal',
    viewDetails: 'Details van bestelling {reference} bekijken',
    showMore: 'Meer bestellingen tonen',
    shown: '{shown} van {total} bestellingen getoond',
    statuses: { PENDING: 'In behandeling', COMPLETED: 'Afgerond', CANCELED: 'Geannuleerd' },
    details: {
      title: 'Bestelling {reference}',
      facts: 'Gegevens van de bestelling',
      deliveryType: 'Levering',
      paymentMethod: 'Betaalmethode',
      items: 'Artikelen',
      itemLine: '{count} × {price}',
      digital: 'Per e-mail',
      physical: 'Per post',
      mixed: 'Per e-mail en per post',
      receivers: 'Ontvangers',
      personalNote: 'Persoonlijke boodschap',
      wrapper: 'Verpakking',
      extraPacking: 'Extra verpakking',
      delivery: 'Levering',
      deliverySoon: 'zo snel mogelijk',
      promotion: 'Gratis actiebedrag',
      totals: 'Totalen',
      subTotal: 'Cadeaubonnen',
      serviceFee: 'Servicekosten',
      shipping: 'Verzendkosten',
      extras: 'Extra’s',
      totalWithoutVat: 'Totaal zonder btw',
      totalWithVat: 'Totaal met btw',
      downloadInvoice: 'Factuur downloaden',
      reorder: 'Opnieuw bestellen',
      close: 'Sluiten',
    },
    reorderDetails: {
      title: 'Bestelling {reference} opnieuw bestellen',
      heading: 'Dit gaat in je winkelmand',
      note: 'Prijzen en beschikbaarheid controleren we opnieuw zodra de bonnen in je winkelmand gaan, en ze worden zo snel mogelijk geleverd.',
      addToBasket: 'In winkelmand',
      back: 'Terug',
      cancel: 'Annuleren',
    },
    reorderOutcome: {
      title: 'Opnieuw bestellen',
      partly: 'We hebben de bestelling weer in je winkelmand gezet, behalve deze pakketten:',
      nothing: 'Geen van de pakketten van deze bestelling kan opnieuw besteld worden:',
      toBasket: 'Naar winkelmand',
      toOrders: 'Terug naar mijn bestellingen',
    },
  },
};
