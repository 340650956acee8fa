import type { Meta, StoryObj } from '@storybook/react-vite';
import { PageIntro } from './page-intro';

const meta = {
  title: 'Catalogue/PageIntro',
  component: PageIntro,
  args: { title: 'Restaurants', description: 'From neighbourhood bistros to smokehouses and sushi bars.' },
} satisfies Meta<typeof PageIntro>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TitleAndDescription: Story = {};
export const TitleOnly: Story = { args: { description: undefined } };
export const ColourBand: Story = {
  args: { title: 'Christmas gift cards for everyone on your list', description: 'Stocking fillers and Secret Santa sorted in minutes.', backgroundColor: '#b3262d' },
};
export const LightColourBand: Story = { args: { title: 'Birthday gift cards they will actually use', backgroundColor: '#f4b942' } };
