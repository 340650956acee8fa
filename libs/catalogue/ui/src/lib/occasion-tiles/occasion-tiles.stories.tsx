import type { Meta, StoryObj } from '@storybook/react-vite';
import { OccasionTiles } from './occasion-tiles';

const items = [
  { id: '1', title: 'Birthday', href: '/occasions/birthday/', backgroundColor: '#f4b942', description: 'Whether they are turning 8 or 80.' },
  { id: '2', title: 'Thank You', href: '/occasions/thank-you/', backgroundColor: '#7bb39a', description: 'For the neighbour who fed the cat.' },
  { id: '3', title: 'Wedding', href: '/occasions/wedding/', backgroundColor: '#e8d5c4', description: 'Skip the duplicate toaster.' },
  { id: '4', title: 'Christmas', href: '/occasions/christmas/', backgroundColor: '#b3262d', description: 'Stocking fillers sorted in minutes.' },
  { id: '5', title: 'Anniversary', href: '/occasions/anniversary/' },
];

const meta = {
  title: 'Catalogue/OccasionTiles',
  component: OccasionTiles,
  args: { items, headingLevel: 3 },
} satisfies Meta<typeof OccasionTiles>;

export default meta;
type Story = StoryObj<typeof meta>;

export const HomeRow: Story = {};
export const OverviewWithDescriptions: Story = { args: { headingLevel: 2, withDescriptions: true } };
