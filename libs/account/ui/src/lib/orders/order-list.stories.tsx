import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { orders } from '../customer-story-data';
import { OrderList } from './order-list';

const meta = {
  title: 'Account/OrderList',
  component: OrderList,
  args: { orders, total: 3, hasMore: false, onShowMore: fn(), onOpen: fn() },
} satisfies Meta<typeof OrderList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AllShown: Story = {};
export const MoreToShow: Story = { args: { orders: orders.slice(0, 2), total: 12, hasMore: true } };
export const LoadingMore: Story = { args: { orders: orders.slice(0, 2), total: 12, hasMore: true, loadingMore: true } };
export const Empty: Story = { args: { orders: [], total: 0 } };
