import type { Meta, StoryObj } from '@storybook/react-vite';
import { AppLink } from './app-link';

const meta = {
  title: 'Design system/AppLink',
  component: AppLink,
  args: { href: '/gift-cards/', children: 'All gift cards' },
} satisfies Meta<typeof AppLink>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Internal: Story = {};
export const OwnHostAbsolute: Story = { args: { href: 'https://gcuk.giftshop.example/delivery/', children: 'Delivery' } };
export const External: Story = { args: { href: 'https://www.example.org/help', children: 'Partner help centre' } };
export const Email: Story = { args: { href: 'mailto:service@giftshop.example', children: 'service@giftshop.example' } };
