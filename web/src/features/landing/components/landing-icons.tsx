import type { ReactNode } from 'react';

/** Line icons used only on the landing page, drawn like the UI kit's (24px grid, 2px stroke, decorative). */
function LineIcon({ className = 'size-6', children }: { className?: string; children: ReactNode }) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className}
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}

type IconProps = { className?: string };

export const CheckIcon = ({ className }: IconProps) => (
  <LineIcon className={className}>
    <path d="M20 6 9 17l-5-5" />
  </LineIcon>
);
export const ChartIcon = ({ className }: IconProps) => (
  <LineIcon className={className}>
    <path d="M3 3v18h18M7 15l4-4 3 3 5-6" />
  </LineIcon>
);
export const PlugIcon = ({ className }: IconProps) => (
  <LineIcon className={className}>
    <path d="M9 2v5M15 2v5M6 7h12v4a6 6 0 0 1-12 0zM12 17v5" />
  </LineIcon>
);
export const SolarPanelIcon = ({ className }: IconProps) => (
  <LineIcon className={className}>
    <path d="M4 10h16l-2 8H6zM12 10v8M5 14h14M12 18v3M9 21h6M8 3l1 2M16 3l-1 2M12 2v2" />
  </LineIcon>
);
export const CarIcon = ({ className }: IconProps) => (
  <LineIcon className={className}>
    <path d="M5 17h14v-5l-2-5H7l-2 5zM3 12h18M7 17v2M17 17v2M8 14h.01M16 14h.01M12 4l-1 2h2l-1 2" />
  </LineIcon>
);
export const AdvisoryIcon = ({ className }: IconProps) => (
  <LineIcon className={className}>
    <path d="M21 12a8 8 0 0 1-11.8 7L4 20l1.2-4.2A8 8 0 1 1 21 12zM9 10h6M9 14h4" />
  </LineIcon>
);
export const TimerIcon = ({ className }: IconProps) => (
  <LineIcon className={className}>
    <circle cx="12" cy="13" r="8" />
    <path d="M12 9v4l2 2M10 2h4" />
  </LineIcon>
);
export const TagIcon = ({ className }: IconProps) => (
  <LineIcon className={className}>
    <path d="M20.6 13.4 13.4 20.6a2 2 0 0 1-2.8 0L3 13V3h10l7.6 7.6a2 2 0 0 1 0 2.8zM7.5 7.5h.01" />
  </LineIcon>
);
export const ShieldIcon = ({ className }: IconProps) => (
  <LineIcon className={className}>
    <path d="M12 22s8-4 8-10V5l-8-3-8 3v7c0 6 8 10 8 10zM9 12l2 2 4-4" />
  </LineIcon>
);
export const HeadsetIcon = ({ className }: IconProps) => (
  <LineIcon className={className}>
    <path d="M4 14v-2a8 8 0 0 1 16 0v2M4 14h3v6H5a1 1 0 0 1-1-1zM20 14h-3v6h2a1 1 0 0 0 1-1zM17 20a4 4 0 0 1-4 2h-1" />
  </LineIcon>
);
