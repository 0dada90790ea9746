import { LazyOverlay } from './lazy-overlay';
import type { OverlayProps } from './overlay-types';

export type ResponsiveModalProps = OverlayProps;

/**
 * A centred modal on desktop (≥ 1024 px) and a bottom sheet on mobile (auth dialogs, Proceed to
 * Pay, Cancel Order). Controlled through `open` / `onOpenChange`; traps focus and closes on Escape.
 */
export function ResponsiveModal(props: ResponsiveModalProps) {
  return <LazyOverlay placement="center" {...props} />;
}
