import type { ReactNode } from 'react';

/** Props shared by ResponsivePanel and ResponsiveModal. */
export type OverlayProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Always required: it names the dialog for screen readers. */
  title: ReactNode;
  description?: ReactNode;
  /** Multi-step flows: shows a back arrow before the title. */
  onBack?: () => void;
  backLabel?: string;
  /** Sticky actions under the scrolling body (e.g. the Submit button). */
  footer?: ReactNode;
  children: ReactNode;
  /** Mobile only: the sheet takes (almost) the whole screen, as the audit forms need. */
  isFullHeightOnMobile?: boolean;
  className?: string;
};
