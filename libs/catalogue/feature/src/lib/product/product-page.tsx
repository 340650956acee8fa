import { useEffect, useMemo, type ComponentType } from 'react';
import { usePageQuery } from '@giftshop/shared-data-access';
import type { ProductDetailQuery } from '@giftshop/shared-graphql';
import { Breadcrumbs, ChoiceSteps, FeaturedBlock, ProductSummary, PromotionBlock } from '@giftshop/catalogue-ui';
import { AppLink } from '@giftshop/shared-ui';
import { pushEvent, viewItemEvent } from '@giftshop/util-analytics';
import { useBrand } from '@giftshop/util-brand';
import { format, routePath, useI18n, useMessages } from '@giftshop/util-i18n';
import { brandLink } from '../brand-links';
import { toBreadcrumbItems } from '../breadcrumb-items';
import { catalogueMessages } from '../messages';
import { usePageVariables } from '../page-input';
import { choiceCardVariables, productDetailVariables } from './product-variables';
import { ChoiceBrands } from './choice-brands';
import { productCrumbs } from './product-crumbs';
import { productSummary } from './product-summary-item';
import { priceRange, purchaseConfig } from './purchase-config';
import type { PurchaseDialogProps, PurchasePanelProps } from './purchase-panel';
import layout from '../page-layout.module.css';
import styles from './product-page.module.css';

export interface ProductPageProps {
  /** Composed by the app: a feature does not import another domain's feature. */
  purchaseDialog: ComponentType<PurchaseDialogProps>;
  /** `PurchasePanel`, or the app's wrapper of it that hydrates it after the page (`loadPurchasePanel`). */
  purchasePanel: ComponentType<PurchasePanelProps>;
}

/**
 * A product page: summary and purchase panel; the Choice card adds how it works, others the brand's featured block;
 * then the brand's promotion banner while its campaign is on (`promotionBlock.enabled`).
 */
function ProductPage({ choice, purchaseDialog, purchasePanel: PurchasePanel }: ProductPageProps & { choice: boolean }) {
  const { input, variables } = usePageVariables(choice ? choiceCardVariables : productDetailVariables);
  const data = usePageQuery<ProductDetailQuery>();
  const messages = useMessages(catalogueMessages);
  const brand = useBrand();
  const { language } = useI18n();
  const product = data?.product.product;
  const purchase = useMemo(() => (product ? purchaseConfig(product) : null), [product]);
  // GA4 view_item once per product shown (not per re-render of its data), priced at the lowest amount on offer.
  useEffect(() => {
    if (!product || !purchase?.currency) return;
    const low = priceRange(purchase.options)?.low ?? 0;
    pushEvent(viewItemEvent(purchase.currency, { id: product.id, name: product.title, unitPriceMinor: low, quantity: 1 }));
  }, [product?.id]);
  if (!product || !purchase) return null;
  const locationCount = data.finder.locations?.pageInfo.total ?? 0;
  const featured = brand.config.pdpFeaturedBlock;
  const promotion = brand.config.promotionBlock;
  const claim = brand.config.catalogueClaim;
  return (
    <div className={layout.page}>
      <Breadcrumbs items={toBreadcrumbItems(productCrumbs(input, messages, product, choice))} />
      <div className={styles.layout}>
        <div>
          <ProductSummary {...productSummary(product, input.paths)} />
          {choice && <ChoiceBrands userData={input.userData} className={styles.locations} />}
          {!choice && locationCount > 0 && (
            <p className={styles.locations}>
              <AppLink href={routePath('productLocations', { product: variables.slug }, input.paths)}>{format(messages.locations, { count: locationCount })}</AppLink>
            </p>
          )}
        </div>
        {/* Keyed by product: the route component stays mounted from one product to the next. */}
        <div className={styles.purchase} key={product.id}>
          <PurchasePanel product={product} purchase={purchase} choice={choice} paths={input.paths} purchaseDialog={purchaseDialog} />
        </div>
      </div>
      {choice ? (
        <ChoiceSteps heading={messages.choice.howItWorks} steps={messages.choice.steps.map((step) => ({ ...step, text: format(step.text, { claim }) }))} />
      ) : (
        <FeaturedBlock
          {...brand.text(featured.texts, language)}
          href={brandLink(featured, input.paths)}
          image={{ ...featured.image, src: brand.imageUrl(featured.image) }}
        />
      )}
      {promotion.enabled && (
        <PromotionBlock
          {...brand.text(promotion.texts, language)}
          href={brandLink(promotion, input.paths)}
          image={{ ...promotion.image, src: brand.imageUrl(promotion.image) }}
        />
      )}
    </div>
  );
}

/** /gift-cards/{product}/ */
export function ProductDetailPage(props: ProductPageProps) {
  return <ProductPage {...props} choice={false} />;
}

/** /gift-cards/choice-gift-card/: the pan-brand Choice card with an explanation. */
export function ChoiceCardPage(props: ProductPageProps) {
  return <ProductPage {...props} choice />;
}
