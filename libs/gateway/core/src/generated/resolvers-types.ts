import type { GraphQLResolveInfo } from 'graphql';
import type { CartOrderSource } from '../cart-order-source';
import type { StoreDataSource } from '../store-data-source';
import type { GatewayContext } from '../context';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type Omit<T, K extends keyof T> = Pick<T, Exclude<keyof T, K>>;
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string | number; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
};

/** A Choice card activation order: the chosen value is paid, then loaded onto the card within 24 hours. */
export type ActivationOrder = {
  __typename?: 'ActivationOrder';
  orderUuid: Scalars['String']['output'];
  /** The provider's payment page to send the buyer to. */
  redirectUrl: Scalars['String']['output'];
};

export type ActivationOrderPayload = {
  __typename?: 'ActivationOrderPayload';
  errors: Array<Error>;
  order?: Maybe<ActivationOrder>;
};

/** What the activation voucher page (/carddetails/) shows. */
export type ActivationVoucher = {
  __typename?: 'ActivationVoucher';
  /** True once the value is on the card. */
  activated: Scalars['Boolean']['output'];
  /** ISO 8601 date-time by which the card is active (24 hours after payment); null before payment. */
  activeBefore?: Maybe<Scalars['String']['output']>;
  /** The chosen value. */
  amount: Money;
  /** Where the confirmation e-mail went. */
  email: Scalars['String']['output'];
  /** Last four digits visible. */
  maskedCardNumber: Scalars['String']['output'];
  orderUuid: Scalars['String']['output'];
  /** The order's reference number, to quote to customer service. */
  referenceNumber: Scalars['String']['output'];
};

export type ActivationVoucherPayload = {
  __typename?: 'ActivationVoucherPayload';
  errors: Array<Error>;
  voucher?: Maybe<ActivationVoucher>;
};

/**
 * One basket line. variationId picks the product and delivery type; its product decides the line kind: a gift card,
 * a donation, or a blank gift card pack (fixed price, amount ignored). Refusals name the field at fault in
 * referencedRequestParameter by its path in this input, e.g. amount, quantity, receivers.1.email,
 * receivers.0.address.postCode, deliveryDate, wrapperId, personalMessage.
 */
export type AddToCartInput = {
  /** Value of one card in minor units: one of the fixed values or within the custom range. Not for blank packs. */
  amount?: InputMaybe<Scalars['Int']['input']>;
  /** ISO date, e.g. 2026-03-14; omitted means as soon as possible. */
  deliveryDate?: InputMaybe<Scalars['String']['input']>;
  /** DEFAULT and SPLIT: one package per receiver; SINGLE: one package, to the first receiver. */
  deliveryMode?: InputMaybe<DeliveryMode>;
  /** Local time HH:mm, digital delivery only; without a deliveryDate it is today. */
  deliveryTime?: InputMaybe<Scalars['String']['input']>;
  /** Must match the variation's type. */
  deliveryType: VariationType;
  /** An ExtraVariation of kind GIFT_PACKING. */
  giftPackingId?: InputMaybe<Scalars['ID']['input']>;
  /** The cart to add to; without it, the session's cart (created when there is none). */
  orderUuid?: InputMaybe<Scalars['String']['input']>;
  /** 1 to 150 characters, no emoji. */
  personalMessage?: InputMaybe<Scalars['String']['input']>;
  /** Cards per package, at least 1. */
  quantity?: InputMaybe<Scalars['Int']['input']>;
  /**
   * One per package; SINGLE delivery sends all packages to the first. Each package holds quantity cards. Without
   * receivers a digital line is one package whose receiver is added later; physical lines need an address.
   */
  receivers?: InputMaybe<Array<ReceiverInput>>;
  variationId: Scalars['ID']['input'];
  /** An ExtraVariation of kind WRAPPER or DIGITAL_WRAPPER. */
  wrapperId?: InputMaybe<Scalars['ID']['input']>;
};

/** A delivery or billing address. Billing addresses also carry the business details (referenceNumber, kvkNumber, vatNumber). */
export type Address = {
  __typename?: 'Address';
  /** Free address lines of countries without house numbers. */
  addressLine1?: Maybe<Scalars['String']['output']>;
  addressLine2?: Maybe<Scalars['String']['output']>;
  /** County, state or province, where the country uses one. */
  administrativeArea?: Maybe<Scalars['String']['output']>;
  city?: Maybe<Scalars['String']['output']>;
  /** Required for BUSINESS. */
  companyName?: Maybe<Scalars['String']['output']>;
  /** ISO 3166-1 alpha-2, e.g. GB. */
  countryCode: Scalars['String']['output'];
  customerType: CustomerType;
  /** Contact e-mail of the addressee. */
  email?: Maybe<Scalars['String']['output']>;
  firstName: Scalars['String']['output'];
  /** Positive number, kept as text as the storefront sends it. */
  houseNumber?: Maybe<Scalars['String']['output']>;
  /** Address id; the address book refers to addresses by it. */
  id: Scalars['ID']['output'];
  /** Where invoices go when it differs from email (business). */
  invoiceEmail?: Maybe<Scalars['String']['output']>;
  /** Chamber of Commerce number (billing, business). */
  kvkNumber?: Maybe<Scalars['String']['output']>;
  lastName: Scalars['String']['output'];
  /** With calling code, e.g. +441234567890. */
  phoneNumber?: Maybe<Scalars['String']['output']>;
  postCode?: Maybe<Scalars['String']['output']>;
  /**
   * The address as the post writes it, in its country's order, one entry per line: ["3 Queen Street", "Cardiff",
   * "CF10 1AA"], ["Damrak 1", "1012 LG Amsterdam"] (OpenCage's address templates). Street, town, postcode, area and
   * free lines only: the name and company have their own fields; the country is left out.
   */
  postalLines: Array<Scalars['String']['output']>;
  /** Buyer's reference or cost centre (billing; business redeem delivery). */
  referenceNumber?: Maybe<Scalars['String']['output']>;
  street?: Maybe<Scalars['String']['output']>;
  /** House number suffix, e.g. A. */
  suffix?: Maybe<Scalars['String']['output']>;
  /** VAT number (billing, business). */
  vatNumber?: Maybe<Scalars['String']['output']>;
};

export type AddressBookPayload = {
  __typename?: 'AddressBookPayload';
  /** The address book after the change. */
  addresses?: Maybe<Array<Address>>;
  defaultBillingAddressId?: Maybe<Scalars['ID']['output']>;
  defaultDeliveryAddressId?: Maybe<Scalars['ID']['output']>;
  errors: Array<Error>;
};

/** An address as the shopper enters it. Business details travel separately (BusinessDetailsInput). */
export type AddressInput = {
  addressLine1?: InputMaybe<Scalars['String']['input']>;
  addressLine2?: InputMaybe<Scalars['String']['input']>;
  administrativeArea?: InputMaybe<Scalars['String']['input']>;
  city?: InputMaybe<Scalars['String']['input']>;
  /** Required for BUSINESS. */
  companyName?: InputMaybe<Scalars['String']['input']>;
  /** ISO 3166-1 alpha-2, e.g. GB. */
  countryCode: Scalars['String']['input'];
  customerType?: InputMaybe<CustomerType>;
  email?: InputMaybe<Scalars['String']['input']>;
  firstName: Scalars['String']['input'];
  /** Positive number. */
  houseNumber?: InputMaybe<Scalars['String']['input']>;
  invoiceEmail?: InputMaybe<Scalars['String']['input']>;
  lastName: Scalars['String']['input'];
  phoneNumber?: InputMaybe<Scalars['String']['input']>;
  /** Correct format for the country. */
  postCode?: InputMaybe<Scalars['String']['input']>;
  street?: InputMaybe<Scalars['String']['input']>;
  suffix?: InputMaybe<Scalars['String']['input']>;
};

/** What an address book entry is the default for. */
export type AddressKind =
  | 'BILLING'
  | 'DELIVERY';

/** A line between the subtotal and the grand total. */
export type Adjustment = {
  __typename?: 'Adjustment';
  adjustmentType: AdjustmentType;
  /** Negative for discounts and gift card payments. */
  price: Money;
  title: Scalars['String']['output'];
};

/** Why a total is adjusted. */
export type AdjustmentType =
  | 'DISCOUNT'
  /** Gift cards added to pay part of the order. */
  | 'GIFT_CARD_PAYMENT'
  | 'SERVICE_FEE'
  | 'SHIPPING'
  | 'TAX';

/** A bank the shopper can pick for a method with issuers, e.g. iDEAL. */
export type Bank = {
  __typename?: 'Bank';
  /** Issuer id to pass to placeOrder or startPayment. */
  id: Scalars['ID']['output'];
  /** Bank name. */
  issuer: Scalars['String']['output'];
};

/** A card in a block queue: editorial (home, featured, search highlight) or a product (most chosen, top products). */
export type Block = {
  __typename?: 'Block';
  backgroundColor: Color;
  backgroundImage?: Maybe<Image>;
  cardImage?: Maybe<Image>;
  description: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  path: Scalars['String']['output'];
  product?: Maybe<Product>;
  showHand: Scalars['Boolean']['output'];
  showShadow: Scalars['Boolean']['output'];
  title: Scalars['String']['output'];
};

export type BlockFiltersInput = {
  filterByTaxonomy?: InputMaybe<Array<TaxonomyFilterInput>>;
};

export type BlocksPayload = {
  __typename?: 'BlocksPayload';
  blocks?: Maybe<Array<Block>>;
  errors: Array<Error>;
};

export type BlogPost = {
  __typename?: 'BlogPost';
  author: Scalars['String']['output'];
  /** Markdown. */
  body: Scalars['String']['output'];
  /** The body as HTML, safe to insert (rendered like ContentPage.bodyHtml). */
  bodyHtml: Scalars['String']['output'];
  excerpt: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  path: Scalars['String']['output'];
  /** ISO date, e.g. 2026-03-14. */
  publishedAt: Scalars['String']['output'];
  slug: Scalars['String']['output'];
  tags: Array<Scalars['String']['output']>;
  title: Scalars['String']['output'];
};

export type BlogPostList = {
  __typename?: 'BlogPostList';
  items: Array<BlogPost>;
  pageInfo: PageInfo;
};

export type BlogPostPayload = {
  __typename?: 'BlogPostPayload';
  errors: Array<Error>;
  post?: Maybe<BlogPost>;
  /** Up to four gift cards for the post (null without a post): of the occasions its tags name, then of the categories, then the most popular. */
  relatedProducts?: Maybe<Array<Product>>;
};

export type BlogPostsPayload = {
  __typename?: 'BlogPostsPayload';
  errors: Array<Error>;
  posts?: Maybe<BlogPostList>;
};

/** Business details of a BUSINESS order; all but invoiceEmail required when the business box is ticked. */
export type BusinessDetailsInput = {
  companyName: Scalars['String']['input'];
  /** Where invoices go when it differs from the billing e-mail. */
  invoiceEmail?: InputMaybe<Scalars['String']['input']>;
  /** Chamber of Commerce number. */
  kvkNumber: Scalars['String']['input'];
  /** Reference or cost centre printed on the invoice. */
  referenceNumber: Scalars['String']['input'];
  vatNumber: Scalars['String']['input'];
};

export type BusinessMenu = {
  __typename?: 'BusinessMenu';
  menuItems: Array<MenuLink>;
  title: Scalars['String']['output'];
};

/** A gift card added to pay part of the cart. */
export type CardPayment = {
  __typename?: 'CardPayment';
  /** What the card pays of this order. */
  amount: Money;
  /** Last four digits visible, e.g. ···· ···· ···· ···· 1234. */
  maskedNumber: Scalars['String']['output'];
  /** Balance left on the card after this order. */
  remainingBalance: Money;
};

/** What a gift card would pay of the cart, before it is added. */
export type CardPaymentCheck = {
  __typename?: 'CardPaymentCheck';
  /** The part of the cart's total the card would pay. */
  amount: Money;
  balance: Money;
  maskedNumber: Scalars['String']['output'];
};

export type CardPaymentCheckPayload = {
  __typename?: 'CardPaymentCheckPayload';
  check?: Maybe<CardPaymentCheck>;
  errors: Array<Error>;
};

/** Gift cards paying the cart and what is left to pay by another method. */
export type CardPayments = {
  __typename?: 'CardPayments';
  /** Grand total minus the cards' amounts. */
  amountToPay: Money;
  cards: Array<CardPayment>;
};

export type CardPaymentsPayload = {
  __typename?: 'CardPaymentsPayload';
  cardPayments?: Maybe<CardPayments>;
  errors: Array<Error>;
};

/** Art of one card in a basket group. */
export type CardPreview = {
  __typename?: 'CardPreview';
  color: Color;
  image: Image;
  /** Product title with value, e.g. Harbour & Pine £25. */
  productLabel: Scalars['String']['output'];
};

export type CartPayload = {
  __typename?: 'CartPayload';
  errors: Array<Error>;
  order?: Maybe<GiftCardOrder>;
};

export type CategoryMenuItem = {
  __typename?: 'CategoryMenuItem';
  icon?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  path: Scalars['String']['output'];
  title: Scalars['String']['output'];
  /** The category's top products, best first. */
  topList: Array<TopListItem>;
};

export type CategoryMenuPayload = {
  __typename?: 'CategoryMenuPayload';
  errors: Array<Error>;
  items?: Maybe<Array<CategoryMenuItem>>;
};

export type Color = {
  __typename?: 'Color';
  color: Scalars['String']['output'];
  opacity: Scalars['Float']['output'];
};

/** A message of the contact form on the support page. */
export type ContactMessageInput = {
  email: Scalars['String']['input'];
  message: Scalars['String']['input'];
  name: Scalars['String']['input'];
  /** The order's reference (e.g. GCUK-100001), when the message is about an order. */
  orderReference?: InputMaybe<Scalars['String']['input']>;
  /** ORDER, DELIVERY, BALANCE, ACCOUNT, BUSINESS or OTHER. */
  subject: Scalars['String']['input'];
};

/** An information, help, landing or business page. */
export type ContentPage = {
  __typename?: 'ContentPage';
  /** Markdown. */
  body: Scalars['String']['output'];
  /** The body as HTML, safe to insert: raw HTML in the Markdown is shown as text and unsafe link targets are dropped. */
  bodyHtml: Scalars['String']['output'];
  heroTitle?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  pageType: Scalars['String']['output'];
  path: Scalars['String']['output'];
  title: Scalars['String']['output'];
};

export type ContentPagePayload = {
  __typename?: 'ContentPagePayload';
  errors: Array<Error>;
  page?: Maybe<ContentPage>;
};

/** A store the visitor can switch to: its country, address and languages. */
export type CountryCombination = {
  __typename?: 'CountryCombination';
  buildKey: Scalars['String']['output'];
  country: Scalars['String']['output'];
  languagesCombinations: Array<LanguageCombination>;
  storeID: Scalars['Int']['output'];
  url: Scalars['String']['output'];
};

/** A placed order as its customer sees it: confirmation page, account orders, reorder. */
export type CustomerOrder = {
  __typename?: 'CustomerOrder';
  billingAddress?: Maybe<Address>;
  /** DIGITAL or PHYSICAL; null when the order has both. */
  deliveryType?: Maybe<VariationType>;
  /** Wrappers, gift packing and messages together. */
  extras: Money;
  /** The gift cards that paid the order, in the order they were spent; empty unless bought with a balance. */
  giftCardPayments: Array<OrderGiftCardPayment>;
  id: Scalars['ID']['output'];
  items: Array<CustomerOrderItem>;
  /** ISO 8601 date-time the order was placed. */
  orderDate: Scalars['String']['output'];
  orderType: OrderType;
  paymentMethod?: Maybe<PaymentMethodId>;
  /** Name of the payment method in the requested language, as paymentMethods gives it. */
  paymentMethodTitle?: Maybe<Scalars['String']['output']>;
  /** Number quoted to customer service and on the invoice. */
  referenceNumber?: Maybe<Scalars['String']['output']>;
  serviceFee: Money;
  shippingCosts: Money;
  status: OrderStatus;
  /** Grand total with and without VAT, and every adjustment. */
  totals: OrderTotals;
  uuid: Scalars['String']['output'];
};

/** One line of a placed order as the customer sees it. */
export type CustomerOrderItem = {
  __typename?: 'CustomerOrderItem';
  count: Scalars['Int']['output'];
  /** ISO date, e.g. 2026-03-14. */
  deliveryDate?: Maybe<Scalars['String']['output']>;
  /** Local time HH:mm. */
  deliveryTime?: Maybe<Scalars['String']['output']>;
  deliveryType: VariationType;
  /** ISO date the card leaves: the envelope is posted (physical) or the e-mail sent (digital), by the dispatch rule. */
  dispatchDate?: Maybe<Scalars['String']['output']>;
  /** Physical: ISO date of letterbox delivery (next day, Tuesday to Saturday). */
  expectedDeliveryDate?: Maybe<Scalars['String']['output']>;
  /** Title of the gift packing (extra packing), when chosen. */
  extraPacking?: Maybe<Scalars['String']['output']>;
  kind: OrderItemKind;
  personalNote?: Maybe<Scalars['String']['output']>;
  /** Value of one card. */
  price: Money;
  productTitle: Scalars['String']['output'];
  /** Free amount added by a promotion. */
  promotionAmount?: Maybe<Money>;
  receivers: Array<Receiver>;
  /** The variation bought (Variation.id, as the cart names it); null when it is no longer in the catalogue. */
  variationId?: Maybe<Scalars['ID']['output']>;
  /** Title of the wrapper (packaging), when chosen. */
  wrapper?: Maybe<Scalars['String']['output']>;
};

/** A page of the customer's placed orders, newest first. */
export type CustomerOrderList = {
  __typename?: 'CustomerOrderList';
  items: Array<CustomerOrder>;
  pageInfo: PageInfo;
};

export type CustomerOrderPayload = {
  __typename?: 'CustomerOrderPayload';
  errors: Array<Error>;
  order?: Maybe<CustomerOrder>;
};

export type CustomerOrdersPayload = {
  __typename?: 'CustomerOrdersPayload';
  errors: Array<Error>;
  orders?: Maybe<CustomerOrderList>;
};

/** The customer's own details, prefilled in checkout. */
export type CustomerProfile = {
  __typename?: 'CustomerProfile';
  address?: Maybe<ProfileAddress>;
  email: Scalars['String']['output'];
  firstName: Scalars['String']['output'];
  /** Where invoices go when it differs from email (business). */
  invoiceEmail?: Maybe<Scalars['String']['output']>;
  lastName: Scalars['String']['output'];
  /** With calling code, e.g. +441234567890. */
  phoneNumber?: Maybe<Scalars['String']['output']>;
  vatNumber?: Maybe<Scalars['String']['output']>;
};

/** Whether the buyer orders privately or for a business (invoice, quote, business details). */
export type CustomerType =
  | 'BUSINESS'
  | 'PRIVATE';

/** A day of the week (ISO 8601 order, Monday first). */
export type DayOfWeek =
  | 'FRIDAY'
  | 'MONDAY'
  | 'SATURDAY'
  | 'SUNDAY'
  | 'THURSDAY'
  | 'TUESDAY'
  | 'WEDNESDAY';

/** How the packages of a shipment are delivered: the shop's default, all to one receiver, or one per receiver. */
export type DeliveryMode =
  | 'DEFAULT'
  | 'SINGLE'
  | 'SPLIT';

export type DonationProduct = Product & {
  __typename?: 'DonationProduct';
  backgroundColor: Color;
  description: Scalars['String']['output'];
  fixedValues: Array<Money>;
  id: Scalars['ID']['output'];
  image: Image;
  path: Scalars['String']['output'];
  productType: ProductType;
  redeemData?: Maybe<RedeemData>;
  showHand: Scalars['Boolean']['output'];
  showShadow: Scalars['Boolean']['output'];
  title: Scalars['String']['output'];
  variations: Array<Variation>;
  variationsToShow: Array<VariationType>;
};

/** An entry in the balance-doubling draw of a month. */
export type DoublerEntry = {
  __typename?: 'DoublerEntry';
  /** ISO date of the draw: the first Monday of the month after entering. */
  drawDate: Scalars['String']['output'];
  /** Draw month, YYYY-MM. */
  month: Scalars['String']['output'];
  /** Path of the thank-you page for the card's product, with the entry's signed reference (?entry=…). */
  thankYouPath: Scalars['String']['output'];
};

export type DoublerEntryPayload = {
  __typename?: 'DoublerEntryPayload';
  entry?: Maybe<DoublerEntry>;
  errors: Array<Error>;
};

/** The draw open for entries. */
export type DoublerStatus = {
  __typename?: 'DoublerStatus';
  /** Month entries now go into, YYYY-MM. */
  currentMonth: Scalars['String']['output'];
  /** ISO date of the next draw (first Monday of a month); the winner is told by e-mail. */
  nextDrawDate: Scalars['String']['output'];
};

export type DoublerStatusPayload = {
  __typename?: 'DoublerStatusPayload';
  errors: Array<Error>;
  status?: Maybe<DoublerStatus>;
};

/** A domain error: the operation was understood but refused. Malformed requests get GraphQL errors instead. */
export type Error = {
  __typename?: 'Error';
  /** Numeric code from the error catalogue, e.g. 2030; -1 is the general error. */
  code: Scalars['Int']['output'];
  /** Human-readable message in the requested language. */
  message: Scalars['String']['output'];
  /** The request field at fault, e.g. personalMessage, when there is one. */
  referencedRequestParameter?: Maybe<Scalars['String']['output']>;
};

export type ExternalLink = {
  __typename?: 'ExternalLink';
  title: Scalars['String']['output'];
  url: Scalars['String']['output'];
};

/** A wrapper or gift packing line of a package. */
export type ExtraItem = {
  __typename?: 'ExtraItem';
  qty: Scalars['Int']['output'];
  variation: ExtraVariation;
};

/** A wrapper, gift packing or personal-message option sold with a card. */
export type ExtraVariation = {
  __typename?: 'ExtraVariation';
  /** Swatch colour, #rrggbb. */
  color: Scalars['String']['output'];
  /** What the wrapper or packing looks like, for the wrapper overlay and packing preview. */
  description: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** WRAPPER, DIGITAL_WRAPPER, GIFT_PACKING or PERSONAL_MESSAGE. */
  kind: OrderItemKind;
  price: Money;
  sku: Scalars['String']['output'];
  title: Scalars['String']['output'];
};

export type ExtraVariationsPayload = {
  __typename?: 'ExtraVariationsPayload';
  errors: Array<Error>;
  extraVariations?: Maybe<Array<ExtraVariation>>;
};

export type FooterMenu = {
  __typename?: 'FooterMenu';
  menuItems: Array<MenuSection>;
};

/** The company behind a gift card. */
export type GiftCardBrand = {
  __typename?: 'GiftCardBrand';
  id: Scalars['ID']['output'];
  iframeUrl?: Maybe<Scalars['String']['output']>;
  name: Scalars['String']['output'];
  productExternalLink?: Maybe<ExternalLink>;
  redirectLink?: Maybe<RedirectLink>;
};

/** A gift card's balance as its holder sees it after a balance check. */
export type GiftCardInfo = {
  __typename?: 'GiftCardInfo';
  balance: Money;
  /** ISO date, e.g. 2027-03-14. */
  expiryDate: Scalars['String']['output'];
  /** Last four digits visible, e.g. ···· ···· ···· ···· 1234. */
  maskedNumber: Scalars['String']['output'];
  /** Base64 token of the redeem session; send it as userData.redeemToken on redeem pages. Null when nothing can be redeemed. */
  redeemToken?: Maybe<Scalars['String']['output']>;
  status: GiftCardStatus;
};

export type GiftCardInfoPayload = {
  __typename?: 'GiftCardInfoPayload';
  errors: Array<Error>;
  giftCard?: Maybe<GiftCardInfo>;
};

/** A card, donation or blank pack line of a package. */
export type GiftCardItem = {
  __typename?: 'GiftCardItem';
  /** Cards issued for one item: a value above the store's card maximum (150 pounds) is split across several cards. */
  cardsPerItem: Scalars['Int']['output'];
  /** GIFT_CARD, DONATION or BLANK_GIFT_CARD_PACK. */
  kind: OrderItemKind;
  /** Value of one card as chosen (fixed or custom); the variation's price is only its lowest. */
  price: Money;
  /** The variation's product, with its variations and price configs for editing. */
  product: Product;
  qty: Scalars['Int']['output'];
  variation: Variation;
};

/** The shopper's cart: a gift card order not yet placed. */
export type GiftCardOrder = {
  __typename?: 'GiftCardOrder';
  billingAddress?: Maybe<Address>;
  groupedTotals: GroupedTotals;
  /** Order uuid. */
  id: Scalars['ID']['output'];
  packagesGroups: Array<PackagesGroup>;
  shipments: Array<GiftCardShipment>;
  totals: OrderTotals;
  /** Goes up with every change of the cart; placeOrder names the version the shopper confirmed (cartVersion). */
  version: Scalars['Int']['output'];
};

/** What one receiver gets: a card (or donation, or blank pack) with its wrapper, packing and message. */
export type GiftCardPackage = {
  __typename?: 'GiftCardPackage';
  /** The blank gift card pack (3 empty cards); null otherwise. */
  emptyGiftCardItem?: Maybe<GiftCardItem>;
  /** The gift card or donation; null for a blank pack. */
  giftCardItem?: Maybe<GiftCardItem>;
  giftPacking?: Maybe<ExtraItem>;
  id: Scalars['ID']['output'];
  message?: Maybe<MessageItem>;
  receiver?: Maybe<Receiver>;
  /** Physical or digital wrapper, when chosen. */
  wrapperItem?: Maybe<ExtraItem>;
};

export type GiftCardProduct = Product & {
  __typename?: 'GiftCardProduct';
  backgroundColor: Color;
  categories: Array<TaxonomyTerm>;
  description: Scalars['String']['output'];
  digitalVariationConfig?: Maybe<VariationConfig>;
  fixedValues: Array<Money>;
  giftCardBrand: GiftCardBrand;
  id: Scalars['ID']['output'];
  image: Image;
  inStock: Scalars['Boolean']['output'];
  /** The pan-brand Choice card. */
  isChoice: Scalars['Boolean']['output'];
  path: Scalars['String']['output'];
  physicalVariationConfig?: Maybe<VariationConfig>;
  productType: ProductType;
  redeemData?: Maybe<RedeemData>;
  showHand: Scalars['Boolean']['output'];
  showShadow: Scalars['Boolean']['output'];
  /** Cards of third-party platforms count toward the per-order platform limit. */
  thirdPartyPlatform: Scalars['Boolean']['output'];
  title: Scalars['String']['output'];
  variations: Array<Variation>;
  variationsToShow: Array<VariationType>;
};

/** A gift card found by search. */
export type GiftCardSearchItem = {
  __typename?: 'GiftCardSearchItem';
  backgroundColor: Color;
  id: Scalars['ID']['output'];
  image: Image;
  path: Scalars['String']['output'];
  productType: ProductType;
  showShadow: Scalars['Boolean']['output'];
  title: Scalars['String']['output'];
};

/** Packages travelling together: all digital ones, or the physical ones to one address. */
export type GiftCardShipment = {
  __typename?: 'GiftCardShipment';
  /** True when the order cut-off (17:00 on working days) is less than an hour away: the shopper is warned. */
  cutOffNear: Scalars['Boolean']['output'];
  /** Physical shipments only. */
  deliveryAddress?: Maybe<Address>;
  /** ISO date, e.g. 2026-03-14; null means as soon as possible. */
  deliveryDate?: Maybe<Scalars['String']['output']>;
  deliveryMode: DeliveryMode;
  /** Local time HH:mm of a scheduled digital delivery. */
  deliveryTime?: Maybe<Scalars['String']['output']>;
  deliveryType: VariationType;
  /** ISO date the shipment leaves (physical) or the e-mails go (digital), by the dispatch rule. */
  dispatchDate: Scalars['String']['output'];
  /** Physical: ISO date of letterbox delivery (next day, Tuesday to Saturday). */
  expectedDeliveryDate?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  packages: Array<GiftCardPackage>;
  /** Physical: sent by registered post (order above 300 pounds or containing wine). */
  registeredPost: Scalars['Boolean']['output'];
  shippingCost: Money;
  /** Names the group, e.g. digital or physical-<address>; deleteGiftCardPackageGroup takes it. */
  tag: Scalars['String']['output'];
};

/** Whether a card can be spent. */
export type GiftCardStatus =
  | 'ACTIVE'
  | 'BLOCKED'
  /** Issued but not activated yet (Choice cards activate within 24 hours of payment). */
  | 'INACTIVE';

/** A giving-moment (occasion) page found by search. */
export type GivingMomentSearchItem = {
  __typename?: 'GivingMomentSearchItem';
  backgroundColor?: Maybe<Color>;
  heroTitle: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  image?: Maybe<Image>;
  path: Scalars['String']['output'];
};

/** Count and value of the cards of one delivery type. */
export type GroupTotal = {
  __typename?: 'GroupTotal';
  price: Money;
  qty: Scalars['Int']['output'];
};

/** Card totals by delivery type, for the basket summary. */
export type GroupedTotals = {
  __typename?: 'GroupedTotals';
  digitalTotal: GroupTotal;
  /** Wrappers, gift packing and messages together. */
  extra: Money;
  physicalTotal: GroupTotal;
};

/** An editorial block shown in the search modal. */
export type HighlightedBlock = {
  __typename?: 'HighlightedBlock';
  backgroundImage?: Maybe<Image>;
  cardImage?: Maybe<Image>;
  description: Scalars['String']['output'];
  referencedPath: Scalars['String']['output'];
  showHand: Scalars['Boolean']['output'];
  title: Scalars['String']['output'];
};

export type HrefType =
  | 'ABSOLUTE'
  | 'RELATIVE';

/** A link to the same page in another store or language (hreflang). */
export type HreflangTag = {
  __typename?: 'HreflangTag';
  /** Country code, e.g. GB. */
  countryCode: Scalars['String']['output'];
  /** True for the page in the store's default language. */
  isDefault: Scalars['Boolean']['output'];
  /** Language code, e.g. en. */
  langCode: Scalars['String']['output'];
  /** The store's origin, e.g. https://gcuk.giftshop.example. */
  origin: Scalars['String']['output'];
  /** Path on that origin, language prefix included when the language is not the store's default. */
  path: Scalars['String']['output'];
};

/** Generated card art and other images served by the gateway. */
export type Image = {
  __typename?: 'Image';
  alt: Scalars['String']['output'];
  url: ImageUrl;
};

export type ImageUrl = {
  __typename?: 'ImageUrl';
  href: Scalars['String']['output'];
  /** RELATIVE (served by the gateway) or ABSOLUTE. */
  type: HrefType;
};

export type InvoicePayload = {
  __typename?: 'InvoicePayload';
  errors: Array<Error>;
  /** Short-lived download URL of the invoice PDF. */
  url?: Maybe<Scalars['String']['output']>;
};

export type LanguageCombination = {
  __typename?: 'LanguageCombination';
  currency: Scalars['String']['output'];
  isDefault: Scalars['Boolean']['output'];
  languageCode: Scalars['String']['output'];
  locale: Scalars['String']['output'];
};

/** A restaurant or shop where a brand's gift card is accepted. */
export type Location = {
  __typename?: 'Location';
  /** County, province or region, e.g. Greater Manchester. */
  administrativeArea: Scalars['String']['output'];
  /** Name of the brand whose gift card the location accepts. */
  brandName: Scalars['String']['output'];
  /** City or town. */
  city: Scalars['String']['output'];
  /** ISO 3166-1 alpha-2 country, e.g. GB. */
  countryCode: Scalars['String']['output'];
  /** House number, with any suffix. */
  houseNumber: Scalars['String']['output'];
  /** Location id. */
  id: Scalars['ID']['output'];
  /** Latitude in degrees (WGS 84). */
  lat: Scalars['Float']['output'];
  /** Longitude in degrees (WGS 84). */
  lon: Scalars['Float']['output'];
  /** Name of the restaurant or shop. */
  name: Scalars['String']['output'];
  /** The week's opening hours, in local time; null where the location publishes none. */
  openingHours?: Maybe<Array<OpeningHours>>;
  /**
   * Site-relative path of the location page, e.g. /gift-cards/harbour-and-pine-gift-card/location/deansgate/: under the
   * requested product, else under the brand's most popular gift card. Null when the brand has no gift card on sale.
   */
  path?: Maybe<Scalars['String']['output']>;
  /** Postcode as written locally, e.g. M1 4BT. */
  postCode: Scalars['String']['output'];
  /** URL slug of the location, e.g. harbour-and-pine-deansgate. */
  slug: Scalars['String']['output'];
  /** Street name, without the house number. */
  street: Scalars['String']['output'];
  /** The location's own website (absolute URL, opens in a new tab). */
  website: Scalars['String']['output'];
};

/**
 * Narrows the location list. The map bounds apply only when all four are given; with one to three of them the
 * list is not narrowed by position. A lonmin above lonmax is a box across the 180th meridian.
 */
export type LocationFiltersInput = {
  /** Only locations in this city (case-insensitive), e.g. Manchester. */
  city?: InputMaybe<Scalars['String']['input']>;
  /** Northern edge of the map, degrees latitude. */
  latmax?: InputMaybe<Scalars['Float']['input']>;
  /** Southern edge of the map, degrees latitude; at most latmax. */
  latmin?: InputMaybe<Scalars['Float']['input']>;
  /** Eastern edge of the map, degrees longitude. */
  lonmax?: InputMaybe<Scalars['Float']['input']>;
  /** Western edge of the map, degrees longitude. */
  lonmin?: InputMaybe<Scalars['Float']['input']>;
  /** Only locations accepting this gift card (its brand's locations), by product slug. */
  productSlug?: InputMaybe<Scalars['String']['input']>;
};

/** A page of locations. */
export type LocationList = {
  __typename?: 'LocationList';
  /** The locations of the page, by city and then name. */
  items: Array<Location>;
  /** Where the page stands in the whole list. */
  pageInfo: PageInfo;
};

/** Answer of location: the location, or errors. */
export type LocationPayload = {
  __typename?: 'LocationPayload';
  /** Why the request was refused; empty on success. */
  errors: Array<Error>;
  /** The location; null when there are errors (code 1005 when it does not exist). */
  location?: Maybe<Location>;
};

/** A place to search locations in: a city, an administrative area or a postcode district of the store's locations. */
export type LocationSuggestion = {
  __typename?: 'LocationSuggestion';
  /** County, province or region of the place. */
  administrativeArea: Scalars['String']['output'];
  /** ISO 3166-1 alpha-2 country of the place. */
  countryCode: Scalars['String']['output'];
  /** Text to show, e.g. 'Manchester, Greater Manchester' or 'M1, Manchester'. */
  label: Scalars['String']['output'];
  /** City or town of the place; null for a suggestion of a whole administrative area. */
  locality?: Maybe<Scalars['String']['output']>;
};

/** What to suggest places for. */
export type LocationSuggestionFiltersInput = {
  /** Only places in this ISO 3166-1 alpha-2 country, e.g. GB. */
  countryCode?: InputMaybe<Scalars['String']['input']>;
  /** What the visitor typed: at least 2 characters, matched by prefix and tolerant of typos. */
  text: Scalars['String']['input'];
};

/** Answer of getLocationAddressSuggestions: the suggestions, or errors. */
export type LocationSuggestionsPayload = {
  __typename?: 'LocationSuggestionsPayload';
  /** Why the request was refused; empty on success. */
  errors: Array<Error>;
  /** Suggestions, best match first; null when there are errors. */
  suggestions?: Maybe<Array<LocationSuggestion>>;
};

/** Answer of locations: the page, or errors. */
export type LocationsPayload = {
  __typename?: 'LocationsPayload';
  /** Why the request was refused; empty on success. */
  errors: Array<Error>;
  /** The page of locations; null when there are errors. */
  locations?: Maybe<LocationList>;
};

export type Logo = {
  __typename?: 'Logo';
  alt: Scalars['String']['output'];
  url: Scalars['String']['output'];
};

export type MenuLink = {
  __typename?: 'MenuLink';
  /** RELATIVE for the site's own pages, ABSOLUTE for other sites (opened in a new tab). */
  hrefType: HrefType;
  path: Scalars['String']['output'];
  title: Scalars['String']['output'];
};

/** A titled column of links in the footer. */
export type MenuSection = {
  __typename?: 'MenuSection';
  menuItems: Array<MenuLink>;
  title: Scalars['String']['output'];
};

/** The personal message line of a package. */
export type MessageItem = {
  __typename?: 'MessageItem';
  qty: Scalars['Int']['output'];
  /** 1 to 150 characters, no emoji. */
  text: Scalars['String']['output'];
  variation: ExtraVariation;
};

/** An amount of money. Never a float: minorUnits is exact, value is the same amount with two decimals. */
export type Money = {
  __typename?: 'Money';
  /** ISO 4217 currency code, e.g. GBP. */
  currency: Scalars['String']['output'];
  /** Amount in minor units (pence, cents). */
  minorUnits: Scalars['Int']['output'];
  /** Amount with exactly two decimals, e.g. 25.00. */
  value: Scalars['String']['output'];
};

export type Mutation = {
  __typename?: 'Mutation';
  /**
   * Adds an address to the address book (the delivery address rules, an optional e-mail and phone, a company for
   * BUSINESS); defaultFor makes it the default billing and/or delivery address.
   */
  addAddress: AddressBookPayload;
  /** Adds a gift card to pay the cart, up to its balance or the cart's total. */
  addGiftCardPayment: CardPaymentsPayload;
  /** Adds another gift card's balance (19-digit number, 6-digit PIN) to the redeem order; wrong PINs are rate limited. */
  addRedeemCard: RedeemOrderPayload;
  /** Adds a product to the redeem order, paid from the balance. */
  addRedeemPackage: RedeemOrderPayload;
  /** Adds a gift card, donation or blank pack, with its receivers and extras, to the cart. */
  addToCart: CartPayload;
  /**
   * Cancels a placed order nobody paid for, e.g. when the shopper leaves the page asking to complete a failed or
   * cancelled payment. Only the session that placed the order may, or for an order bought with a balance, the
   * holder's redeem token (userData.redeemToken); refused (2040) once paid, completed or cancelled. What gift cards
   * paid goes back onto them at once (giftCardPayments shows the balances).
   */
  cancelOrder: CustomerOrderPayload;
  /** Changes the logged-in customer's password. */
  changePassword: StatusPayload;
  /**
   * Checks a gift card (19-digit number, 6-digit PIN) as payment for the cart without adding it. A mutation so the
   * PIN never travels in a cacheable GET; wrong PINs count toward the rate limit.
   */
  checkGiftCardPayment: CardPaymentCheckPayload;
  /** Confirms a newsletter sign-up with the token of its e-mailed link; a used or expired token answers 2151. */
  confirmNewsletter: StatusPayload;
  /**
   * Turns a guest order into an account and logs it in: name and e-mail come from the order's billing address, the
   * password rules are registration's. Only the browser that placed the order may, once placed (2141) and while the
   * order belongs to no account (2143); 2111 when the e-mail already has an account.
   */
  createAccountOnOrder: StatusPayload;
  /**
   * Starts activating a Choice card: a 19-digit number with an allowed prefix, a value in minor units within the
   * product's range, and the e-mail for the confirmation. Answers with the payment page.
   */
  createActivationOrder: ActivationOrderPayload;
  /** Deletes the logged-in customer's account and ends the session. Cannot be undone. */
  deleteAccount: StatusPayload;
  /** Removes an address from the address book; a default on it is cleared. Placed orders keep their copy. */
  deleteAddress: AddressBookPayload;
  /** Removes one package of a shipment, or the whole shipment when packageId is omitted. Clients refetch cartV2. */
  deleteGiftCardPackageGroup: CartPayload;
  /**
   * Enters a gift card (19-digit number) in the draw; once per card and month. The winner's balance is doubled.
   * The entrant proves the card with its 6-digit pin and a solved captcha (captchaToken, ALTCHA): a wrong PIN answers
   * as an unknown number (2205) and counts against the card's PIN limits of the balance check (2210 with the wait).
   * Without cardNumber (null or empty), the card of the redeem session named by userData.redeemToken enters, with
   * no PIN or captcha (the balance check that opened the session asked both); an ended session answers 2211 on
   * redeemToken.
   */
  enterDoubler: DoublerEntryPayload;
  /** E-mails a password reset link to the account of the e-mail. */
  forgotPassword: StatusPayload;
  /**
   * Balance check with the 19-digit card number and 6-digit PIN; starts a redeem session. A mutation because it
   * counts wrong PINs (rate limited per card and per client) and keeps the PIN out of cacheable GET requests.
   */
  giftCardInfo: GiftCardInfoPayload;
  /** Always true; lets clients check mutations are accepted. */
  ping: Scalars['Boolean']['output'];
  /** Places the cart as an order (status PENDING) and starts its payment. */
  placeOrder: PlaceOrderPayload;
  /** Places the redeem order: debits the cards in one transaction and starts payment of any shortfall. */
  placeRedeemOrder: PlaceRedeemOrderPayload;
  /** Creates an account and logs it in. */
  registerUser: StatusPayload;
  /** Removes a package from the redeem order. */
  removeRedeemPackage: RedeemOrderPayload;
  /**
   * Puts the packages of an earlier order of the logged-in customer into the cart again (order type REORDER), with
   * their receivers, addresses and extras, to be delivered as soon as possible. A package whose product or value is
   * no longer sold is skipped with an error 2144 on packages.<n> (its position in the order) beside the cart.
   */
  reorder: CartPayload;
  /**
   * Stores a quote request and e-mails an acknowledgement to the requester and the request to the store's business
   * team. Needs a solved captcha (captchaToken, ALTCHA; CAPTCHA_FAILED 1008) and is limited per client (RATE_LIMITED
   * 1007). A broken rule answers INVALID_INPUT (1004) on the field, lines as lines[0].quantity.
   */
  requestQuote: StatusPayload;
  /** Sets a new password with the token of the reset link. */
  resetPassword: StatusPayload;
  /** Clears the receivers of a shipment's packages, e.g. after switching between one and several receivers. */
  resetReceivers: CartPayload;
  /**
   * Stores a contact form message and e-mails an acknowledgement to the sender and the message to the store's support
   * address. Captcha and limits as requestQuote.
   */
  sendContactMessage: StatusPayload;
  /** Makes an address book entry the default billing or delivery address. */
  setDefaultAddress: AddressBookPayload;
  /** Starts (or, after a failed or cancelled payment, retries) payment of a placed order. */
  startPayment: StartPaymentPayload;
  /**
   * Newsletter sign-up with double opt-in: e-mails a single-use confirmation link (48 hours). The same answer whether
   * or not the address is already subscribed. Limited per client and per address (RATE_LIMITED). source: footer, home.
   */
  subscribeNewsletter: StatusPayload;
  /** Unsubscribes the address of a marketing e-mail's signed unsubscribe token (2151 when it is not valid). */
  unsubscribeNewsletter: StatusPayload;
  /**
   * Replaces an address of the address book. The entry gets a new id (orders placed with the old one keep it as it
   * was); a default stays on the new id.
   */
  updateAddress: AddressBookPayload;
  /** Changes amount, quantity, receiver, delivery moment or extras of one package. */
  updateCartPackage: CartPayload;
  /** Sets newsletter consent. */
  updateNotifications: UserInfoPayload;
  /** Changes the logged-in customer's profile. */
  updateProfile: UserInfoPayload;
  /** Changes a package of the redeem order. */
  updateRedeemPackage: RedeemOrderPayload;
  /** Logs in and starts a session (cookie). Login errors are shown inline. */
  userLogin: StatusPayload;
  /** Ends the session. */
  userLogout: StatusPayload;
};


export type MutationAddAddressArgs = {
  address: AddressInput;
  defaultFor?: InputMaybe<Array<AddressKind>>;
  userData: UserDataInput;
};


export type MutationAddGiftCardPaymentArgs = {
  cardNumber: Scalars['String']['input'];
  orderUuid?: InputMaybe<Scalars['String']['input']>;
  pin: Scalars['String']['input'];
  userData: UserDataInput;
};


export type MutationAddRedeemCardArgs = {
  captchaToken: Scalars['String']['input'];
  cardNumber: Scalars['String']['input'];
  orderUuid?: InputMaybe<Scalars['String']['input']>;
  pin: Scalars['String']['input'];
  userData: UserDataInput;
};


export type MutationAddRedeemPackageArgs = {
  input: RedeemPackageInput;
  userData: UserDataInput;
};


export type MutationAddToCartArgs = {
  input: AddToCartInput;
  userData: UserDataInput;
};


export type MutationCancelOrderArgs = {
  orderUuid: Scalars['String']['input'];
  userData: UserDataInput;
};


export type MutationChangePasswordArgs = {
  captchaToken: Scalars['String']['input'];
  confirmPassword: Scalars['String']['input'];
  currentPassword: Scalars['String']['input'];
  newPassword: Scalars['String']['input'];
  userData: UserDataInput;
};


export type MutationCheckGiftCardPaymentArgs = {
  cardNumber: Scalars['String']['input'];
  orderUuid?: InputMaybe<Scalars['String']['input']>;
  pin: Scalars['String']['input'];
  userData: UserDataInput;
};


export type MutationConfirmNewsletterArgs = {
  token: Scalars['String']['input'];
  userData: UserDataInput;
};


export type MutationCreateAccountOnOrderArgs = {
  confirmPassword: Scalars['String']['input'];
  orderUuid: Scalars['String']['input'];
  password: Scalars['String']['input'];
  userData: UserDataInput;
};


export type MutationCreateActivationOrderArgs = {
  amount: Scalars['Int']['input'];
  cardNumber: Scalars['String']['input'];
  email: Scalars['String']['input'];
  userData: UserDataInput;
};


export type MutationDeleteAccountArgs = {
  userData: UserDataInput;
};


export type MutationDeleteAddressArgs = {
  id: Scalars['ID']['input'];
  userData: UserDataInput;
};


export type MutationDeleteGiftCardPackageGroupArgs = {
  packageId?: InputMaybe<Scalars['ID']['input']>;
  shipmentTag: Scalars['String']['input'];
  userData: UserDataInput;
};


export type MutationEnterDoublerArgs = {
  captchaToken?: InputMaybe<Scalars['String']['input']>;
  cardNumber?: InputMaybe<Scalars['String']['input']>;
  email: Scalars['String']['input'];
  name: Scalars['String']['input'];
  pin?: InputMaybe<Scalars['String']['input']>;
  userData: UserDataInput;
};


export type MutationForgotPasswordArgs = {
  captchaToken: Scalars['String']['input'];
  email: Scalars['String']['input'];
  userData: UserDataInput;
};


export type MutationGiftCardInfoArgs = {
  captchaToken: Scalars['String']['input'];
  cardNumber: Scalars['String']['input'];
  pin: Scalars['String']['input'];
  userData: UserDataInput;
};


export type MutationPlaceOrderArgs = {
  input: PlaceOrderInput;
  userData: UserDataInput;
};


export type MutationPlaceRedeemOrderArgs = {
  input: PlaceRedeemOrderInput;
  userData: UserDataInput;
};


export type MutationRegisterUserArgs = {
  input: RegisterUserInput;
  userData: UserDataInput;
};


export type MutationRemoveRedeemPackageArgs = {
  orderUuid: Scalars['String']['input'];
  packageId: Scalars['ID']['input'];
  userData: UserDataInput;
};


export type MutationReorderArgs = {
  orderUuid: Scalars['String']['input'];
  userData: UserDataInput;
};


export type MutationRequestQuoteArgs = {
  captchaToken?: InputMaybe<Scalars['String']['input']>;
  input: QuoteRequestInput;
  userData: UserDataInput;
};


export type MutationResetPasswordArgs = {
  confirmPassword: Scalars['String']['input'];
  password: Scalars['String']['input'];
  token: Scalars['String']['input'];
  userData: UserDataInput;
};


export type MutationResetReceiversArgs = {
  orderUuid?: InputMaybe<Scalars['String']['input']>;
  shipmentTag: Scalars['String']['input'];
  userData: UserDataInput;
};


export type MutationSendContactMessageArgs = {
  captchaToken?: InputMaybe<Scalars['String']['input']>;
  input: ContactMessageInput;
  userData: UserDataInput;
};


export type MutationSetDefaultAddressArgs = {
  id: Scalars['ID']['input'];
  kind: AddressKind;
  userData: UserDataInput;
};


export type MutationStartPaymentArgs = {
  issuer?: InputMaybe<Scalars['String']['input']>;
  method: PaymentMethodId;
  orderUuid: Scalars['String']['input'];
  userData: UserDataInput;
};


export type MutationSubscribeNewsletterArgs = {
  email: Scalars['String']['input'];
  source?: InputMaybe<Scalars['String']['input']>;
  userData: UserDataInput;
};


export type MutationUnsubscribeNewsletterArgs = {
  token: Scalars['String']['input'];
  userData: UserDataInput;
};


export type MutationUpdateAddressArgs = {
  address: AddressInput;
  id: Scalars['ID']['input'];
  userData: UserDataInput;
};


export type MutationUpdateCartPackageArgs = {
  input: UpdateCartPackageInput;
  userData: UserDataInput;
};


export type MutationUpdateNotificationsArgs = {
  subscribed: Scalars['Boolean']['input'];
  userData: UserDataInput;
};


export type MutationUpdateProfileArgs = {
  input: ProfileInput;
  userData: UserDataInput;
};


export type MutationUpdateRedeemPackageArgs = {
  input: UpdateRedeemPackageInput;
  orderUuid: Scalars['String']['input'];
  packageId: Scalars['ID']['input'];
  userData: UserDataInput;
};


export type MutationUserLoginArgs = {
  captchaToken: Scalars['String']['input'];
  email: Scalars['String']['input'];
  password: Scalars['String']['input'];
  userData: UserDataInput;
};


export type MutationUserLogoutArgs = {
  userData: UserDataInput;
};

/** Hours that hold on some days of the week, as schema.org's OpeningHoursSpecification. */
export type OpeningHours = {
  __typename?: 'OpeningHours';
  /** Closing time, local, HH:MM. */
  closes: Scalars['String']['output'];
  /** The days these hours apply to, Monday first. */
  days: Array<DayOfWeek>;
  /** Opening time, local, HH:MM. */
  opens: Scalars['String']['output'];
};

/** A gift card that paid (part of) an order bought with a balance (order type REDEEM). */
export type OrderGiftCardPayment = {
  __typename?: 'OrderGiftCardPayment';
  /** What the card paid for the order. */
  amount: Money;
  /** The card's balance now. */
  balance: Money;
  /** Last four digits visible. */
  maskedNumber: Scalars['String']['output'];
  /** True once the amount went back onto the card (the order was cancelled or expired unpaid), through the ledger. */
  refunded: Scalars['Boolean']['output'];
};

/** What an order line is. */
export type OrderItemKind =
  | 'BLANK_GIFT_CARD_PACK'
  | 'DIGITAL_WRAPPER'
  | 'DONATION'
  | 'GIFT_CARD'
  | 'GIFT_PACKING'
  | 'PERSONAL_MESSAGE'
  | 'WRAPPER';

/** A payment of an order and what became of it. */
export type OrderPayment = {
  __typename?: 'OrderPayment';
  amount: Money;
  /** Attempts so far; too many give error 2036. */
  attempt: Scalars['Int']['output'];
  method: PaymentMethodId;
  /** The provider's page while the payment still waits for the shopper (OPEN, or PENDING in the banking app); else null. */
  redirectUrl?: Maybe<Scalars['String']['output']>;
  status: PaymentStatus;
};

/** Where a placed order stands. Transitions: PENDING to COMPLETED when paid and fulfilled, PENDING to CANCELED. */
export type OrderStatus =
  | 'CANCELED'
  | 'COMPLETED'
  | 'PENDING';

/** Totals of an order. Gift cards carry no VAT; extras and fees may. */
export type OrderTotals = {
  __typename?: 'OrderTotals';
  adjustments: Array<Adjustment>;
  /** What is left to pay. */
  grandTotal: Money;
  grandTotalWithoutTax: Money;
  /** Items before adjustments. */
  subTotal: Money;
};

/** How an order came about. */
export type OrderType =
  /** A Choice card activation. */
  | 'ACTIVATION'
  /** Bought with a gift card balance. */
  | 'REDEEM'
  | 'REGULAR'
  | 'REORDER';

/** A package as the basket lists it, grouped by shipment. */
export type PackagesGroup = {
  __typename?: 'PackagesGroup';
  cardsPreviews: Array<CardPreview>;
  packageId: Scalars['ID']['output'];
  /** E-mail address, postal address or delivery moment. */
  receiverDescription: Scalars['String']['output'];
  /** Receiver's name, or how many receivers. */
  receiverTitle: Scalars['String']['output'];
  /** The shipment's tag. */
  tag: Scalars['String']['output'];
  /** Package total with extras. */
  totalPrice: Money;
};

/** Products referenced by a page, e.g. a category page (pageType CATEGORY, pageId its slug, fieldName products). */
export type PageFilterInput = {
  fieldName: Scalars['String']['input'];
  pageId: Scalars['String']['input'];
  pageType: Scalars['String']['input'];
};

/** Where a list stands after paging. */
export type PageInfo = {
  __typename?: 'PageInfo';
  hasNextPage: Scalars['Boolean']['output'];
  itemsPerPage: Scalars['Int']['output'];
  pageNumber: Scalars['Int']['output'];
  total: Scalars['Int']['output'];
};

/** What the storefront puts in <head> for a path. */
export type PageMetadata = {
  __typename?: 'PageMetadata';
  /** Absolute canonical URL. */
  canonical: Scalars['String']['output'];
  description: Scalars['String']['output'];
  hreflangTags_v1: Array<HreflangTag>;
  keywords: Array<Scalars['String']['output']>;
  nofollow: Scalars['Boolean']['output'];
  noindex: Scalars['Boolean']['output'];
  /** HOME, PRODUCT_LIST, PRODUCT, CATEGORY, OCCASIONS, OCCASION, BLOG, BLOG_ARTICLE or the content page's type (INFO, HELP, LANDING, BUSINESS). */
  pageType: Scalars['String']['output'];
  title: Scalars['String']['output'];
};

export type PageMetadataPayload = {
  __typename?: 'PageMetadataPayload';
  errors: Array<Error>;
  metadata?: Maybe<PageMetadata>;
};

/** Paging of a list; pages start at 1. */
export type PagingInput = {
  itemsPerPage?: InputMaybe<Scalars['Int']['input']>;
  pageNumber?: InputMaybe<Scalars['Int']['input']>;
};

/** A payment method's icon for the footer (the footer shows at most 4 on mobile). */
export type PaymentIcon = {
  __typename?: 'PaymentIcon';
  /** Payment method id, e.g. visa, paypal, ideal. */
  id: Scalars['String']['output'];
  image: Image;
  title: Scalars['String']['output'];
};

/** A payment method on offer in the store. */
export type PaymentMethod = {
  __typename?: 'PaymentMethod';
  /** Banks to choose from; empty when the method has none. */
  banks: Array<Bank>;
  id: PaymentMethodId;
  /** The provider's own description of the method, as JSON, for provider widgets. */
  rawProviderData?: Maybe<Scalars['String']['output']>;
  /** Name to show, in the requested language. */
  title: Scalars['String']['output'];
};

/** Payment methods a store may offer; banktransfer is the provider's bank transfer (paid later, order stays PENDING). */
export type PaymentMethodId =
  /** Pay in four instalments (AUD, NZD). */
  | 'afterpay'
  | 'amex'
  | 'applepay'
  | 'bancontact'
  | 'banktransfer'
  | 'belfius'
  /** Spanish payment app (EUR). */
  | 'bizum'
  /** Polish 6-digit code from the banking app (PLN). */
  | 'blik'
  /** Brazilian payment slip, paid later at a bank or shop (BRL). */
  | 'boleto'
  | 'carteBancaire'
  /** Austrian online bank transfer. */
  | 'eps'
  | 'googlepay'
  | 'ideal'
  /** Canadian debit (CAD). */
  | 'interac'
  | 'invoice'
  | 'kbccbc'
  /** Klarna (pay now or later; Sofort is part of it). */
  | 'klarna'
  | 'mastercard'
  /** Portuguese payment app (EUR). */
  | 'mbway'
  /** Danish payment app (DKK). */
  | 'mobilepay'
  /** Portuguese payment reference, paid at an ATM or in online banking (EUR). */
  | 'multibanco'
  /** Mexican voucher paid in cash at an OXXO shop (MXN). */
  | 'oxxo'
  | 'paypal'
  /** Brazilian instant payment (BRL). */
  | 'pix'
  /** Online bank payment of Australia and New Zealand (AUD, NZD). */
  | 'poli'
  /** Polish bank transfer (PLN). */
  | 'przelewy24'
  /** Italian payment app (EUR). */
  | 'satispay'
  | 'secure'
  /** Swedish payment app (SEK). */
  | 'swish'
  /** Swiss payment app (CHF). */
  | 'twint'
  /** Norwegian payment app (NOK). */
  | 'vipps'
  | 'visa';

export type PaymentMethodsPayload = {
  __typename?: 'PaymentMethodsPayload';
  errors: Array<Error>;
  paymentMethods?: Maybe<Array<PaymentMethod>>;
};

/** Where a payment stands at the provider. */
export type PaymentStatus =
  | 'CANCELED'
  | 'EXPIRED'
  | 'FAILED'
  | 'OPEN'
  | 'PAID'
  /** Awaiting confirmation, e.g. a bank transfer or a payment app. */
  | 'PENDING';

export type PaymentStatusPayload = {
  __typename?: 'PaymentStatusPayload';
  errors: Array<Error>;
  /** The order's latest payment; null when none was started. */
  payment?: Maybe<OrderPayment>;
};

/** The checkout's last step: billing, terms and how to pay. */
export type PlaceOrderInput = {
  billingAddress: AddressInput;
  /** Required when customerType is BUSINESS. */
  business?: InputMaybe<BusinessDetailsInput>;
  /**
   * The cart's version the shopper confirmed (cartV2.order.version). When the cart changed since, nothing is placed
   * and 2042 is answered: ask for the cart again and let the shopper confirm it.
   */
  cartVersion: Scalars['Int']['input'];
  customerType: CustomerType;
  /**
   * The Google Ads click id the shopper arrived with, kept on the order for conversion reporting: 1 to 200 of
   * A-Z, a-z, 0-9, _ and -. A malformed one is dropped; it never refuses the order.
   */
  gclid?: InputMaybe<Scalars['String']['input']>;
  /** Bank id for methods with banks (PaymentMethod.banks). */
  issuer?: InputMaybe<Scalars['String']['input']>;
  /** The cart to place, as the shopper confirmed it (cartV2.order.id): the session's own cart. */
  orderUuid: Scalars['String']['input'];
  paymentMethod: PaymentMethodId;
  /** Must be true. */
  termsAccepted: Scalars['Boolean']['input'];
};

export type PlaceOrderPayload = {
  __typename?: 'PlaceOrderPayload';
  errors: Array<Error>;
  /** The placed order's uuid. */
  orderUuid?: Maybe<Scalars['String']['output']>;
  /** The provider's payment page; null when nothing is left to pay by redirect (invoice, paid by gift cards). */
  redirectUrl?: Maybe<Scalars['String']['output']>;
};

/** Checkout of a redeem order. */
export type PlaceRedeemOrderInput = {
  billingAddress: AddressInput;
  /** Required for business redeem. */
  business?: InputMaybe<BusinessDetailsInput>;
  issuer?: InputMaybe<Scalars['String']['input']>;
  orderUuid: Scalars['String']['input'];
  /**
   * The order's version the holder confirmed (RedeemOrder.version). When the order changed since, nothing is placed
   * and 2042 is answered.
   */
  orderVersion: Scalars['Int']['input'];
  /** Required when the cards do not cover the total. */
  paymentMethod?: InputMaybe<PaymentMethodId>;
  /** Must be true. */
  termsAccepted: Scalars['Boolean']['input'];
};

export type PlaceRedeemOrderPayload = {
  __typename?: 'PlaceRedeemOrderPayload';
  errors: Array<Error>;
  orderUuid?: Maybe<Scalars['String']['output']>;
  /** The provider's payment page for the shortfall; null when the cards cover the total. */
  redirectUrl?: Maybe<Scalars['String']['output']>;
};

export type PopularSearch = {
  __typename?: 'PopularSearch';
  /** Suggested products: the store's best sellers. */
  entities: Array<Product>;
  highlightedBlocks: Array<HighlightedBlock>;
  terms: Array<SearchTerm>;
};

export type PopularSearchPayload = {
  __typename?: 'PopularSearchPayload';
  errors: Array<Error>;
  popularSearch?: Maybe<PopularSearch>;
};

/** Fields every product has. */
export type Product = {
  backgroundColor: Color;
  description: Scalars['String']['output'];
  /** Fixed values across variations, ascending and distinct. */
  fixedValues: Array<Money>;
  id: Scalars['ID']['output'];
  image: Image;
  /** Site-relative path of the product page, with a trailing slash. */
  path: Scalars['String']['output'];
  productType: ProductType;
  redeemData?: Maybe<RedeemData>;
  showHand: Scalars['Boolean']['output'];
  showShadow: Scalars['Boolean']['output'];
  title: Scalars['String']['output'];
  variations: Array<Variation>;
  /** Delivery types on offer, digital first. */
  variationsToShow: Array<VariationType>;
};

export type ProductCountPayload = {
  __typename?: 'ProductCountPayload';
  count?: Maybe<Scalars['Int']['output']>;
  errors: Array<Error>;
};

export type ProductFiltersInput = {
  /** Products of any of these types (the list filter's cb_api_products_types). */
  filterByListType?: InputMaybe<Array<ProductListType>>;
  filterByPage?: InputMaybe<PageFilterInput>;
  filterByProductType?: InputMaybe<Array<ProductType>>;
  filterByTaxonomy?: InputMaybe<Array<TaxonomyFilterInput>>;
  /**
   * Products that match a search text (as search_v1: word prefixes, misspellings, accents ignored), best match
   * first instead of most popular; at most 100 characters, at most 100 hits.
   */
  searchText?: InputMaybe<Scalars['String']['input']>;
};

export type ProductList = {
  __typename?: 'ProductList';
  items: Array<Product>;
  pageInfo: PageInfo;
};

/** The product list filter's types: gift cards sent by e-mail (DIGITAL) or by post (PHYSICAL), donations, blank packs. */
export type ProductListType =
  | 'DIGITAL'
  | 'DONATION'
  | 'GIFT_CARD_BLANK'
  | 'PHYSICAL';

export type ProductPayload = {
  __typename?: 'ProductPayload';
  errors: Array<Error>;
  product?: Maybe<Product>;
};

/** What a product is: a gift card, a pack of 3 blank cards or a donation. */
export type ProductType =
  | 'DONATION'
  | 'GIFT_CARD'
  | 'GIFT_CARD_BLANK';

export type ProductsPayload = {
  __typename?: 'ProductsPayload';
  errors: Array<Error>;
  products?: Maybe<ProductList>;
};

/** The postal address of a customer profile. */
export type ProfileAddress = {
  __typename?: 'ProfileAddress';
  /** County, state or province, where the country uses one. */
  administrativeArea?: Maybe<Scalars['String']['output']>;
  city?: Maybe<Scalars['String']['output']>;
  companyName?: Maybe<Scalars['String']['output']>;
  houseNumber?: Maybe<Scalars['String']['output']>;
  postCode?: Maybe<Scalars['String']['output']>;
  /** The address as the post writes it, in the store country's order, one entry per line (as Address.postalLines). */
  postalLines: Array<Scalars['String']['output']>;
  street?: Maybe<Scalars['String']['output']>;
  /** House number suffix, e.g. A. */
  suffix?: Maybe<Scalars['String']['output']>;
};

/** The profile's postal address as entered. */
export type ProfileAddressInput = {
  administrativeArea?: InputMaybe<Scalars['String']['input']>;
  city?: InputMaybe<Scalars['String']['input']>;
  companyName?: InputMaybe<Scalars['String']['input']>;
  houseNumber?: InputMaybe<Scalars['String']['input']>;
  postCode?: InputMaybe<Scalars['String']['input']>;
  street?: InputMaybe<Scalars['String']['input']>;
  suffix?: InputMaybe<Scalars['String']['input']>;
};

/**
 * Changes to the profile; omitted (or null) fields stay as they are. Names, when given, must not be empty; an empty
 * invoiceEmail, phoneNumber or vatNumber clears it. The address is in the store's country.
 */
export type ProfileInput = {
  address?: InputMaybe<ProfileAddressInput>;
  firstName?: InputMaybe<Scalars['String']['input']>;
  invoiceEmail?: InputMaybe<Scalars['String']['input']>;
  lastName?: InputMaybe<Scalars['String']['input']>;
  phoneNumber?: InputMaybe<Scalars['String']['input']>;
  vatNumber?: InputMaybe<Scalars['String']['input']>;
};

export type Query = {
  __typename?: 'Query';
  /** The voucher of a paid activation order. */
  activationVoucher: ActivationVoucherPayload;
  /**
   * A queue of blocks. Editorial queues: home-hero, home-featured, home-usp, search-highlight.
   * Computed queues: most-chosen (best sellers) and top-products (pass a CATEGORY taxonomy filter).
   */
  blocks: BlocksPayload;
  /** One blog post by slug. */
  blogPost: BlogPostPayload;
  /** Blog posts, newest first; 12 per page by default. */
  blogPosts: BlogPostsPayload;
  /** The same cart for the header badge: clients select only ids and quantities. */
  cartQuantity: CartPayload;
  /** The full cart: the session's, or the one of orderUuid (payment retry). Never cached. */
  cartV2: CartPayload;
  /** Categories with their top lists, for the gift-cards menu panel. */
  categoryMenu: CategoryMenuPayload;
  /** Whether an account exists for the e-mail (status true), to choose between login and register. */
  checkUserExist: StatusPayload;
  /** One of the logged-in customer's placed orders of the store, e.g. for a reorder link; NOT_FOUND (1005) otherwise. */
  customerOrder: CustomerOrderPayload;
  /** The logged-in customer's placed orders of the store (any status but cart), newest first; 10 a page, at most 50. */
  customerOrders: CustomerOrdersPayload;
  /** The draw open for entries. */
  doublerStatus: DoublerStatusPayload;
  /**
   * The thank-you page of an entry: the draw open for entries, or NOT_FOUND (1005, on entry) unless entry is the
   * reference of the thankYouPath that enterDoubler answered for this store and product. Only the reference's
   * signature is checked: the answer does not tell whether any entry exists.
   */
  doublerThankYou: DoublerStatusPayload;
  /** Wrappers, gift packing and the personal-message option on sale in the store, by position; only those fitting deliveryType when given. */
  extraVariations: ExtraVariationsPayload;
  /**
   * Places (cities, administrative areas, postcode districts) of the store's locations matching a text, for the
   * location finder's search box. Text of at least 2 characters (else code 1004). Paging defaults to 10, at most 50.
   */
  getLocationAddressSuggestions: LocationSuggestionsPayload;
  /** The logged-in customer; user is null for visitors and guests. */
  getUserInfo: UserInfoPayload;
  /**
   * A link to the invoice PDF of one of the logged-in customer's orders, on the store's origin, valid 5 minutes and
   * only in the same logged-in browser. Refused (2142) until the order is paid, unless it is paid by invoice.
   */
  invoice: InvoicePayload;
  /** One location of a gift card's brand, by product slug and location slug, for the location page. */
  location: LocationPayload;
  /**
   * Restaurants and shops of the store where gift cards are accepted, by city and then name. Paging defaults to
   * page 1 of 50, at most 500 per page; a page beyond the end is empty.
   */
  locations: LocationsPayload;
  /** A redeem order of the holder of userData.redeemToken. */
  order: RedeemOrderPayload;
  /** A placed order for its confirmation page; the uuid is the proof of access, as in the confirmation e-mail. */
  orderConfirmation: CustomerOrderPayload;
  /** A content page by its path, e.g. /general-terms/. */
  page: ContentPagePayload;
  /**
   * Metadata of any storefront path (with or without a language prefix): home, product list and detail, categories,
   * occasions, blog and content pages. An unknown path gives NOT_FOUND (code 1005): the storefront answers 404.
   */
  pageMetadata: PageMetadataPayload;
  /** Payment methods for the store and customer type; invoice only for BUSINESS. */
  paymentMethods: PaymentMethodsPayload;
  /** The latest payment of a placed order, polled by the processing-payment page. */
  paymentStatus: PaymentStatusPayload;
  /** Always true; lets clients check the gateway answers GraphQL. */
  ping: Scalars['Boolean']['output'];
  /** Popular terms, suggested products and highlighted blocks for the empty search modal. */
  popularSearch: PopularSearchPayload;
  /** One product by its URL slug, e.g. harbour-and-pine-gift-card. */
  product: ProductPayload;
  /** How many products the filters match (the list filter dialog's count before it is applied). */
  productCount: ProductCountPayload;
  /** Products of the store, most popular first. Paging defaults to page 1 of 16; a page beyond the end is empty. */
  products: ProductsPayload;
  /** A redeem page by its pageId (public); error NOT_FOUND on pageId when the store has none of that name. */
  redeemPage: RedeemPagePayload;
  /** What the redeem shop offers: products with redeem data, optionally of one type; with pageId, that page's selection. */
  redeemProducts: RedeemProductsPayload;
  /** The redeem session of userData.redeemToken; error 2211 when it has ended. */
  redeemSession: RedeemSessionPayload;
  /**
   * Full-text search over gift cards and giving moments, tolerant of typos (trigram similarity) and matching
   * word prefixes as the shopper types. Text is 1 to 100 characters.
   */
  search_v1: SearchPayload;
  /** Every indexable page of the store in the asking language: home, lists, products, categories, occasions, blog and content pages. */
  sitemap: SitemapPayload;
  /** Menus, logos, payment icons and the store switcher's combinations of the asking store. */
  storeData: StoreDataPayload;
  /** One term by vocabulary and slug. */
  taxonomyTerm: TaxonomyTermPayload;
  /** All terms of a vocabulary (CATEGORY or OCCASION) in menu order. */
  taxonomyTerms: TaxonomyTermsPayload;
  /** The store's testimonials in the asking language, newest first, with their count and average rating. */
  testimonials: TestimonialsPayload;
};


export type QueryActivationVoucherArgs = {
  orderUuid: Scalars['String']['input'];
  userData: UserDataInput;
};


export type QueryBlocksArgs = {
  filters?: InputMaybe<BlockFiltersInput>;
  queueID: Scalars['String']['input'];
  userData: UserDataInput;
};


export type QueryBlogPostArgs = {
  slug: Scalars['String']['input'];
  userData: UserDataInput;
};


export type QueryBlogPostsArgs = {
  paging?: InputMaybe<PagingInput>;
  userData: UserDataInput;
};


export type QueryCartQuantityArgs = {
  orderUuid?: InputMaybe<Scalars['String']['input']>;
  userData: UserDataInput;
};


export type QueryCartV2Args = {
  orderUuid?: InputMaybe<Scalars['String']['input']>;
  userData: UserDataInput;
};


export type QueryCategoryMenuArgs = {
  userData: UserDataInput;
};


export type QueryCheckUserExistArgs = {
  captchaToken: Scalars['String']['input'];
  email: Scalars['String']['input'];
  userData: UserDataInput;
};


export type QueryCustomerOrderArgs = {
  orderUuid: Scalars['String']['input'];
  userData: UserDataInput;
};


export type QueryCustomerOrdersArgs = {
  paging?: InputMaybe<PagingInput>;
  userData: UserDataInput;
};


export type QueryDoublerStatusArgs = {
  userData: UserDataInput;
};


export type QueryDoublerThankYouArgs = {
  entry: Scalars['String']['input'];
  product: Scalars['String']['input'];
  userData: UserDataInput;
};


export type QueryExtraVariationsArgs = {
  deliveryType?: InputMaybe<VariationType>;
  userData: UserDataInput;
};


export type QueryGetLocationAddressSuggestionsArgs = {
  filters: LocationSuggestionFiltersInput;
  paging?: InputMaybe<PagingInput>;
  userData: UserDataInput;
};


export type QueryGetUserInfoArgs = {
  userData: UserDataInput;
};


export type QueryInvoiceArgs = {
  orderUuid: Scalars['String']['input'];
  userData: UserDataInput;
};


export type QueryLocationArgs = {
  locationSlug: Scalars['String']['input'];
  productSlug: Scalars['String']['input'];
  userData: UserDataInput;
};


export type QueryLocationsArgs = {
  filters?: InputMaybe<LocationFiltersInput>;
  paging?: InputMaybe<PagingInput>;
  userData: UserDataInput;
};


export type QueryOrderArgs = {
  userData: UserDataInput;
  uuid: Scalars['String']['input'];
};


export type QueryOrderConfirmationArgs = {
  userData: UserDataInput;
  uuid: Scalars['String']['input'];
};


export type QueryPageArgs = {
  path: Scalars['String']['input'];
  userData: UserDataInput;
};


export type QueryPageMetadataArgs = {
  path: Scalars['String']['input'];
  userData: UserDataInput;
};


export type QueryPaymentMethodsArgs = {
  customerType?: InputMaybe<CustomerType>;
  userData: UserDataInput;
};


export type QueryPaymentStatusArgs = {
  orderUuid: Scalars['String']['input'];
  userData: UserDataInput;
};


export type QueryPopularSearchArgs = {
  userData: UserDataInput;
};


export type QueryProductArgs = {
  slug: Scalars['String']['input'];
  userData: UserDataInput;
};


export type QueryProductCountArgs = {
  filters?: InputMaybe<ProductFiltersInput>;
  userData: UserDataInput;
};


export type QueryProductsArgs = {
  filters?: InputMaybe<ProductFiltersInput>;
  paging?: InputMaybe<PagingInput>;
  userData: UserDataInput;
};


export type QueryRedeemPageArgs = {
  pageId: Scalars['String']['input'];
  userData: UserDataInput;
};


export type QueryRedeemProductsArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  pageId?: InputMaybe<Scalars['String']['input']>;
  productType?: InputMaybe<ProductType>;
  userData: UserDataInput;
};


export type QueryRedeemSessionArgs = {
  userData: UserDataInput;
};


export type QuerySearch_V1Args = {
  inputText: Scalars['String']['input'];
  userData: UserDataInput;
};


export type QuerySitemapArgs = {
  userData: UserDataInput;
};


export type QueryStoreDataArgs = {
  userData: UserDataInput;
};


export type QueryTaxonomyTermArgs = {
  slug: Scalars['String']['input'];
  userData: UserDataInput;
  vocabularyID: Scalars['String']['input'];
};


export type QueryTaxonomyTermsArgs = {
  userData: UserDataInput;
  vocabularyID: Scalars['String']['input'];
};


export type QueryTestimonialsArgs = {
  userData: UserDataInput;
};

/** A line of a quote request: which gift card, how many and the value of each. */
export type QuoteLineInput = {
  /** The gift card (its name or the product's path). */
  product: Scalars['String']['input'];
  /** Number of cards, 1 to 10000. */
  quantity: Scalars['Int']['input'];
  /** Value per card in minor units, whole units (e.g. 5000 for £50). */
  value: Scalars['Int']['input'];
};

/** A business customer's request for a quote (spec §2.4 business form page). */
export type QuoteRequestInput = {
  companyName: Scalars['String']['input'];
  contactName: Scalars['String']['input'];
  /** Wished delivery date, YYYY-MM-DD, today or later in the store's time zone; empty for as soon as possible. */
  deliveryDate?: InputMaybe<Scalars['String']['input']>;
  /** DIGITAL or PHYSICAL. */
  deliveryMethod: Scalars['String']['input'];
  email: Scalars['String']['input'];
  /** One to 20 lines. */
  lines: Array<QuoteLineInput>;
  message?: InputMaybe<Scalars['String']['input']>;
  /** International form (+44 7700 900123) or the national form of the store's country. */
  phoneNumber: Scalars['String']['input'];
};

/** Who receives a package: by e-mail (digital) or at the shipment's delivery address (physical). */
export type Receiver = {
  __typename?: 'Receiver';
  /** Digital delivery only. */
  email?: Maybe<Scalars['String']['output']>;
  /** First name, or the single name when only one is given. */
  firstName: Scalars['String']['output'];
  lastName?: Maybe<Scalars['String']['output']>;
};

/** A receiver as the shopper enters it. Digital: email and confirmEmail; physical: address. */
export type ReceiverInput = {
  /** Physical delivery only. */
  address?: InputMaybe<AddressInput>;
  /** Must equal email. */
  confirmEmail?: InputMaybe<Scalars['String']['input']>;
  email?: InputMaybe<Scalars['String']['input']>;
  firstName: Scalars['String']['input'];
  lastName?: InputMaybe<Scalars['String']['input']>;
};

/** A gift card whose balance pays the redeem order. */
export type RedeemCard = {
  __typename?: 'RedeemCard';
  /** What the order takes from this card. */
  amountUsed: Money;
  balance: Money;
  /** Last four digits visible. */
  maskedNumber: Scalars['String']['output'];
};

/** What the redeem shop shows for a product bought with a card balance. */
export type RedeemData = {
  __typename?: 'RedeemData';
  description: Scalars['String']['output'];
  maximumAvailableCustomAmount?: Maybe<Money>;
  minimumAvailableCustomAmount?: Maybe<Money>;
  minimumRemainingBalance?: Maybe<Money>;
  title: Scalars['String']['output'];
};

/** A line of a redeem package: the card or donation (variation), or an extra (wrapper, packing, message). */
export type RedeemItem = {
  __typename?: 'RedeemItem';
  /** Wrapper, gift packing and message lines. */
  extra?: Maybe<ExtraVariation>;
  kind: OrderItemKind;
  qty: Scalars['Int']['output'];
  /** Personal message lines: the text. */
  text?: Maybe<Scalars['String']['output']>;
  /** Gift card and donation lines. */
  variation?: Maybe<Variation>;
};

/** An order paid with gift card balances (order type REDEEM), tied to the holder's redeem token. */
export type RedeemOrder = {
  __typename?: 'RedeemOrder';
  /** What the cards do not cover, paid through the payment provider. */
  amountToPay: Money;
  billingAddress?: Maybe<Address>;
  /** Placed by a business (a business redeem page's shop): company details at checkout, a reference per delivery. */
  business: Scalars['Boolean']['output'];
  cards: Array<RedeemCard>;
  id: Scalars['ID']['output'];
  /** The redeem page whose shop the order was started from, if any. */
  pageId?: Maybe<Scalars['String']['output']>;
  /** Set once placed, e.g. GCUK-100001. */
  referenceNumber?: Maybe<Scalars['String']['output']>;
  /** Balance the cards keep after this order. */
  remainingBalance: Money;
  shipments: Array<RedeemShipment>;
  /** CART while the holder puts it together; PENDING once placed (paying a shortfall); COMPLETED when delivered. */
  status: Scalars['String']['output'];
  totals: OrderTotals;
  /** Goes up with every change of the order; placeRedeemOrder names the version the holder confirmed. */
  version: Scalars['Int']['output'];
};

export type RedeemOrderPayload = {
  __typename?: 'RedeemOrderPayload';
  errors: Array<Error>;
  order?: Maybe<RedeemOrder>;
};

/** What one receiver gets from a redeem order. */
export type RedeemPackage = {
  __typename?: 'RedeemPackage';
  id: Scalars['ID']['output'];
  items: Array<RedeemItem>;
  /** The gift card or donation product, with its redeemData and, for gift cards, its giftCardBrand. */
  mainProduct: Product;
  mainProductType: ProductType;
  packageTotals: RedeemPackageTotals;
  receiver?: Maybe<Receiver>;
};

/** A product to take with the balance. variationId picks product and delivery type. */
export type RedeemPackageInput = {
  /** Value in minor units; at least the product's minimum, leaving at least the minimum remaining balance. */
  amount?: InputMaybe<Scalars['Int']['input']>;
  /** Physical delivery. */
  deliveryAddress?: InputMaybe<AddressInput>;
  /** ISO date, e.g. 2026-03-14. */
  deliveryDate?: InputMaybe<Scalars['String']['input']>;
  giftPackingId?: InputMaybe<Scalars['ID']['input']>;
  /** The redeem order to add to; without it, a new one for the redeem token. */
  orderUuid?: InputMaybe<Scalars['String']['input']>;
  /** The redeem page whose shop the holder is in; a new order is tied to it (business redeem, the page's products). */
  pageId?: InputMaybe<Scalars['String']['input']>;
  /** 1 to 150 characters, no emoji. */
  personalMessage?: InputMaybe<Scalars['String']['input']>;
  /** Cards in the package; 1 when omitted. */
  quantity?: InputMaybe<Scalars['Int']['input']>;
  /** Digital delivery: name and e-mail. */
  receiver?: InputMaybe<ReceiverInput>;
  /** Business redeem: reference printed on the delivery. */
  referenceNumber?: InputMaybe<Scalars['String']['input']>;
  variationId: Scalars['ID']['input'];
  wrapperId?: InputMaybe<Scalars['ID']['input']>;
};

/** Amounts of a redeem package. */
export type RedeemPackageTotals = {
  __typename?: 'RedeemPackageTotals';
  /** Value of the main item (card or donation). */
  mainItemAmount: Money;
  /** Whether the holder may change mainItemAmount (custom amounts allowed). */
  mainItemEditable: Scalars['Boolean']['output'];
  /** Free amount added by a promotion. */
  promotionAmount: Money;
};

/** A page of the redeem part of the store: information about a card, and possibly a shop of its own. */
export type RedeemPage = {
  __typename?: 'RedeemPage';
  /** Orders from its shop are placed by a business. */
  business: Scalars['Boolean']['output'];
  /** Whether /check-balance/redeem/{pageId}/ is a shop of its own (a business page, or a page with its own selection). */
  hasShop: Scalars['Boolean']['output'];
  intro: Scalars['String']['output'];
  /** A slug, e.g. choice-card; never all digits. */
  pageId: Scalars['String']['output'];
  paragraphs: Array<Scalars['String']['output']>;
  title: Scalars['String']['output'];
};

export type RedeemPagePayload = {
  __typename?: 'RedeemPagePayload';
  errors: Array<Error>;
  page?: Maybe<RedeemPage>;
};

export type RedeemProductsPayload = {
  __typename?: 'RedeemProductsPayload';
  errors: Array<Error>;
  /** Gift cards and donations a holder can choose, most popular first. */
  products?: Maybe<Array<Product>>;
  total?: Maybe<Scalars['Int']['output']>;
};

/** The holder's redeem session: the card of the balance check and the order being put together. */
export type RedeemSession = {
  __typename?: 'RedeemSession';
  balance: Money;
  /** ISO date, e.g. 2027-03-14. */
  expiryDate: Scalars['String']['output'];
  /** Last four digits visible. */
  maskedNumber: Scalars['String']['output'];
  /** The holder's redeem order still being put together, if any. */
  openOrderUuid?: Maybe<Scalars['String']['output']>;
  status: GiftCardStatus;
};

export type RedeemSessionPayload = {
  __typename?: 'RedeemSessionPayload';
  errors: Array<Error>;
  session?: Maybe<RedeemSession>;
};

/** Packages of a redeem order travelling together. */
export type RedeemShipment = {
  __typename?: 'RedeemShipment';
  /** Physical shipments only; may carry a referenceNumber. */
  deliveryAddress?: Maybe<Address>;
  /** ISO date, e.g. 2026-03-14. */
  deliveryDate?: Maybe<Scalars['String']['output']>;
  deliveryType: VariationType;
  /** The delivery date in the requested language, e.g. Saturday 14 March. */
  formattedDeliveryDate?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  packages: Array<RedeemPackage>;
};

export type RedirectLink = {
  __typename?: 'RedirectLink';
  /** Seconds before the shopper is sent on. */
  redirectTime: Scalars['Int']['output'];
  url: Scalars['String']['output'];
};

/** A new account: first name, e-mail, password (at least 8 latin letters, digits or symbols) and consent. */
export type RegisterUserInput = {
  captchaToken: Scalars['String']['input'];
  /** Must equal password. */
  confirmPassword: Scalars['String']['input'];
  email: Scalars['String']['input'];
  firstName: Scalars['String']['input'];
  lastName?: InputMaybe<Scalars['String']['input']>;
  password: Scalars['String']['input'];
  /** Newsletter consent. */
  subscribed?: Scalars['Boolean']['input'];
};

export type SearchGroup = {
  __typename?: 'SearchGroup';
  /** Hits in this group. */
  count: Scalars['Int']['output'];
  groupType: SearchGroupType;
  items: Array<SearchItem>;
};

/** Which kind of page a search hit is. */
export type SearchGroupType =
  | 'GIVING_MOMENT'
  | 'PRODUCT';

export type SearchItem = GiftCardSearchItem | GivingMomentSearchItem;

export type SearchPayload = {
  __typename?: 'SearchPayload';
  /** Groups with at least one hit, gift cards first; empty when nothing matches. */
  body?: Maybe<Array<SearchGroup>>;
  errors: Array<Error>;
  /** Hits over all groups, for '1 result' / 'N results'. */
  total?: Maybe<Scalars['Int']['output']>;
};

export type SearchTerm = {
  __typename?: 'SearchTerm';
  title: Scalars['String']['output'];
  url: Scalars['String']['output'];
};

/** Select option used by forms. */
export type SelectOption = {
  __typename?: 'SelectOption';
  icon?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  label: Scalars['String']['output'];
};

/** A page for sitemap.xml. */
export type SitemapEntry = {
  __typename?: 'SitemapEntry';
  /** ISO date of the last change, when known. */
  lastModified?: Maybe<Scalars['String']['output']>;
  /** Site-relative path, with a trailing slash. */
  path: Scalars['String']['output'];
};

export type SitemapPayload = {
  __typename?: 'SitemapPayload';
  entries?: Maybe<Array<SitemapEntry>>;
  errors: Array<Error>;
};

export type StartPaymentPayload = {
  __typename?: 'StartPaymentPayload';
  errors: Array<Error>;
  /** The provider's hosted payment page to send the shopper to. */
  redirectUrl?: Maybe<Scalars['String']['output']>;
};

/** Plain status answer of mutations that return no entity. */
export type StatusPayload = {
  __typename?: 'StatusPayload';
  errors: Array<Error>;
  status: Scalars['Boolean']['output'];
};

export type StoreData = {
  __typename?: 'StoreData';
  buildKey: Scalars['String']['output'];
  /** The stores of the same brand family, this one included, for the store switcher. */
  countriesCombinations: Array<CountryCombination>;
  countryCode: Scalars['String']['output'];
  currency: Scalars['String']['output'];
  footerLogo: Logo;
  locale: Scalars['String']['output'];
  mainLogo: Logo;
  menus: StoreMenus;
  name: Scalars['String']['output'];
  origin: Scalars['String']['output'];
  paymentIcons: Array<PaymentIcon>;
  /**
   * True when the store's payments go to a test provider (the sandbox, where the shopper picks the outcome): no
   * money moves and the storefront shows a test-mode notice on every page.
   */
  paymentTestMode: Scalars['Boolean']['output'];
  storeID: Scalars['Int']['output'];
};

export type StoreDataPayload = {
  __typename?: 'StoreDataPayload';
  errors: Array<Error>;
  storeData?: Maybe<StoreData>;
};

export type StoreMenus = {
  __typename?: 'StoreMenus';
  businessMenu?: Maybe<BusinessMenu>;
  footerMenu: FooterMenu;
};

/** Filter on taxonomy: products in any of the terms (slugs) of a vocabulary (CATEGORY or OCCASION). */
export type TaxonomyFilterInput = {
  terms: Array<Scalars['String']['input']>;
  vocabularyID: Scalars['String']['input'];
};

/** A category or occasion (giving moment). */
export type TaxonomyTerm = {
  __typename?: 'TaxonomyTerm';
  backgroundColor?: Maybe<Color>;
  description: Scalars['String']['output'];
  heroTitle?: Maybe<Scalars['String']['output']>;
  icon?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  path: Scalars['String']['output'];
  productCount: Scalars['Int']['output'];
  slug: Scalars['String']['output'];
  title: Scalars['String']['output'];
  /** CATEGORY or OCCASION. */
  vocabularyID: Scalars['String']['output'];
};

export type TaxonomyTermPayload = {
  __typename?: 'TaxonomyTermPayload';
  errors: Array<Error>;
  term?: Maybe<TaxonomyTerm>;
};

export type TaxonomyTermsPayload = {
  __typename?: 'TaxonomyTermsPayload';
  errors: Array<Error>;
  terms?: Maybe<Array<TaxonomyTerm>>;
};

/** What a customer said about the shop. */
export type Testimonial = {
  __typename?: 'Testimonial';
  /** First name and initial, or first name and town, e.g. Sarah K. */
  author: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** ISO date, e.g. 2026-03-14. */
  publishedAt: Scalars['String']['output'];
  quote: Scalars['String']['output'];
  /** 1 to 5 stars. */
  rating: Scalars['Int']['output'];
};

export type TestimonialList = {
  __typename?: 'TestimonialList';
  /** Mean rating rounded to one decimal (0 without testimonials). */
  averageRating: Scalars['Float']['output'];
  /** How many testimonials the store has in the asking language. */
  count: Scalars['Int']['output'];
  /** Newest first; at most 100. */
  items: Array<Testimonial>;
};

export type TestimonialsPayload = {
  __typename?: 'TestimonialsPayload';
  errors: Array<Error>;
  testimonials?: Maybe<TestimonialList>;
};

export type TopListItem = {
  __typename?: 'TopListItem';
  backgroundColor: Color;
  id: Scalars['ID']['output'];
  image: Image;
  path: Scalars['String']['output'];
  productType: ProductType;
  showShadow: Scalars['Boolean']['output'];
  title: Scalars['String']['output'];
};

/**
 * Changes to one package. Omitted fields stay as they are; an explicit null removes a wrapper, packing or message,
 * or the receiver of a digital package. A new delivery moment or address moves the package to the matching shipment.
 * Refusals name fields as in AddToCartInput, the receiver's as receiver.email, receiver.address.postCode.
 */
export type UpdateCartPackageInput = {
  /** Value of one card in minor units. */
  amount?: InputMaybe<Scalars['Int']['input']>;
  deliveryDate?: InputMaybe<Scalars['String']['input']>;
  deliveryTime?: InputMaybe<Scalars['String']['input']>;
  giftPackingId?: InputMaybe<Scalars['ID']['input']>;
  orderUuid?: InputMaybe<Scalars['String']['input']>;
  packageId: Scalars['ID']['input'];
  personalMessage?: InputMaybe<Scalars['String']['input']>;
  quantity?: InputMaybe<Scalars['Int']['input']>;
  receiver?: InputMaybe<ReceiverInput>;
  wrapperId?: InputMaybe<Scalars['ID']['input']>;
};

/** Changes to a redeem package; omitted fields stay, an explicit null removes an extra. */
export type UpdateRedeemPackageInput = {
  /** Only when packageTotals.mainItemEditable. */
  amount?: InputMaybe<Scalars['Int']['input']>;
  deliveryAddress?: InputMaybe<AddressInput>;
  deliveryDate?: InputMaybe<Scalars['String']['input']>;
  giftPackingId?: InputMaybe<Scalars['ID']['input']>;
  personalMessage?: InputMaybe<Scalars['String']['input']>;
  quantity?: InputMaybe<Scalars['Int']['input']>;
  receiver?: InputMaybe<ReceiverInput>;
  referenceNumber?: InputMaybe<Scalars['String']['input']>;
  wrapperId?: InputMaybe<Scalars['ID']['input']>;
};

/** A registered customer who is logged in. */
export type User = {
  __typename?: 'User';
  /** The address book, newest first. */
  addresses: Array<Address>;
  /** The address book entry checkout prefills as billing address; null when none is chosen. */
  defaultBillingAddressId?: Maybe<Scalars['ID']['output']>;
  /** The address book entry offered first for cards sent by post; null when none is chosen. */
  defaultDeliveryAddressId?: Maybe<Scalars['ID']['output']>;
  mainProfile: CustomerProfile;
  /** Newsletter consent. */
  subscribed: Scalars['Boolean']['output'];
};

/**
 * Who is asking. Every operation takes it: the store (build), the language of the answer, the visitor's country
 * and, on redeem pages, the holder's redeem token (base64).
 */
export type UserDataInput = {
  /** ISO 3166-1 alpha-2 country of the visitor, e.g. GB. */
  countryCode: Scalars['String']['input'];
  /** Two-letter language code, e.g. en or nl. Must be one of the store's languages. */
  language: Scalars['String']['input'];
  /** Base64 redeem token held after a successful balance check. */
  redeemToken?: InputMaybe<Scalars['String']['input']>;
  /** Store id, e.g. 48 for the UK store. */
  storeID: Scalars['Int']['input'];
};

export type UserInfoPayload = {
  __typename?: 'UserInfoPayload';
  errors: Array<Error>;
  /** The logged-in customer; null when nobody is logged in. */
  user?: Maybe<User>;
};

export type Variation = {
  __typename?: 'Variation';
  config: VariationConfig;
  id: Scalars['ID']['output'];
  /** The lowest price the variation can be bought for. */
  price: Money;
  sku: Scalars['String']['output'];
  title: Scalars['String']['output'];
  variationType: VariationType;
};

/** Prices a variation offers: fixed values, a custom range, or both. */
export type VariationConfig = {
  __typename?: 'VariationConfig';
  hasFixedPrices: Scalars['Boolean']['output'];
  /** Highest custom amount (whole units), when custom amounts are allowed. */
  maxPrice?: Maybe<Money>;
  /** Lowest custom amount (whole units), when custom amounts are allowed. */
  minPrice?: Maybe<Money>;
  /** Fixed values to show as choices, ascending. */
  pricesToShow: Array<Money>;
};

/** How a card travels: by e-mail (DIGITAL) or by post (PHYSICAL). */
export type VariationType =
  | 'DIGITAL'
  | 'PHYSICAL';



export type ResolverTypeWrapper<T> = Promise<T> | T;


export type ResolverWithResolve<TResult, TParent, TContext, TArgs> = {
  resolve: ResolverFn<TResult, TParent, TContext, TArgs>;
};
export type Resolver<TResult, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = ResolverFn<TResult, TParent, TContext, TArgs> | ResolverWithResolve<TResult, TParent, TContext, TArgs>;

export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => Promise<TResult> | TResult;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<TResult, TKey extends string, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<{ [key in TKey]: TResult }, TParent, TContext, TArgs>;
  resolve?: SubscriptionResolveFn<TResult, { [key in TKey]: TResult }, TContext, TArgs>;
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<any, TParent, TContext, TArgs>;
  resolve: SubscriptionResolveFn<TResult, any, TContext, TArgs>;
}

export type SubscriptionObject<TResult, TKey extends string, TParent, TContext, TArgs> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

export type SubscriptionResolver<TResult, TKey extends string, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> =
  | ((...args: any[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<TTypes, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (
  parent: TParent,
  context: TContext,
  info: GraphQLResolveInfo
) => Maybe<TTypes> | Promise<Maybe<TTypes>>;

export type IsTypeOfResolverFn<T = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (obj: T, context: TContext, info: GraphQLResolveInfo) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<TResult = Record<PropertyKey, never>, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;



/** Mapping of union types */
export type ResolversUnionTypes<_RefType extends Record<string, unknown>> = {
  SearchItem:
    | ( GiftCardSearchItem )
    | ( GivingMomentSearchItem )
  ;
};

/** Mapping of interface types */
export type ResolversInterfaceTypes<_RefType extends Record<string, unknown>> = {
  Product:
    | ( DonationProduct )
    | ( GiftCardProduct )
  ;
};

/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = {
  ActivationOrder: ResolverTypeWrapper<ActivationOrder>;
  ActivationOrderPayload: ResolverTypeWrapper<ActivationOrderPayload>;
  ActivationVoucher: ResolverTypeWrapper<ActivationVoucher>;
  ActivationVoucherPayload: ResolverTypeWrapper<ActivationVoucherPayload>;
  AddToCartInput: AddToCartInput;
  Address: ResolverTypeWrapper<Address>;
  AddressBookPayload: ResolverTypeWrapper<AddressBookPayload>;
  AddressInput: AddressInput;
  AddressKind: AddressKind;
  Adjustment: ResolverTypeWrapper<Adjustment>;
  AdjustmentType: AdjustmentType;
  Bank: ResolverTypeWrapper<Bank>;
  Block: ResolverTypeWrapper<Omit<Block, 'product'> & { product?: Maybe<ResolversTypes['Product']> }>;
  BlockFiltersInput: BlockFiltersInput;
  BlocksPayload: ResolverTypeWrapper<Omit<BlocksPayload, 'blocks'> & { blocks?: Maybe<Array<ResolversTypes['Block']>> }>;
  BlogPost: ResolverTypeWrapper<BlogPost>;
  BlogPostList: ResolverTypeWrapper<BlogPostList>;
  BlogPostPayload: ResolverTypeWrapper<Omit<BlogPostPayload, 'relatedProducts'> & { relatedProducts?: Maybe<Array<ResolversTypes['Product']>> }>;
  BlogPostsPayload: ResolverTypeWrapper<BlogPostsPayload>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  BusinessDetailsInput: BusinessDetailsInput;
  BusinessMenu: ResolverTypeWrapper<BusinessMenu>;
  CardPayment: ResolverTypeWrapper<CardPayment>;
  CardPaymentCheck: ResolverTypeWrapper<CardPaymentCheck>;
  CardPaymentCheckPayload: ResolverTypeWrapper<CardPaymentCheckPayload>;
  CardPayments: ResolverTypeWrapper<CardPayments>;
  CardPaymentsPayload: ResolverTypeWrapper<CardPaymentsPayload>;
  CardPreview: ResolverTypeWrapper<CardPreview>;
  CartPayload: ResolverTypeWrapper<Omit<CartPayload, 'order'> & { order?: Maybe<ResolversTypes['GiftCardOrder']> }>;
  CategoryMenuItem: ResolverTypeWrapper<CategoryMenuItem>;
  CategoryMenuPayload: ResolverTypeWrapper<CategoryMenuPayload>;
  Color: ResolverTypeWrapper<Color>;
  ContactMessageInput: ContactMessageInput;
  ContentPage: ResolverTypeWrapper<ContentPage>;
  ContentPagePayload: ResolverTypeWrapper<ContentPagePayload>;
  CountryCombination: ResolverTypeWrapper<CountryCombination>;
  CustomerOrder: ResolverTypeWrapper<CustomerOrder>;
  CustomerOrderItem: ResolverTypeWrapper<CustomerOrderItem>;
  CustomerOrderList: ResolverTypeWrapper<CustomerOrderList>;
  CustomerOrderPayload: ResolverTypeWrapper<CustomerOrderPayload>;
  CustomerOrdersPayload: ResolverTypeWrapper<CustomerOrdersPayload>;
  CustomerProfile: ResolverTypeWrapper<CustomerProfile>;
  CustomerType: CustomerType;
  DayOfWeek: DayOfWeek;
  DeliveryMode: DeliveryMode;
  DonationProduct: ResolverTypeWrapper<DonationProduct>;
  DoublerEntry: ResolverTypeWrapper<DoublerEntry>;
  DoublerEntryPayload: ResolverTypeWrapper<DoublerEntryPayload>;
  DoublerStatus: ResolverTypeWrapper<DoublerStatus>;
  DoublerStatusPayload: ResolverTypeWrapper<DoublerStatusPayload>;
  Error: ResolverTypeWrapper<Error>;
  ExternalLink: ResolverTypeWrapper<ExternalLink>;
  ExtraItem: ResolverTypeWrapper<ExtraItem>;
  ExtraVariation: ResolverTypeWrapper<ExtraVariation>;
  ExtraVariationsPayload: ResolverTypeWrapper<ExtraVariationsPayload>;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  FooterMenu: ResolverTypeWrapper<FooterMenu>;
  GiftCardBrand: ResolverTypeWrapper<GiftCardBrand>;
  GiftCardInfo: ResolverTypeWrapper<GiftCardInfo>;
  GiftCardInfoPayload: ResolverTypeWrapper<GiftCardInfoPayload>;
  GiftCardItem: ResolverTypeWrapper<Omit<GiftCardItem, 'product'> & { product: ResolversTypes['Product'] }>;
  GiftCardOrder: ResolverTypeWrapper<CartOrderSource>;
  GiftCardPackage: ResolverTypeWrapper<Omit<GiftCardPackage, 'emptyGiftCardItem' | 'giftCardItem'> & { emptyGiftCardItem?: Maybe<ResolversTypes['GiftCardItem']>, giftCardItem?: Maybe<ResolversTypes['GiftCardItem']> }>;
  GiftCardProduct: ResolverTypeWrapper<GiftCardProduct>;
  GiftCardSearchItem: ResolverTypeWrapper<GiftCardSearchItem>;
  GiftCardShipment: ResolverTypeWrapper<Omit<GiftCardShipment, 'packages'> & { packages: Array<ResolversTypes['GiftCardPackage']> }>;
  GiftCardStatus: GiftCardStatus;
  GivingMomentSearchItem: ResolverTypeWrapper<GivingMomentSearchItem>;
  GroupTotal: ResolverTypeWrapper<GroupTotal>;
  GroupedTotals: ResolverTypeWrapper<GroupedTotals>;
  HighlightedBlock: ResolverTypeWrapper<HighlightedBlock>;
  HrefType: HrefType;
  HreflangTag: ResolverTypeWrapper<HreflangTag>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  Image: ResolverTypeWrapper<Image>;
  ImageUrl: ResolverTypeWrapper<ImageUrl>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  InvoicePayload: ResolverTypeWrapper<InvoicePayload>;
  LanguageCombination: ResolverTypeWrapper<LanguageCombination>;
  Location: ResolverTypeWrapper<Location>;
  LocationFiltersInput: LocationFiltersInput;
  LocationList: ResolverTypeWrapper<LocationList>;
  LocationPayload: ResolverTypeWrapper<LocationPayload>;
  LocationSuggestion: ResolverTypeWrapper<LocationSuggestion>;
  LocationSuggestionFiltersInput: LocationSuggestionFiltersInput;
  LocationSuggestionsPayload: ResolverTypeWrapper<LocationSuggestionsPayload>;
  LocationsPayload: ResolverTypeWrapper<LocationsPayload>;
  Logo: ResolverTypeWrapper<Logo>;
  MenuLink: ResolverTypeWrapper<MenuLink>;
  MenuSection: ResolverTypeWrapper<MenuSection>;
  MessageItem: ResolverTypeWrapper<MessageItem>;
  Money: ResolverTypeWrapper<Money>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  OpeningHours: ResolverTypeWrapper<OpeningHours>;
  OrderGiftCardPayment: ResolverTypeWrapper<OrderGiftCardPayment>;
  OrderItemKind: OrderItemKind;
  OrderPayment: ResolverTypeWrapper<OrderPayment>;
  OrderStatus: OrderStatus;
  OrderTotals: ResolverTypeWrapper<OrderTotals>;
  OrderType: OrderType;
  PackagesGroup: ResolverTypeWrapper<PackagesGroup>;
  PageFilterInput: PageFilterInput;
  PageInfo: ResolverTypeWrapper<PageInfo>;
  PageMetadata: ResolverTypeWrapper<PageMetadata>;
  PageMetadataPayload: ResolverTypeWrapper<PageMetadataPayload>;
  PagingInput: PagingInput;
  PaymentIcon: ResolverTypeWrapper<PaymentIcon>;
  PaymentMethod: ResolverTypeWrapper<PaymentMethod>;
  PaymentMethodId: PaymentMethodId;
  PaymentMethodsPayload: ResolverTypeWrapper<PaymentMethodsPayload>;
  PaymentStatus: PaymentStatus;
  PaymentStatusPayload: ResolverTypeWrapper<PaymentStatusPayload>;
  PlaceOrderInput: PlaceOrderInput;
  PlaceOrderPayload: ResolverTypeWrapper<PlaceOrderPayload>;
  PlaceRedeemOrderInput: PlaceRedeemOrderInput;
  PlaceRedeemOrderPayload: ResolverTypeWrapper<PlaceRedeemOrderPayload>;
  PopularSearch: ResolverTypeWrapper<Omit<PopularSearch, 'entities'> & { entities: Array<ResolversTypes['Product']> }>;
  PopularSearchPayload: ResolverTypeWrapper<Omit<PopularSearchPayload, 'popularSearch'> & { popularSearch?: Maybe<ResolversTypes['PopularSearch']> }>;
  Product: ResolverTypeWrapper<ResolversInterfaceTypes<ResolversTypes>['Product']>;
  ProductCountPayload: ResolverTypeWrapper<ProductCountPayload>;
  ProductFiltersInput: ProductFiltersInput;
  ProductList: ResolverTypeWrapper<Omit<ProductList, 'items'> & { items: Array<ResolversTypes['Product']> }>;
  ProductListType: ProductListType;
  ProductPayload: ResolverTypeWrapper<Omit<ProductPayload, 'product'> & { product?: Maybe<ResolversTypes['Product']> }>;
  ProductType: ProductType;
  ProductsPayload: ResolverTypeWrapper<Omit<ProductsPayload, 'products'> & { products?: Maybe<ResolversTypes['ProductList']> }>;
  ProfileAddress: ResolverTypeWrapper<ProfileAddress>;
  ProfileAddressInput: ProfileAddressInput;
  ProfileInput: ProfileInput;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  QuoteLineInput: QuoteLineInput;
  QuoteRequestInput: QuoteRequestInput;
  Receiver: ResolverTypeWrapper<Receiver>;
  ReceiverInput: ReceiverInput;
  RedeemCard: ResolverTypeWrapper<RedeemCard>;
  RedeemData: ResolverTypeWrapper<RedeemData>;
  RedeemItem: ResolverTypeWrapper<RedeemItem>;
  RedeemOrder: ResolverTypeWrapper<Omit<RedeemOrder, 'shipments'> & { shipments: Array<ResolversTypes['RedeemShipment']> }>;
  RedeemOrderPayload: ResolverTypeWrapper<Omit<RedeemOrderPayload, 'order'> & { order?: Maybe<ResolversTypes['RedeemOrder']> }>;
  RedeemPackage: ResolverTypeWrapper<Omit<RedeemPackage, 'items' | 'mainProduct'> & { items: Array<ResolversTypes['RedeemItem']>, mainProduct: ResolversTypes['Product'] }>;
  RedeemPackageInput: RedeemPackageInput;
  RedeemPackageTotals: ResolverTypeWrapper<RedeemPackageTotals>;
  RedeemPage: ResolverTypeWrapper<RedeemPage>;
  RedeemPagePayload: ResolverTypeWrapper<RedeemPagePayload>;
  RedeemProductsPayload: ResolverTypeWrapper<Omit<RedeemProductsPayload, 'products'> & { products?: Maybe<Array<ResolversTypes['Product']>> }>;
  RedeemSession: ResolverTypeWrapper<RedeemSession>;
  RedeemSessionPayload: ResolverTypeWrapper<RedeemSessionPayload>;
  RedeemShipment: ResolverTypeWrapper<Omit<RedeemShipment, 'packages'> & { packages: Array<ResolversTypes['RedeemPackage']> }>;
  RedirectLink: ResolverTypeWrapper<RedirectLink>;
  RegisterUserInput: RegisterUserInput;
  SearchGroup: ResolverTypeWrapper<Omit<SearchGroup, 'items'> & { items: Array<ResolversTypes['SearchItem']> }>;
  SearchGroupType: SearchGroupType;
  SearchItem: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['SearchItem']>;
  SearchPayload: ResolverTypeWrapper<Omit<SearchPayload, 'body'> & { body?: Maybe<Array<ResolversTypes['SearchGroup']>> }>;
  SearchTerm: ResolverTypeWrapper<SearchTerm>;
  SelectOption: ResolverTypeWrapper<SelectOption>;
  SitemapEntry: ResolverTypeWrapper<SitemapEntry>;
  SitemapPayload: ResolverTypeWrapper<SitemapPayload>;
  StartPaymentPayload: ResolverTypeWrapper<StartPaymentPayload>;
  StatusPayload: ResolverTypeWrapper<StatusPayload>;
  StoreData: ResolverTypeWrapper<StoreDataSource>;
  StoreDataPayload: ResolverTypeWrapper<Omit<StoreDataPayload, 'storeData'> & { storeData?: Maybe<ResolversTypes['StoreData']> }>;
  StoreMenus: ResolverTypeWrapper<StoreMenus>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  TaxonomyFilterInput: TaxonomyFilterInput;
  TaxonomyTerm: ResolverTypeWrapper<TaxonomyTerm>;
  TaxonomyTermPayload: ResolverTypeWrapper<TaxonomyTermPayload>;
  TaxonomyTermsPayload: ResolverTypeWrapper<TaxonomyTermsPayload>;
  Testimonial: ResolverTypeWrapper<Testimonial>;
  TestimonialList: ResolverTypeWrapper<TestimonialList>;
  TestimonialsPayload: ResolverTypeWrapper<TestimonialsPayload>;
  TopListItem: ResolverTypeWrapper<TopListItem>;
  UpdateCartPackageInput: UpdateCartPackageInput;
  UpdateRedeemPackageInput: UpdateRedeemPackageInput;
  User: ResolverTypeWrapper<User>;
  UserDataInput: UserDataInput;
  UserInfoPayload: ResolverTypeWrapper<UserInfoPayload>;
  Variation: ResolverTypeWrapper<Variation>;
  VariationConfig: ResolverTypeWrapper<VariationConfig>;
  VariationType: VariationType;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  ActivationOrder: ActivationOrder;
  ActivationOrderPayload: ActivationOrderPayload;
  ActivationVoucher: ActivationVoucher;
  ActivationVoucherPayload: ActivationVoucherPayload;
  AddToCartInput: AddToCartInput;
  Address: Address;
  AddressBookPayload: AddressBookPayload;
  AddressInput: AddressInput;
  Adjustment: Adjustment;
  Bank: Bank;
  Block: Omit<Block, 'product'> & { product?: Maybe<ResolversParentTypes['Product']> };
  BlockFiltersInput: BlockFiltersInput;
  BlocksPayload: Omit<BlocksPayload, 'blocks'> & { blocks?: Maybe<Array<ResolversParentTypes['Block']>> };
  BlogPost: BlogPost;
  BlogPostList: BlogPostList;
  BlogPostPayload: Omit<BlogPostPayload, 'relatedProducts'> & { relatedProducts?: Maybe<Array<ResolversParentTypes['Product']>> };
  BlogPostsPayload: BlogPostsPayload;
  Boolean: Scalars['Boolean']['output'];
  BusinessDetailsInput: BusinessDetailsInput;
  BusinessMenu: BusinessMenu;
  CardPayment: CardPayment;
  CardPaymentCheck: CardPaymentCheck;
  CardPaymentCheckPayload: CardPaymentCheckPayload;
  CardPayments: CardPayments;
  CardPaymentsPayload: CardPaymentsPayload;
  CardPreview: CardPreview;
  CartPayload: Omit<CartPayload, 'order'> & { order?: Maybe<ResolversParentTypes['GiftCardOrder']> };
  CategoryMenuItem: CategoryMenuItem;
  CategoryMenuPayload: CategoryMenuPayload;
  Color: Color;
  ContactMessageInput: ContactMessageInput;
  ContentPage: ContentPage;
  ContentPagePayload: ContentPagePayload;
  CountryCombination: CountryCombination;
  CustomerOrder: CustomerOrder;
  CustomerOrderItem: CustomerOrderItem;
  CustomerOrderList: CustomerOrderList;
  CustomerOrderPayload: CustomerOrderPayload;
  CustomerOrdersPayload: CustomerOrdersPayload;
  CustomerProfile: CustomerProfile;
  DonationProduct: DonationProduct;
  DoublerEntry: DoublerEntry;
  DoublerEntryPayload: DoublerEntryPayload;
  DoublerStatus: DoublerStatus;
  DoublerStatusPayload: DoublerStatusPayload;
  Error: Error;
  ExternalLink: ExternalLink;
  ExtraItem: ExtraItem;
  ExtraVariation: ExtraVariation;
  ExtraVariationsPayload: ExtraVariationsPayload;
  Float: Scalars['Float']['output'];
  FooterMenu: FooterMenu;
  GiftCardBrand: GiftCardBrand;
  GiftCardInfo: GiftCardInfo;
  GiftCardInfoPayload: GiftCardInfoPayload;
  GiftCardItem: Omit<GiftCardItem, 'product'> & { product: ResolversParentTypes['Product'] };
  GiftCardOrder: CartOrderSource;
  GiftCardPackage: Omit<GiftCardPackage, 'emptyGiftCardItem' | 'giftCardItem'> & { emptyGiftCardItem?: Maybe<ResolversParentTypes['GiftCardItem']>, giftCardItem?: Maybe<ResolversParentTypes['GiftCardItem']> };
  GiftCardProduct: GiftCardProduct;
  GiftCardSearchItem: GiftCardSearchItem;
  GiftCardShipment: Omit<GiftCardShipment, 'packages'> & { packages: Array<ResolversParentTypes['GiftCardPackage']> };
  GivingMomentSearchItem: GivingMomentSearchItem;
  GroupTotal: GroupTotal;
  GroupedTotals: GroupedTotals;
  HighlightedBlock: HighlightedBlock;
  HreflangTag: HreflangTag;
  ID: Scalars['ID']['output'];
  Image: Image;
  ImageUrl: ImageUrl;
  Int: Scalars['Int']['output'];
  InvoicePayload: InvoicePayload;
  LanguageCombination: LanguageCombination;
  Location: Location;
  LocationFiltersInput: LocationFiltersInput;
  LocationList: LocationList;
  LocationPayload: LocationPayload;
  LocationSuggestion: LocationSuggestion;
  LocationSuggestionFiltersInput: LocationSuggestionFiltersInput;
  LocationSuggestionsPayload: LocationSuggestionsPayload;
  LocationsPayload: LocationsPayload;
  Logo: Logo;
  MenuLink: MenuLink;
  MenuSection: MenuSection;
  MessageItem: MessageItem;
  Money: Money;
  Mutation: Record<PropertyKey, never>;
  OpeningHours: OpeningHours;
  OrderGiftCardPayment: OrderGiftCardPayment;
  OrderPayment: OrderPayment;
  OrderTotals: OrderTotals;
  PackagesGroup: PackagesGroup;
  PageFilterInput: PageFilterInput;
  PageInfo: PageInfo;
  PageMetadata: PageMetadata;
  PageMetadataPayload: PageMetadataPayload;
  PagingInput: PagingInput;
  PaymentIcon: PaymentIcon;
  PaymentMethod: PaymentMethod;
  PaymentMethodsPayload: PaymentMethodsPayload;
  PaymentStatusPayload: PaymentStatusPayload;
  PlaceOrderInput: PlaceOrderInput;
  PlaceOrderPayload: PlaceOrderPayload;
  PlaceRedeemOrderInput: PlaceRedeemOrderInput;
  PlaceRedeemOrderPayload: PlaceRedeemOrderPayload;
  PopularSearch: Omit<PopularSearch, 'entities'> & { entities: Array<ResolversParentTypes['Product']> };
  PopularSearchPayload: Omit<PopularSearchPayload, 'popularSearch'> & { popularSearch?: Maybe<ResolversParentTypes['PopularSearch']> };
  Product: ResolversInterfaceTypes<ResolversParentTypes>['Product'];
  ProductCountPayload: ProductCountPayload;
  ProductFiltersInput: ProductFiltersInput;
  ProductList: Omit<ProductList, 'items'> & { items: Array<ResolversParentTypes['Product']> };
  ProductPayload: Omit<ProductPayload, 'product'> & { product?: Maybe<ResolversParentTypes['Product']> };
  ProductsPayload: Omit<ProductsPayload, 'products'> & { products?: Maybe<ResolversParentTypes['ProductList']> };
  ProfileAddress: ProfileAddress;
  ProfileAddressInput: ProfileAddressInput;
  ProfileInput: ProfileInput;
  Query: Record<PropertyKey, never>;
  QuoteLineInput: QuoteLineInput;
  QuoteRequestInput: QuoteRequestInput;
  Receiver: Receiver;
  ReceiverInput: ReceiverInput;
  RedeemCard: RedeemCard;
  RedeemData: RedeemData;
  RedeemItem: RedeemItem;
  RedeemOrder: Omit<RedeemOrder, 'shipments'> & { shipments: Array<ResolversParentTypes['RedeemShipment']> };
  RedeemOrderPayload: Omit<RedeemOrderPayload, 'order'> & { order?: Maybe<ResolversParentTypes['RedeemOrder']> };
  RedeemPackage: Omit<RedeemPackage, 'items' | 'mainProduct'> & { items: Array<ResolversParentTypes['RedeemItem']>, mainProduct: ResolversParentTypes['Product'] };
  RedeemPackageInput: RedeemPackageInput;
  RedeemPackageTotals: RedeemPackageTotals;
  RedeemPage: RedeemPage;
  RedeemPagePayload: RedeemPagePayload;
  RedeemProductsPayload: Omit<RedeemProductsPayload, 'products'> & { products?: Maybe<Array<ResolversParentTypes['Product']>> };
  RedeemSession: RedeemSession;
  RedeemSessionPayload: RedeemSessionPayload;
  RedeemShipment: Omit<RedeemShipment, 'packages'> & { packages: Array<ResolversParentTypes['RedeemPackage']> };
  RedirectLink: RedirectLink;
  RegisterUserInput: RegisterUserInput;
  SearchGroup: Omit<SearchGroup, 'items'> & { items: Array<ResolversParentTypes['SearchItem']> };
  SearchItem: ResolversUnionTypes<ResolversParentTypes>['SearchItem'];
  SearchPayload: Omit<SearchPayload, 'body'> & { body?: Maybe<Array<ResolversParentTypes['SearchGroup']>> };
  SearchTerm: SearchTerm;
  SelectOption: SelectOption;
  SitemapEntry: SitemapEntry;
  SitemapPayload: SitemapPayload;
  StartPaymentPayload: StartPaymentPayload;
  StatusPayload: StatusPayload;
  StoreData: StoreDataSource;
  StoreDataPayload: Omit<StoreDataPayload, 'storeData'> & { storeData?: Maybe<ResolversParentTypes['StoreData']> };
  StoreMenus: StoreMenus;
  String: Scalars['String']['output'];
  TaxonomyFilterInput: TaxonomyFilterInput;
  TaxonomyTerm: TaxonomyTerm;
  TaxonomyTermPayload: TaxonomyTermPayload;
  TaxonomyTermsPayload: TaxonomyTermsPayload;
  Testimonial: Testimonial;
  TestimonialList: TestimonialList;
  TestimonialsPayload: TestimonialsPayload;
  TopListItem: TopListItem;
  UpdateCartPackageInput: UpdateCartPackageInput;
  UpdateRedeemPackageInput: UpdateRedeemPackageInput;
  User: User;
  UserDataInput: UserDataInput;
  UserInfoPayload: UserInfoPayload;
  Variation: Variation;
  VariationConfig: VariationConfig;
};

export type ActivationOrderResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ActivationOrder'] = ResolversParentTypes['ActivationOrder']> = {
  orderUuid?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  redirectUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ActivationOrderPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ActivationOrderPayload'] = ResolversParentTypes['ActivationOrderPayload']> = {
  errors?: Resolver<Array<ResolversTypes['Error']>, ParentType, ContextType>;
  order?: Resolver<Maybe<ResolversTypes['ActivationOrder']>, ParentType, ContextType>;
};

export type ActivationVoucherResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ActivationVoucher'] = ResolversParentTypes['ActivationVoucher']> = {
  activated?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  activeBefore?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  amount?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  maskedCardNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  orderUuid?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  referenceNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ActivationVoucherPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ActivationVoucherPayload'] = ResolversParentTypes['ActivationVoucherPayload']> = {
  errors?: Resolver<Array<ResolversTypes['Error']>, ParentType, ContextType>;
  voucher?: Resolver<Maybe<ResolversTypes['ActivationVoucher']>, ParentType, ContextType>;
};

export type AddressResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Address'] = ResolversParentTypes['Address']> = {
  addressLine1?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  addressLine2?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  administrativeArea?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  city?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  companyName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  countryCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  customerType?: Resolver<ResolversTypes['CustomerType'], ParentType, ContextType>;
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  firstName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  houseNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  invoiceEmail?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  kvkNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  lastName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  phoneNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  postCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  postalLines?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  referenceNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  street?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  suffix?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  vatNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type AddressBookPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AddressBookPayload'] = ResolversParentTypes['AddressBookPayload']> = {
  addresses?: Resolver<Maybe<Array<ResolversTypes['Address']>>, ParentType, ContextType>;
  defaultBillingAddressId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  defaultDeliveryAddressId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  errors?: Resolver<Array<ResolversTypes['Error']>, ParentType, ContextType>;
};

export type AdjustmentResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Adjustment'] = ResolversParentTypes['Adjustment']> = {
  adjustmentType?: Resolver<ResolversTypes['AdjustmentType'], ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type BankResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Bank'] = ResolversParentTypes['Bank']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  issuer?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type BlockResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Block'] = ResolversParentTypes['Block']> = {
  backgroundColor?: Resolver<ResolversTypes['Color'], ParentType, ContextType>;
  backgroundImage?: Resolver<Maybe<ResolversTypes['Image']>, ParentType, ContextType>;
  cardImage?: Resolver<Maybe<ResolversTypes['Image']>, ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  path?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  product?: Resolver<Maybe<ResolversTypes['Product']>, ParentType, ContextType>;
  showHand?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  showShadow?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type BlocksPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BlocksPayload'] = ResolversParentTypes['BlocksPayload']> = {
  blocks?: Resolver<Maybe<Array<ResolversTypes['Block']>>, ParentType, ContextType>;
  errors?: Resolver<Array<ResolversTypes['Error']>, ParentType, ContextType>;
};

export type BlogPostResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BlogPost'] = ResolversParentTypes['BlogPost']> = {
  author?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  body?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  bodyHtml?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  excerpt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  path?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  publishedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  tags?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type BlogPostListResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BlogPostList'] = ResolversParentTypes['BlogPostList']> = {
  items?: Resolver<Array<ResolversTypes['BlogPost']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
};

export type BlogPostPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BlogPostPayload'] = ResolversParentTypes['BlogPostPayload']> = {
  errors?: Resolver<Array<ResolversTypes['Error']>, ParentType, ContextType>;
  post?: Resolver<Maybe<ResolversTypes['BlogPost']>, ParentType, ContextType>;
  relatedProducts?: Resolver<Maybe<Array<ResolversTypes['Product']>>, ParentType, ContextType>;
};

export type BlogPostsPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BlogPostsPayload'] = ResolversParentTypes['BlogPostsPayload']> = {
  errors?: Resolver<Array<ResolversTypes['Error']>, ParentType, ContextType>;
  posts?: Resolver<Maybe<ResolversTypes['BlogPostList']>, ParentType, ContextType>;
};

export type BusinessMenuResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BusinessMenu'] = ResolversParentTypes['BusinessMenu']> = {
  menuItems?: Resolver<Array<ResolversTypes['MenuLink']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CardPaymentResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CardPayment'] = ResolversParentTypes['CardPayment']> = {
  amount?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  maskedNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  remainingBalance?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
};

export type CardPaymentCheckResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CardPaymentCheck'] = ResolversParentTypes['CardPaymentCheck']> = {
  amount?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  balance?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  maskedNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CardPaymentCheckPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CardPaymentCheckPayload'] = ResolversParentTypes['CardPaymentCheckPayload']> = {
  check?: Resolver<Maybe<ResolversTypes['CardPaymentCheck']>, ParentType, ContextType>;
  errors?: Resolver<Array<ResolversTypes['Error']>, ParentType, ContextType>;
};

export type CardPaymentsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CardPayments'] = ResolversParentTypes['CardPayments']> = {
  amountToPay?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  cards?: Resolver<Array<ResolversTypes['CardPayment']>, ParentType, ContextType>;
};

export type CardPaymentsPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CardPaymentsPayload'] = ResolversParentTypes['CardPaymentsPayload']> = {
  cardPayments?: Resolver<Maybe<ResolversTypes['CardPayments']>, ParentType, ContextType>;
  errors?: Resolver<Array<ResolversTypes['Error']>, ParentType, ContextType>;
};

export type CardPreviewResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CardPreview'] = ResolversParentTypes['CardPreview']> = {
  color?: Resolver<ResolversTypes['Color'], ParentType, ContextType>;
  image?: Resolver<ResolversTypes['Image'], ParentType, ContextType>;
  productLabel?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CartPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CartPayload'] = ResolversParentTypes['CartPayload']> = {
  errors?: Resolver<Array<ResolversTypes['Error']>, ParentType, ContextType>;
  order?: Resolver<Maybe<ResolversTypes['GiftCardOrder']>, ParentType, ContextType>;
};

export type CategoryMenuItemResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CategoryMenuItem'] = ResolversParentTypes['CategoryMenuItem']> = {
  icon?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  path?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  topList?: Resolver<Array<ResolversTypes['TopListItem']>, ParentType, ContextType>;
};

export type CategoryMenuPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CategoryMenuPayload'] = ResolversParentTypes['CategoryMenuPayload']> = {
  errors?: Resolver<Array<ResolversTypes['Error']>, ParentType, ContextType>;
  items?: Resolver<Maybe<Array<ResolversTypes['CategoryMenuItem']>>, ParentType, ContextType>;
};

export type ColorResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Color'] = ResolversParentTypes['Color']> = {
  color?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  opacity?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type ContentPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ContentPage'] = ResolversParentTypes['ContentPage']> = {
  body?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  bodyHtml?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  heroTitle?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  pageType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  path?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ContentPagePayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ContentPagePayload'] = ResolversParentTypes['ContentPagePayload']> = {
  errors?: Resolver<Array<ResolversTypes['Error']>, ParentType, ContextType>;
  page?: Resolver<Maybe<ResolversTypes['ContentPage']>, ParentType, ContextType>;
};

export type CountryCombinationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CountryCombination'] = ResolversParentTypes['CountryCombination']> = {
  buildKey?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  country?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  languagesCombinations?: Resolver<Array<ResolversTypes['LanguageCombination']>, ParentType, ContextType>;
  storeID?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CustomerOrderResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CustomerOrder'] = ResolversParentTypes['CustomerOrder']> = {
  billingAddress?: Resolver<Maybe<ResolversTypes['Address']>, ParentType, ContextType>;
  deliveryType?: Resolver<Maybe<ResolversTypes['VariationType']>, ParentType, ContextType>;
  extras?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  giftCardPayments?: Resolver<Array<ResolversTypes['OrderGiftCardPayment']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['CustomerOrderItem']>, ParentType, ContextType>;
  orderDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  orderType?: Resolver<ResolversTypes['OrderType'], ParentType, ContextType>;
  paymentMethod?: Resolver<Maybe<ResolversTypes['PaymentMethodId']>, ParentType, ContextType>;
  paymentMethodTitle?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  referenceNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  serviceFee?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  shippingCosts?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['OrderStatus'], ParentType, ContextType>;
  totals?: Resolver<ResolversTypes['OrderTotals'], ParentType, ContextType>;
  uuid?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CustomerOrderItemResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CustomerOrderItem'] = ResolversParentTypes['CustomerOrderItem']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  deliveryDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  deliveryTime?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  deliveryType?: Resolver<ResolversTypes['VariationType'], ParentType, ContextType>;
  dispatchDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  expectedDeliveryDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  extraPacking?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['OrderItemKind'], ParentType, ContextType>;
  personalNote?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  productTitle?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  promotionAmount?: Resolver<Maybe<ResolversTypes['Money']>, ParentType, ContextType>;
  receivers?: Resolver<Array<ResolversTypes['Receiver']>, ParentType, ContextType>;
  variationId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  wrapper?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type CustomerOrderListResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CustomerOrderList'] = ResolversParentTypes['CustomerOrderList']> = {
  items?: Resolver<Array<ResolversTypes['CustomerOrder']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
};

export type CustomerOrderPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CustomerOrderPayload'] = ResolversParentTypes['CustomerOrderPayload']> = {
  errors?: Resolver<Array<ResolversTypes['Error']>, ParentType, ContextType>;
  order?: Resolver<Maybe<ResolversTypes['CustomerOrder']>, ParentType, ContextType>;
};

export type CustomerOrdersPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CustomerOrdersPayload'] = ResolversParentTypes['CustomerOrdersPayload']> = {
  errors?: Resolver<Array<ResolversTypes['Error']>, ParentType, ContextType>;
  orders?: Resolver<Maybe<ResolversTypes['CustomerOrderList']>, ParentType, ContextType>;
};

export type CustomerProfileResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CustomerProfile'] = ResolversParentTypes['CustomerProfile']> = {
  address?: Resolver<Maybe<ResolversTypes['ProfileAddress']>, ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  firstName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  invoiceEmail?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  lastName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  phoneNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  vatNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type DonationProductResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DonationProduct'] = ResolversParentTypes['DonationProduct']> = {
  backgroundColor?: Resolver<ResolversTypes['Color'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fixedValues?: Resolver<Array<ResolversTypes['Money']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  image?: Resolver<ResolversTypes['Image'], ParentType, ContextType>;
  path?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  productType?: Resolver<ResolversTypes['ProductType'], ParentType, ContextType>;
  redeemData?: Resolver<Maybe<ResolversTypes['RedeemData']>, ParentType, ContextType>;
  showHand?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  showShadow?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  variations?: Resolver<Array<ResolversTypes['Variation']>, ParentType, ContextType>;
  variationsToShow?: Resolver<Array<ResolversTypes['VariationType']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type DoublerEntryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DoublerEntry'] = ResolversParentTypes['DoublerEntry']> = {
  drawDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  month?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  thankYouPath?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type DoublerEntryPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DoublerEntryPayload'] = ResolversParentTypes['DoublerEntryPayload']> = {
  entry?: Resolver<Maybe<ResolversTypes['DoublerEntry']>, ParentType, ContextType>;
  errors?: Resolver<Array<ResolversTypes['Error']>, ParentType, ContextType>;
};

export type DoublerStatusResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DoublerStatus'] = ResolversParentTypes['DoublerStatus']> = {
  currentMonth?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  nextDrawDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type DoublerStatusPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DoublerStatusPayload'] = ResolversParentTypes['DoublerStatusPayload']> = {
  errors?: Resolver<Array<ResolversTypes['Error']>, ParentType, ContextType>;
  status?: Resolver<Maybe<ResolversTypes['DoublerStatus']>, ParentType, ContextType>;
};

export type ErrorResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Error'] = ResolversParentTypes['Error']> = {
  code?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  referencedRequestParameter?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ExternalLinkResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ExternalLink'] = ResolversParentTypes['ExternalLink']> = {
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ExtraItemResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ExtraItem'] = ResolversParentTypes['ExtraItem']> = {
  qty?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  variation?: Resolver<ResolversTypes['ExtraVariation'], ParentType, ContextType>;
};

export type ExtraVariationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ExtraVariation'] = ResolversParentTypes['ExtraVariation']> = {
  color?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['OrderItemKind'], ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  sku?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ExtraVariationsPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ExtraVariationsPayload'] = ResolversParentTypes['ExtraVariationsPayload']> = {
  errors?: Resolver<Array<ResolversTypes['Error']>, ParentType, ContextType>;
  extraVariations?: Resolver<Maybe<Array<ResolversTypes['ExtraVariation']>>, ParentType, ContextType>;
};

export type FooterMenuResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['FooterMenu'] = ResolversParentTypes['FooterMenu']> = {
  menuItems?: Resolver<Array<ResolversTypes['MenuSection']>, ParentType, ContextType>;
};

export type GiftCardBrandResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['GiftCardBrand'] = ResolversParentTypes['GiftCardBrand']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  iframeUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  productExternalLink?: Resolver<Maybe<ResolversTypes['ExternalLink']>, ParentType, ContextType>;
  redirectLink?: Resolver<Maybe<ResolversTypes['RedirectLink']>, ParentType, ContextType>;
};

export type GiftCardInfoResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['GiftCardInfo'] = ResolversParentTypes['GiftCardInfo']> = {
  balance?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  expiryDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  maskedNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  redeemToken?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['GiftCardStatus'], ParentType, ContextType>;
};

export type GiftCardInfoPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['GiftCardInfoPayload'] = ResolversParentTypes['GiftCardInfoPayload']> = {
  errors?: Resolver<Array<ResolversTypes['Error']>, ParentType, ContextType>;
  giftCard?: Resolver<Maybe<ResolversTypes['GiftCardInfo']>, ParentType, ContextType>;
};

export type GiftCardItemResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['GiftCardItem'] = ResolversParentTypes['GiftCardItem']> = {
  cardsPerItem?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['OrderItemKind'], ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  product?: Resolver<ResolversTypes['Product'], ParentType, ContextType>;
  qty?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  variation?: Resolver<ResolversTypes['Variation'], ParentType, ContextType>;
};

export type GiftCardOrderResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['GiftCardOrder'] = ResolversParentTypes['GiftCardOrder']> = {
  billingAddress?: Resolver<Maybe<ResolversTypes['Address']>, ParentType, ContextType>;
  groupedTotals?: Resolver<ResolversTypes['GroupedTotals'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  packagesGroups?: Resolver<Array<ResolversTypes['PackagesGroup']>, ParentType, ContextType>;
  shipments?: Resolver<Array<ResolversTypes['GiftCardShipment']>, ParentType, ContextType>;
  totals?: Resolver<ResolversTypes['OrderTotals'], ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type GiftCardPackageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['GiftCardPackage'] = ResolversParentTypes['GiftCardPackage']> = {
  emptyGiftCardItem?: Resolver<Maybe<ResolversTypes['GiftCardItem']>, ParentType, ContextType>;
  giftCardItem?: Resolver<Maybe<ResolversTypes['GiftCardItem']>, ParentType, ContextType>;
  giftPacking?: Resolver<Maybe<ResolversTypes['ExtraItem']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['MessageItem']>, ParentType, ContextType>;
  receiver?: Resolver<Maybe<ResolversTypes['Receiver']>, ParentType, ContextType>;
  wrapperItem?: Resolver<Maybe<ResolversTypes['ExtraItem']>, ParentType, ContextType>;
};

export type GiftCardProductResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['GiftCardProduct'] = ResolversParentTypes['GiftCardProduct']> = {
  backgroundColor?: Resolver<ResolversTypes['Color'], ParentType, ContextType>;
  categories?: Resolver<Array<ResolversTypes['TaxonomyTerm']>, ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  digitalVariationConfig?: Resolver<Maybe<ResolversTypes['VariationConfig']>, ParentType, ContextType>;
  fixedValues?: Resolver<Array<ResolversTypes['Money']>, ParentType, ContextType>;
  giftCardBrand?: Resolver<ResolversTypes['GiftCardBrand'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  image?: Resolver<ResolversTypes['Image'], ParentType, ContextType>;
  inStock?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isChoice?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  path?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  physicalVariationConfig?: Resolver<Maybe<ResolversTypes['VariationConfig']>, ParentType, ContextType>;
  productType?: Resolver<ResolversTypes['ProductType'], ParentType, ContextType>;
  redeemData?: Resolver<Maybe<ResolversTypes['RedeemData']>, ParentType, ContextType>;
  showHand?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  showShadow?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  thirdPartyPlatform?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  variations?: Resolver<Array<ResolversTypes['Variation']>, ParentType, ContextType>;
  variationsToShow?: Resolver<Array<ResolversTypes['VariationType']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type GiftCardSearchItemResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['GiftCardSearchItem'] = ResolversParentTypes['GiftCardSearchItem']> = {
  backgroundColor?: Resolver<ResolversTypes['Color'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  image?: Resolver<ResolversTypes['Image'], ParentType, ContextType>;
  path?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  productType?: Resolver<ResolversTypes['ProductType'], ParentType, ContextType>;
  showShadow?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type GiftCardShipmentResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['GiftCardShipment'] = ResolversParentTypes['GiftCardShipment']> = {
  cutOffNear?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  deliveryAddress?: Resolver<Maybe<ResolversTypes['Address']>, ParentType, ContextType>;
  deliveryDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  deliveryMode?: Resolver<ResolversTypes['DeliveryMode'], ParentType, ContextType>;
  deliveryTime?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  deliveryType?: Resolver<ResolversTypes['VariationType'], ParentType, ContextType>;
  dispatchDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  expectedDeliveryDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  packages?: Resolver<Array<ResolversTypes['GiftCardPackage']>, ParentType, ContextType>;
  registeredPost?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  shippingCost?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  tag?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type GivingMomentSearchItemResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['GivingMomentSearchItem'] = ResolversParentTypes['GivingMomentSearchItem']> = {
  backgroundColor?: Resolver<Maybe<ResolversTypes['Color']>, ParentType, ContextType>;
  heroTitle?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  image?: Resolver<Maybe<ResolversTypes['Image']>, ParentType, ContextType>;
  path?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type GroupTotalResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['GroupTotal'] = ResolversParentTypes['GroupTotal']> = {
  price?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  qty?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type GroupedTotalsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['GroupedTotals'] = ResolversParentTypes['GroupedTotals']> = {
  digitalTotal?: Resolver<ResolversTypes['GroupTotal'], ParentType, ContextType>;
  extra?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  physicalTotal?: Resolver<ResolversTypes['GroupTotal'], ParentType, ContextType>;
};

export type HighlightedBlockResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['HighlightedBlock'] = ResolversParentTypes['HighlightedBlock']> = {
  backgroundImage?: Resolver<Maybe<ResolversTypes['Image']>, ParentType, ContextType>;
  cardImage?: Resolver<Maybe<ResolversTypes['Image']>, ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  referencedPath?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  showHand?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type HreflangTagResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['HreflangTag'] = ResolversParentTypes['HreflangTag']> = {
  countryCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  isDefault?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  langCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  origin?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  path?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ImageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Image'] = ResolversParentTypes['Image']> = {
  alt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['ImageUrl'], ParentType, ContextType>;
};

export type ImageUrlResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ImageUrl'] = ResolversParentTypes['ImageUrl']> = {
  href?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['HrefType'], ParentType, ContextType>;
};

export type InvoicePayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['InvoicePayload'] = ResolversParentTypes['InvoicePayload']> = {
  errors?: Resolver<Array<ResolversTypes['Error']>, ParentType, ContextType>;
  url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type LanguageCombinationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['LanguageCombination'] = ResolversParentTypes['LanguageCombination']> = {
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  isDefault?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  languageCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  locale?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type LocationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Location'] = ResolversParentTypes['Location']> = {
  administrativeArea?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  brandName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  city?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  countryCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  houseNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lat?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  lon?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  openingHours?: Resolver<Maybe<Array<ResolversTypes['OpeningHours']>>, ParentType, ContextType>;
  path?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  postCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  street?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  website?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type LocationListResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['LocationList'] = ResolversParentTypes['LocationList']> = {
  items?: Resolver<Array<ResolversTypes['Location']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
};

export type LocationPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['LocationPayload'] = ResolversParentTypes['LocationPayload']> = {
  errors?: Resolver<Array<ResolversTypes['Error']>, ParentType, ContextType>;
  location?: Resolver<Maybe<ResolversTypes['Location']>, ParentType, ContextType>;
};

export type LocationSuggestionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['LocationSuggestion'] = ResolversParentTypes['LocationSuggestion']> = {
  administrativeArea?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  countryCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  locality?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type LocationSuggestionsPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['LocationSuggestionsPayload'] = ResolversParentTypes['LocationSuggestionsPayload']> = {
  errors?: Resolver<Array<ResolversTypes['Error']>, ParentType, ContextType>;
  suggestions?: Resolver<Maybe<Array<ResolversTypes['LocationSuggestion']>>, ParentType, ContextType>;
};

export type LocationsPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['LocationsPayload'] = ResolversParentTypes['LocationsPayload']> = {
  errors?: Resolver<Array<ResolversTypes['Error']>, ParentType, ContextType>;
  locations?: Resolver<Maybe<ResolversTypes['LocationList']>, ParentType, ContextType>;
};

export type LogoResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Logo'] = ResolversParentTypes['Logo']> = {
  alt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type MenuLinkResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['MenuLink'] = ResolversParentTypes['MenuLink']> = {
  hrefType?: Resolver<ResolversTypes['HrefType'], ParentType, ContextType>;
  path?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type MenuSectionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['MenuSection'] = ResolversParentTypes['MenuSection']> = {
  menuItems?: Resolver<Array<ResolversTypes['MenuLink']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type MessageItemResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['MessageItem'] = ResolversParentTypes['MessageItem']> = {
  qty?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  variation?: Resolver<ResolversTypes['ExtraVariation'], ParentType, ContextType>;
};

export type MoneyResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Money'] = ResolversParentTypes['Money']> = {
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  minorUnits?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type MutationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  addAddress?: Resolver<ResolversTypes['AddressBookPayload'], ParentType, ContextType, RequireFields<MutationAddAddressArgs, 'address' | 'userData'>>;
  addGiftCardPayment?: Resolver<ResolversTypes['CardPaymentsPayload'], ParentType, ContextType, RequireFields<MutationAddGiftCardPaymentArgs, 'cardNumber' | 'pin' | 'userData'>>;
  addRedeemCard?: Resolver<ResolversTypes['RedeemOrderPayload'], ParentType, ContextType, RequireFields<MutationAddRedeemCardArgs, 'captchaToken' | 'cardNumber' | 'pin' | 'userData'>>;
  addRedeemPackage?: Resolver<ResolversTypes['RedeemOrderPayload'], ParentType, ContextType, RequireFields<MutationAddRedeemPackageArgs, 'input' | 'userData'>>;
  addToCart?: Resolver<ResolversTypes['CartPayload'], ParentType, ContextType, RequireFields<MutationAddToCartArgs, 'input' | 'userData'>>;
  cancelOrder?: Resolver<ResolversTypes['CustomerOrderPayload'], ParentType, ContextType, RequireFields<MutationCancelOrderArgs, 'orderUuid' | 'userData'>>;
  changePassword?: Resolver<ResolversTypes['StatusPayload'], ParentType, ContextType, RequireFields<MutationChangePasswordArgs, 'captchaToken' | 'confirmPassword' | 'currentPassword' | 'newPassword' | 'userData'>>;
  checkGiftCardPayment?: Resolver<ResolversTypes['CardPaymentCheckPayload'], ParentType, ContextType, RequireFields<MutationCheckGiftCardPaymentArgs, 'cardNumber' | 'pin' | 'userData'>>;
  confirmNewsletter?: Resolver<ResolversTypes['StatusPayload'], ParentType, ContextType, RequireFields<MutationConfirmNewsletterArgs, 'token' | 'userData'>>;
  createAccountOnOrder?: Resolver<ResolversTypes['StatusPayload'], ParentType, ContextType, RequireFields<MutationCreateAccountOnOrderArgs, 'confirmPassword' | 'orderUuid' | 'password' | 'userData'>>;
  createActivationOrder?: Resolver<ResolversTypes['ActivationOrderPayload'], ParentType, ContextType, RequireFields<MutationCreateActivationOrderArgs, 'amount' | 'cardNumber' | 'email' | 'userData'>>;
  deleteAccount?: Resolver<ResolversTypes['StatusPayload'], ParentType, ContextType, RequireFields<MutationDeleteAccountArgs, 'userData'>>;
  deleteAddress?: Resolver<ResolversTypes['AddressBookPayload'], ParentType, ContextType, RequireFields<MutationDeleteAddressArgs, 'id' | 'userData'>>;
  deleteGiftCardPackageGroup?: Resolver<ResolversTypes['CartPayload'], ParentType, ContextType, RequireFields<MutationDeleteGiftCardPackageGroupArgs, 'shipmentTag' | 'userData'>>;
  enterDoubler?: Resolver<ResolversTypes['DoublerEntryPayload'], ParentType, ContextType, RequireFields<MutationEnterDoublerArgs, 'email' | 'name' | 'userData'>>;
  forgotPassword?: Resolver<ResolversTypes['StatusPayload'], ParentType, ContextType, RequireFields<MutationForgotPasswordArgs, 'captchaToken' | 'email' | 'userData'>>;
  giftCardInfo?: Resolver<ResolversTypes['GiftCardInfoPayload'], ParentType, ContextType, RequireFields<MutationGiftCardInfoArgs, 'captchaToken' | 'cardNumber' | 'pin' | 'userData'>>;
  ping?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  placeOrder?: Resolver<ResolversTypes['PlaceOrderPayload'], ParentType, ContextType, RequireFields<MutationPlaceOrderArgs, 'input' | 'userData'>>;
  placeRedeemOrder?: Resolver<ResolversTypes['PlaceRedeemOrderPayload'], ParentType, ContextType, RequireFields<MutationPlaceRedeemOrderArgs, 'input' | 'userData'>>;
  registerUser?: Resolver<ResolversTypes['StatusPayload'], ParentType, ContextType, RequireFields<MutationRegisterUserArgs, 'input' | 'userData'>>;
  removeRedeemPackage?: Resolver<ResolversTypes['RedeemOrderPayload'], ParentType, ContextType, RequireFields<MutationRemoveRedeemPackageArgs, 'orderUuid' | 'packageId' | 'userData'>>;
  reorder?: Resolver<ResolversTypes['CartPayload'], ParentType, ContextType, RequireFields<MutationReorderArgs, 'orderUuid' | 'userData'>>;
  requestQuote?: Resolver<ResolversTypes['StatusPayload'], ParentType, ContextType, RequireFields<MutationRequestQuoteArgs, 'input' | 'userData'>>;
  resetPassword?: Resolver<ResolversTypes['StatusPayload'], ParentType, ContextType, RequireFields<MutationResetPasswordArgs, 'confirmPassword' | 'password' | 'token' | 'userData'>>;
  resetReceivers?: Resolver<ResolversTypes['CartPayload'], ParentType, ContextType, RequireFields<MutationResetReceiversArgs, 'shipmentTag' | 'userData'>>;
  sendContactMessage?: Resolver<ResolversTypes['StatusPayload'], ParentType, ContextType, RequireFields<MutationSendContactMessageArgs, 'input' | 'userData'>>;
  setDefaultAddress?: Resolver<ResolversTypes['AddressBookPayload'], ParentType, ContextType, RequireFields<MutationSetDefaultAddressArgs, 'id' | 'kind' | 'userData'>>;
  startPayment?: Resolver<ResolversTypes['StartPaymentPayload'], ParentType, ContextType, RequireFields<MutationStartPaymentArgs, 'method' | 'orderUuid' | 'userData'>>;
  subscribeNewsletter?: Resolver<ResolversTypes['StatusPayload'], ParentType, ContextType, RequireFields<MutationSubscribeNewsletterArgs, 'email' | 'userData'>>;
  unsubscribeNewsletter?: Resolver<ResolversTypes['StatusPayload'], ParentType, ContextType, RequireFields<MutationUnsubscribeNewsletterArgs, 'token' | 'userData'>>;
  updateAddress?: Resolver<ResolversTypes['AddressBookPayload'], ParentType, ContextType, RequireFields<MutationUpdateAddressArgs, 'address' | 'id' | 'userData'>>;
  updateCartPackage?: Resolver<ResolversTypes['CartPayload'], ParentType, ContextType, RequireFields<MutationUpdateCartPackageArgs, 'input' | 'userData'>>;
  updateNotifications?: Resolver<ResolversTypes['UserInfoPayload'], ParentType, ContextType, RequireFields<MutationUpdateNotificationsArgs, 'subscribed' | 'userData'>>;
  updateProfile?: Resolver<ResolversTypes['UserInfoPayload'], ParentType, ContextType, RequireFields<MutationUpdateProfileArgs, 'input' | 'userData'>>;
  updateRedeemPackage?: Resolver<ResolversTypes['RedeemOrderPayload'], ParentType, ContextType, RequireFields<MutationUpdateRedeemPackageArgs, 'input' | 'orderUuid' | 'packageId' | 'userData'>>;
  userLogin?: Resolver<ResolversTypes['StatusPayload'], ParentType, ContextType, RequireFields<MutationUserLoginArgs, 'captchaToken' | 'email' | 'password' | 'userData'>>;
  userLogout?: Resolver<ResolversTypes['StatusPayload'], ParentType, ContextType, RequireFields<MutationUserLogoutArgs, 'userData'>>;
};

export type OpeningHoursResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['OpeningHours'] = ResolversParentTypes['OpeningHours']> = {
  closes?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  days?: Resolver<Array<ResolversTypes['DayOfWeek']>, ParentType, ContextType>;
  opens?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type OrderGiftCardPaymentResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['OrderGiftCardPayment'] = ResolversParentTypes['OrderGiftCardPayment']> = {
  amount?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  balance?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  maskedNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  refunded?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type OrderPaymentResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['OrderPayment'] = ResolversParentTypes['OrderPayment']> = {
  amount?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  attempt?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  method?: Resolver<ResolversTypes['PaymentMethodId'], ParentType, ContextType>;
  redirectUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['PaymentStatus'], ParentType, ContextType>;
};

export type OrderTotalsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['OrderTotals'] = ResolversParentTypes['OrderTotals']> = {
  adjustments?: Resolver<Array<ResolversTypes['Adjustment']>, ParentType, ContextType>;
  grandTotal?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  grandTotalWithoutTax?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  subTotal?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
};

export type PackagesGroupResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PackagesGroup'] = ResolversParentTypes['PackagesGroup']> = {
  cardsPreviews?: Resolver<Array<ResolversTypes['CardPreview']>, ParentType, ContextType>;
  packageId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  receiverDescription?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  receiverTitle?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  tag?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  totalPrice?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
};

export type PageInfoResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PageInfo'] = ResolversParentTypes['PageInfo']> = {
  hasNextPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  itemsPerPage?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageNumber?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type PageMetadataResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PageMetadata'] = ResolversParentTypes['PageMetadata']> = {
  canonical?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  hreflangTags_v1?: Resolver<Array<ResolversTypes['HreflangTag']>, ParentType, ContextType>;
  keywords?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  nofollow?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  noindex?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  pageType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PageMetadataPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PageMetadataPayload'] = ResolversParentTypes['PageMetadataPayload']> = {
  errors?: Resolver<Array<ResolversTypes['Error']>, ParentType, ContextType>;
  metadata?: Resolver<Maybe<ResolversTypes['PageMetadata']>, ParentType, ContextType>;
};

export type PaymentIconResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PaymentIcon'] = ResolversParentTypes['PaymentIcon']> = {
  id?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  image?: Resolver<ResolversTypes['Image'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PaymentMethodResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PaymentMethod'] = ResolversParentTypes['PaymentMethod']> = {
  banks?: Resolver<Array<ResolversTypes['Bank']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['PaymentMethodId'], ParentType, ContextType>;
  rawProviderData?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PaymentMethodsPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PaymentMethodsPayload'] = ResolversParentTypes['PaymentMethodsPayload']> = {
  errors?: Resolver<Array<ResolversTypes['Error']>, ParentType, ContextType>;
  paymentMethods?: Resolver<Maybe<Array<ResolversTypes['PaymentMethod']>>, ParentType, ContextType>;
};

export type PaymentStatusPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PaymentStatusPayload'] = ResolversParentTypes['PaymentStatusPayload']> = {
  errors?: Resolver<Array<ResolversTypes['Error']>, ParentType, ContextType>;
  payment?: Resolver<Maybe<ResolversTypes['OrderPayment']>, ParentType, ContextType>;
};

export type PlaceOrderPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PlaceOrderPayload'] = ResolversParentTypes['PlaceOrderPayload']> = {
  errors?: Resolver<Array<ResolversTypes['Error']>, ParentType, ContextType>;
  orderUuid?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  redirectUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type PlaceRedeemOrderPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PlaceRedeemOrderPayload'] = ResolversParentTypes['PlaceRedeemOrderPayload']> = {
  errors?: Resolver<Array<ResolversTypes['Error']>, ParentType, ContextType>;
  orderUuid?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  redirectUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type PopularSearchResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PopularSearch'] = ResolversParentTypes['PopularSearch']> = {
  entities?: Resolver<Array<ResolversTypes['Product']>, ParentType, ContextType>;
  highlightedBlocks?: Resolver<Array<ResolversTypes['HighlightedBlock']>, ParentType, ContextType>;
  terms?: Resolver<Array<ResolversTypes['SearchTerm']>, ParentType, ContextType>;
};

export type PopularSearchPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PopularSearchPayload'] = ResolversParentTypes['PopularSearchPayload']> = {
  errors?: Resolver<Array<ResolversTypes['Error']>, ParentType, ContextType>;
  popularSearch?: Resolver<Maybe<ResolversTypes['PopularSearch']>, ParentType, ContextType>;
};

export type ProductResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Product'] = ResolversParentTypes['Product']> = {
  __resolveType: TypeResolveFn<'DonationProduct' | 'GiftCardProduct', ParentType, ContextType>;
};

export type ProductCountPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ProductCountPayload'] = ResolversParentTypes['ProductCountPayload']> = {
  count?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  errors?: Resolver<Array<ResolversTypes['Error']>, ParentType, ContextType>;
};

export type ProductListResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ProductList'] = ResolversParentTypes['ProductList']> = {
  items?: Resolver<Array<ResolversTypes['Product']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
};

export type ProductPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ProductPayload'] = ResolversParentTypes['ProductPayload']> = {
  errors?: Resolver<Array<ResolversTypes['Error']>, ParentType, ContextType>;
  product?: Resolver<Maybe<ResolversTypes['Product']>, ParentType, ContextType>;
};

export type ProductsPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ProductsPayload'] = ResolversParentTypes['ProductsPayload']> = {
  errors?: Resolver<Array<ResolversTypes['Error']>, ParentType, ContextType>;
  products?: Resolver<Maybe<ResolversTypes['ProductList']>, ParentType, ContextType>;
};

export type ProfileAddressResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ProfileAddress'] = ResolversParentTypes['ProfileAddress']> = {
  administrativeArea?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  city?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  companyName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  houseNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  postCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  postalLines?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  street?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  suffix?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type QueryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  activationVoucher?: Resolver<ResolversTypes['ActivationVoucherPayload'], ParentType, ContextType, RequireFields<QueryActivationVoucherArgs, 'orderUuid' | 'userData'>>;
  blocks?: Resolver<ResolversTypes['BlocksPayload'], ParentType, ContextType, RequireFields<QueryBlocksArgs, 'queueID' | 'userData'>>;
  blogPost?: Resolver<ResolversTypes['BlogPostPayload'], ParentType, ContextType, RequireFields<QueryBlogPostArgs, 'slug' | 'userData'>>;
  blogPosts?: Resolver<ResolversTypes['BlogPostsPayload'], ParentType, ContextType, RequireFields<QueryBlogPostsArgs, 'userData'>>;
  cartQuantity?: Resolver<ResolversTypes['CartPayload'], ParentType, ContextType, RequireFields<QueryCartQuantityArgs, 'userData'>>;
  cartV2?: Resolver<ResolversTypes['CartPayload'], ParentType, ContextType, RequireFields<QueryCartV2Args, 'userData'>>;
  categoryMenu?: Resolver<ResolversTypes['CategoryMenuPayload'], ParentType, ContextType, RequireFields<QueryCategoryMenuArgs, 'userData'>>;
  checkUserExist?: Resolver<ResolversTypes['StatusPayload'], ParentType, ContextType, RequireFields<QueryCheckUserExistArgs, 'captchaToken' | 'email' | 'userData'>>;
  customerOrder?: Resolver<ResolversTypes['CustomerOrderPayload'], ParentType, ContextType, RequireFields<QueryCustomerOrderArgs, 'orderUuid' | 'userData'>>;
  customerOrders?: Resolver<ResolversTypes['CustomerOrdersPayload'], ParentType, ContextType, RequireFields<QueryCustomerOrdersArgs, 'userData'>>;
  doublerStatus?: Resolver<ResolversTypes['DoublerStatusPayload'], ParentType, ContextType, RequireFields<QueryDoublerStatusArgs, 'userData'>>;
  doublerThankYou?: Resolver<ResolversTypes['DoublerStatusPayload'], ParentType, ContextType, RequireFields<QueryDoublerThankYouArgs, 'entry' | 'product' | 'userData'>>;
  extraVariations?: Resolver<ResolversTypes['ExtraVariationsPayload'], ParentType, ContextType, RequireFields<QueryExtraVariationsArgs, 'userData'>>;
  getLocationAddressSuggestions?: Resolver<ResolversTypes['LocationSuggestionsPayload'], ParentType, ContextType, RequireFields<QueryGetLocationAddressSuggestionsArgs, 'filters' | 'userData'>>;
  getUserInfo?: Resolver<ResolversTypes['UserInfoPayload'], ParentType, ContextType, RequireFields<QueryGetUserInfoArgs, 'userData'>>;
  invoice?: Resolver<ResolversTypes['InvoicePayload'], ParentType, ContextType, RequireFields<QueryInvoiceArgs, 'orderUuid' | 'userData'>>;
  location?: Resolver<ResolversTypes['LocationPayload'], ParentType, ContextType, RequireFields<QueryLocationArgs, 'locationSlug' | 'productSlug' | 'userData'>>;
  locations?: Resolver<ResolversTypes['LocationsPayload'], ParentType, ContextType, RequireFields<QueryLocationsArgs, 'userData'>>;
  order?: Resolver<ResolversTypes['RedeemOrderPayload'], ParentType, ContextType, RequireFields<QueryOrderArgs, 'userData' | 'uuid'>>;
  orderConfirmation?: Resolver<ResolversTypes['CustomerOrderPayload'], ParentType, ContextType, RequireFields<QueryOrderConfirmationArgs, 'userData' | 'uuid'>>;
  page?: Resolver<ResolversTypes['ContentPagePayload'], ParentType, ContextType, RequireFields<QueryPageArgs, 'path' | 'userData'>>;
  pageMetadata?: Resolver<ResolversTypes['PageMetadataPayload'], ParentType, ContextType, RequireFields<QueryPageMetadataArgs, 'path' | 'userData'>>;
  paymentMethods?: Resolver<ResolversTypes['PaymentMethodsPayload'], ParentType, ContextType, RequireFields<QueryPaymentMethodsArgs, 'customerType' | 'userData'>>;
  paymentStatus?: Resolver<ResolversTypes['PaymentStatusPayload'], ParentType, ContextType, RequireFields<QueryPaymentStatusArgs, 'orderUuid' | 'userData'>>;
  ping?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  popularSearch?: Resolver<ResolversTypes['PopularSearchPayload'], ParentType, ContextType, RequireFields<QueryPopularSearchArgs, 'userData'>>;
  product?: Resolver<ResolversTypes['ProductPayload'], ParentType, ContextType, RequireFields<QueryProductArgs, 'slug' | 'userData'>>;
  productCount?: Resolver<ResolversTypes['ProductCountPayload'], ParentType, ContextType, RequireFields<QueryProductCountArgs, 'userData'>>;
  products?: Resolver<ResolversTypes['ProductsPayload'], ParentType, ContextType, RequireFields<QueryProductsArgs, 'userData'>>;
  redeemPage?: Resolver<ResolversTypes['RedeemPagePayload'], ParentType, ContextType, RequireFields<QueryRedeemPageArgs, 'pageId' | 'userData'>>;
  redeemProducts?: Resolver<ResolversTypes['RedeemProductsPayload'], ParentType, ContextType, RequireFields<QueryRedeemProductsArgs, 'limit' | 'offset' | 'userData'>>;
  redeemSession?: Resolver<ResolversTypes['RedeemSessionPayload'], ParentType, ContextType, RequireFields<QueryRedeemSessionArgs, 'userData'>>;
  search_v1?: Resolver<ResolversTypes['SearchPayload'], ParentType, ContextType, RequireFields<QuerySearch_V1Args, 'inputText' | 'userData'>>;
  sitemap?: Resolver<ResolversTypes['SitemapPayload'], ParentType, ContextType, RequireFields<QuerySitemapArgs, 'userData'>>;
  storeData?: Resolver<ResolversTypes['StoreDataPayload'], ParentType, ContextType, RequireFields<QueryStoreDataArgs, 'userData'>>;
  taxonomyTerm?: Resolver<ResolversTypes['TaxonomyTermPayload'], ParentType, ContextType, RequireFields<QueryTaxonomyTermArgs, 'slug' | 'userData' | 'vocabularyID'>>;
  taxonomyTerms?: Resolver<ResolversTypes['TaxonomyTermsPayload'], ParentType, ContextType, RequireFields<QueryTaxonomyTermsArgs, 'userData' | 'vocabularyID'>>;
  testimonials?: Resolver<ResolversTypes['TestimonialsPayload'], ParentType, ContextType, RequireFields<QueryTestimonialsArgs, 'userData'>>;
};

export type ReceiverResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Receiver'] = ResolversParentTypes['Receiver']> = {
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  firstName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lastName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type RedeemCardResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RedeemCard'] = ResolversParentTypes['RedeemCard']> = {
  amountUsed?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  balance?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  maskedNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type RedeemDataResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RedeemData'] = ResolversParentTypes['RedeemData']> = {
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  maximumAvailableCustomAmount?: Resolver<Maybe<ResolversTypes['Money']>, ParentType, ContextType>;
  minimumAvailableCustomAmount?: Resolver<Maybe<ResolversTypes['Money']>, ParentType, ContextType>;
  minimumRemainingBalance?: Resolver<Maybe<ResolversTypes['Money']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type RedeemItemResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RedeemItem'] = ResolversParentTypes['RedeemItem']> = {
  extra?: Resolver<Maybe<ResolversTypes['ExtraVariation']>, ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['OrderItemKind'], ParentType, ContextType>;
  qty?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  text?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  variation?: Resolver<Maybe<ResolversTypes['Variation']>, ParentType, ContextType>;
};

export type RedeemOrderResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RedeemOrder'] = ResolversParentTypes['RedeemOrder']> = {
  amountToPay?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  billingAddress?: Resolver<Maybe<ResolversTypes['Address']>, ParentType, ContextType>;
  business?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  cards?: Resolver<Array<ResolversTypes['RedeemCard']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  pageId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  referenceNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  remainingBalance?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  shipments?: Resolver<Array<ResolversTypes['RedeemShipment']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  totals?: Resolver<ResolversTypes['OrderTotals'], ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type RedeemOrderPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RedeemOrderPayload'] = ResolversParentTypes['RedeemOrderPayload']> = {
  errors?: Resolver<Array<ResolversTypes['Error']>, ParentType, ContextType>;
  order?: Resolver<Maybe<ResolversTypes['RedeemOrder']>, ParentType, ContextType>;
};

export type RedeemPackageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RedeemPackage'] = ResolversParentTypes['RedeemPackage']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['RedeemItem']>, ParentType, ContextType>;
  mainProduct?: Resolver<ResolversTypes['Product'], ParentType, ContextType>;
  mainProductType?: Resolver<ResolversTypes['ProductType'], ParentType, ContextType>;
  packageTotals?: Resolver<ResolversTypes['RedeemPackageTotals'], ParentType, ContextType>;
  receiver?: Resolver<Maybe<ResolversTypes['Receiver']>, ParentType, ContextType>;
};

export type RedeemPackageTotalsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RedeemPackageTotals'] = ResolversParentTypes['RedeemPackageTotals']> = {
  mainItemAmount?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  mainItemEditable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  promotionAmount?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
};

export type RedeemPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RedeemPage'] = ResolversParentTypes['RedeemPage']> = {
  business?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  hasShop?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  intro?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  pageId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  paragraphs?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type RedeemPagePayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RedeemPagePayload'] = ResolversParentTypes['RedeemPagePayload']> = {
  errors?: Resolver<Array<ResolversTypes['Error']>, ParentType, ContextType>;
  page?: Resolver<Maybe<ResolversTypes['RedeemPage']>, ParentType, ContextType>;
};

export type RedeemProductsPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RedeemProductsPayload'] = ResolversParentTypes['RedeemProductsPayload']> = {
  errors?: Resolver<Array<ResolversTypes['Error']>, ParentType, ContextType>;
  products?: Resolver<Maybe<Array<ResolversTypes['Product']>>, ParentType, ContextType>;
  total?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type RedeemSessionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RedeemSession'] = ResolversParentTypes['RedeemSession']> = {
  balance?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  expiryDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  maskedNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  openOrderUuid?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['GiftCardStatus'], ParentType, ContextType>;
};

export type RedeemSessionPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RedeemSessionPayload'] = ResolversParentTypes['RedeemSessionPayload']> = {
  errors?: Resolver<Array<ResolversTypes['Error']>, ParentType, ContextType>;
  session?: Resolver<Maybe<ResolversTypes['RedeemSession']>, ParentType, ContextType>;
};

export type RedeemShipmentResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RedeemShipment'] = ResolversParentTypes['RedeemShipment']> = {
  deliveryAddress?: Resolver<Maybe<ResolversTypes['Address']>, ParentType, ContextType>;
  deliveryDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  deliveryType?: Resolver<ResolversTypes['VariationType'], ParentType, ContextType>;
  formattedDeliveryDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  packages?: Resolver<Array<ResolversTypes['RedeemPackage']>, ParentType, ContextType>;
};

export type RedirectLinkResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RedirectLink'] = ResolversParentTypes['RedirectLink']> = {
  redirectTime?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SearchGroupResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SearchGroup'] = ResolversParentTypes['SearchGroup']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  groupType?: Resolver<ResolversTypes['SearchGroupType'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['SearchItem']>, ParentType, ContextType>;
};

export type SearchItemResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SearchItem'] = ResolversParentTypes['SearchItem']> = {
  __resolveType: TypeResolveFn<'GiftCardSearchItem' | 'GivingMomentSearchItem', ParentType, ContextType>;
};

export type SearchPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SearchPayload'] = ResolversParentTypes['SearchPayload']> = {
  body?: Resolver<Maybe<Array<ResolversTypes['SearchGroup']>>, ParentType, ContextType>;
  errors?: Resolver<Array<ResolversTypes['Error']>, ParentType, ContextType>;
  total?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type SearchTermResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SearchTerm'] = ResolversParentTypes['SearchTerm']> = {
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SelectOptionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SelectOption'] = ResolversParentTypes['SelectOption']> = {
  icon?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SitemapEntryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SitemapEntry'] = ResolversParentTypes['SitemapEntry']> = {
  lastModified?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  path?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SitemapPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SitemapPayload'] = ResolversParentTypes['SitemapPayload']> = {
  entries?: Resolver<Maybe<Array<ResolversTypes['SitemapEntry']>>, ParentType, ContextType>;
  errors?: Resolver<Array<ResolversTypes['Error']>, ParentType, ContextType>;
};

export type StartPaymentPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['StartPaymentPayload'] = ResolversParentTypes['StartPaymentPayload']> = {
  errors?: Resolver<Array<ResolversTypes['Error']>, ParentType, ContextType>;
  redirectUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type StatusPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['StatusPayload'] = ResolversParentTypes['StatusPayload']> = {
  errors?: Resolver<Array<ResolversTypes['Error']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type StoreDataResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['StoreData'] = ResolversParentTypes['StoreData']> = {
  buildKey?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  countriesCombinations?: Resolver<Array<ResolversTypes['CountryCombination']>, ParentType, ContextType>;
  countryCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  footerLogo?: Resolver<ResolversTypes['Logo'], ParentType, ContextType>;
  locale?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  mainLogo?: Resolver<ResolversTypes['Logo'], ParentType, ContextType>;
  menus?: Resolver<ResolversTypes['StoreMenus'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  origin?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  paymentIcons?: Resolver<Array<ResolversTypes['PaymentIcon']>, ParentType, ContextType>;
  paymentTestMode?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  storeID?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type StoreDataPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['StoreDataPayload'] = ResolversParentTypes['StoreDataPayload']> = {
  errors?: Resolver<Array<ResolversTypes['Error']>, ParentType, ContextType>;
  storeData?: Resolver<Maybe<ResolversTypes['StoreData']>, ParentType, ContextType>;
};

export type StoreMenusResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['StoreMenus'] = ResolversParentTypes['StoreMenus']> = {
  businessMenu?: Resolver<Maybe<ResolversTypes['BusinessMenu']>, ParentType, ContextType>;
  footerMenu?: Resolver<ResolversTypes['FooterMenu'], ParentType, ContextType>;
};

export type TaxonomyTermResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['TaxonomyTerm'] = ResolversParentTypes['TaxonomyTerm']> = {
  backgroundColor?: Resolver<Maybe<ResolversTypes['Color']>, ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  heroTitle?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  icon?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  path?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  productCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  vocabularyID?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type TaxonomyTermPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['TaxonomyTermPayload'] = ResolversParentTypes['TaxonomyTermPayload']> = {
  errors?: Resolver<Array<ResolversTypes['Error']>, ParentType, ContextType>;
  term?: Resolver<Maybe<ResolversTypes['TaxonomyTerm']>, ParentType, ContextType>;
};

export type TaxonomyTermsPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['TaxonomyTermsPayload'] = ResolversParentTypes['TaxonomyTermsPayload']> = {
  errors?: Resolver<Array<ResolversTypes['Error']>, ParentType, ContextType>;
  terms?: Resolver<Maybe<Array<ResolversTypes['TaxonomyTerm']>>, ParentType, ContextType>;
};

export type TestimonialResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Testimonial'] = ResolversParentTypes['Testimonial']> = {
  author?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  publishedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  quote?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  rating?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type TestimonialListResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['TestimonialList'] = ResolversParentTypes['TestimonialList']> = {
  averageRating?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['Testimonial']>, ParentType, ContextType>;
};

export type TestimonialsPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['TestimonialsPayload'] = ResolversParentTypes['TestimonialsPayload']> = {
  errors?: Resolver<Array<ResolversTypes['Error']>, ParentType, ContextType>;
  testimonials?: Resolver<Maybe<ResolversTypes['TestimonialList']>, ParentType, ContextType>;
};

export type TopListItemResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['TopListItem'] = ResolversParentTypes['TopListItem']> = {
  backgroundColor?: Resolver<ResolversTypes['Color'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  image?: Resolver<ResolversTypes['Image'], ParentType, ContextType>;
  path?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  productType?: Resolver<ResolversTypes['ProductType'], ParentType, ContextType>;
  showShadow?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type UserResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['User'] = ResolversParentTypes['User']> = {
  addresses?: Resolver<Array<ResolversTypes['Address']>, ParentType, ContextType>;
  defaultBillingAddressId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  defaultDeliveryAddressId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  mainProfile?: Resolver<ResolversTypes['CustomerProfile'], ParentType, ContextType>;
  subscribed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type UserInfoPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['UserInfoPayload'] = ResolversParentTypes['UserInfoPayload']> = {
  errors?: Resolver<Array<ResolversTypes['Error']>, ParentType, ContextType>;
  user?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
};

export type VariationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Variation'] = ResolversParentTypes['Variation']> = {
  config?: Resolver<ResolversTypes['VariationConfig'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  sku?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  variationType?: Resolver<ResolversTypes['VariationType'], ParentType, ContextType>;
};

export type VariationConfigResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['VariationConfig'] = ResolversParentTypes['VariationConfig']> = {
  hasFixedPrices?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  maxPrice?: Resolver<Maybe<ResolversTypes['Money']>, ParentType, ContextType>;
  minPrice?: Resolver<Maybe<ResolversTypes['Money']>, ParentType, ContextType>;
  pricesToShow?: Resolver<Array<ResolversTypes['Money']>, ParentType, ContextType>;
};

export type Resolvers<ContextType = GatewayContext> = {
  ActivationOrder?: ActivationOrderResolvers<ContextType>;
  ActivationOrderPayload?: ActivationOrderPayloadResolvers<ContextType>;
  ActivationVoucher?: ActivationVoucherResolvers<ContextType>;
  ActivationVoucherPayload?: ActivationVoucherPayloadResolvers<ContextType>;
  Address?: AddressResolvers<ContextType>;
  AddressBookPayload?: AddressBookPayloadResolvers<ContextType>;
  Adjustment?: AdjustmentResolvers<ContextType>;
  Bank?: BankResolvers<ContextType>;
  Block?: BlockResolvers<ContextType>;
  BlocksPayload?: BlocksPayloadResolvers<ContextType>;
  BlogPost?: BlogPostResolvers<ContextType>;
  BlogPostList?: BlogPostListResolvers<ContextType>;
  BlogPostPayload?: BlogPostPayloadResolvers<ContextType>;
  BlogPostsPayload?: BlogPostsPayloadResolvers<ContextType>;
  BusinessMenu?: BusinessMenuResolvers<ContextType>;
  CardPayment?: CardPaymentResolvers<ContextType>;
  CardPaymentCheck?: CardPaymentCheckResolvers<ContextType>;
  CardPaymentCheckPayload?: CardPaymentCheckPayloadResolvers<ContextType>;
  CardPayments?: CardPaymentsResolvers<ContextType>;
  CardPaymentsPayload?: CardPaymentsPayloadResolvers<ContextType>;
  CardPreview?: CardPreviewResolvers<ContextType>;
  CartPayload?: CartPayloadResolvers<ContextType>;
  CategoryMenuItem?: CategoryMenuItemResolvers<ContextType>;
  CategoryMenuPayload?: CategoryMenuPayloadResolvers<ContextType>;
  Color?: ColorResolvers<ContextType>;
  ContentPage?: ContentPageResolvers<ContextType>;
  ContentPagePayload?: ContentPagePayloadResolvers<ContextType>;
  CountryCombination?: CountryCombinationResolvers<ContextType>;
  CustomerOrder?: CustomerOrderResolvers<ContextType>;
  CustomerOrderItem?: CustomerOrderItemResolvers<ContextType>;
  CustomerOrderList?: CustomerOrderListResolvers<ContextType>;
  CustomerOrderPayload?: CustomerOrderPayloadResolvers<ContextType>;
  CustomerOrdersPayload?: CustomerOrdersPayloadResolvers<ContextType>;
  CustomerProfile?: CustomerProfileResolvers<ContextType>;
  DonationProduct?: DonationProductResolvers<ContextType>;
  DoublerEntry?: DoublerEntryResolvers<ContextType>;
  DoublerEntryPayload?: DoublerEntryPayloadResolvers<ContextType>;
  DoublerStatus?: DoublerStatusResolvers<ContextType>;
  DoublerStatusPayload?: DoublerStatusPayloadResolvers<ContextType>;
  Error?: ErrorResolvers<ContextType>;
  ExternalLink?: ExternalLinkResolvers<ContextType>;
  ExtraItem?: ExtraItemResolvers<ContextType>;
  ExtraVariation?: ExtraVariationResolvers<ContextType>;
  ExtraVariationsPayload?: ExtraVariationsPayloadResolvers<ContextType>;
  FooterMenu?: FooterMenuResolvers<ContextType>;
  GiftCardBrand?: GiftCardBrandResolvers<ContextType>;
  GiftCardInfo?: GiftCardInfoResolvers<ContextType>;
  GiftCardInfoPayload?: GiftCardInfoPayloadResolvers<ContextType>;
  GiftCardItem?: GiftCardItemResolvers<ContextType>;
  GiftCardOrder?: GiftCardOrderResolvers<ContextType>;
  GiftCardPackage?: GiftCardPackageResolvers<ContextType>;
  GiftCardProduct?: GiftCardProductResolvers<ContextType>;
  GiftCardSearchItem?: GiftCardSearchItemResolvers<ContextType>;
  GiftCardShipment?: GiftCardShipmentResolvers<ContextType>;
  GivingMomentSearchItem?: GivingMomentSearchItemResolvers<ContextType>;
  GroupTotal?: GroupTotalResolvers<ContextType>;
  GroupedTotals?: GroupedTotalsResolvers<ContextType>;
  HighlightedBlock?: HighlightedBlockResolvers<ContextType>;
  HreflangTag?: HreflangTagResolvers<ContextType>;
  Image?: ImageResolvers<ContextType>;
  ImageUrl?: ImageUrlResolvers<ContextType>;
  InvoicePayload?: InvoicePayloadResolvers<ContextType>;
  LanguageCombination?: LanguageCombinationResolvers<ContextType>;
  Location?: LocationResolvers<ContextType>;
  LocationList?: LocationListResolvers<ContextType>;
  LocationPayload?: LocationPayloadResolvers<ContextType>;
  LocationSuggestion?: LocationSuggestionResolvers<ContextType>;
  LocationSuggestionsPayload?: LocationSuggestionsPayloadResolvers<ContextType>;
  LocationsPayload?: LocationsPayloadResolvers<ContextType>;
  Logo?: LogoResolvers<ContextType>;
  MenuLink?: MenuLinkResolvers<ContextType>;
  MenuSection?: MenuSectionResolvers<ContextType>;
  MessageItem?: MessageItemResolvers<ContextType>;
  Money?: MoneyResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  OpeningHours?: OpeningHoursResolvers<ContextType>;
  OrderGiftCardPayment?: OrderGiftCardPaymentResolvers<ContextType>;
  OrderPayment?: OrderPaymentResolvers<ContextType>;
  OrderTotals?: OrderTotalsResolvers<ContextType>;
  PackagesGroup?: PackagesGroupResolvers<ContextType>;
  PageInfo?: PageInfoResolvers<ContextType>;
  PageMetadata?: PageMetadataResolvers<ContextType>;
  PageMetadataPayload?: PageMetadataPayloadResolvers<ContextType>;
  PaymentIcon?: PaymentIconResolvers<ContextType>;
  PaymentMethod?: PaymentMethodResolvers<ContextType>;
  PaymentMethodsPayload?: PaymentMethodsPayloadResolvers<ContextType>;
  PaymentStatusPayload?: PaymentStatusPayloadResolvers<ContextType>;
  PlaceOrderPayload?: PlaceOrderPayloadResolvers<ContextType>;
  PlaceRedeemOrderPayload?: PlaceRedeemOrderPayloadResolvers<ContextType>;
  PopularSearch?: PopularSearchResolvers<ContextType>;
  PopularSearchPayload?: PopularSearchPayloadResolvers<ContextType>;
  Product?: ProductResolvers<ContextType>;
  ProductCountPayload?: ProductCountPayloadResolvers<ContextType>;
  ProductList?: ProductListResolvers<ContextType>;
  ProductPayload?: ProductPayloadResolvers<ContextType>;
  ProductsPayload?: ProductsPayloadResolvers<ContextType>;
  ProfileAddress?: ProfileAddressResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  Receiver?: ReceiverResolvers<ContextType>;
  RedeemCard?: RedeemCardResolvers<ContextType>;
  RedeemData?: RedeemDataResolvers<ContextType>;
  RedeemItem?: RedeemItemResolvers<ContextType>;
  RedeemOrder?: RedeemOrderResolvers<ContextType>;
  RedeemOrderPayload?: RedeemOrderPayloadResolvers<ContextType>;
  RedeemPackage?: RedeemPackageResolvers<ContextType>;
  RedeemPackageTotals?: RedeemPackageTotalsResolvers<ContextType>;
  RedeemPage?: RedeemPageResolvers<ContextType>;
  RedeemPagePayload?: RedeemPagePayloadResolvers<ContextType>;
  RedeemProductsPayload?: RedeemProductsPayloadResolvers<ContextType>;
  RedeemSession?: RedeemSessionResolvers<ContextType>;
  RedeemSessionPayload?: RedeemSessionPayloadResolvers<ContextType>;
  RedeemShipment?: RedeemShipmentResolvers<ContextType>;
  RedirectLink?: RedirectLinkResolvers<ContextType>;
  SearchGroup?: SearchGroupResolvers<ContextType>;
  SearchItem?: SearchItemResolvers<ContextType>;
  SearchPayload?: SearchPayloadResolvers<ContextType>;
  SearchTerm?: SearchTermResolvers<ContextType>;
  SelectOption?: SelectOptionResolvers<ContextType>;
  SitemapEntry?: SitemapEntryResolvers<ContextType>;
  SitemapPayload?: SitemapPayloadResolvers<ContextType>;
  StartPaymentPayload?: StartPaymentPayloadResolvers<ContextType>;
  StatusPayload?: StatusPayloadResolvers<ContextType>;
  StoreData?: StoreDataResolvers<ContextType>;
  StoreDataPayload?: StoreDataPayloadResolvers<ContextType>;
  StoreMenus?: StoreMenusResolvers<ContextType>;
  TaxonomyTerm?: TaxonomyTermResolvers<ContextType>;
  TaxonomyTermPayload?: TaxonomyTermPayloadResolvers<ContextType>;
  TaxonomyTermsPayload?: TaxonomyTermsPayloadResolvers<ContextType>;
  Testimonial?: TestimonialResolvers<ContextType>;
  TestimonialList?: TestimonialListResolvers<ContextType>;
  TestimonialsPayload?: TestimonialsPayloadResolvers<ContextType>;
  TopListItem?: TopListItemResolvers<ContextType>;
  User?: UserResolvers<ContextType>;
  UserInfoPayload?: UserInfoPayloadResolvers<ContextType>;
  Variation?: VariationResolvers<ContextType>;
  VariationConfig?: VariationConfigResolvers<ContextType>;
};

