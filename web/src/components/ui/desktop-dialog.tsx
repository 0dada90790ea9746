import * as Dialog from '@radix-ui/react-dialog';

import { cn } from '@/lib/cn';

import { OverlayFrame } from './overlay-frame';
import { overlayBackdropClasses } from './overlay-parts';
import type { OverlayProps } from './overlay-types';
import { useFocusReturn } from './use-focus-return';

const placementClasses = {
  side: 'right-0 top-0 h-dvh w-full max-w-lg shadow-panel animate-slide-in-right',
  center:
    'left-1/2 top-1/2 max-h-[88dvh] w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-3xl shadow-2xl animate-pop-in',
} as const;

/** Desktop frame (Radix Dialog): a right-hand side panel or a centred modal. Traps focus, closes on Escape. */
export function DesktopDialog({
  placement,
  open,
  onOpenChange,
  title,
  description,
  onBack,
  backLabel,
  footer,
  children,
  className,
}: OverlayProps & { placement: keyof typeof placementClasses }) {
  const focusReturn = useFocusReturn();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={overlayBackdropClasses} />
        <Dialog.Content
          className={cn(
            'fixed z-50 flex flex-col bg-white focus:outline-none',
            placementClasses[placement],
            className,
          )}
          {...(description ? {} : { 'aria-describedby': undefined })}
          onOpenAutoFocus={focusReturn.rememberOpener}
          onCloseAutoFocus={focusReturn.onCloseAutoFocus}
        >
          <OverlayFrame
            title={title}
            description={description}
            onBack={onBack}
            backLabel={backLabel}
            footer={footer}
            footerClassName={placement === 'center' ? 'rounded-b-3xl' : undefined}
          >
            {children}
          </OverlayFrame>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
