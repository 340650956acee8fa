import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { captchaFailed, noCaptcha } from '../story-data';
import { IdentifyForm } from './identify-form';

const meta = {
  title: 'Account/IdentifyForm',
  component: IdentifyForm,
  args: { onSubmit: fn(async () => undefined), loadCaptcha: noCaptcha },
} satisfies Meta<typeof IdentifyForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const CaptchaFailed: Story = {
  args: { initialEmail: 'ann@example.com', serverErrors: { fields: { captchaToken: captchaFailed }, values: { email: 'ann@example.com' } } },
};
export const RateLimited: Story = {
  args: { serverErrors: { fields: {}, general: 'Too many attempts. Please try again later.', values: {} } },
};
