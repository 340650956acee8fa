import { useState, type ComponentType } from 'react';
import type { ProductDetailQuery } from '@giftshop/shared-graphql';
import { AlternativeChoiceModal, catalogueUiMessages, DeliveryOverviewModal, PurchaseForm, type PurchaseSelection } from '@giftshop/catalogue-ui';
import { Button } from '@giftshop/shared-ui';
import { routePath, useMessages, type PathContext } from '@giftshop/util-i18n';
import { catalogueMessages } from '../messages';
import { BusinessQuoteLine } from './business-quote-line';
import type { PurchaseConfig } from './purchase-config';
import { useAlternativeChoice } from './use-alternative-choice';
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

export interface PurchasePanelProps {
  product: NonNullable<ProductDetailQuery['product']['product']>;
  purchase: PurchaseConfig;
  choice: boolean;
  paths: PathContext;
  purchaseDialog: ComponentType<PurchaseDialogProps>;
}

/**
 * A product page's purchase column: the purchase form, the delivery overview, the business quote line and the
 * dialogs they open. The page's other parts are text and links, so the app may hydrate this one after the page.
 */
export function PurchasePanel({ product, purchase, choice, paths, purchaseDialog: PurchaseDialog }: PurchasePanelProps) {
  const messages = useMessages(catalogueMessages);
  const uiMessages = useMessages(catalogueUiMessages);
  const [selection, setSelection] = useState<PurchaseSelection | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);
  const [deliveryOpen, setDeliveryOpen] = useState(false);
  // Offered on gift cards only: not on the Choice card itself, a blank pack or a donation.
  const alternative = useAlternativeChoice(!choice && product.__typename === 'GiftCardProduct' && product.productType === 'GIFT_CARD' && !product.isChoice);
  return (
    <>
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
      {product.__typename !== 'DonationProduct' && <BusinessQuoteLine productTitle={product.title} paths={paths} className={styles.business} />}
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
      <AlternativeChoiceModal open={alternative.open} onClose={alternative.close} choiceHref={routePath('choiceCard', {}, paths)} />
    </>
  );
}
