import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { NewsletterForm } from './newsletter-form';

const meta = {
  title: 'Account/NewsletterForm',
  component: NewsletterForm,
  args: { onSubmit: fn(async () => undefined) },
} satisfies Meta<typeof NewsletterForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const OnTheHomePage: Story = { args: { place: 'home' } };
export const Sent: Story = { args: { sent: true } };
export const RateLimited: Story = {
  args: { serverErrors: { fields: { email: 'Too many attempts. Please try again later.' }, general: null, values: { email: 'ada@example.com' } } },
};
export const Unreachable: Story = { args: { serverErrors: { fields: {}, general: 'Something went wrong, please try again.', values: {} } } };
