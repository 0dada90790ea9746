import { useState } from 'react';

import { cn } from '@/lib/cn';

import { controlClasses, FieldShell, useFieldIds } from './field';
import { EyeIcon, EyeOffIcon } from './app-icons';
import type { TextFieldProps } from './text-field';

/** A password input with a Show/Hide toggle (docs/product.md §2: every password field has one). */
export function PasswordField({
  label,
  error,
  hint,
  isRequired,
  id,
  className,
  containerClassName,
  ...inputProps
}: Omit<TextFieldProps, 'type'>) {
  const ids = useFieldIds({ id, hint, error });
  const [isVisible, setIsVisible] = useState(false);

  return (
    <FieldShell
      ids={ids}
      label={label}
      hint={hint}
      error={error}
      isRequired={isRequired}
      className={containerClassName}
    >
      <div className="relative">
        <input
          id={ids.inputId}
          type={isVisible ? 'text' : 'password'}
          autoComplete="current-password"
          aria-invalid={error ? true : undefined}
          aria-describedby={ids.describedBy}
          className={controlClasses({ hasError: Boolean(error), className: cn('pr-12', className) })}
          {...inputProps}
        />
        <button
          type="button"
          onClick={() => setIsVisible((visible) => !visible)}
          aria-label={isVisible ? 'Hide password' : 'Show password'}
          aria-controls={ids.inputId}
          aria-pressed={isVisible}
          className="absolute inset-y-0 right-0 flex w-12 items-center justify-center rounded-r-xl text-gray-600 hover:text-brand-700"
        >
          {isVisible ? <EyeOffIcon /> : <EyeIcon />}
        </button>
      </div>
    </FieldShell>
  );
}
