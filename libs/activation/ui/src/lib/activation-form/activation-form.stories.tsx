import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { sampleRange } from '../fixtures';
import { ActivationForm } from './activation-form';

const meta = {
  title: 'Activation/ActivationForm',
  component: ActivationForm,
  args: { range: sampleRange, onSubmit: fn(async () => undefined) },
} satisfies Meta<typeof ActivationForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const RefusedByTheGateway: Story = {
  args: {
    serverErrors: {
      fields: { cardNumber: 'This card cannot be activated here: card prefix not allowed.' },
      values: { cardNumber: '', amount: '', email: '' },
    },
  },
};
