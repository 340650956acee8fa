import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn, userEvent, within } from 'storybook/test';
import { Select } from './select';

const countries = [
  { id: 'GB', label: 'United Kingdom', icon: '🇬🇧' },
  { id: 'NL', label: 'Netherlands', icon: '🇳🇱' },
  { id: 'BE', label: 'Belgium', icon: '🇧🇪' },
  { id: 'DE', label: 'Germany', icon: '🇩🇪' },
  { id: 'FR', label: 'France', icon: '🇫🇷' },
  { id: 'IE', label: 'Ireland', icon: '🇮🇪' },
  { id: 'ES', label: 'Spain', icon: '🇪🇸' },
  { id: 'US', label: 'United States', icon: '🇺🇸' },
];

const meta = {
  title: 'Design system/Select',
  component: Select,
  args: { label: 'Select your country', name: 'country', options: countries, placeholder: 'Choose a country', onChange: fn() },
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const WithValue: Story = { args: { defaultValue: 'NL' } };
export const WithoutIcons: Story = { args: { options: countries.map(({ id, label }) => ({ id, label })), defaultValue: 'GB' } };
export const Open: Story = {
  args: { defaultValue: 'NL' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('combobox'));
  },
};
export const Filtered: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.type(within(canvasElement).getByRole('combobox'), 'land');
  },
};
export const NoMatches: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.type(within(canvasElement).getByRole('combobox'), 'Atlantis');
  },
};
export const WithHint: Story = { args: { hint: 'We deliver to these countries.' } };
export const WithError: Story = { args: { required: true, error: 'Country is a required field' } };
export const Disabled: Story = { args: { defaultValue: 'GB', disabled: true } };
