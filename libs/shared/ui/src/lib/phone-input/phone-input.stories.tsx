import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { PhoneInput } from './phone-input';

const callingCodes = [
  { id: '+44', label: 'United Kingdom (+44)', icon: '🇬🇧' },
  { id: '+353', label: 'Ireland (+353)', icon: '🇮🇪' },
  { id: '+31', label: 'Netherlands (+31)', icon: '🇳🇱' },
  { id: '+32', label: 'Belgium (+32)', icon: '🇧🇪' },
  { id: '+49', label: 'Germany (+49)', icon: '🇩🇪' },
  { id: '+1', label: 'United States (+1)', icon: '🇺🇸' },
];

const meta = {
  title: 'Design system/PhoneInput',
  component: PhoneInput,
  args: { label: 'Phone number', name: 'phone', callingCodes, onChange: fn() },
} satisfies Meta<typeof PhoneInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Filled: Story = { args: { defaultValue: { callingCode: '+31', number: '06 1234 5678' } } };
export const Required: Story = { args: { required: true, hint: 'We only call about your delivery.' } };
export const WithError: Story = { args: { required: true, defaultValue: { callingCode: '+44', number: '12' }, error: 'Please enter valid phone number' } };
export const Disabled: Story = { args: { disabled: true, defaultValue: { callingCode: '+44', number: '07700 900123' } } };
