import { useMemo, useRef, type ComponentType, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { MenuPanel_CategoryFragment, MobileMenuLinks_BusinessMenuFragment } from '@giftshop/shared-graphql';
import { menuClosed, menuOpened, openSearch, selectMenuOpen, useShellDispatch, useShellSelector } from '@giftshop/shell-data-access';
import {
  BasketIcon,
  HeaderBar,
  HeaderIconLink,
  MenuButton,
  SearchTrigger,
  shellUiMessages,
  TopBar,
  TrustMarks,
  UserIcon,
} from '@giftshop/shell-ui';
import { useBrand, type BrandImage } from '@giftshop/util-brand';
import { format, useI18n, useMessages, useRoutes } from '@giftshop/util-i18n';
import { shellMessages } from '../messages';
import { BrandLogo } from './brand-logo';
import { MENU_PANEL_ID } from './menu-panel-id';
import type { SiteMenuPanelProps } from './site-menu-panel';
import { useCartCount } from './use-cart-count';
import { useMenuClosing } from './use-menu-closing';
import styles from './site-header.module.css';

/** The header's parts of the account action, for the app to wrap (the account dropdown of a logged-in customer). */
export interface AccountActionParts {
  /** The link to the account identify page. */
  link: ReactNode;
  icon: ReactNode;
  showLabel: boolean;
}

export type AccountAction = (parts: AccountActionParts) => ReactNode;

export interface SiteHeaderProps {
  categories: readonly MenuPanel_CategoryFragment[];
  businessMenu?: MobileMenuLinks_BusinessMenuFragment | null;
  /** Renders the account action; without it the header shows the link to the identify page. */
  accountAction?: AccountAction;
  /** `SiteMenuPanel`, or the app's wrapper of it that hydrates it after the page. */
  menuPanel: ComponentType<SiteMenuPanelProps>;
}

/** The page header (spec §2.5) in the brand's header version, with the gift-cards panel and the mobile menu. */
export function SiteHeader({ categories, businessMenu, accountAction, menuPanel: Panel }: SiteHeaderProps) {
  const brand = useBrand();
  const routes = useRoutes();
  const { language } = useI18n();
  const messages = useMessages(shellMessages);
  const ui = useMessages(shellUiMessages);
  const dispatch = useShellDispatch();
  const menuOpen = useShellSelector(selectMenuOpen);
  const count = useCartCount();
  const navigation = useRef<HTMLElement>(null);
  const menuButton = useRef<HTMLButtonElement>(null);
  useMenuClosing(navigation, menuButton);

  const image = (source: BrandImage) => ({ src: brand.imageUrl(source), width: source.width, height: source.height });
  const trustMarks = (position: 'topbar' | 'header') =>
    brand.trustMarks(position, language).map((mark) => ({ ...image(mark), alt: mark.alt }));
  const decoration = brand.config.headerDecoration;
  const showIconText = brand.toggle('navigationIconText');
  const accountHref = routes.path('account');
  // The same elements from render to render: the app's account action is a part hydrated after the page, which new
  // props would make render afresh instead of hydrating.
  const account = useMemo<AccountActionParts>(
    () => ({
      link: <HeaderIconLink href={accountHref} icon={<UserIcon />} label={ui.account} showLabel={showIconText} />,
      icon: <UserIcon />,
      showLabel: showIconText,
    }),
    [accountHref, ui.account, showIconText],
  );

  return (
    <HeaderBar
      variant={brand.toggle('headerVersion')}
      decoration={decoration && image(decoration)}
      topBar={
        <TopBar
          items={messages.sellingPoints}
          aside={
            <>
              <TrustMarks marks={trustMarks('topbar')} className={styles.marks} />
              <Link to={routes.path('checkBalance')} className={styles.checkBalance}>
                {ui.checkBalance}
              </Link>
            </>
          }
        />
      }
      logo={<BrandLogo />}
      navigation={
        <nav ref={navigation} aria-label={ui.mainNavigation}>
          <MenuButton ref={menuButton} expanded={menuOpen} controls={MENU_PANEL_ID} onClick={() => dispatch(menuOpen ? menuClosed() : menuOpened())} />
          <Panel open={menuOpen} categories={categories} businessMenu={businessMenu} />
        </nav>
      }
      search={<SearchTrigger onOpen={(seed) => dispatch(openSearch(seed))} />}
      actions={
        <>
          <TrustMarks marks={trustMarks('header')} className={`${styles.marks} ${styles.headerMarks}`} />
          {accountAction ? accountAction(account) : account.link}
          <HeaderIconLink
            href={routes.path('basket')}
            icon={<BasketIcon />}
            label={ui.basket}
            showLabel={showIconText}
            count={count}
            countLabel={format(ui.basketCount, { count: count })}
          />
        </>
      }
    />
  );
}
