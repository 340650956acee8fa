import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { CheckoutSteps } from './checkout-steps';

const meta = {
  title: 'Checkout/CheckoutSteps',
  component: CheckoutSteps,
  args: { current: 'details', onSelect: fn() },
} satisfies Meta<typeof CheckoutSteps>;

export default meta;
type Story = StoryObj<typeof meta>;

export const YourDetails: Story = {};
export const Shipping: Story = { args: { current: 'shipping' } };
export const Payment: Story = { args: { current: 'payment' } };
export const Success: Story = { args: { current: 'success' } };
