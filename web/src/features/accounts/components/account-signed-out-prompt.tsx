import { SignedOutPrompt } from '@/components/ui/signed-out-prompt';

import { openAuthDialog } from './auth-dialog-store';

/** SPEC's "You have not signed in" prompt whose buttons open the Create an account and Sign In dialogs. */
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
