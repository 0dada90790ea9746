import type { ReactNode, Ref, SelectHTMLAttributes } from 'react';

import { cn } from '@/lib/cn';

import { controlClasses, FieldShell, useFieldIds } from './field';
import { ChevronDownIcon } from './icons';

/** One option of a SelectField. */
export type SelectOption = { value: string; label: string; isDisabled?: boolean };

export type SelectFieldProps = SelectHTMLAttributes<HTMLSelectElement> & {
  label: ReactNode;
  options: SelectOption[];
  /** First, empty option (value ''), e.g. "Select provider". */
  placeholder?: string;
  error?: string;
  hint?: ReactNode;
  isRequired?: boolean;
  containerClassName?: string;
  ref?: Ref<HTMLSelectElement>;
};

/** A labelled native select: fast and familiar on low-end phones. */
export function SelectField({
  label,
  options,
  placeholder,
  error,
  hint,
  isRequired,
  id,
  className,
  containerClassName,
  ...selectProps
}: SelectFieldProps) {
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
      <div className="relative">
        <select
          id={ids.inputId}
          aria-invalid={error ? true : undefined}
          aria-describedby={ids.describedBy}
          className={controlClasses({
            hasError: Boolean(error),
            className: cn('appearance-none pr-11', className),
          })}
          {...selectProps}
        >
          {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
          {options.map((option) => (
            <option key={option.value} value={option.value} disabled={option.isDisabled}>
              {option.label}
            </option>
          ))}
        </select>
        <ChevronDownIcon className="pointer-events-none absolute right-4 top-1/2 size-5 -translate-y-1/2 text-gray-500" />
      </div>
    </FieldShell>
  );
}
