import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { Link, type LinkProps } from 'react-router';
import styles from './button.module.css';

export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'ghost';

interface StyleProps {
  variant?: ButtonVariant;
  /** A square button holding only an icon; give it an aria-label. */
  iconOnly?: boolean;
  fullWidth?: boolean;
}

export function buttonClassName({ variant = 'primary', iconOnly, fullWidth }: StyleProps, extra?: string) {
  return [styles.button, styles[variant], iconOnly ? styles.icon : '', fullWidth ? styles.full : '', extra ?? ''].filter(Boolean).join(' ');
}

export function Button({
  variant,
  iconOnly,
  fullWidth,
  className,
  type = 'button',
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement> & StyleProps) {
  return <button type={type} className={buttonClassName({ variant, iconOnly, fullWidth }, className)} {...props} />;
}

interface PendingProps {
  /** The work the button started is under way. */
  pending: boolean;
  /** Shown instead of the label meanwhile ("Saving..."). */
  pendingLabel: ReactNode;
}

/** A button starting work that takes a moment: meanwhile it says so, and cannot be pressed again. */
export function PendingButton({ pending, pendingLabel, disabled, children, ...props }: Parameters<typeof Button>[0] & PendingProps) {
  return (
    <Button disabled={pending || disabled} {...props}>
      {pending ? pendingLabel : children}
    </Button>
  );
}

/** A link that looks like a button, for navigation actions such as "Add New Dish". */
export function ButtonLink({ variant, iconOnly, fullWidth, className, ...props }: LinkProps & StyleProps) {
  return <Link className={buttonClassName({ variant, iconOnly, fullWidth }, className)} {...props} />;
}
