import type { ComponentProps, MouseEvent, ReactNode } from 'react';
import { AppLink, type AppLinkProps } from '../app-link/app-link';
import { cx } from '../class-names';
import { Spinner } from '../spinner/spinner';
import styles from './button.module.css';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'link';
export type ButtonSize = 'small' | 'medium' | 'large';

interface ButtonOwnProps {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Shows a spinner and ignores clicks; focus stays on the button (aria-disabled, not disabled). */
  loading?: boolean;
  fullWidth?: boolean;
  children: ReactNode;
}

export type ButtonAsButtonProps = ButtonOwnProps & ComponentProps<'button'> & { href?: undefined };
export type ButtonAsLinkProps = ButtonOwnProps & Omit<AppLinkProps, 'children'> & { href: string; disabled?: boolean };
export type ButtonProps = ButtonAsButtonProps | ButtonAsLinkProps;

/** A button, or a link styled as one when `href` is given. Inert while disabled or loading (spec §4). */
export function Button(props: ButtonProps) {
  const { variant = 'primary', size = 'medium', loading = false, fullWidth = false, className, children, ...rest } = props;
  const classes = cx(styles.button, styles[variant], variant !== 'link' && styles[size], fullWidth && styles.fullWidth, loading && styles.loading, className);
  const content = (
    <>
      <span className={styles.content}>{children}</span>
      {loading && <Spinner size="small" className={styles.spinner} />}
    </>
  );

  if (rest.href !== undefined) {
    const { disabled, onClick, ...linkProps } = rest as Omit<ButtonAsLinkProps, keyof ButtonOwnProps | 'className'>;
    const inert = Boolean(disabled) || loading;
    const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
      if (inert) event.preventDefault();
      else onClick?.(event);
    };
    return (
      <AppLink {...linkProps} className={classes} onClick={handleClick} aria-disabled={inert || undefined} aria-busy={loading || undefined} tabIndex={disabled ? -1 : linkProps.tabIndex}>
        {content}
      </AppLink>
    );
  }

  const { type = 'button', onClick, ...buttonProps } = rest as Omit<ButtonAsButtonProps, keyof ButtonOwnProps | 'className'>;
  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    // Also stops a loading submit button from submitting its form again.
    if (loading) event.preventDefault();
    else onClick?.(event);
  };
  return (
    <button {...buttonProps} type={type} className={classes} onClick={handleClick} aria-disabled={loading || undefined} aria-busy={loading || undefined}>
      {content}
    </button>
  );
}
