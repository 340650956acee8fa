export { AlternativeChoiceModal, type AlternativeChoiceModalProps } from './lib/alternative-choice/alternative-choice-modal';
export { BrandsModal, type BrandsModalProps } from './lib/brands-modal/brands-modal';
export { Breadcrumbs, type BreadcrumbItem } from './lib/breadcrumbs/breadcrumbs';
export { ChoiceSteps, type ChoiceStepsProps } from './lib/choice-steps/choice-steps';
export { DeliveryOverviewModal, type DeliveryOverviewModalProps } from './lib/delivery-overview/delivery-overview-modal';
export { FeaturedBlock, type FeaturedBlockProps } from './lib/featured-block/featured-block';
export { PromotionBlock, type PromotionBlockProps } from './lib/promotion-block/promotion-block';
export { CARD_ART, imageLoading } from './lib/image-loading';
export { catalogueUiMessages, type CatalogueUiMessages } from './lib/messages';
export { OccasionTiles, type OccasionTileData, type OccasionTilesProps } from './lib/occasion-tiles/occasion-tiles';
export { PageIntro, type PageIntroProps } from './lib/page-intro/page-intro';
export { ProductListingView, type ProductListingViewProps } from './lib/product-listing/product-listing-view';
export { ProductSummary, type ProductSummaryProps } from './lib/product-summary/product-summary';
export { ProductTiles, type ProductTileData, type ProductTilesProps } from './lib/product-tiles/product-tiles';
export { PromoCard, type PromoCardProps, type PromoImage } from './lib/promo-card/promo-card';
export { PurchaseForm, type PurchaseFormProps } from './lib/purchase-form/purchase-form';
export { default as purchaseFormStyles } from './lib/purchase-form/purchase-form.module.css';
export * from './lib/purchase-form/purchase-values';
export { readableTextColor } from './lib/readable-color';
export {
  TestimonialCard,
  TestimonialsSection,
  type TestimonialData,
  type TestimonialsSectionProps,
} from './lib/testimonials/testimonials';
export { TestimonialsModal, type TestimonialsModalProps } from './lib/testimonials/testimonials-modal';
export { UspList, type UspItem, type UspListProps } from './lib/usp-list/usp-list';
