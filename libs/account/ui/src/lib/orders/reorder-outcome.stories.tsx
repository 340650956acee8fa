import type { Meta, StoryObj } from '@storybook/react-vite';
import { ReorderOutcome } from './reorder-outcome';

const meta = {
  title: 'Account/ReorderOutcome',
  component: ReorderOutcome,
  args: {
    cart: true,
    refusals: ['Harbour & Pine gift card is no longer sold at this value, so it was left out.'],
    basketHref: '/basket/',
    ordersHref: '/account/orders/',
  },
} satisfies Meta<typeof ReorderOutcome>;

export default meta;
type Story = StoryObj<typeof meta>;

export const PartlyReordered: Story = {};
export const NothingReordered: Story = { args: { cart: false } };
