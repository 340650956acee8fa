import type { Meta, StoryObj } from '@storybook/react-vite';
import { UspList } from './usp-list';

const meta = {
  title: 'Catalogue/UspList',
  component: UspList,
  args: {
    heading: 'Why order with us',
    items: [
      { id: '1', title: 'Ordered before 17:00, delivered tomorrow', description: 'Physical cards ordered on working days before 5:00 PM ship the same day.', href: '/delivery/' },
      { id: '2', title: 'Always a suitable business gift', description: 'One card for every employee, client and supplier.', href: '/business/' },
      { id: '3', title: 'Personalise with packaging', description: 'Add a wrapper, a gift box and a personal message.' },
    ],
  },
} satisfies Meta<typeof UspList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ThreePoints: Story = {};
export const Empty: Story = { args: { items: [] } };
