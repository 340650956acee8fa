import type { Meta, StoryObj } from '@storybook/react-vite';
import { TextField } from './text-field';

const meta = {
  title: 'Design system/TextField',
  component: TextField,
  args: { label: 'First name', name: 'firstName', autoComplete: 'given-name' },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithHint: Story = { args: { label: 'E-mail', type: 'email', autoComplete: 'email', hint: 'We send your digital gift card here.' } };
export const Required: Story = { args: { required: true } };
export const WithError: Story = { args: { label: 'E-mail', type: 'email', defaultValue: 'jane@', error: 'Please enter a valid e-mail address' } };
export const Disabled: Story = { args: { disabled: true, defaultValue: 'Jane' } };
export const HiddenLabel: Story = { args: { label: 'Search', type: 'search', hideLabel: true, placeholder: 'What are you looking for?' } };
