import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { RadioGroup } from './radio-group';

const meta = {
  title: 'Design system/RadioGroup',
  component: RadioGroup,
  args: {
    name: 'delivery',
    legend: 'How should we send it?',
    value: 'DIGITAL',
    onChange: fn(),
    choices: [
      { value: 'DIGITAL', label: 'Digital', hint: 'By e-mail, within the hour' },
      { value: 'PHYSICAL', label: 'Physical', hint: 'By post, in a gift envelope' },
    ],
  },
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Cards: Story = {};
export const Chips: Story = {
  args: {
    name: 'amount',
    legend: 'Choose an amount',
    layout: 'chips',
    value: '',
    choices: ['£10', '£25', '£50', '£100', 'Other amount'].map((label) => ({ value: label, label })),
  },
};
export const WithError: Story = { args: { ...Chips.args, error: 'Choose an amount' } };
export const Disabled: Story = { args: { disabled: true } };
