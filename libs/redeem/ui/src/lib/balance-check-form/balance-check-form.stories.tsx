import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { sampleCardNumber } from '../fixtures';
import { BalanceCheckForm } from './balance-check-form';

const meta = {
  title: 'Redeem/BalanceCheckForm',
  component: BalanceCheckForm,
  args: { onSubmit: fn(async () => undefined) },
} satisfies Meta<typeof BalanceCheckForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const FromEmailLink: Story = { args: { initialCardNumber: sampleCardNumber.replace(/ /g, '') } };
export const UnknownNumber: Story = {
  args: {
    initialCardNumber: sampleCardNumber,
    serverErrors: {
      fields: { cardNumber: "We don't know this number, please check the number and try again." },
      values: { cardNumber: sampleCardNumber, pin: '', captchaToken: '' },
    },
  },
};
export const CaptchaFailed: Story = {
  args: {
    initialCardNumber: sampleCardNumber,
    serverErrors: {
      fields: { captchaToken: 'We could not verify that you are not a robot. Please try again.' },
      values: { cardNumber: sampleCardNumber, pin: '', captchaToken: 'used' },
    },
  },
};
