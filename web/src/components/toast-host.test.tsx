import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { ToastHost } from '@/components/toast-host';
import { notify } from '@/lib/toast';
import { setViewport } from '@/test/viewport';

let restoreViewport: () => void = () => undefined;

afterEach(() => restoreViewport());

/** The list sonner renders for the toasts of one position, once a toast shows. */
async function toasterOf(message: string): Promise<HTMLElement> {
  render(<ToastHost />);
  notify.success(message);
  const toast = await screen.findByText(message);
  const toaster = toast.closest<HTMLElement>('[data-sonner-toaster]');
  if (!toaster) throw new Error('the toast is not inside a toaster');
  return toaster;
}

describe('where toasts appear', () => {
  it('on a desktop: bottom left and narrow, over the sidebar, off the page and its actions', async () => {
    restoreViewport = setViewport('desktop');

    const toaster = await toasterOf('Verified');

    expect(toaster).toHaveAttribute('data-y-position', 'bottom');
    expect(toaster).toHaveAttribute('data-x-position', 'left');
    expect(toaster.style.getPropertyValue('--offset-left')).toBe('16px');
    expect(toaster.style.getPropertyValue('--width')).toBe('256px');
  });

  it('on a phone: at the bottom, above the bottom navigation, never over the title', async () => {
    restoreViewport = setViewport('mobile');

    const toaster = await toasterOf('Profile updated successfully');

    expect(toaster).toHaveAttribute('data-y-position', 'bottom');
    expect(toaster).toHaveAttribute('data-x-position', 'center');
    expect(toaster.style.getPropertyValue('--mobile-offset-bottom')).toBe('88px');
  });
});
