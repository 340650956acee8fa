import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { sampleMethods } from '../fixtures';
import { RedeemBillingForm } from './redeem-billing-form';

const meta = {
  title: 'Redeem/RedeemBillingForm',
  component: RedeemBillingForm,
  args: { storeCountry: 'GB', methods: [], termsHref: '/general-terms/', onSubmit: fn(async () => undefined) },
} satisfies Meta<typeof RedeemBillingForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const CoveredByTheCards: Story = {};
export const WithShortfall: Story = { args: { methods: sampleMethods } };
export const PostcodeRefused: Story = { args: { serverErrors: { 'billingAddress.postCode': 'Please enter a valid postcode' } } };
export const Redirecting: Story = { args: { methods: sampleMethods, status: 'Taking you to the payment page…' } };
