import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { digitalGroup, physicalGroup } from '../basket.fixtures';
import { PackageGroupCard } from './package-group-card';

const meta = {
  title: 'Basket/PackageGroupCard',
  component: PackageGroupCard,
  args: { group: digitalGroup, onPreview: fn(), onEdit: fn(), onDelete: fn() },
} satisfies Meta<typeof PackageGroupCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Digital: Story = {};
export const Physical: Story = { args: { group: physicalGroup } };
export const MissingReceiver: Story = {
  args: { group: { ...digitalGroup, receiverTitle: 'No receiver yet', receiverDescription: 'Sent by e-mail', missingReceiver: true } },
};
