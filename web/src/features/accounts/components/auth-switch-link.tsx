import { Link } from 'react-router';

const linkClasses = 'rounded font-semibold text-brand-700 underline-offset-4 hover:underline';

/**
 * "Have an account already? Sign In" style line. In a dialog it switches the dialog's view
 * (`onClick`); on the full pages it is a link to the other page (`to`).
 */
export function AuthSwitchLink({
  prompt,
  label,
  to,
  onClick,
}: {
  prompt: string;
  label: string;
  to: string;
  onClick?: () => void;
}) {
  return (
    <p className="text-center text-sm text-gray-600">
      {prompt}{' '}
      {onClick ? (
        <button type="button" onClick={onClick} className={linkClasses}>
          {label}
        </button>
      ) : (
        <Link to={to} className={linkClasses}>
          {label}
        </Link>
      )}
    </p>
  );
}
