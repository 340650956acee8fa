import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn, userEvent, within } from 'storybook/test';
import type { SubmitResult } from './apply-field-errors';
import type { PackageValues } from './package-values';
import { amountOptions, countries, giftPacking, storyMoment, wrappers } from '../basket.fixtures';
import { emptyReceiver, initialDeliveryValues } from './delivery-values';
import { PackageEditModal } from './package-edit-modal';

const digitalValues = {
  ...initialDeliveryValues('GB'),
  receivers: [{ ...emptyReceiver('GB'), firstName: 'Alex', lastName: 'Morgan', email: 'alex@example.com', confirmEmail: 'alex@example.com' }],
  addMessage: true,
  personalMessage: 'Happy birthday, Alex!',
  amount: '2500',
  customAmount: '',
  quantity: '2',
};

const meta = {
  title: 'Basket/PackageEditModal',
  component: PackageEditModal,
  args: {
    open: true,
    onClose: fn(),
    title: 'Edit gift card for Alex Morgan',
    saveLabel: 'Save changes',
    deliveryType: 'DIGITAL',
    currency: 'GBP',
    amountOptions,
    initialValues: digitalValues,
    countries,
    wrappers: [],
    giftPacking: null,
    allowMessage: true,
    moment: storyMoment,
    onSubmit: fn(async (_values: PackageValues): Promise<SubmitResult> => undefined),
    onShowWrapper: fn(),
    onShowGiftPacking: fn(),
  },
} satisfies Meta<typeof PackageEditModal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Digital: Story = {};
/** The product's prices are still on their way. */
export const Loading: Story = { args: { loading: true } };

export const PhysicalWithExtras: Story = {
  args: {
    deliveryType: 'PHYSICAL',
    wrappers,
    giftPacking,
    initialValues: {
      ...digitalValues,
      receivers: [{ ...emptyReceiver('GB'), firstName: 'Sam', lastName: 'Taylor', postCode: 'SW1A 1AA', houseNumber: '10', street: 'Downing Street', city: 'London' }],
      wrapperId: 'w-classic',
      giftPacking: true,
    },
  },
};

/** A custom amount above the maximum. */
export const AmountTooHigh: Story = {
  play: async () => {
    const screen = within(document.body);
    await userEvent.click(screen.getByRole('radio', { name: 'Other amount' }));
    await userEvent.type(screen.getByRole('textbox', { name: /Your amount/ }), '200');
    await userEvent.tab();
  },
};
