import { useEffect, useMemo, useState, type ComponentType } from 'react';
import { usePageQuery } from '@giftshop/shared-data-access';
import type { ProductDetailQuery } from '@giftshop/shared-graphql';
import { AlternativeChoiceModal, Breadcrumbs, catalogueUiMessages, ChoiceSteps, DeliveryOverviewModal, FeaturedBlock, ProductSummary, PurchaseForm, type PurchaseSelection } from '@giftshop/catalogue-ui';
import { AppLink, Button } from '@giftshop/shared-ui';
import { pushEvent, viewItemEvent } from '@giftshop/util-analytics';
import { useBrand } from '@giftshop/util-brand';
import { format, routePath, useMessages } from '@giftshop/util-i18n';
import { brandLink } from '../brand-links';
import { toBreadcrumbItems } from '../breadcrumb-items';
import { catalogueMessages } from '../messages';
import { usePageVariables } from '../page-input';
import { choiceCardVariables, productDetailVariables } from '../variables';
import { BusinessQuoteLine } from './business-quote-line';
import { ChoiceBrands } from './choice-brands';
import { productCrumbs } from './product-crumbs';
import { productSummary } from './product-summary-item';
import { priceRange, purchaseConfig } from './purchase-config';
import { useAlternativeChoice } from './use-alternative-choice';
import layout from '../page-layout.module.css';
import styles from './product-page.module.css';

/** What the app plugs into a product page to act on a valid purchase form: the basket's add-to-basket dialog. */
export interface PurchaseDialogProps {
  open: boolean;
  /** The last valid choice; kept while the dialog closes. */
  selection: PurchaseSelection | null;
  product: { title: string; productType: string; imageUrl: string; backgroundColor: string | null };
  currency: string;
  onClose: () => void;
  /** Called once the dialog has closed without adding anything; the page may then offer the Choice card. */
  onDismissed?: () => void;
}

export interface ProductPageProps {
  /** Composed by the app: a feature does not import another domain's feature. */
  purchaseDialog: ComponentType<PurchaseDialogProps>;
}

/** A product page: summary and purchase form; the Choice card adds how it works, others the brand's featured block. */
function ProductPage({ choice, purchaseDialog: PurchaseDialog }: ProductPageProps & { choice: boolean }) {
  const { input, variables } = usePageVariables(choice ? choiceCardVariables : productDetailVariables);
  const data = usePageQuery<ProductDetailQuery>();
  const messages = useMessages(catalogueMessages);
  const brand = useBrand();
  const [selection, setSelection] = useState<PurchaseSelection | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);
  const [deliveryOpen, setDeliveryOpen] = useState(false);
  const uiMessages = useMessages(catalogueUiMessages);
  const product = data?.product.product;
  // Offered on gift cards only: not on the Choice card itself, a blank pack or a donation.
  const alternative = useAlternativeChoice(!choice && product?.__typename === 'GiftCardProduct' && product.productType === 'GIFT_CARD' && !product.isChoice);
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
          <PurchaseForm
            {...purchase}
            heading={choice ? messages.choice.buyHeading : undefined}
            onSubmit={(choice) => {
              setSelection(choice);
              setDialogOpen(true);
            }}
          />
          {purchase.options.length > 0 && (
            <Button variant="link" className={styles.deliveryLink} onClick={() => setDeliveryOpen(true)}>
              {uiMessages.deliveryOverview.open}
            </Button>
          )}
          {product.__typename !== 'DonationProduct' && <BusinessQuoteLine productTitle={product.title} paths={input.paths} className={styles.business} />}
          <DeliveryOverviewModal
            open={deliveryOpen}
            onClose={() => setDeliveryOpen(false)}
            productTitle={product.title}
            deliveryTypes={purchase.options.map((option) => option.deliveryType)}
          />
          <PurchaseDialog
            open={dialogOpen}
            selection={selection}
            product={{ title: product.title, productType: product.productType, imageUrl: product.image.url.href, backgroundColor: product.backgroundColor.color }}
            currency={purchase.currency}
            onClose={() => setDialogOpen(false)}
            onDismissed={alternative.offer}
          />
          <AlternativeChoiceModal open={alternative.open} onClose={alternative.close} choiceHref={routePath('choiceCard', {}, input.paths)} />
        </div>
      </div>
      {choice ? (
        <ChoiceSteps heading={messages.choice.howItWorks} steps={messages.choice.steps.map((step) => ({ ...step, text: format(step.text, { claim }) }))} />
      ) : (
        <FeaturedBlock title={featured.title} text={featured.text} href={brandLink(featured.link, input.paths)} image={{ ...featured.image, src: brand.imageUrl(featured.image) }} />
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
