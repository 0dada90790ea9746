import { useId, type InputHTMLAttributes, type ReactNode } from 'react';

import { cn } from '@/lib/cn';

/** One choice of a RadioGroup. */
export type RadioOption = { value: string; label: string };

/** The Yes/No choices of the audit forms; values match the API's 'true'/'false' strings. */
export const YES_NO_OPTIONS: RadioOption[] = [
  { value: 'true', label: 'Yes' },
  { value: 'false', label: 'No' },
];

export type RadioGroupProps = {
  legend: ReactNode;
  options?: RadioOption[];
  error?: string;
  isRequired?: boolean;
  className?: string;
  /** Controlled use: the selected value and its setter. */
  value?: string;
  onValueChange?: (value: string) => void;
  /** Uncontrolled use: spread react-hook-form's `register('field')` here; it goes to every radio. */
  inputProps?: Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'value'> & {
    ref?: React.Ref<HTMLInputElement>;
  };
};

/** Native radio buttons in a fieldset, styled as large tap targets. Defaults to Yes/No. */
export function RadioGroup({
  legend,
  options = YES_NO_OPTIONS,
  error,
  isRequired,
  className,
  value,
  onValueChange,
  inputProps,
}: RadioGroupProps) {
  const groupId = useId();
  const errorId = `radio-${groupId}-error`;
  const name = inputProps?.name ?? `radio-${groupId}`;

  return (
    <fieldset className={cn('flex flex-col gap-2', className)} aria-describedby={error ? errorId : undefined}>
      <legend className="mb-1.5 text-sm font-medium text-gray-800">
        {legend}
        {isRequired ? (
          <span className="ml-0.5 text-red-600" aria-hidden="true">
            *
          </span>
        ) : null}
      </legend>
      <div className="flex flex-wrap gap-3">
        {options.map((option) => (
          <label
            key={option.value}
            className={cn(
              'flex h-12 min-w-24 cursor-pointer items-center gap-3 rounded-xl border bg-white px-4 text-sm font-medium text-gray-800',
              'has-checked:border-brand-600 has-checked:bg-brand-50 has-checked:text-brand-800 has-focus-visible:ring-4 has-focus-visible:ring-brand-100',
              error ? 'border-red-500' : 'border-gray-300 hover:border-gray-400',
            )}
          >
            <input
              type="radio"
              value={option.value}
              className="size-4 accent-brand-600"
              {...(onValueChange
                ? { checked: value === option.value, onChange: () => onValueChange(option.value) }
                : {})}
              {...inputProps}
              name={name}
            />
            {option.label}
          </label>
        ))}
      </div>
      {error ? (
        <p id={errorId} role="alert" className="text-xs font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
