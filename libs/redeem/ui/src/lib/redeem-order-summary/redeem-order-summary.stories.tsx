import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { coveredOrder, sampleOrder } from '../fixtures';
import { orderWithPost } from '../redeem-package-form/redeem-package.fixtures';
import { RedeemOrderSummary } from './redeem-order-summary';

const meta = {
  title: 'Redeem/RedeemOrderSummary',
  component: RedeemOrderSummary,
  args: { order: sampleOrder, onRemove: fn(), onEdit: fn() },
} satisfies Meta<typeof RedeemOrderSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithShortfall: Story = {};
export const CoveredByTheCards: Story = { args: { order: coveredOrder } };
export const Empty: Story = { args: { order: { ...coveredOrder, shipments: [], totals: { grandTotal: { minorUnits: 0, currency: 'GBP' } }, remainingBalance: { minorUnits: 2500, currency: 'GBP' } } } };
export const ReadOnly: Story = { args: { onRemove: undefined, onEdit: undefined } };
export const WithPost: Story = { args: { order: orderWithPost } };
export const Removing: Story = { args: { removing: '701' } };
