import { pageTitles, paths } from '@/config/paths';
import { AuthPage } from '@/features/accounts/components/auth-page';
import { LoginForm } from '@/features/accounts/components/login-form';

/** /login: the Sign In form as a page; afterwards `?redirect=` or Buy Electricity. */
export function LoginRoute() {
  return (
    <AuthPage
      title={pageTitles.login}
      description="Enter your registered details to continue."
      renderForm={(onDone) => <LoginForm onSignedIn={onDone} />}
      switchTo={{ prompt: "Don't have an account?", label: 'Sign Up', to: paths.register }}
    />
  );
}
