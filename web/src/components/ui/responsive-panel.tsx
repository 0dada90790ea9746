import { LazyOverlay } from './lazy-overlay';
import type { OverlayProps } from './overlay-types';

export type ResponsivePanelProps = OverlayProps;

/**
 * A right-hand side panel on desktop (≥ 1024 px) and a bottom sheet on mobile (docs/product.md §2:
 * beneficiaries picker, transaction details, beneficiary and audit forms). Controlled through
 * `open` / `onOpenChange`; traps focus and closes on Escape.
 */
export function ResponsivePanel(props: ResponsivePanelProps) {
  return <LazyOverlay placement="side" {...props} />;
}
