import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lockBodyScroll } from '@giftshop/shared-ui';
import { axeViolations } from '@giftshop/shared-testing';
import { giftCard, metadataPayload, mock } from '../../testing/fixtures';
import { loadAndRender, userData } from '../../testing/render-page';
import { ProductDetailQuery } from '../catalogue.queries';
import { ChoiceBrandsQuery } from './choice-brands.query';
import { loadChoiceCard, loadProductDetail } from './load-product';
import { ChoiceCardPage, ProductDetailPage } from './product-page';
import { PurchasePanel, type PurchaseDialogProps } from './purchase-panel';
import { ALTERNATIVE_CHOICE_KEY, resetAlternativeChoiceForTests } from './use-alternative-choice';

/** Stands in for the basket's dialog, which the app plugs in: shows what the page hands over. */
function PurchaseDialog({ open, selection, product }: PurchaseDialogProps) {
  return <p role="status">{open && selection ? `${selection.quantity} × ${product.title} ${selection.deliveryType} ${selection.amount} ${selection.variationId}` : ''}</p>;
}
const Detail = () => <ProductDetailPage purchaseDialog={PurchaseDialog} purchasePanel={PurchasePanel} />;
const Choice = () => <ChoiceCardPage purchaseDialog={PurchaseDialog} purchasePanel={PurchasePanel} />;

const finder = (total: number) => ({ __typename: 'LocationsPayload', locations: { __typename: 'LocationList', pageInfo: { __typename: 'PageInfo', total } } });

const productMock = (slug: string, product: ReturnType<typeof giftCard>, locations = 0) =>
  mock(
    ProductDetailQuery,
    { userData, path: `/gift-cards/${slug}/`, slug },
    { metadata: metadataPayload(product.title, 'PRODUCT'), product: { __typename: 'ProductPayload', product }, finder: finder(locations) },
  );

const renderProduct = (product = giftCard(7), locations = 0) =>
  loadAndRender({
    load: loadProductDetail,
    Page: Detail,
    pattern: '/gift-cards/:product/',
    url: '/gift-cards/card-7-gift-card/',
    mocks: [productMock('card-7-gift-card', product, locations)],
  });

describe('ProductDetailPage', () => {
  it('shows the product with its brand, categories and breadcrumbs', async () => {
    await renderProduct();
    expect(screen.getByRole('heading', { level: 1, name: 'Card 7 Gift Card' })).toBeInTheDocument();
    expect(screen.getByText('Brand 7')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Restaurants' })).toHaveAttribute('href', '/category/restaurants/');
    const trail = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(trail).getByRole('link', { name: 'Gift cards' })).toHaveAttribute('href', '/gift-cards/');
    expect(within(trail).getByText('Card 7 Gift Card')).toHaveAttribute('aria-current', 'page');
  });

  it('links to the location finder of a brand with locations, and not without', async () => {
    await renderProduct(giftCard(7), 12);
    expect(screen.getByRole('link', { name: 'Where to use it: 12 restaurants and shops' })).toHaveAttribute('href', '/gift-cards/card-7-gift-card/locations/');
  });

  it('names a single location in the singular', async () => {
    await renderProduct(giftCard(7), 1);
    expect(screen.getByRole('link', { name: 'Where to use it: 1 restaurant or shop' })).toBeInTheDocument();
  });

  it('opens the product delivery overview from the purchase form and returns focus to its link on Escape', async () => {
    await renderProduct();
    const link = screen.getByRole('button', { name: 'Delivery options' });
    await userEvent.click(link);
    const dialog = screen.getByRole('dialog', { name: 'Delivery of Card 7 Gift Card' });
    expect(within(dialog).getByText(/before 17:00: sent the same day/)).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(link).toHaveFocus();
  });

  it('links business buyers to the quote form with the product filled in', async () => {
    await renderProduct();
    expect(screen.getByText(/Buying for a business\?/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Request a quote' })).toHaveAttribute('href', '/business/request-a-quote/?product=Card+7+Gift+Card');
  });

  it('offers no location finder for a brand without locations', async () => {
    await renderProduct();
    expect(screen.queryByRole('link', { name: /Where to use it/ })).not.toBeInTheDocument();
  });

  it('pushes one GA4 view_item with the product and its lowest price in major units', async () => {
    (window as unknown as { dataLayer?: unknown[] }).dataLayer = [];
    await renderProduct();
    const views = (window as unknown as { dataLayer: { event?: string; ecommerce?: { currency: string; value: number; items: { item_name: string }[] } }[] }).dataLayer.filter((e) => e.event === 'view_item');
    expect(views).toHaveLength(1);
    expect(views[0].ecommerce?.items[0].item_name).toBe('Card 7 Gift Card');
    expect(views[0].ecommerce?.currency).toBe('GBP');
    expect(views[0].ecommerce?.value).toBeGreaterThan(0);
  });

  it('loads the card art eagerly with high priority', async () => {
    await renderProduct();
    const art = screen.getByAltText('Card 7 Gift Card');
    expect(art).toHaveAttribute('fetchpriority', 'high');
    expect(art).toHaveAttribute('width', '340');
  });

  it('hands a valid choice to the purchase dialog the app plugs in', async () => {
    await renderProduct();
    await userEvent.click(screen.getByRole('radio', { name: 'Other amount' }));
    await userEvent.type(screen.getByRole('textbox', { name: /Your amount/ }), '40');
    await userEvent.click(screen.getByRole('button', { name: 'Add to basket' }));
    expect(await screen.findByText('1 × Card 7 Gift Card DIGITAL 4000 7-d')).toHaveAttribute('role', 'status');
  });

  it('refuses a custom amount above the maximum of the physical card', async () => {
    await renderProduct();
    await userEvent.click(screen.getByRole('radio', { name: 'Physical' }));
    await userEvent.click(screen.getByRole('radio', { name: 'Other amount' }));
    await userEvent.type(screen.getByRole('textbox', { name: /Your amount/ }), '120');
    await userEvent.click(screen.getByRole('button', { name: 'Add to basket' }));
    expect(await screen.findByText('The amount can be at most £100')).toBeInTheDocument();
  });

  it('says when a product is out of stock and disables ordering', async () => {
    await renderProduct(giftCard(7, { inStock: false }));
    expect(screen.getByText(/Out of stock/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add to basket' })).toBeDisabled();
  });

  it('shows the brand’s featured block', async () => {
    await renderProduct();
    expect(screen.getByRole('link', { name: 'The Choice Gift Card' })).toHaveAttribute('href', '/gift-cards/choice-gift-card/');
  });

  it('shows the brand’s promotion banner with its link', async () => {
    await renderProduct();
    const promotion = screen.getByRole('complementary', { name: 'A gift card for every occasion' });
    expect(within(promotion).getByRole('link', { name: 'Browse all gift cards' })).toHaveAttribute('href', '/gift-cards/');
  });

  it('has no axe violations', async () => {
    await renderProduct();
    expect(await axeViolations()).toEqual([]);
  });
});

/** Stands in for the basket's dialog: Cancel closes it without adding, as its ✕ and Escape do. */
function DismissibleDialog({ open, onClose, onDismissed }: PurchaseDialogProps) {
  if (!open) return null;
  const cancel = () => {
    onClose();
    onDismissed?.();
  };
  return (
    <div role="dialog" aria-label="Delivery details">
      <button type="button" onClick={cancel}>
        Cancel
      </button>
    </div>
  );
}

describe('alternative choice', () => {
  const renderDismissible = (product = giftCard(7)) =>
    loadAndRender({
      load: loadProductDetail,
      Page: () => <ProductDetailPage purchaseDialog={DismissibleDialog} purchasePanel={PurchasePanel} />,
      pattern: '/gift-cards/:product/',
      url: '/gift-cards/card-7-gift-card/',
      mocks: [productMock('card-7-gift-card', product)],
    });
  const openAndCancel = async () => {
    await userEvent.click(within(screen.getByRole('group', { name: 'Choose an amount' })).getAllByRole('radio')[0] as HTMLElement);
    await userEvent.click(screen.getByRole('button', { name: 'Add to basket' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
  };
  const offer = () => screen.queryByRole('dialog', { name: 'Not sure? Let them choose' });

  beforeEach(() => {
    window.sessionStorage.clear();
    resetAlternativeChoiceForTests();
  });

  it('offers the Choice card once per session when the shopper closes the delivery dialog without adding', async () => {
    await renderDismissible();
    await openAndCancel();
    expect(await screen.findByRole('dialog', { name: 'Not sure? Let them choose' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See the Choice Gift Card' })).toHaveAttribute('href', '/gift-cards/choice-gift-card/');
    await userEvent.click(screen.getByRole('button', { name: 'No, thanks' }));
    await waitFor(() => expect(offer()).not.toBeInTheDocument());
    await openAndCancel();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(offer()).not.toBeInTheDocument();
    expect(window.sessionStorage.getItem(ALTERNATIVE_CHOICE_KEY)).toBe('1');
  });

  it('does not open over another modal', async () => {
    await renderDismissible();
    const release = lockBodyScroll();
    try {
      await openAndCancel();
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(offer()).not.toBeInTheDocument();
    } finally {
      release();
    }
  });

  it('is not offered on a blank pack', async () => {
    await renderDismissible({ ...giftCard(7), productType: 'GIFT_CARD_BLANK' } as unknown as ReturnType<typeof giftCard>);
    await openAndCancel();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(offer()).not.toBeInTheDocument();
  });
});

describe('ChoiceCardPage', () => {
  const choice = giftCard(99, { slug: 'choice-gift-card', title: 'Choice Gift Card', isChoice: true });
  const redeemable = (n: number, name: string, isChoice = false) => ({
    __typename: 'GiftCardProduct',
    id: String(n),
    isChoice,
    giftCardBrand: { __typename: 'GiftCardBrand', id: `b${n}`, name },
  });
  const brandsMock = mock(
    ChoiceBrandsQuery,
    { userData },
    {
      redeemProducts: {
        __typename: 'RedeemProductsPayload',
        products: [redeemable(1, 'Wagamama'), redeemable(2, 'Café Rouge'), redeemable(3, 'Wagamama'), redeemable(4, 'Choice', true)],
        errors: [],
      },
    },
  );
  const renderChoice = () =>
    loadAndRender({ load: loadChoiceCard, Page: Choice, pattern: '/gift-cards/choice-gift-card/', url: '/gift-cards/choice-gift-card/', mocks: [productMock('choice-gift-card', choice)], laterMocks: [brandsMock] });

  it('lists the brands the card can be spent at, once each and without the Choice card, with a filter box', async () => {
    await renderChoice();
    await userEvent.click(screen.getByRole('button', { name: 'Where can it be spent?' }));
    // The dialog's code loads on first opening.
    const dialog = await screen.findByRole('dialog', { name: 'Where you can spend the Choice Gift Card' });
    const list = await within(dialog).findByRole('list');
    expect(within(list).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Café Rouge', 'Wagamama']);
    await userEvent.type(within(dialog).getByRole('searchbox', { name: 'Find a brand' }), 'waga');
    await waitFor(() => expect(within(list).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Wagamama']));
  });

  it('explains the card and offers the same purchase form', async () => {
    await renderChoice();
    expect(screen.getByRole('heading', { level: 1, name: 'Choice Gift Card' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'How the Choice Gift Card works' })).toBeInTheDocument();
    expect(screen.getByText('The recipient exchanges the balance for one or more of 200+ gift cards.')).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Order the Choice Gift Card' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'The Choice Gift Card' })).not.toBeInTheDocument();
  });

  it('has no axe violations', async () => {
    await renderChoice();
    expect(await axeViolations()).toEqual([]);
  });
});
