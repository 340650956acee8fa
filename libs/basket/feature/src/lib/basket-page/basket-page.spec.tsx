import { screen, waitFor, within } from '@testing-library/react';
import userEventBase from '@testing-library/user-event';
import { LoggedInQuery, type CheckoutIdentifyProps } from '@giftshop/shared-data-access';
import { axeViolations } from '@giftshop/shared-testing';
import { BasketPageQuery, BasketProductPricesQuery, DeleteBasketPackageGroupMutation, ExtraVariationsQuery, ResetBasketReceiversMutation, UpdateBasketPackageMutation } from '@giftshop/basket-data-access';
import { cartOrder, cartPayload, extraVariations, pricesPayload } from '../../testing/fixtures';
import { renderBasket, userData } from '../../testing/render-basket';
import { BasketPage } from './basket-page';

const userEvent = userEventBase.setup({ delay: null });
jest.setTimeout(20_000);

const basketMock = (order: ReturnType<typeof cartOrder> | null) => ({ request: { query: BasketPageQuery, variables: { userData } }, result: { data: { cartV2: cartPayload(order) } } });
const guestMock = { request: { query: LoggedInQuery, variables: { userData } }, result: { data: { getUserInfo: { __typename: 'UserInfoPayload', user: null, errors: [] } } } };
const payload = (order: ReturnType<typeof cartOrder> | { __typename: 'GiftCardOrder'; id: string }) => ({ __typename: 'CartPayload', order, errors: [] });

const renderPage = (mocks: unknown[], order: ReturnType<typeof cartOrder> | null = cartOrder()) => renderBasket(<BasketPage />, { mocks: [basketMock(order), guestMock, ...(mocks as never[])] });

describe('BasketPage', () => {
  it('loads the cart in the browser and lists its shipments, packages and totals', async () => {
    renderPage([]);
    expect(screen.getByRole('heading', { level: 1, name: 'Your basket' })).toBeInTheDocument();
    const digital = await screen.findByRole('region', { name: 'Sent by e-mail' });
    expect(within(digital).getByRole('article', { name: 'Alex Morgan' })).toHaveTextContent('2 × Harbour & Pine Gift Card, £25.00 each');
    expect(within(digital).getByRole('article', { name: 'Alex Morgan' })).toHaveTextContent('Message: “Happy birthday!”');
    expect(within(digital).getByText('Sent on Thursday 14 March at 09:00')).toBeInTheDocument();
    const post = screen.getByRole('region', { name: 'Sent by post to 10 Downing Street, London, SW1A 1AA' });
    expect(within(post).getByRole('article', { name: 'Sam Taylor' })).toHaveTextContent('Gift packing: Gift box with tissue paper');
    expect(within(post).getByText('Dispatched on Tuesday 12 March')).toBeInTheDocument();
    expect(within(post).getByRole('note')).toHaveTextContent('Order before 17:00');
    const summary = screen.getByRole('region', { name: 'Summary' });
    expect(within(summary).getByText('3 digital gift cards')).toBeInTheDocument();
    expect(within(summary).getByText('£135.40')).toBeInTheDocument();
    expect(await axeViolations(document.body)).toEqual([]);
  });

  it('shows the empty basket with a way to the gift cards', async () => {
    renderPage([], null);
    expect(await screen.findByRole('heading', { name: 'Your basket is empty' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View all gift cards' })).toHaveAttribute('href', '/gift-cards/');
  });

  it('deletes a package after the confirmation and shows the cart asked for again', async () => {
    const after = cartOrder();
    after.shipments[0].packages = after.shipments[0].packages.slice(0, 1);
    after.packagesGroups = after.packagesGroups.filter((group) => group.packageId !== 'p-2');
    renderPage([
      {
        request: { query: DeleteBasketPackageGroupMutation, variables: { userData, shipmentTag: 'digital', packageId: 'p-2' } },
        result: { data: { deleteGiftCardPackageGroup: payload({ __typename: 'GiftCardOrder', id: 'order-1' }) } },
      },
      basketMock(after),
    ]);
    await userEvent.click(await screen.findByRole('button', { name: 'Delete gift card for Jo Lee' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete this gift card?' });
    expect(dialog).toHaveTextContent('The gift card for Jo Lee leaves your basket.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Jo Lee' })).not.toBeInTheDocument());
    expect(screen.getByRole('article', { name: 'Alex Morgan' })).toBeInTheDocument();
  });

  it('resets the receivers of a shipment after the confirmation', async () => {
    renderPage([
      {
        request: { query: ResetBasketReceiversMutation, variables: { userData, shipmentTag: 'digital' } },
        result: { data: { resetReceivers: payload(cartOrder({ joReceiver: false })) } },
      },
    ]);
    await userEvent.click(await screen.findByRole('button', { name: 'Reset receivers' }));
    const dialog = screen.getByRole('dialog', { name: 'Reset the receivers?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reset receivers' }));
    expect(await screen.findByRole('article', { name: 'No receiver yet' })).toHaveTextContent('Add a receiver before you check out.');
    expect(screen.getByRole('button', { name: 'To checkout' })).toBeDisabled();
  });

  it('edits a package and confirms a new receiver first', async () => {
    const edited = cartOrder();
    edited.packagesGroups[0] = { ...edited.packagesGroups[0], receiverTitle: 'Alexandra Morgan' };
    renderPage([
      { request: { query: ExtraVariationsQuery, variables: { userData, deliveryType: 'DIGITAL' } }, result: { data: { extraVariations: extraVariations('DIGITAL') } } },
      { request: { query: BasketProductPricesQuery, variables: { userData, slug: 'harbour-and-pine-gift-card' } }, result: { data: { product: pricesPayload } } },
      {
        request: {
          query: UpdateBasketPackageMutation,
          variables: {
            userData,
            input: {
              packageId: 'p-1',
              amount: 5000,
              quantity: 2,
              receiver: { firstName: 'Alexandra', lastName: 'Morgan', email: 'alex@example.com', confirmEmail: 'alex@example.com' },
              deliveryDate: '2030-03-14',
              deliveryTime: '09:00',
              wrapperId: 'dw-confetti',
              giftPackingId: null,
              personalMessage: 'Happy birthday!',
            },
          },
        },
        result: { data: { updateCartPackage: payload(edited) } },
      },
    ]);
    await userEvent.click(await screen.findByRole('button', { name: 'Edit gift card for Alex Morgan' }));
    const form = screen.getByRole('dialog', { name: 'Edit gift card for Alex Morgan' });
    await userEvent.click(await within(form).findByRole('radio', { name: '£50' }));
    const firstName = within(form).getByRole('textbox', { name: /First name/ });
    await userEvent.clear(firstName);
    await userEvent.type(firstName, 'Alexandra');
    await userEvent.click(within(form).getByRole('button', { name: 'Save changes' }));
    const confirm = await screen.findByRole('dialog', { name: 'Change the receiver?' });
    expect(confirm).toHaveTextContent('The gift card goes to Alexandra Morgan (alex@example.com) instead of Alex Morgan (alex@example.com).');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Change receiver' }));
    expect(await screen.findByRole('article', { name: 'Alexandra Morgan' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit gift card for Alex Morgan' })).not.toBeInTheDocument());
  });

  it('previews a package', async () => {
    renderPage([]);
    await userEvent.click(await screen.findByRole('button', { name: 'Preview gift card for Sam Taylor' }));
    const preview = screen.getByRole('dialog', { name: 'Harbour & Pine Gift Card' });
    expect(preview).toHaveTextContent('Classic card wallet');
    expect(preview).toHaveTextContent('Dispatched on Tuesday 12 March');
  });

  it('asks a visitor to order as a guest before the checkout', async () => {
    renderPage([]);
    await userEvent.click(await screen.findByRole('button', { name: 'To checkout' }));
    const dialog = screen.getByRole('dialog', { name: 'Order as a guest' });
    expect(within(dialog).getByRole('link', { name: 'Continue as a guest' })).toHaveAttribute('href', '/order/');
    expect(await axeViolations(document.body)).toEqual([]);
  });

  it('opens the identify modal the app gives it before the checkout, and goes on as a guest', async () => {
    function Identify({ open, onGuest, onLoggedIn }: CheckoutIdentifyProps) {
      return open ? (
        <div role="dialog" aria-label="Identify">
          <button onClick={onGuest}>Guest</button>
          <button onClick={onLoggedIn}>Logged in</button>
        </div>
      ) : null;
    }
    renderBasket(<BasketPage identifyModal={Identify} />, { mocks: [basketMock(cartOrder()), guestMock] });
    await userEvent.click(await screen.findByRole('button', { name: 'To checkout' }));
    expect(screen.queryByRole('dialog', { name: 'Order as a guest' })).not.toBeInTheDocument();
    await userEvent.click(within(screen.getByRole('dialog', { name: 'Identify' })).getByRole('button', { name: 'Guest' }));
    expect(await screen.findByText('Now at another page')).toBeInTheDocument();
  });
});
