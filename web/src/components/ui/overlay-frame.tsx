import * as Dialog from '@radix-ui/react-dialog';

import { cn } from '@/lib/cn';

import {
  CloseButtonFace,
  OverlayHeader,
  overlayBodyClasses,
  overlayDescriptionClasses,
  overlayFooterClasses,
  overlayTitleClasses,
} from './overlay-parts';
import type { OverlayProps } from './overlay-types';

/**
 * What every modal, panel and sheet holds: the header (back, title, description, close), the scrolling
 * body and the sticky footer. Built of Radix Dialog's parts, which vaul's sheet is made of too, so the
 * desktop dialog and the mobile sheet share it.
 */
export function OverlayFrame({
  title,
  description,
  onBack,
  backLabel,
  footer,
  children,
  headerClassName,
  footerClassName,
}: Pick<OverlayProps, 'title' | 'description' | 'onBack' | 'backLabel' | 'footer' | 'children'> & {
  headerClassName?: string;
  footerClassName?: string;
}) {
  return (
    <>
      <OverlayHeader
        className={headerClassName}
        onBack={onBack}
        backLabel={backLabel}
        title={<Dialog.Title className={overlayTitleClasses}>{title}</Dialog.Title>}
        description={
          description ? (
            <Dialog.Description className={overlayDescriptionClasses}>{description}</Dialog.Description>
          ) : null
        }
        closeButton={
          <Dialog.Close asChild>
            <CloseButtonFace />
          </Dialog.Close>
        }
      />
      <div className={overlayBodyClasses}>{children}</div>
      {footer ? <div className={cn(overlayFooterClasses, footerClassName)}>{footer}</div> : null}
    </>
  );
}
