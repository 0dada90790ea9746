import { Button } from '@/components/ui/button';
import { ResponsiveModal } from '@/components/ui/responsive-modal';
import { paths } from '@/config/paths';
import { useStore } from '@/lib/create-store';

import {
  authDialogStore,
  closeAuthDialog,
  showAuthDialogView,
  type AuthDialogView,
} from './auth-dialog-store';
import { AuthSwitchLink } from './auth-switch-link';
import { EmailStepForm } from './email-step-form';
import { LoginForm } from './login-form';
import { RegisterForm } from './register-form';

const titles: Record<AuthDialogView, string> = {
  pay: 'Create an account to pay',
  register: 'Create an account',
  login: 'Sign In',
};

const descriptions: Record<AuthDialogView, string> = {
  pay: 'Save your meters and find every token you buy in one place.',
  register: 'Save your meters, track your purchases and get purchase reminders.',
  login: 'Enter your registered details to continue.',
};

/** The auth dialogs of docs/product.md §2: a centred modal on desktop, a bottom sheet on mobile. */
export function AuthDialog() {
  const { view, email, handlers } = useStore(authDialogStore, (state) => state);
  const shownView = view ?? 'login';

  const finishSignedIn = () => {
    closeAuthDialog();
    handlers.onSignedIn?.();
  };

  const continueAsGuest = () => {
    closeAuthDialog();
    handlers.onContinueAsGuest?.();
  };

  // From the pay flow, the registration step can go back to the e-mail step.
  const isRegisteringToPay = shownView === 'register' && Boolean(handlers.onContinueAsGuest);

  return (
    <ResponsiveModal
      open={view !== null}
      onOpenChange={(isOpen) => {
        if (!isOpen) closeAuthDialog();
      }}
      title={titles[shownView]}
      description={descriptions[shownView]}
      onBack={isRegisteringToPay ? () => showAuthDialogView('pay') : undefined}
    >
      <div key={`${shownView}:${email}`} className="flex flex-col gap-5 pb-2">
        {shownView === 'pay' ? (
          <>
            <EmailStepForm onContinue={(validEmail) => showAuthDialogView('register', validEmail)} />
            <AuthSwitchLink
              prompt="Have an account already?"
              label="Sign In"
              to={paths.login}
              onClick={() => showAuthDialogView('login')}
            />
            <OrDivider />
            <Button variant="outline" size="lg" isFullWidth onClick={continueAsGuest}>
              Continue as a guest
            </Button>
          </>
        ) : null}

        {shownView === 'register' ? (
          <>
            <RegisterForm defaultEmail={email} onRegistered={finishSignedIn} />
            <AuthSwitchLink
              prompt="Have an account already?"
              label="Sign In"
              to={paths.login}
              onClick={() => showAuthDialogView('login')}
            />
          </>
        ) : null}

        {shownView === 'login' ? (
          <>
            <LoginForm onSignedIn={finishSignedIn} onForgotPassword={closeAuthDialog} />
            <AuthSwitchLink
              prompt="Don't have an account?"
              label="Sign Up"
              to={paths.register}
              onClick={() => showAuthDialogView('register')}
            />
          </>
        ) : null}
      </div>
    </ResponsiveModal>
  );
}

function OrDivider() {
  return (
    <div
      className="flex items-center gap-3 text-xs font-medium tracking-wide text-gray-500 uppercase"
      aria-hidden="true"
    >
      <span className="h-px flex-1 bg-gray-200" />
      or
      <span className="h-px flex-1 bg-gray-200" />
    </div>
  );
}
