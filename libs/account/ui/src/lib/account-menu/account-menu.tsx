import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useMessages } from '@giftshop/util-i18n';
import type { AccountLink } from '../account-links/account-links';
import { accountUiMessages } from '../messages';
import styles from './account-menu.module.css';

export interface AccountMenuProps {
  icon: ReactNode;
  /** Shows the button's name under the icon (toggle navigationIconText); otherwise it is for screen readers only. */
  showLabel?: boolean;
  links: readonly AccountLink[];
  /** True while the page loads: the menu does not open. */
  disabled?: boolean;
  onLogOut: () => Promise<void>;
}

/**
 * The header's account dropdown of a logged-in customer (spec §2.5, §4): a disclosure button with the account links
 * and Log out. It closes on an outside click, on Escape (focus back on the button), on choosing a link and after
 * logging out; Log out is disabled while it runs.
 */
export function AccountMenu({ icon, showLabel = false, links, disabled = false, onLogOut }: AccountMenuProps) {
  const m = useMessages(accountUiMessages).menu;
  const [open, setOpen] = useState(false);
  const [loggingOut, setLoggingOut] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  useEffect(() => {
    if (disabled) setOpen(false);
  }, [disabled]);

  const logOut = async () => {
    setLoggingOut(true);
    try {
      await onLogOut();
    } finally {
      setLoggingOut(false);
      setOpen(false);
    }
  };

  return (
    <div ref={root} className={styles.menu}>
      <button
        ref={button}
        type="button"
        className={styles.trigger}
        aria-expanded={open}
        aria-controls={panelId}
        aria-disabled={disabled || undefined}
        onClick={() => !disabled && setOpen((value) => !value)}
      >
        <span className={styles.icon}>{icon}</span>
        <span className={showLabel ? styles.label : styles.hiddenLabel}>{m.label}</span>
      </button>
      <div id={panelId} className={styles.panel} hidden={!open}>
        <ul className={styles.list}>
          {links.map((link) => (
            <li key={link.href}>
              <Link to={link.href} className={styles.item} onClick={() => setOpen(false)}>
                {link.label}
              </Link>
            </li>
          ))}
          <li>
            <button type="button" className={styles.item} onClick={() => void logOut()} disabled={loggingOut} aria-busy={loggingOut || undefined}>
              {m.logOut}
            </button>
          </li>
        </ul>
      </div>
    </div>
  );
}
