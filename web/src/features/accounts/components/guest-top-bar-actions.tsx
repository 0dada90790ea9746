import { Button } from '@/components/ui/button';

import { openAuthDialog } from './auth-dialog-store';

/** The top bar's right side for guests: Sign In, and Sign Up from tablet width. */
export function GuestTopBarActions() {
  return (
    <div className="flex items-center gap-2" data-signed-out-only="">
      <Button variant="ghost" size="sm" onClick={() => openAuthDialog('login')}>
        Sign In
      </Button>
      <span className="hidden sm:contents">
        <Button size="sm" onClick={() => openAuthDialog('register')}>
          Sign Up
        </Button>
      </span>
    </div>
  );
}
