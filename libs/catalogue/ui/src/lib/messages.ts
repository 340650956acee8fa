import type { Catalogue, PluralForms } from '@giftshop/util-i18n';

/** Texts the catalogue components show by themselves; page copy comes from the feature's catalogue. */
export interface CatalogueUiMessages {
  breadcrumbs: string;
  listing: {
    showMore: string;
    /** Positions `{from}` to `{to}` of `{count}` products. */
    shown: PluralForms;
    pages: string;
    previousPage: string;
    nextPage: string;
    empty: string;
    emptyLink: string;
    loadFailed: string;
  };
  product: { brand: string; categories: string; outOfStock: string };
  purchase: {
    heading: string;
    deliveryType: string;
    digital: string;
    digitalHint: string;
    physical: string;
    physicalHint: string;
    amount: string;
    otherAmount: string;
    customAmount: string;
    /** `{min}` and `{max}` are formatted amounts. */
    customAmountHint: string;
    /** A value above the card maximum: `{count}` cards, `{amounts}` their formatted values as a list. */
    splitNotice: string;
    quantity: string;
    submit: string;
    errors: {
      amountRequired: string;
      customRequired: string;
      wholeUnits: string;
      min: string;
      max: string;
      quantity: string;
    };
  };
  /** The product delivery overview modal; `{product}` is the product's title. */
  deliveryOverview: {
    open: string;
    title: string;
    close: string;
    digital: DeliveryMethodText;
    physical: DeliveryMethodText;
  };
  /** The brands modal of the Choice card; `{query}` is the filter text. */
  brands: {
    open: string;
    title: string;
    filter: string;
    count: PluralForms;
    none: string;
    failed: string;
    close: string;
  };
  /** The alternative choice modal: the Choice card offered to a shopper who closes the delivery dialog. */
  alternativeChoice: { title: string; text: string; cta: string; dismiss: string };
  /**
   * Testimonials on the home page and the testimonials mobile modal; `{rating}` of `{max}` stars, `{count}`
   * testimonials; a testimonial's date as `date` with `{day}`, `{month}` (of `months`, January first) and `{year}`.
   */
  testimonials: { title: string; rating: string; readAll: string; modalTitle: string; close: string; date: string; months: string[] };
}

interface DeliveryMethodText {
  heading: string;
  facts: { term: string; text: string }[];
}

export const catalogueUiMessages = {
  en: {
    breadcrumbs: 'Breadcrumb',
    listing: {
      showMore: 'Show more',
      shown: { one: 'Showing {from}–{to} of {count} gift card', other: 'Showing {from}–{to} of {count} gift cards' },
      pages: 'Pages',
      previousPage: 'Previous page',
      nextPage: 'Next page',
      empty: 'There are no gift cards here at the moment.',
      emptyLink: 'View all gift cards',
      loadFailed: 'The next gift cards could not be loaded. Please try again.',
    },
    product: { brand: 'Brand', categories: 'Categories', outOfStock: 'Out of stock: this gift card cannot be ordered at the moment.' },
    purchase: {
      heading: 'Order this gift card',
      deliveryType: 'How should we send it?',
      digital: 'Digital',
      digitalHint: 'By e-mail, within the hour',
      physical: 'Physical',
      physicalHint: 'By post, in a gift envelope',
      amount: 'Choose an amount',
      otherAmount: 'Other amount',
      customAmount: 'Your amount',
      customAmountHint: 'Between {min} and {max}, whole amounts only',
      splitNotice: 'Sent as {count} cards: {amounts}',
      quantity: 'Quantity',
      submit: 'Add to basket',
      errors: {
        amountRequired: 'Choose an amount to continue',
        customRequired: 'Enter an amount',
        wholeUnits: 'Enter a whole amount, for example 25',
        min: 'The amount must be at least {min}',
        max: 'The amount can be at most {max}',
        quantity: 'Enter a quantity from {min} to {max}',
      },
    },
    deliveryOverview: {
      open: 'Delivery options',
      title: 'Delivery of {product}',
      close: 'Close',
      digital: {
        heading: 'Digital, by e-mail',
        facts: [
          { term: 'When', text: 'Within an hour of your payment, or on the date and time you choose.' },
          { term: 'How', text: 'The receiver gets an e-mail with the gift card; you can add a personal message.' },
          { term: 'Postage', text: 'None.' },
        ],
      },
      physical: {
        heading: 'Physical, by post',
        facts: [
          { term: 'Dispatch', text: 'Ordered on a working day before 17:00: sent the same day. Later orders leave on the next working day, or on the date you choose.' },
          { term: 'Delivery', text: 'In a gift envelope through the letterbox, usually the day after dispatch (Tuesday to Saturday).' },
          { term: 'Postage', text: 'Free. A valuable shipment goes by registered post; the basket shows its charge before you pay.' },
        ],
      },
    },
    brands: {
      open: 'Where can it be spent?',
      title: 'Where you can spend the Choice Gift Card',
      filter: 'Find a brand',
      count: { one: '{count} brand', other: '{count} brands' },
      none: 'No brand matches “{query}”',
      failed: 'The brands could not be loaded. Please try again later.',
      close: 'Close',
    },
    alternativeChoice: {
      title: 'Not sure? Let them choose',
      text: 'With the Choice Gift Card they pick the gift card they like best themselves, from restaurants and cinemas to shops and days out.',
      cta: 'See the Choice Gift Card',
      dismiss: 'No, thanks',
    },
    testimonials: {
      title: 'What our customers say',
      rating: '{rating} out of {max}',
      readAll: 'Read all {count} reviews',
      modalTitle: 'What our customers say',
      close: 'Close',
      date: '{day} {month} {year}',
      months: ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'],
    },
  },
  nl: {
    breadcrumbs: 'Kruimelpad',
    listing: {
      showMore: 'Toon meer',
      shown: { one: '{from}–{to} van {count} cadeaubon', other: '{from}–{to} van {count} cadeaubonnen' },
      pages: "Pagina's",
      previousPage: 'Vorige pagina',
      nextPage: 'Volgende pagina',
      empty: 'Er zijn hier op dit moment geen cadeaubonnen.',
      emptyLink: 'Bekijk alle cadeaubonnen',
      loadFailed: 'De volgende cadeaubonnen konden niet worden geladen. Probeer het opnieuw.',
    },
    product: { brand: 'Merk', categories: 'Categorieën', outOfStock: 'Uitverkocht: deze cadeaubon kan op dit moment niet worden besteld.' },
    purchase: {
      heading: 'Bestel deze cadeaubon',
      deliveryType: 'Hoe versturen we de cadeaubon?',
      digital: 'Digitaal',
      digitalHint: 'Per e-mail, binnen een uur',
      physical: 'Fysiek',
      physicalHint: 'Per post, in een cadeau-envelop',
      amount: 'Kies een bedrag',
      otherAmount: 'Ander bedrag',
      customAmount: 'Jouw bedrag',
      customAmountHint: 'Tussen {min} en {max}, alleen hele bedragen',
      splitNotice: 'Wordt verstuurd als {count} cadeaubonnen: {amounts}',
      quantity: 'Aantal',
      submit: 'In winkelmandje',
      errors: {
        amountRequired: 'Kies een bedrag om verder te gaan',
        customRequired: 'Vul een bedrag in',
        wholeUnits: 'Vul een heel bedrag in, bijvoorbeeld 25',
        min: 'Het bedrag moet minstens {min} zijn',
        max: 'Het bedrag mag hoogstens {max} zijn',
        quantity: 'Vul een aantal van {min} tot {max} in',
      },
    },
    deliveryOverview: {
      open: 'Bezorgopties',
      title: 'Bezorging van {product}',
      close: 'Sluiten',
      digital: {
        heading: 'Digitaal, per e-mail',
        facts: [
          { term: 'Wanneer', text: 'Binnen een uur na je betaling, of op de datum en het tijdstip die je kiest.' },
          { term: 'Hoe', text: 'De ontvanger krijgt een e-mail met de cadeaubon; je kunt een persoonlijke boodschap toevoegen.' },
          { term: 'Verzendkosten', text: 'Geen.' },
        ],
      },
      physical: {
        heading: 'Fysiek, per post',
        facts: [
          { term: 'Verzending', text: 'Op een werkdag voor 17:00 uur besteld: dezelfde dag verzonden. Latere bestellingen gaan de volgende werkdag weg, of op de datum die je kiest.' },
          { term: 'Bezorging', text: 'In een cadeau-envelop door de brievenbus, meestal de dag na verzending (dinsdag tot en met zaterdag).' },
          { term: 'Verzendkosten', text: 'Gratis. Een waardevolle zending gaat aangetekend; het winkelmandje toont de kosten voordat je betaalt.' },
        ],
      },
    },
    brands: {
      open: 'Waar kun je hem besteden?',
      title: 'Waar je de Keuze Cadeaukaart kunt besteden',
      filter: 'Zoek een merk',
      count: { one: '{count} merk', other: '{count} merken' },
      none: 'Geen merk gevonden voor “{query}”',
      failed: 'De merken konden niet worden geladen. Probeer het later opnieuw.',
      close: 'Sluiten',
    },
    alternativeChoice: {
      title: 'Twijfel je? Laat hen kiezen',
      text: 'Met de Keuze Cadeaukaart kiest de ontvanger zelf de cadeaubon die hij het leukst vindt, van restaurants en bioscopen tot winkels en uitjes.',
      cta: 'Bekijk de Keuze Cadeaukaart',
      dismiss: 'Nee, bedankt',
    },
    testimonials: {
      title: 'Wat onze klanten zeggen',
      rating: '{rating} van {max}',
      readAll: 'Lees alle {count} beoordelingen',
      modalTitle: 'Wat onze klanten zeggen',
      close: 'Sluiten',
      date: '{day} {month} {year}',
      months: ['januari', 'februari', 'maart', 'april', 'mei', 'juni', 'juli', 'augustus', 'september', 'oktober', 'november', 'december'],
    },
  },
} satisfies Catalogue<CatalogueUiMessages>;
