import type { ReactNode } from 'react';

import { cn } from '@/lib/cn';

import { ArrowLeftIcon, CloseIcon } from './icons';

/** The header row of every panel, modal and sheet: back arrow, title, description, close. */
export function OverlayHeader({
  title,
  description,
  onBack,
  backLabel = 'Go back',
  closeButton,
  className,
}: {
  title: ReactNode;
  description?: ReactNode;
  onBack?: () => void;
  backLabel?: string;
  closeButton?: ReactNode;
  className?: string;
}) {
  return (
    <div className={cn('flex items-start gap-3 px-5 pt-5 pb-4 sm:px-6', className)}>
      {onBack ? (
        <button
          type="button"
          onClick={onBack}
          aria-label={backLabel}
          className="-ml-1 flex size-11 shrink-0 items-center justify-center rounded-full text-gray-700 hover:bg-gray-100 sm:size-9"
        >
          <ArrowLeftIcon />
        </button>
      ) : null}
      <div className="flex min-w-0 flex-1 flex-col gap-1 pt-1">
        {title}
        {description}
      </div>
      {closeButton}
    </div>
  );
}

/** Round close (X) button; wrap it in the library's Close part. */
export function CloseButtonFace(props: React.ButtonHTMLAttributes<HTMLButtonElement>) {
  return (
    <button
      type="button"
      aria-label="Close"
      className="-mr-1 flex size-11 shrink-0 items-center justify-center rounded-full text-gray-600 hover:bg-gray-100 hover:text-ink sm:size-9"
      {...props}
    >
      <CloseIcon />
    </button>
  );
}

export const overlayTitleClasses = 'text-lg font-bold leading-snug text-ink';
export const overlayDescriptionClasses = 'text-sm text-gray-600';
export const overlayBackdropClasses = 'fixed inset-0 z-50 bg-ink/50 backdrop-blur-[1px] animate-fade-in';
export const overlayBodyClasses = 'min-h-0 flex-1 overflow-y-auto overscroll-contain px-5 pb-6 sm:px-6';
export const overlayFooterClasses = 'border-t border-gray-100 bg-white px-5 py-4 sm:px-6';
