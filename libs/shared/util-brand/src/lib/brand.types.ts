/** An image of a brand's assets, served under `/brand/{buildKey}/`. */
export interface BrandImage {
  src: string;
  width: number;
  height: number;
  alt: string;
  /** Tiny inline placeholder shown while the image loads. */
  blur?: string;
}

/**
 * Text a brand shows in each of its store's languages, by ISO 639-1 code (`pl`, and `nl` and `fr` in a bilingual
 * store): every language of `languages` (the brand test checks). Read it in the page's language with
 * `brandAccess().text`.
 */
export type ByLanguage<T> = Record<string, T>;

/** A trust mark: its words (the image's alt text) are in every language of the store. */
export interface TrustMark extends Omit<BrandImage, 'alt'> {
  alt: ByLanguage<string>;
}

export interface LogoPair {
  desktop: BrandImage;
  mobile: BrandImage;
}

/** Feature and build toggles of spec §6; every brand sets every toggle. */
export interface FeatureToggles {
  /** Header variant 1, 2 or 3 (each with its logo version). */
  headerVersion: 1 | 2 | 3;
  languageSwitcher: boolean;
  cookiesLink: boolean;
  navigationIconText: boolean;
  footerLogos: boolean;
  orderModalAuth: boolean;
  redeemDelayWarning: boolean;
  retryPaymentPage: boolean;
  errorMessages: boolean;
  handVariants: boolean;
  businessPageV3: boolean;
  checkoutV2Header: boolean;
  hideCaptchaBadge: boolean;
  logosFromContent: boolean;
}

/** Design tokens: every brand colour and shape the design system reads as CSS custom properties. */
export interface BrandTheme {
  colorPrimary: string;
  colorPrimaryHover: string;
  colorOnPrimary: string;
  colorAccent: string;
  colorText: string;
  colorMuted: string;
  colorBorder: string;
  colorSurface: string;
  colorBackground: string;
  colorError: string;
  colorSuccess: string;
  colorFocus: string;
  radius: string;
  fontFamily: string;
}

export type SocialNetwork = 'facebook' | 'instagram' | 'tiktok' | 'linkedIn' | 'pinterest' | 'twitter' | 'youtube';

export interface SocialLink {
  network: SocialNetwork;
  url: string;
  hidden: boolean;
}

export interface OrganizationData {
  name: string;
  url: string;
  logo: string;
  /** In the store's first language: the JSON-LD is the same on every page. */
  description: string;
  contactPoint: { contactType: string; email: string; telephone?: string };
  address: { streetAddress: string; addressLocality: string; postalCode: string; addressCountry: string };
  openingHours: string[];
}

export interface FeaturedBlockText {
  title: string;
  text: string;
}

export interface FeaturedBlock {
  image: BrandImage;
  /** Site-relative path (of the store's first language) or an absolute URL (a sibling brand's page opens in a new tab). */
  link: string;
  /** The same page's path in a further language of the store, whose routes have other words (`fr` of CBBE). */
  links?: Partial<Record<string, string>>;
  texts: ByLanguage<FeaturedBlockText>;
}

/** The promo pop-up's content in one language. */
export interface PromoPopupText {
  title: string;
  text: string;
  linkLabel: string;
  /** Site-relative path (with the language's prefix) or an absolute URL. */
  href: string;
}

/** The promo pop-up (spec §2.6; docs/modals.md). */
export interface PromoPopup {
  enabled: boolean;
  /** Names this offer: a visitor sees each id once (remembered in localStorage); a new id shows again. */
  id: string;
  /** Decorative; the texts carry the offer. */
  image?: BrandImage;
  /** By language; a language without texts gets no pop-up. */
  texts: ByLanguage<PromoPopupText>;
}

/** One language of a store: ISO 639-1 code and its locale, e.g. { code: 'nl', locale: 'nl-be' }. */
export interface BrandLanguage {
  code: string;
  /** Lower-case language-country, as the seed's store languages: en-gb, nl-be, fr-ch. */
  locale: string;
}

/** Payment methods a brand shows logos of (footer, checkout); ids match the gateway's payment method ids where it has them. */
export type PaymentLogoId =
  | 'visa' | 'mastercard' | 'maestro' | 'amex' | 'paypal' | 'applepay' | 'googlepay' | 'ideal' | 'bancontact' | 'carteBancaire'
  | 'klarna' | 'sofort' | 'giropay' | 'eps' | 'twint' | 'przelewy24' | 'blik' | 'swish' | 'mobilepay' | 'vipps' | 'pix' | 'boleto'
  | 'oxxo' | 'interac' | 'afterpay' | 'poli' | 'multibanco' | 'mbway' | 'bizum' | 'satispay' | 'belfius' | 'kbccbc' | 'banktransfer';

/** A payment method's logo: the same id/title/image shape as the store data's paymentIcons (gateway, footer). */
export interface PaymentLogo {
  id: PaymentLogoId;
  title: string;
  image: BrandImage;
}

export interface PromotionBlockText {
  title: string;
  text: string;
  linkLabel: string;
}

/** A brand's promotion banner (a campaign, spec pdpPromotionBlock): on product pages while `enabled`. */
export interface PromotionBlock {
  enabled: boolean;
  image: BrandImage;
  /** Site-relative path (of the store's first language) or an absolute URL. */
  link: string;
  /** The same page's path in a further language of the store, as for the featured block. */
  links?: Partial<Record<string, string>>;
  texts: ByLanguage<PromotionBlockText>;
}

/** Everything that differs between brand builds (spec §1, §3 brand configuration). */
export interface BrandConfig {
  buildKey: string;
  family: 'CB' | 'CK' | 'GCS' | 'GCUK';
  storeId: number;
  name: string;
  /** The brand's public host; links to other hosts open in a new tab. */
  host: string;
  /** ISO 3166-1 alpha-2 country of the store (GB for the UK). */
  countryCode: string;
  /** ISO 4217 currency the store sells in. */
  currency: string;
  /** IANA time zone of the store (cut-off times, opening hours). */
  timeZone: string;
  /** The store's languages, default first (the seed's store languages, same order). */
  languages: BrandLanguage[];
  /** Payment method logos of the store's country, in the order the footer shows them (phones show the first four). */
  paymentLogos: PaymentLogo[];
  /** Logos of business customers on the business page, by locale (every locale of `languages`). */
  businessLogos: Record<string, BrandImage[]>;
  promotionBlock: PromotionBlock;
  /** The mobile menu's footer links that not every brand shows (spec §2.5: the Choice card link on the UK build only). */
  mobileMenu: { choiceCardLink: boolean };
  /** Where quote requests go (business team); customer service is organizationStructuredData.contactPoint.email. */
  businessEmail: string;
  /** Where bank transfer and invoice orders are paid to, shown on their confirmation; UK brands add sort code and account number. */
  bankDetails?: BankDetails;
  /** Instead of bankDetails where the country has no IBAN (US, CA, AU, NZ, MX). */
  localBankDetails?: LocalBankDetails;
  /** The seller as printed on invoices: legal name, registered address, company register and VAT numbers. */
  legalEntity?: LegalEntity;
  /** How many cards the brand claims, e.g. "200+" in "View all 200+ gift cards". */
  catalogueClaim: string;
  theme: BrandTheme;
  logos: { v1: LogoPair; v2: LogoPair; v3: LogoPair };
  footerLogo: BrandImage;
  modalLogo: BrandImage;
  footerClockIcon: BrandImage;
  headerDecoration: BrandImage | null;
  footerDecoration: BrandImage | null;
  trustMarks: { general: TrustMark[]; topbar: TrustMark[]; bottomBar: TrustMark[]; header: TrustMark[] };
  /**
   * The brand's Choice card page (spec §2.2, e.g. `/gutschein/all-in-1/`) when it is not its language's table path;
   * its last segment is the Choice card's product slug in the store's catalogue.
   */
  choiceCardPath?: string;
  featuredBlock: FeaturedBlock;
  pdpFeaturedBlock: FeaturedBlock;
  notFoundImage: BrandImage;
  organizationStructuredData: OrganizationData;
  socialLinks: SocialLink[];
  promoPopup?: PromoPopup;
  toggles: FeatureToggles;
}

/** The account a bank transfer or invoice is paid to. */
export interface LegalEntity {
  name: string;
  /** Registered office, one line per entry, as registered: in the store's first language, the country line too. */
  address: string[];
  /** The country's company register number: Companies House (UK, 8 digits), KvK (NL, 8 digits), HRB (DE), SIREN (FR), … */
  companyNumber: string;
  vatNumber: string;
}

export interface BankDetails {
  accountName: string;
  /** IBAN in groups of four, with a valid mod-97 checksum. */
  iban: string;
  bic: string;
  sortCode?: string;
  accountNumber?: string;
}

/**
 * The account of a brand in a country without IBAN (US, CA, AU, NZ, MX), in the country's own format. Bank transfer
 * (which reads `bankDetails`) is not offered by these stores until their payments are set up.
 */
export interface LocalBankDetails {
  accountName: string;
  bankName: string;
  bic: string;
  /** What the country calls its routing code: 'ABA routing number', 'BSB', 'Transit / institution', 'CLABE', 'Bank / branch'. */
  routingLabel: string;
  /** US 9-digit ABA number, AU BSB 000-000, CA 00000-000 transit-institution, NZ bank-branch 00-0000. */
  routingNumber: string;
  /** The account number in the local format (MX: the 18-digit CLABE). */
  accountNumber: string;
}
