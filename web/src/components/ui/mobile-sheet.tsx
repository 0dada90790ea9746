import { Drawer } from 'vaul';

import { cn } from '@/lib/cn';

import { OverlayFrame } from './overlay-frame';
import { overlayBackdropClasses } from './overlay-parts';
import type { OverlayProps } from './overlay-types';
import { useFocusReturn } from './use-focus-return';

/** Mobile frame (vaul): a bottom sheet that can be dragged down, with focus trap and Escape to close. */
export function MobileSheet({
  open,
  onOpenChange,
  title,
  description,
  onBack,
  backLabel,
  footer,
  children,
  isFullHeightOnMobile = false,
  className,
}: OverlayProps) {
  const focusReturn = useFocusReturn();
  return (
    <Drawer.Root open={open} onOpenChange={onOpenChange}>
      <Drawer.Portal>
        <Drawer.Overlay className={overlayBackdropClasses} />
        <Drawer.Content
          className={cn(
            'fixed inset-x-0 bottom-0 z-50 flex flex-col rounded-t-3xl bg-white pb-[env(safe-area-inset-bottom)] focus:outline-none',
            isFullHeightOnMobile ? 'h-[96dvh]' : 'max-h-[92dvh]',
            className,
          )}
          {...(description ? {} : { 'aria-describedby': undefined })}
          // vaul leaves focus behind the sheet (its autoFocus is off, so that a form's first field does not
          // pop the keyboard up). The sheet itself takes it: a screen reader announces it, Tab stays inside.
          onOpenAutoFocus={(event) => {
            focusReturn.rememberOpener();
            event.preventDefault();
            if (event.currentTarget instanceof HTMLElement) event.currentTarget.focus();
          }}
          onCloseAutoFocus={focusReturn.onCloseAutoFocus}
        >
          <Drawer.Handle className="mt-3 h-1.5! w-12! bg-gray-300!" />
          <OverlayFrame
            headerClassName="pt-3"
            title={title}
            description={description}
            onBack={onBack}
            backLabel={backLabel}
            footer={footer}
          >
            {children}
          </OverlayFrame>
        </Drawer.Content>
      </Drawer.Portal>
    </Drawer.Root>
  );
}
