import { useRef } from 'react';

/**
 * Radix gives focus back to a `Dialog.Trigger` when a dialog closes. Ours open from state, with no
 * trigger, so focus fell to the page's body and a keyboard or screen-reader user lost their place. This
 * gives it back to whatever had it when the overlay opened, unless something else has taken it since
 * (a page that moves focus itself once a form is done).
 */
export function useFocusReturn() {
  const opener = useRef<HTMLElement | null>(null);
  return {
    /** Call from `onOpenAutoFocus`: focus has not moved into the overlay yet. */
    rememberOpener() {
      const active = document.activeElement;
      opener.current = active instanceof HTMLElement && active !== document.body ? active : null;
    },
    onCloseAutoFocus(event: Event) {
      event.preventDefault();
      const element = opener.current;
      opener.current = null;
      const active = document.activeElement;
      if (element?.isConnected && (active === null || active === document.body))
        element.focus({ preventScroll: true });
    },
  };
}
