import { useState } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import userEventBase from '@testing-library/user-event';
import { AddToBasketMutation, ExtraVariationsQuery } from '@giftshop/basket-data-access';
import { axeViolations } from '@giftshop/shared-testing';
import { extraVariations, serviceError } from '../../testing/fixtures';
import { makeTestStore, renderBasket, userData } from '../../testing/render-basket';
import type { PurchaseChoice } from './add-input';
import { AddToBasketDialog } from './add-to-basket-dialog';

const userEvent = userEventBase.setup({ delay: null });
jest.setTimeout(20_000);

const product = { title: 'Harbour & Pine Gift Card', productType: 'GIFT_CARD', imageUrl: '/card-art/48/harbour-and-pine.svg', backgroundColor: '#0b5563' };

/** The product page's part: a valid choice opens the dialog. */
function Harness({ selection, onDismissed }: { selection: PurchaseChoice; onDismissed?: () => void }) {
  const [open, setOpen] = useState(true);
  return <AddToBasketDialog open={open} selection={selection} product={product} currency="GBP" onClose={() => setOpen(false)} onDismissed={onDismissed} />;
}

const extrasMock = (deliveryType: 'DIGITAL' | 'PHYSICAL') => ({ request: { query: ExtraVariationsQuery, variables: { userData, deliveryType } }, result: { data: { extraVariations: extraVariations(deliveryType) } } });
const addMock = (input: Record<string, unknown>, errors: ReturnType<typeof serviceError>[] = []) => ({
  request: { query: AddToBasketMutation, variables: { userData, input } },
  result: { data: { addToCart: { __typename: 'CartPayload', order: errors.length ? null : { __typename: 'GiftCardOrder', id: 'order-1' }, errors } } },
});

const digitalInput = {
  variationId: '7-d',
  deliveryType: 'DIGITAL',
  amount: 2500,
  quantity: 2,
  deliveryMode: 'SINGLE',
  receivers: [{ firstName: 'Alex', lastName: 'Morgan', email: 'alex@example.com', confirmEmail: 'alex@example.com' }],
  deliveryDate: null,
  deliveryTime: null,
  wrapperId: null,
  giftPackingId: null,
  personalMessage: null,
};

async function fillReceiver(group: HTMLElement, name: [string, string], email: string) {
  const receiver = within(group);
  await userEvent.type(receiver.getByRole('textbox', { name: /First name/ }), name[0]);
  await userEvent.type(receiver.getByRole('textbox', { name: /Last name/ }), name[1]);
  await userEvent.type(receiver.getByRole('textbox', { name: /^E-mail address/ }), email);
  await userEvent.type(receiver.getByRole('textbox', { name: /Repeat e-mail address/ }), email);
}

describe('AddToBasketDialog', () => {
  it('adds the cards for one receiver and offers the way to the basket', async () => {
    renderBasket(<Harness selection={{ variationId: '7-d', deliveryType: 'DIGITAL', amount: 2500, quantity: 2 }} />, { path: '/gift-cards/harbour-and-pine/', mocks: [extrasMock('DIGITAL'), addMock(digitalInput)] });
    const dialog = screen.getByRole('dialog', { name: 'Delivery details' });
    expect(dialog).toHaveTextContent('2 × Harbour & Pine Gift Card, £25 each, by e-mail');
    expect(await within(dialog).findByRole('radio', { name: /Confetti e-mail design/ })).toBeInTheDocument();
    await fillReceiver(screen.getByRole('group', { name: 'Receiver 1' }), ['Alex', 'Morgan'], 'alex@example.com');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add to basket' }));
    const added = await screen.findByRole('dialog', { name: 'Added to your basket' });
    expect(added).toHaveTextContent('2 × Harbour & Pine Gift Card, £25 each, by e-mail is in your basket.');
    expect(within(added).getByRole('link', { name: 'Go to basket' })).toHaveAttribute('href', '/basket/');
    const pushed = (window as unknown as { dataLayer: { event?: string; ecommerce?: unknown }[] }).dataLayer.filter((e) => e.event === 'add_to_cart');
    expect(pushed.at(-1)?.ecommerce).toMatchObject({ currency: 'GBP', value: 50, items: [{ item_id: '7-d', price: 25, quantity: 2 }] });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Delivery details' })).not.toBeInTheDocument());
    expect(await axeViolations(document.body)).toEqual([]);
  });

  it('reports a dismissal once the dialog has closed without adding, and none after adding', async () => {
    const onDismissed = jest.fn();
    const selection = { variationId: '7-d', deliveryType: 'DIGITAL' as const, amount: 2500, quantity: 2 };
    const first = renderBasket(<Harness selection={selection} onDismissed={onDismissed} />, { mocks: [extrasMock('DIGITAL')] });
    await userEvent.click(within(screen.getByRole('dialog', { name: 'Delivery details' })).getByRole('button', { name: 'Cancel' }));
    expect(onDismissed).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Delivery details' })).not.toBeInTheDocument());
    expect(onDismissed).toHaveBeenCalledTimes(1);
    first.unmount();

    renderBasket(<Harness selection={selection} onDismissed={onDismissed} />, { mocks: [extrasMock('DIGITAL'), addMock(digitalInput)] });
    await fillReceiver(screen.getByRole('group', { name: 'Receiver 1' }), ['Alex', 'Morgan'], 'alex@example.com');
    await userEvent.click(within(screen.getByRole('dialog', { name: 'Delivery details' })).getByRole('button', { name: 'Add to basket' }));
    await screen.findByRole('dialog', { name: 'Added to your basket' });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Delivery details' })).not.toBeInTheDocument());
    expect(onDismissed).toHaveBeenCalledTimes(1);
  });

  it('sends one card to each receiver when the shopper splits them', async () => {
    const input = {
      ...digitalInput,
      quantity: 1,
      deliveryMode: 'SPLIT',
      receivers: [digitalInput.receivers[0], { firstName: 'Jo', lastName: 'Lee', email: 'jo@example.com', confirmEmail: 'jo@example.com' }],
      wrapperId: 'dw-confetti',
      personalMessage: 'Happy birthday!',
    };
    renderBasket(<Harness selection={{ variationId: '7-d', deliveryType: 'DIGITAL', amount: 2500, quantity: 2 }} />, { mocks: [extrasMock('DIGITAL'), addMock(input)] });
    await userEvent.click(screen.getByRole('radio', { name: 'A receiver per card' }));
    await fillReceiver(screen.getByRole('group', { name: 'Receiver 1' }), ['Alex', 'Morgan'], 'alex@example.com');
    await fillReceiver(screen.getByRole('group', { name: 'Receiver 2' }), ['Jo', 'Lee'], 'jo@example.com');
    await userEvent.click(await screen.findByRole('radio', { name: /Confetti e-mail design/ }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Add a personal message' }));
    await userEvent.type(screen.getByRole('textbox', { name: /Personal message/ }), ' Happy birthday! ');
    await userEvent.click(within(screen.getByRole('dialog', { name: 'Delivery details' })).getByRole('button', { name: 'Add to basket' }));
    expect(await screen.findByRole('dialog', { name: 'Added to your basket' })).toBeInTheDocument();
  });

  it('shows refusals on their fields and the others in the error modal', async () => {
    const store = makeTestStore();
    const errors = [serviceError(1004, 'We cannot send gift cards to this address', 'receivers.0.email'), serviceError(2030, 'Exceeding of gift card limit in the order', 'quantity')];
    renderBasket(<Harness selection={{ variationId: '7-d', deliveryType: 'DIGITAL', amount: 2500, quantity: 2 }} />, { store, mocks: [extrasMock('DIGITAL'), addMock(digitalInput, errors)] });
    await fillReceiver(screen.getByRole('group', { name: 'Receiver 1' }), ['Alex', 'Morgan'], 'alex@example.com');
    await userEvent.click(within(screen.getByRole('dialog', { name: 'Delivery details' })).getByRole('button', { name: 'Add to basket' }));
    expect(await screen.findByText('We cannot send gift cards to this address')).toBeInTheDocument();
    expect(store.getState().modals.error).toMatchObject({ code: 2030, message: 'Exceeding of gift card limit in the order' });
    expect(screen.getByRole('dialog', { name: 'Delivery details' })).toBeInTheDocument();
  });

  it('asks for an address, and offers wrappers and gift packing for cards by post', async () => {
    renderBasket(<Harness selection={{ variationId: '7-p', deliveryType: 'PHYSICAL', amount: 5000, quantity: 1 }} />, { mocks: [extrasMock('PHYSICAL')] });
    const dialog = screen.getByRole('dialog', { name: 'Delivery details' });
    expect(within(dialog).getByRole('textbox', { name: /Postcode/ })).toBeInTheDocument();
    await userEvent.click(await within(dialog).findByRole('radio', { name: /Classic card wallet/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Show the wrapper' }));
    expect(screen.getByRole('dialog', { name: 'Wrapper: Classic card wallet' })).toHaveTextContent('A navy wallet.');
  });
});
