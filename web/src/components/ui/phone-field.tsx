import { cn } from '@/lib/cn';

import { controlClasses, FieldShell, useFieldIds } from './field';
import type { TextFieldProps } from './text-field';

/** Nigeria's country code, shown as a fixed prefix (docs/product.md §9: phone prefix +234). */
export const PHONE_COUNTRY_CODE = '+234';

/**
 * Room for a number pasted with spaces, dashes or +234 ("+234 803 123 4567"); the shared schema strips
 * them (decision 020: the first specification's maxlength of 11 would cut such a paste short).
 */
export const PHONE_INPUT_MAX_LENGTH = 17;

/** A phone input with a fixed +234 prefix. The value is what the user types or pastes (e.g. 0803 123 4567). */
export function PhoneField({
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
  const prefixId = `${ids.inputId}-prefix`;

  return (
    <FieldShell
      ids={ids}
      label={label}
      hint={hint}
      error={error}
      isRequired={isRequired}
      className={containerClassName}
    >
      <div className="flex">
        <span
          id={prefixId}
          className="inline-flex h-12 items-center rounded-l-xl border border-r-0 border-gray-300 bg-gray-50 px-3 text-base font-medium text-gray-700"
        >
          {PHONE_COUNTRY_CODE}
        </span>
        <input
          id={ids.inputId}
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          maxLength={PHONE_INPUT_MAX_LENGTH}
          aria-invalid={error ? true : undefined}
          aria-describedby={[prefixId, ids.describedBy].filter(Boolean).join(' ')}
          className={controlClasses({ hasError: Boolean(error), className: cn('rounded-l-none', className) })}
          {...inputProps}
        />
      </div>
    </FieldShell>
  );
}
