import type { ComponentProps } from 'react';
import { Link } from 'react-router';
import { isExternalLink, toRelativeLink, useI18n, useMessages } from '@giftshop/util-i18n';
import { uiMessages } from '../messages';
import { VisuallyHidden } from '../visually-hidden/visually-hidden';

export interface AppLinkProps extends Omit<ComponentProps<'a'>, 'href'> {
  /** Site-relative path, an absolute URL, or a mailto:/tel: link. */
  href: string;
}

const SCHEME = /^[a-z][a-z0-9+.-]*:/i;

/**
 * One link for the whole shop (spec §2): site-relative links (and absolute ones on the brand's host) use the
 * router; absolute links elsewhere open in a new tab and say so to screen readers.
 */
export function AppLink({ href, children, ...props }: AppLinkProps) {
  const { brandHost } = useI18n();
  const messages = useMessages(uiMessages);
  if (isExternalLink(href, brandHost)) {
    return (
      <a href={href} target="_blank" rel="noopener noreferrer" {...props}>
        {children}
        <VisuallyHidden> {messages.opensInNewTab}</VisuallyHidden>
      </a>
    );
  }
  const relative = toRelativeLink(href, brandHost);
  if (SCHEME.test(relative)) {
    return (
      <a href={relative} {...props}>
        {children}
      </a>
    );
  }
  return (
    <Link to={relative} {...props}>
      {children}
    </Link>
  );
}
