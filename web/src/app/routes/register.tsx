import { pageTitles, paths } from '@/config/paths';
import { AuthPage } from '@/features/accounts/components/auth-page';
import { RegisterForm } from '@/features/accounts/components/register-form';

/** /register: the Create an account form as a page; afterwards `?redirect=` or Buy Electricity. */
export function RegisterRoute() {
  return (
    <AuthPage
      title={pageTitles.register}
      description="Save your meters, track your purchases and get purchase reminders."
      renderForm={(onDone) => <RegisterForm onRegistered={onDone} />}
      switchTo={{ prompt: 'Have an account already?', label: 'Sign In', to: paths.login }}
    />
  );
}
