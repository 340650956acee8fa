import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn, userEvent, within } from 'storybook/test';
import type { SubmitResult } from './apply-field-errors';
import type { DeliveryValues } from './delivery-values';
import { countries, digitalWrappers, giftPacking, storyMoment, wrappers } from '../basket.fixtures';
import { AddToBasketModal } from './add-to-basket-modal';

const meta = {
  title: 'Basket/AddToBasketModal',
  component: AddToBasketModal,
  args: {
    open: true,
    onClose: fn(),
    title: 'Delivery details',
    summary: '1 × Harbour & Pine Gift Card, £25 each, by e-mail',
    submitLabel: 'Add to basket',
    deliveryType: 'DIGITAL',
    quantity: 1,
    countries,
    wrappers: digitalWrappers,
    giftPacking: null,
    allowMessage: true,
    moment: storyMoment,
    onSubmit: fn(async (_values: DeliveryValues): Promise<SubmitResult> => undefined),
    onShowWrapper: fn(),
    onShowGiftPacking: fn(),
  },
} satisfies Meta<typeof AddToBasketModal>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

export const Digital: Story = {};

export const Physical: Story = {
  args: { deliveryType: 'PHYSICAL', summary: '1 × Choice Gift Card, £50 each, by post', wrappers, giftPacking },
};

/** Three cards, one receiver each. */
export const ReceiverPerCard: Story = {
  args: { quantity: 3, summary: '3 × Harbour & Pine Gift Card, £25 each, by e-mail' },
  play: async () => {
    await userEvent.click(body().getByRole('radio', { name: 'A receiver per card' }));
  },
};

/** Submitting the empty form explains every missing field. */
export const MissingDetails: Story = {
  play: async () => {
    await userEvent.click(body().getByRole('button', { name: 'Add to basket' }));
  },
};

/** A scheduled e-mail with a message that is too long. */
export const ScheduledWithLongMessage: Story = {
  play: async () => {
    const screen = body();
    await userEvent.click(screen.getByRole('radio', { name: 'On a date of your choice' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Add a personal message' }));
    await userEvent.click(screen.getByRole('textbox', { name: /Personal message/ }));
    await userEvent.paste('A'.repeat(151));
    await userEvent.tab();
  },
};

/** A blank card pack: no message, no wrapper. */
export const BlankPack: Story = {
  args: { deliveryType: 'PHYSICAL', summary: '2 × Blank Gift Cards – Pack of 3, £10 each, by post', wrappers: [], giftPacking: null, allowMessage: false, quantity: 2 },
};
