import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { SearchTrigger } from './search-trigger';

const meta = {
  title: 'Shell/SearchTrigger',
  component: SearchTrigger,
  args: { onOpen: fn() },
} satisfies Meta<typeof SearchTrigger>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {};
