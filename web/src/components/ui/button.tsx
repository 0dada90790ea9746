import type { ButtonHTMLAttributes, ReactNode } from 'react';

import { cn } from '@/lib/cn';

import { Spinner } from './spinner';

export type ButtonVariant = 'primary' | 'secondary' | 'outline' | 'ghost' | 'danger' | 'link';
export type ButtonSize = 'sm' | 'md' | 'lg' | 'icon';

const variantClasses: Record<ButtonVariant, string> = {
  primary:
    'bg-brand-600 text-white shadow-sm hover:bg-brand-700 active:bg-brand-800 disabled:bg-brand-600/50',
  secondary:
    'bg-accent-400 text-ink shadow-sm hover:bg-accent-300 active:bg-accent-500 disabled:bg-accent-400/50',
  outline:
    'border border-brand-600 bg-white text-brand-700 hover:bg-brand-50 active:bg-brand-100 disabled:border-brand-600/40 disabled:text-brand-700/50',
  ghost: 'text-gray-700 hover:bg-gray-100 active:bg-gray-200 disabled:text-gray-400',
  danger: 'bg-red-600 text-white shadow-sm hover:bg-red-700 active:bg-red-800 disabled:bg-red-600/50',
  link: 'text-brand-700 underline-offset-4 hover:underline disabled:text-gray-400',
};

const sizeClasses: Record<ButtonSize, string> = {
  sm: 'h-11 rounded-lg px-3 text-sm sm:h-9',
  md: 'h-11 rounded-xl px-5 text-sm',
  lg: 'h-13 rounded-xl px-6 text-base',
  icon: 'size-11 rounded-xl sm:size-10',
};

/** Button look for anything clickable, e.g. a router Link that should look like a button. */
export function buttonClasses({
  variant = 'primary',
  size = 'md',
  isFullWidth = false,
  className,
}: { variant?: ButtonVariant; size?: ButtonSize; isFullWidth?: boolean; className?: string } = {}): string {
  return cn(
    'inline-flex shrink-0 select-none items-center justify-center gap-2 font-semibold transition-colors disabled:cursor-not-allowed',
    variant !== 'link' && sizeClasses[size],
    variant === 'link' && 'h-auto p-0 text-sm',
    variantClasses[variant],
    isFullWidth && 'w-full',
    className,
  );
}

export type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  variant?: ButtonVariant;
  size?: ButtonSize;
  isFullWidth?: boolean;
  /** While true the button is disabled and reads `busyLabel` next to a spinner. */
  busy?: boolean;
  busyLabel?: ReactNode;
  leftIcon?: ReactNode;
  ref?: React.Ref<HTMLButtonElement>;
};

/** The app's button. `busy` covers the busy labels of docs/product.md §2, "Loading...", "Verifying Details...", "Updating..." states. */
export function Button({
  variant = 'primary',
  size = 'md',
  isFullWidth = false,
  busy = false,
  busyLabel = 'Loading...',
  leftIcon,
  className,
  disabled,
  type = 'button',
  children,
  ...props
}: ButtonProps) {
  return (
    <button
      type={type}
      className={buttonClasses({ variant, size, isFullWidth, className })}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      {...props}
    >
      {busy ? <Spinner className="size-4" /> : leftIcon}
      {busy ? busyLabel : children}
    </button>
  );
}
