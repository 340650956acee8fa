import type { GraphQLResolveInfo } from 'graphql';
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
};

export type BlogPostsPayload = {
  __typename?: 'BlogPostsPayload';
  errors: Array<Error>;
  posts?: Maybe<BlogPostList>;
};

export type BusinessMenu = {
  __typename?: 'BusinessMenu';
  menuItems: Array<MenuLink>;
  title: Scalars['String']['output'];
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

/** An information, help, landing or business page. */
export type ContentPage = {
  __typename?: 'ContentPage';
  /** Markdown. */
  body: Scalars['String']['output'];
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

/** A giving-moment (occasion) page found by search. */
export type GivingMomentSearchItem = {
  __typename?: 'GivingMomentSearchItem';
  backgroundColor?: Maybe<Color>;
  heroTitle: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  image?: Maybe<Image>;
  path: Scalars['String']['output'];
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

export type LanguageCombination = {
  __typename?: 'LanguageCombination';
  currency: Scalars['String']['output'];
  isDefault: Scalars['Boolean']['output'];
  languageCode: Scalars['String']['output'];
  locale: Scalars['String']['output'];
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
  /** Always true; lets clients check mutations are accepted. */
  ping: Scalars['Boolean']['output'];
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

export type ProductFiltersInput = {
  filterByPage?: InputMaybe<PageFilterInput>;
  filterByProductType?: InputMaybe<Array<ProductType>>;
  filterByTaxonomy?: InputMaybe<Array<TaxonomyFilterInput>>;
};

export type ProductList = {
  __typename?: 'ProductList';
  items: Array<Product>;
  pageInfo: PageInfo;
};

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

export type Query = {
  __typename?: 'Query';
  /**
   * A queue of blocks. Editorial queues: home-hero, home-featured, home-usp, search-highlight.
   * Computed queues: most-chosen (best sellers) and top-products (pass a CATEGORY taxonomy filter).
   */
  blocks: BlocksPayload;
  /** One blog post by slug. */
  blogPost: BlogPostPayload;
  /** Blog posts, newest first; 12 per page by default. */
  blogPosts: BlogPostsPayload;
  /** Categories with their top lists, for the gift-cards menu panel. */
  categoryMenu: CategoryMenuPayload;
  /** A content page by its path, e.g. /general-terms/. */
  page: ContentPagePayload;
  /**
   * Metadata of any storefront path (with or without a language prefix): home, product list and detail, categories,
   * occasions, blog and content pages. An unknown path gives NOT_FOUND (code 1005): the storefront answers 404.
   */
  pageMetadata: PageMetadataPayload;
  /** Always true; lets clients check the gateway answers GraphQL. */
  ping: Scalars['Boolean']['output'];
  /** Popular terms, suggested products and highlighted blocks for the empty search modal. */
  popularSearch: PopularSearchPayload;
  /** One product by its URL slug, e.g. harbour-and-pine-gift-card. */
  product: ProductPayload;
  /** Products of the store, most popular first. Paging defaults to page 1 of 16; a page beyond the end is empty. */
  products: ProductsPayload;
  /**
   * Full-text search over gift cards and giving moments, tolerant of typos (trigram similarity) and matching
   * word prefixes as the shopper types. Text is 1 to 100 characters.
   */
  search_v1: SearchPayload;
  /** Menus, logos, payment icons and the store switcher's combinations of the asking store. */
  storeData: StoreDataPayload;
  /** One term by vocabulary and slug. */
  taxonomyTerm: TaxonomyTermPayload;
  /** All terms of a vocabulary (CATEGORY or OCCASION) in menu order. */
  taxonomyTerms: TaxonomyTermsPayload;
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


export type QueryCategoryMenuArgs = {
  userData: UserDataInput;
};


export type QueryPageArgs = {
  path: Scalars['String']['input'];
  userData: UserDataInput;
};


export type QueryPageMetadataArgs = {
  path: Scalars['String']['input'];
  userData: UserDataInput;
};


export type QueryPopularSearchArgs = {
  userData: UserDataInput;
};


export type QueryProductArgs = {
  slug: Scalars['String']['input'];
  userData: UserDataInput;
};


export type QueryProductsArgs = {
  filters?: InputMaybe<ProductFiltersInput>;
  paging?: InputMaybe<PagingInput>;
  userData: UserDataInput;
};


export type QuerySearch_V1Args = {
  inputText: Scalars['String']['input'];
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

/** What the redeem shop shows for a product bought with a card balance. */
export type RedeemData = {
  __typename?: 'RedeemData';
  description: Scalars['String']['output'];
  maximumAvailableCustomAmount?: Maybe<Money>;
  minimumAvailableCustomAmount?: Maybe<Money>;
  minimumRemainingBalance?: Maybe<Money>;
  title: Scalars['String']['output'];
};

export type RedirectLink = {
  __typename?: 'RedirectLink';
  /** Seconds before the shopper is sent on. */
  redirectTime: Scalars['Int']['output'];
  url: Scalars['String']['output'];
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
  Block: ResolverTypeWrapper<Omit<Block, 'product'> & { product?: Maybe<ResolversTypes['Product']> }>;
  BlockFiltersInput: BlockFiltersInput;
  BlocksPayload: ResolverTypeWrapper<Omit<BlocksPayload, 'blocks'> & { blocks?: Maybe<Array<ResolversTypes['Block']>> }>;
  BlogPost: ResolverTypeWrapper<BlogPost>;
  BlogPostList: ResolverTypeWrapper<BlogPostList>;
  BlogPostPayload: ResolverTypeWrapper<BlogPostPayload>;
  BlogPostsPayload: ResolverTypeWrapper<BlogPostsPayload>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  BusinessMenu: ResolverTypeWrapper<BusinessMenu>;
  CategoryMenuItem: ResolverTypeWrapper<CategoryMenuItem>;
  CategoryMenuPayload: ResolverTypeWrapper<CategoryMenuPayload>;
  Color: ResolverTypeWrapper<Color>;
  ContentPage: ResolverTypeWrapper<ContentPage>;
  ContentPagePayload: ResolverTypeWrapper<ContentPagePayload>;
  CountryCombination: ResolverTypeWrapper<CountryCombination>;
  DonationProduct: ResolverTypeWrapper<DonationProduct>;
  Error: ResolverTypeWrapper<Error>;
  ExternalLink: ResolverTypeWrapper<ExternalLink>;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  FooterMenu: ResolverTypeWrapper<FooterMenu>;
  GiftCardBrand: ResolverTypeWrapper<GiftCardBrand>;
  GiftCardProduct: ResolverTypeWrapper<GiftCardProduct>;
  GiftCardSearchItem: ResolverTypeWrapper<GiftCardSearchItem>;
  GivingMomentSearchItem: ResolverTypeWrapper<GivingMomentSearchItem>;
  HighlightedBlock: ResolverTypeWrapper<HighlightedBlock>;
  HrefType: HrefType;
  HreflangTag: ResolverTypeWrapper<HreflangTag>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  Image: ResolverTypeWrapper<Image>;
  ImageUrl: ResolverTypeWrapper<ImageUrl>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  LanguageCombination: ResolverTypeWrapper<LanguageCombination>;
  Logo: ResolverTypeWrapper<Logo>;
  MenuLink: ResolverTypeWrapper<MenuLink>;
  MenuSection: ResolverTypeWrapper<MenuSection>;
  Money: ResolverTypeWrapper<Money>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  PageFilterInput: PageFilterInput;
  PageInfo: ResolverTypeWrapper<PageInfo>;
  PageMetadata: ResolverTypeWrapper<PageMetadata>;
  PageMetadataPayload: ResolverTypeWrapper<PageMetadataPayload>;
  PagingInput: PagingInput;
  PaymentIcon: ResolverTypeWrapper<PaymentIcon>;
  PopularSearch: ResolverTypeWrapper<Omit<PopularSearch, 'entities'> & { entities: Array<ResolversTypes['Product']> }>;
  PopularSearchPayload: ResolverTypeWrapper<Omit<PopularSearchPayload, 'popularSearch'> & { popularSearch?: Maybe<ResolversTypes['PopularSearch']> }>;
  Product: ResolverTypeWrapper<ResolversInterfaceTypes<ResolversTypes>['Product']>;
  ProductFiltersInput: ProductFiltersInput;
  ProductList: ResolverTypeWrapper<Omit<ProductList, 'items'> & { items: Array<ResolversTypes['Product']> }>;
  ProductPayload: ResolverTypeWrapper<Omit<ProductPayload, 'product'> & { product?: Maybe<ResolversTypes['Product']> }>;
  ProductType: ProductType;
  ProductsPayload: ResolverTypeWrapper<Omit<ProductsPayload, 'products'> & { products?: Maybe<ResolversTypes['ProductList']> }>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  RedeemData: ResolverTypeWrapper<RedeemData>;
  RedirectLink: ResolverTypeWrapper<RedirectLink>;
  SearchGroup: ResolverTypeWrapper<Omit<SearchGroup, 'items'> & { items: Array<ResolversTypes['SearchItem']> }>;
  SearchGroupType: SearchGroupType;
  SearchItem: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['SearchItem']>;
  SearchPayload: ResolverTypeWrapper<Omit<SearchPayload, 'body'> & { body?: Maybe<Array<ResolversTypes['SearchGroup']>> }>;
  SearchTerm: ResolverTypeWrapper<SearchTerm>;
  SelectOption: ResolverTypeWrapper<SelectOption>;
  StatusPayload: ResolverTypeWrapper<StatusPayload>;
  StoreData: ResolverTypeWrapper<StoreData>;
  StoreDataPayload: ResolverTypeWrapper<StoreDataPayload>;
  StoreMenus: ResolverTypeWrapper<StoreMenus>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  TaxonomyFilterInput: TaxonomyFilterInput;
  TaxonomyTerm: ResolverTypeWrapper<TaxonomyTerm>;
  TaxonomyTermPayload: ResolverTypeWrapper<TaxonomyTermPayload>;
  TaxonomyTermsPayload: ResolverTypeWrapper<TaxonomyTermsPayload>;
  TopListItem: ResolverTypeWrapper<TopListItem>;
  UserDataInput: UserDataInput;
  Variation: ResolverTypeWrapper<Variation>;
  VariationConfig: ResolverTypeWrapper<VariationConfig>;
  VariationType: VariationType;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  Block: Omit<Block, 'product'> & { product?: Maybe<ResolversParentTypes['Product']> };
  BlockFiltersInput: BlockFiltersInput;
  BlocksPayload: Omit<BlocksPayload, 'blocks'> & { blocks?: Maybe<Array<ResolversParentTypes['Block']>> };
  BlogPost: BlogPost;
  BlogPostList: BlogPostList;
  BlogPostPayload: BlogPostPayload;
  BlogPostsPayload: BlogPostsPayload;
  Boolean: Scalars['Boolean']['output'];
  BusinessMenu: BusinessMenu;
  CategoryMenuItem: CategoryMenuItem;
  CategoryMenuPayload: CategoryMenuPayload;
  Color: Color;
  ContentPage: ContentPage;
  ContentPagePayload: ContentPagePayload;
  CountryCombination: CountryCombination;
  DonationProduct: DonationProduct;
  Error: Error;
  ExternalLink: ExternalLink;
  Float: Scalars['Float']['output'];
  FooterMenu: FooterMenu;
  GiftCardBrand: GiftCardBrand;
  GiftCardProduct: GiftCardProduct;
  GiftCardSearchItem: GiftCardSearchItem;
  GivingMomentSearchItem: GivingMomentSearchItem;
  HighlightedBlock: HighlightedBlock;
  HreflangTag: HreflangTag;
  ID: Scalars['ID']['output'];
  Image: Image;
  ImageUrl: ImageUrl;
  Int: Scalars['Int']['output'];
  LanguageCombination: LanguageCombination;
  Logo: Logo;
  MenuLink: MenuLink;
  MenuSection: MenuSection;
  Money: Money;
  Mutation: Record<PropertyKey, never>;
  PageFilterInput: PageFilterInput;
  PageInfo: PageInfo;
  PageMetadata: PageMetadata;
  PageMetadataPayload: PageMetadataPayload;
  PagingInput: PagingInput;
  PaymentIcon: PaymentIcon;
  PopularSearch: Omit<PopularSearch, 'entities'> & { entities: Array<ResolversParentTypes['Product']> };
  PopularSearchPayload: Omit<PopularSearchPayload, 'popularSearch'> & { popularSearch?: Maybe<ResolversParentTypes['PopularSearch']> };
  Product: ResolversInterfaceTypes<ResolversParentTypes>['Product'];
  ProductFiltersInput: ProductFiltersInput;
  ProductList: Omit<ProductList, 'items'> & { items: Array<ResolversParentTypes['Product']> };
  ProductPayload: Omit<ProductPayload, 'product'> & { product?: Maybe<ResolversParentTypes['Product']> };
  ProductsPayload: Omit<ProductsPayload, 'products'> & { products?: Maybe<ResolversParentTypes['ProductList']> };
  Query: Record<PropertyKey, never>;
  RedeemData: RedeemData;
  RedirectLink: RedirectLink;
  SearchGroup: Omit<SearchGroup, 'items'> & { items: Array<ResolversParentTypes['SearchItem']> };
  SearchItem: ResolversUnionTypes<ResolversParentTypes>['SearchItem'];
  SearchPayload: Omit<SearchPayload, 'body'> & { body?: Maybe<Array<ResolversParentTypes['SearchGroup']>> };
  SearchTerm: SearchTerm;
  SelectOption: SelectOption;
  StatusPayload: StatusPayload;
  StoreData: StoreData;
  StoreDataPayload: StoreDataPayload;
  StoreMenus: StoreMenus;
  String: Scalars['String']['output'];
  TaxonomyFilterInput: TaxonomyFilterInput;
  TaxonomyTerm: TaxonomyTerm;
  TaxonomyTermPayload: TaxonomyTermPayload;
  TaxonomyTermsPayload: TaxonomyTermsPayload;
  TopListItem: TopListItem;
  UserDataInput: UserDataInput;
  Variation: Variation;
  VariationConfig: VariationConfig;
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
};

export type BlogPostsPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BlogPostsPayload'] = ResolversParentTypes['BlogPostsPayload']> = {
  errors?: Resolver<Array<ResolversTypes['Error']>, ParentType, ContextType>;
  posts?: Resolver<Maybe<ResolversTypes['BlogPostList']>, ParentType, ContextType>;
};

export type BusinessMenuResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BusinessMenu'] = ResolversParentTypes['BusinessMenu']> = {
  menuItems?: Resolver<Array<ResolversTypes['MenuLink']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
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

export type ErrorResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Error'] = ResolversParentTypes['Error']> = {
  code?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  referencedRequestParameter?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ExternalLinkResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ExternalLink'] = ResolversParentTypes['ExternalLink']> = {
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
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

export type GivingMomentSearchItemResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['GivingMomentSearchItem'] = ResolversParentTypes['GivingMomentSearchItem']> = {
  backgroundColor?: Resolver<Maybe<ResolversTypes['Color']>, ParentType, ContextType>;
  heroTitle?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  image?: Resolver<Maybe<ResolversTypes['Image']>, ParentType, ContextType>;
  path?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
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

export type LanguageCombinationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['LanguageCombination'] = ResolversParentTypes['LanguageCombination']> = {
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  isDefault?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  languageCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  locale?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
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

export type MoneyResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Money'] = ResolversParentTypes['Money']> = {
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  minorUnits?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type MutationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  ping?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
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

export type QueryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  blocks?: Resolver<ResolversTypes['BlocksPayload'], ParentType, ContextType, RequireFields<QueryBlocksArgs, 'queueID' | 'userData'>>;
  blogPost?: Resolver<ResolversTypes['BlogPostPayload'], ParentType, ContextType, RequireFields<QueryBlogPostArgs, 'slug' | 'userData'>>;
  blogPosts?: Resolver<ResolversTypes['BlogPostsPayload'], ParentType, ContextType, RequireFields<QueryBlogPostsArgs, 'userData'>>;
  categoryMenu?: Resolver<ResolversTypes['CategoryMenuPayload'], ParentType, ContextType, RequireFields<QueryCategoryMenuArgs, 'userData'>>;
  page?: Resolver<ResolversTypes['ContentPagePayload'], ParentType, ContextType, RequireFields<QueryPageArgs, 'path' | 'userData'>>;
  pageMetadata?: Resolver<ResolversTypes['PageMetadataPayload'], ParentType, ContextType, RequireFields<QueryPageMetadataArgs, 'path' | 'userData'>>;
  ping?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  popularSearch?: Resolver<ResolversTypes['PopularSearchPayload'], ParentType, ContextType, RequireFields<QueryPopularSearchArgs, 'userData'>>;
  product?: Resolver<ResolversTypes['ProductPayload'], ParentType, ContextType, RequireFields<QueryProductArgs, 'slug' | 'userData'>>;
  products?: Resolver<ResolversTypes['ProductsPayload'], ParentType, ContextType, RequireFields<QueryProductsArgs, 'userData'>>;
  search_v1?: Resolver<ResolversTypes['SearchPayload'], ParentType, ContextType, RequireFields<QuerySearch_V1Args, 'inputText' | 'userData'>>;
  storeData?: Resolver<ResolversTypes['StoreDataPayload'], ParentType, ContextType, RequireFields<QueryStoreDataArgs, 'userData'>>;
  taxonomyTerm?: Resolver<ResolversTypes['TaxonomyTermPayload'], ParentType, ContextType, RequireFields<QueryTaxonomyTermArgs, 'slug' | 'userData' | 'vocabularyID'>>;
  taxonomyTerms?: Resolver<ResolversTypes['TaxonomyTermsPayload'], ParentType, ContextType, RequireFields<QueryTaxonomyTermsArgs, 'userData' | 'vocabularyID'>>;
};

export type RedeemDataResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RedeemData'] = ResolversParentTypes['RedeemData']> = {
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  maximumAvailableCustomAmount?: Resolver<Maybe<ResolversTypes['Money']>, ParentType, ContextType>;
  minimumAvailableCustomAmount?: Resolver<Maybe<ResolversTypes['Money']>, ParentType, ContextType>;
  minimumRemainingBalance?: Resolver<Maybe<ResolversTypes['Money']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
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

export type TopListItemResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['TopListItem'] = ResolversParentTypes['TopListItem']> = {
  backgroundColor?: Resolver<ResolversTypes['Color'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  image?: Resolver<ResolversTypes['Image'], ParentType, ContextType>;
  path?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  productType?: Resolver<ResolversTypes['ProductType'], ParentType, ContextType>;
  showShadow?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
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
  Block?: BlockResolvers<ContextType>;
  BlocksPayload?: BlocksPayloadResolvers<ContextType>;
  BlogPost?: BlogPostResolvers<ContextType>;
  BlogPostList?: BlogPostListResolvers<ContextType>;
  BlogPostPayload?: BlogPostPayloadResolvers<ContextType>;
  BlogPostsPayload?: BlogPostsPayloadResolvers<ContextType>;
  BusinessMenu?: BusinessMenuResolvers<ContextType>;
  CategoryMenuItem?: CategoryMenuItemResolvers<ContextType>;
  CategoryMenuPayload?: CategoryMenuPayloadResolvers<ContextType>;
  Color?: ColorResolvers<ContextType>;
  ContentPage?: ContentPageResolvers<ContextType>;
  ContentPagePayload?: ContentPagePayloadResolvers<ContextType>;
  CountryCombination?: CountryCombinationResolvers<ContextType>;
  DonationProduct?: DonationProductResolvers<ContextType>;
  Error?: ErrorResolvers<ContextType>;
  ExternalLink?: ExternalLinkResolvers<ContextType>;
  FooterMenu?: FooterMenuResolvers<ContextType>;
  GiftCardBrand?: GiftCardBrandResolvers<ContextType>;
  GiftCardProduct?: GiftCardProductResolvers<ContextType>;
  GiftCardSearchItem?: GiftCardSearchItemResolvers<ContextType>;
  GivingMomentSearchItem?: GivingMomentSearchItemResolvers<ContextType>;
  HighlightedBlock?: HighlightedBlockResolvers<ContextType>;
  HreflangTag?: HreflangTagResolvers<ContextType>;
  Image?: ImageResolvers<ContextType>;
  ImageUrl?: ImageUrlResolvers<ContextType>;
  LanguageCombination?: LanguageCombinationResolvers<ContextType>;
  Logo?: LogoResolvers<ContextType>;
  MenuLink?: MenuLinkResolvers<ContextType>;
  MenuSection?: MenuSectionResolvers<ContextType>;
  Money?: MoneyResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  PageInfo?: PageInfoResolvers<ContextType>;
  PageMetadata?: PageMetadataResolvers<ContextType>;
  PageMetadataPayload?: PageMetadataPayloadResolvers<ContextType>;
  PaymentIcon?: PaymentIconResolvers<ContextType>;
  PopularSearch?: PopularSearchResolvers<ContextType>;
  PopularSearchPayload?: PopularSearchPayloadResolvers<ContextType>;
  Product?: ProductResolvers<ContextType>;
  ProductList?: ProductListResolvers<ContextType>;
  ProductPayload?: ProductPayloadResolvers<ContextType>;
  ProductsPayload?: ProductsPayloadResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  RedeemData?: RedeemDataResolvers<ContextType>;
  RedirectLink?: RedirectLinkResolvers<ContextType>;
  SearchGroup?: SearchGroupResolvers<ContextType>;
  SearchItem?: SearchItemResolvers<ContextType>;
  SearchPayload?: SearchPayloadResolvers<ContextType>;
  SearchTerm?: SearchTermResolvers<ContextType>;
  SelectOption?: SelectOptionResolvers<ContextType>;
  StatusPayload?: StatusPayloadResolvers<ContextType>;
  StoreData?: StoreDataResolvers<ContextType>;
  StoreDataPayload?: StoreDataPayloadResolvers<ContextType>;
  StoreMenus?: StoreMenusResolvers<ContextType>;
  TaxonomyTerm?: TaxonomyTermResolvers<ContextType>;
  TaxonomyTermPayload?: TaxonomyTermPayloadResolvers<ContextType>;
  TaxonomyTermsPayload?: TaxonomyTermsPayloadResolvers<ContextType>;
  TopListItem?: TopListItemResolvers<ContextType>;
  Variation?: VariationResolvers<ContextType>;
  VariationConfig?: VariationConfigResolvers<ContextType>;
};

