import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { totals } from '../basket.fixtures';
import { BasketSummary } from './basket-summary';

const meta = {
  title: 'Basket/BasketSummary',
  component: BasketSummary,
  args: { totals, onCheckout: fn() },
} satisfies Meta<typeof BasketSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Summary: Story = {};
export const DigitalOnly: Story = {
  args: { totals: { ...totals, physical: { qty: 0, price: { minorUnits: 0, currency: 'GBP' } }, extras: { minorUnits: 0, currency: 'GBP' }, adjustments: [] } },
};
export const MissingReceivers: Story = { args: { blockedReason: 'Every gift card needs a receiver before you can check out.' } };
export const CheckingOut: Story = { args: { busy: true } };
