import type { Meta, StoryObj } from '@storybook/react-vite';
import { NativeSelect } from './native-select';

const meta = {
  title: 'Design system/NativeSelect',
  component: NativeSelect,
  args: {
    label: 'Select your language',
    name: 'language',
    options: [
      { id: 'en', label: 'English' },
      { id: 'nl', label: 'Nederlands' },
      { id: 'fr', label: 'Français' },
    ],
  },
} satisfies Meta<typeof NativeSelect>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithPlaceholder: Story = { args: { placeholder: 'Choose a language', defaultValue: '' } };
export const WithError: Story = { args: { placeholder: 'Choose a language', defaultValue: '', required: true, error: 'Language is a required field' } };
export const Disabled: Story = { args: { disabled: true } };
