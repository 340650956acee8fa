import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn, userEvent, within } from 'storybook/test';
import { invoiceMethod, paymentMethods } from '../fixtures';
import { PaymentForm } from './payment-form';

const meta = {
  title: 'Checkout/PaymentForm',
  component: PaymentForm,
  args: { methods: paymentMethods, termsHref: '/general-terms/', onSubmit: fn() },
} satisfies Meta<typeof PaymentForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Methods: Story = {};
export const BusinessWithInvoice: Story = { args: { methods: [...paymentMethods, invoiceMethod] } };

/** iDEAL chosen: the shopper picks a bank. */
export const IdealBank: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('radio', { name: 'iDEAL' }));
  },
};

/** Placing the order without a method or the terms explains both. */
export const SubmittedEmpty: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Place order and pay' }));
  },
};

export const Fraud: Story = {
  args: { alert: 'We were unable to process your payment. Please try a different payment method or contact your bank for more information.' },
};

/** A retry of a placed order: no terms again, and a button that says what happens. */
export const Retry: Story = { args: { termsHref: undefined, submitLabel: 'Complete payment' } };

export const Redirecting: Story = { args: { status: 'Taking you to the payment page…' } };

