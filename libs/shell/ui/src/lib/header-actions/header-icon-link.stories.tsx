import type { Meta, StoryObj } from '@storybook/react-vite';
import { BasketIcon, UserIcon } from '../icons/icons';
import { HeaderIconLink } from './header-icon-link';

const meta = {
  title: 'Shell/HeaderIconLink',
  component: HeaderIconLink,
  args: { href: '/basket/', icon: <BasketIcon />, label: 'Basket', showLabel: true },
} satisfies Meta<typeof HeaderIconLink>;

export default meta;
type Story = StoryObj<typeof meta>;

export const EmptyBasket: Story = {};
export const BasketWithItems: Story = { args: { count: 3, countLabel: '3 items' } };
export const ManyItems: Story = { args: { count: 120, countLabel: '120 items' } };
export const IconOnly: Story = { args: { href: '/account/', icon: <UserIcon />, label: 'My account', showLabel: false } };
