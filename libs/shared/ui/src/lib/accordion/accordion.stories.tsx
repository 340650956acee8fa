import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { AppLink } from '../app-link/app-link';
import { Accordion } from './accordion';

const items = [
  { id: 'delivery', title: 'When will my gift card arrive?', content: <p>Digital gift cards arrive within 1 hour. Physical cards ordered on working days before 5:00 PM ship the same day.</p> },
  { id: 'validity', title: 'How long is a gift card valid?', content: <p>The validity period is printed on the card and shown on the product page.</p> },
  {
    id: 'business',
    title: 'Can I order for my business?',
    content: (
      <p>
        Yes, you can order by invoice or <AppLink href="/business/">request a quote</AppLink>.
      </p>
    ),
  },
];

const meta = {
  title: 'Design system/Accordion',
  component: Accordion,
  args: { items, onToggle: fn() },
} satisfies Meta<typeof Accordion>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Collapsed: Story = {};
export const OneOpen: Story = { args: { defaultExpanded: ['delivery'] } };
export const AllowMultiple: Story = { args: { allowMultiple: true, defaultExpanded: ['delivery', 'business'] } };
export const HeadingLevel2: Story = { args: { headingLevel: 2 } };
