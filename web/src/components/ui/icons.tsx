import type { ReactNode, SVGProps } from 'react';

/**
 * The icons the public pages and the app's entry draw. The signed-in app's own are in app-icons.tsx, so
 * that they download with the pages that show them rather than with every page's entry.
 */

/** Icon props: decorative by default (aria-hidden); pass `title` when an icon stands alone without text. */
export type IconProps = SVGProps<SVGSVGElement> & { title?: string };

/** An icon component drawing `content` on the 24-unit grid, stroked in the current colour. */
export function createIcon(displayName: string, content: ReactNode) {
  function Icon({ title, className = 'size-5', ...props }: IconProps) {
    return (
      <svg
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        className={className}
        aria-hidden={title ? undefined : true}
        role={title ? 'img' : undefined}
        focusable="false"
        {...props}
      >
        {title ? <title>{title}</title> : null}
        {content}
      </svg>
    );
  }
  Icon.displayName = displayName;
  return Icon;
}

export const MenuIcon = /* @__PURE__ */ createIcon('MenuIcon', <path d="M4 6h16M4 12h16M4 18h16" />);
export const CloseIcon = /* @__PURE__ */ createIcon('CloseIcon', <path d="M6 6l12 12M18 6 6 18" />);
export const BoltIcon = /* @__PURE__ */ createIcon('BoltIcon', <path d="M13 2 4 14h7l-1 8 9-12h-7l1-8z" />);
export const SunIcon = /* @__PURE__ */ createIcon(
  'SunIcon',
  <>
    <circle cx="12" cy="12" r="4" />
    <path d="M12 2v2M12 20v2M4.93 4.93l1.41 1.41M17.66 17.66l1.41 1.41M2 12h2M20 12h2M6.34 17.66l-1.41 1.41M19.07 4.93l-1.41 1.41" />
  </>,
);
export const ChevronDownIcon = /* @__PURE__ */ createIcon('ChevronDownIcon', <path d="m6 9 6 6 6-6" />);
export const ArrowLeftIcon = /* @__PURE__ */ createIcon(
  'ArrowLeftIcon',
  <path d="M19 12H5M12 19l-7-7 7-7" />,
);
export const CompassIcon = /* @__PURE__ */ createIcon(
  'CompassIcon',
  <>
    <circle cx="12" cy="12" r="10" />
    <path d="m16.2 7.8-2.1 6.3-6.3 2.1 2.1-6.3z" />
  </>,
);
export const AlertTriangleIcon = /* @__PURE__ */ createIcon(
  'AlertTriangleIcon',
  <path d="M10.3 3.9 1.8 18a2 2 0 0 0 1.7 3h17a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0zM12 9v4M12 17h.01" />,
);
export const CheckIcon = /* @__PURE__ */ createIcon('CheckIcon', <path d="M20 6 9 17l-5-5" />);
