import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { HeaderIconLink } from '../header-actions/header-icon-link';
import { BasketIcon, UserIcon } from '../icons/icons';
import { Logo } from '../logo/logo';
import { MenuButton } from '../menu-button/menu-button';
import { MenuPanel } from '../menu-panel/menu-panel';
import { SearchTrigger } from '../search-trigger/search-trigger';
import { sampleCategories } from '../story-data';
import { TopBar } from '../top-bar/top-bar';
import { HeaderBar } from './header-bar';

const logos = {
  1: { desktop: { src: '/brand/GCUK/logo-v1.svg', width: 200, height: 80 }, mobile: { src: '/brand/GCUK/logo-v1-mobile.svg', width: 170, height: 68 } },
  2: { desktop: { src: '/brand/GCUK/logo-v2.svg', width: 252, height: 86 }, mobile: { src: '/brand/GCUK/logo-v2-mobile.svg', width: 116, height: 68 } },
  3: { desktop: { src: '/brand/GCUK/logo-v3.svg', width: 202, height: 52 }, mobile: { src: '/brand/GCUK/logo-v3-mobile.svg', width: 134, height: 36 } },
} as const;

const header = (variant: 1 | 2 | 3, menuOpen = false) => ({
  variant,
  topBar: <TopBar items={['Ordered before 17:00, delivered tomorrow', 'Always a suitable business gift', 'Personalise with gift packaging']} />,
  logo: <Logo href="/" label="GiftCards UK home page" {...logos[variant]} />,
  navigation: (
    <nav aria-label="Main">
      <MenuButton expanded={menuOpen} controls={`menu-${variant}`} onClick={fn()} />
      <MenuPanel id={`menu-${variant}`} open={menuOpen} categories={sampleCategories} />
    </nav>
  ),
  search: <SearchTrigger onOpen={fn()} />,
  actions: (
    <>
      <HeaderIconLink href="/account/" icon={<UserIcon />} label="My account" showLabel />
      <HeaderIconLink href="/basket/" icon={<BasketIcon />} label="Basket" showLabel count={2} countLabel="2 items" />
    </>
  ),
});

const meta = {
  title: 'Shell/HeaderBar',
  component: HeaderBar,
  args: header(1),
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof HeaderBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Version1: Story = {};
export const Version2: Story = { args: header(2) };
export const Version3: Story = { args: header(3) };
export const WithDecoration: Story = { args: { decoration: { src: '/brand/GCUK/header-decoration.svg', width: 1280, height: 30 } } };
export const MenuOpen: Story = { args: header(1, true) };
