import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { AccountOnOrder } from './account-on-order';

const meta = {
  title: 'Checkout/AccountOnOrder',
  component: AccountOnOrder,
  args: { email: 'buyer@example.com', overviewHref: '/account/overview/', onSubmit: fn(async () => undefined) },
} satisfies Meta<typeof AccountOnOrder>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const WithoutEmail: Story = { args: { email: null } };
export const CommonPassword: Story = {
  args: {
    serverErrors: { fields: { password: 'This password is too common and easy to guess. Please choose another one.' }, values: { password: '' } },
  },
};
export const EmailHasAccount: Story = {
  args: { serverErrors: { fields: {}, general: 'An account with this e-mail address already exists.', values: {} } },
};
export const Created: Story = { args: { created: true } };
