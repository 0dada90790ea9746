import { SignedOutPrompt } from '@/components/ui/signed-out-prompt';

import { openAuthDialog } from './auth-dialog-store';

/** The "You have not signed in" prompt (docs/product.md §2) whose buttons open the Create an account and Sign In dialogs. */
export function AccountSignedOutPrompt({
  description,
  className,
}: {
  description?: string;
  className?: string;
}) {
  return (
    <SignedOutPrompt
      description={description}
      className={className}
      onCreateAccount={() => openAuthDialog('register')}
      onLogin={() => openAuthDialog('login')}
    />
  );
}
