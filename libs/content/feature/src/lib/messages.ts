import type { Catalogue } from '@giftshop/util-i18n';

export interface ContentMessages {
  home: string;
  breadcrumbs: string;
}

export const contentMessages = {
  en: { home: 'Home', breadcrumbs: 'Breadcrumb' },
  nl: { home: 'Home', breadcrumbs: 'Kruimelpad' },
} satisfies Catalogue<ContentMessages>;
