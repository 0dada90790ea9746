import type { ReactNode, Ref, TextareaHTMLAttributes } from 'react';

import { cn } from '@/lib/cn';

import { controlClasses, FieldShell, useFieldIds } from './field';

export type TextAreaFieldProps = TextareaHTMLAttributes<HTMLTextAreaElement> & {
  label: ReactNode;
  /** Message shown under the field; also marks it aria-invalid. */
  error?: string;
  hint?: ReactNode;
  isRequired?: boolean;
  containerClassName?: string;
  ref?: Ref<HTMLTextAreaElement>;
};

/** A labelled multi-line input, styled like the text field. Spread react-hook-form's `register('field')` into it. */
export function TextAreaField({
  label,
  error,
  hint,
  isRequired,
  id,
  className,
  containerClassName,
  rows = 5,
  ...props
}: TextAreaFieldProps) {
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
      <textarea
        id={ids.inputId}
        rows={rows}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
        className={controlClasses({
          hasError: Boolean(error),
          className: cn('h-auto min-h-32 resize-y py-3', className),
        })}
        {...props}
      />
    </FieldShell>
  );
}
