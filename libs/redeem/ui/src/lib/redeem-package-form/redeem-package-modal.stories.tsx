import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { sampleProducts } from '../fixtures';
import { emptyRedeemPackage } from './redeem-package-values';
import { RedeemPackageModal } from './redeem-package-modal';

const meta = {
  title: 'Redeem/RedeemPackageModal',
  component: RedeemPackageModal,
  args: { product: sampleProducts[0], onClose: fn(), onSubmit: fn(async () => undefined) },
} satisfies Meta<typeof RedeemPackageModal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const GiftCard: Story = {};
export const Donation: Story = { args: { product: sampleProducts[2] } };
export const FixedAmount: Story = {
  args: { product: { ...sampleProducts[0], redeemData: { title: 'Harbour & Pine', description: '', minimumAvailableCustomAmount: null, maximumAvailableCustomAmount: null } } },
};
export const BalanceTooLow: Story = {
  args: {
    serverErrors: {
      fields: { amount: 'The balance left on your cards must be at least £5.00' },
      values: { ...emptyRedeemPackage, amount: '' },
    },
  },
};
