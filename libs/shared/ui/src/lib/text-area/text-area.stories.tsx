import type { Meta, StoryObj } from '@storybook/react-vite';
import { TextArea } from './text-area';

const meta = {
  title: 'Design system/TextArea',
  component: TextArea,
  args: { label: 'Personal message', name: 'message' },
} satisfies Meta<typeof TextArea>;

export default meta;
type Story = StoryObj<typeof meta>;

const overLimit = 'Happy birthday! Enjoy a lovely dinner on us. '.repeat(4);

export const Default: Story = {};
export const WithHint: Story = { args: { hint: 'We print it on a card in the package.' } };
export const WithCounter: Story = { args: { maxLength: 150, defaultValue: 'Happy birthday!' } };
export const OverLimit: Story = { args: { maxLength: 150, defaultValue: overLimit } };
export const WithError: Story = { args: { maxLength: 150, required: true, error: 'Your personal message must not be empty' } };
export const Disabled: Story = { args: { disabled: true, defaultValue: 'Happy birthday!' } };
