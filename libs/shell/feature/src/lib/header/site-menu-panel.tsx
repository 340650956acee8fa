import { useState } from 'react';
import { useGatewayQuery, useUserData } from '@giftshop/shared-data-access';
import type { MenuPanel_CategoryFragment, MobileMenuLinks_BusinessMenuFragment } from '@giftshop/shared-graphql';
import { menuClosed, openStoreSwitcher, useShellDispatch } from '@giftshop/shell-data-access';
import { MenuPanel, MobileMenuLinks } from '@giftshop/shell-ui';
import { useBrand } from '@giftshop/util-brand';
import { useRoutes } from '@giftshop/util-i18n';
import { useStoreNames } from '../use-shell-data';
import { MENU_PANEL_ID } from './menu-panel-id';
import { MenuPanelQuery } from './menu-panel.query';

export interface SiteMenuPanelProps {
  open: boolean;
  categories: readonly MenuPanel_CategoryFragment[];
  businessMenu?: MobileMenuLinks_BusinessMenuFragment | null;
}

/**
 * The header's gift-cards panel with the mobile menu's links under it: hidden until the menu button opens it. The
 * shell's data has the first category's top products only (what the server renders); the others are asked for when
 * the panel first opens, a public read the gateway's cache answers.
 */
export function SiteMenuPanel({ open, categories, businessMenu }: SiteMenuPanelProps) {
  // Once opened, the top lists stay asked for (set while rendering, so the ask goes out with the render that opens).
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  const userData = useUserData();
  const everyTopList = useGatewayQuery(MenuPanelQuery, { userData }, { skip: !opened }).data?.categoryMenu.items;
  const brand = useBrand();
  const routes = useRoutes();
  const storeNames = useStoreNames();
  const dispatch = useShellDispatch();
  const closeMenu = () => dispatch(menuClosed());
  return (
    <MenuPanel
      id={MENU_PANEL_ID}
      open={open}
      categories={everyTopList?.length ? everyTopList : categories}
      onNavigate={closeMenu}
      footer={
        <MobileMenuLinks
          choiceRedeemHref={routes.path('checkBalance')}
          choiceCardHref={brand.config.mobileMenu.choiceCardLink ? routes.path('choiceCard') : null}
          businessMenu={businessMenu}
          businessHref={routes.path('business')}
          supportHref={routes.path('helpdesk')}
          onLanguage={brand.toggle('languageSwitcher') ? () => dispatch(openStoreSwitcher()) : undefined}
          currentLanguage={storeNames.languageName}
          onNavigate={closeMenu}
        />
      }
    />
  );
}
