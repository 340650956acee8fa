import type { Meta, StoryObj } from '@storybook/react-vite';
import { PageMessage } from './page-message';

const meta = {
  title: 'Shell/PageMessage',
  component: PageMessage,
  args: {
    image: { src: '/brand/GCUK/not-found.svg', width: 480, height: 320, alt: '' },
    heading: 'We cannot find this page',
    text: 'The page may have moved or no longer exists. These links will get you going again.',
    links: [
      { href: '/', label: 'Go to the home page' },
      { href: '/gift-cards/', label: 'View all 200+ gift cards' },
    ],
  },
} satisfies Meta<typeof PageMessage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NotFound: Story = {};
export const Error: Story = {
  args: {
    image: null,
    heading: 'Something went wrong',
    text: 'Oh oh, something went wrong. We are already working on a fix for this issue. Please try again at a later moment. Our apologies for the inconvenience.',
    links: [{ href: '/', label: 'Go to the home page' }],
  },
};
