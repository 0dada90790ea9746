import type { InputHTMLAttributes, ReactNode, Ref } from 'react';

import { controlClasses, FieldShell, useFieldIds } from './field';

export type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'size'> & {
  label: ReactNode;
  /** Message shown under the field; also marks it aria-invalid. */
  error?: string;
  hint?: ReactNode;
  /** Shows the required star; validation itself belongs to the form schema. */
  isRequired?: boolean;
  containerClassName?: string;
  ref?: Ref<HTMLInputElement>;
};

/** A labelled text input. Spread react-hook-form's `register('field')` into it. */
export function TextField({
  label,
  error,
  hint,
  isRequired,
  id,
  className,
  containerClassName,
  ...inputProps
}: TextFieldProps) {
  const ids = useFieldIds({ id, hint, error });

  return (
    <FieldShell
      ids={ids}
      label={label}
      hint={hint}
      error={error}
      isRequired={isRequired}
      className={containerClassName}
    >
      <input
        id={ids.inputId}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
        className={controlClasses({ hasError: Boolean(error), className })}
        {...inputProps}
      />
    </FieldShell>
  );
}
