import { cn } from '@/lib/cn';

import { controlClasses, FieldShell, useFieldIds } from './field';
import type { TextFieldProps } from './text-field';

/** Nigeria's country code, shown as a fixed prefix (SPEC.md: phone prefix +234). */
export const PHONE_COUNTRY_CODE = '+234';

/** A phone input with a fixed +234 prefix. The value is what the user types (e.g. 08012345678). */
export function PhoneField({ label, error, hint, isRequired, id, className, containerClassName, ...inputProps }: Omit<TextFieldProps, 'type'>) {
  const ids = useFieldIds({ id, hint, error });
  const prefixId = `${ids.inputId}-prefix`;

  return (
    <FieldShell ids={ids} label={label} hint={hint} error={error} isRequired={isRequired} className={containerClassName}>
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
          aria-invalid={error ? true : undefined}
          aria-describedby={[prefixId, ids.describedBy].filter(Boolean).join(' ')}
          className={controlClasses({ hasError: Boolean(error), className: cn('rounded-l-none', className) })}
          {...inputProps}
        />
      </div>
    </FieldShell>
  );
}
