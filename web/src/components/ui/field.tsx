import { useId, type ReactNode } from 'react';

import { cn } from '@/lib/cn';

/** Ids that tie a control to its label, hint and error message. */
export type FieldIds = { inputId: string; hintId: string; errorId: string; describedBy: string | undefined };

/** Builds the ids of one field; `describedBy` lists only the parts that are shown. */
export function useFieldIds({
  id,
  hint,
  error,
}: {
  id?: string;
  hint?: ReactNode;
  error?: string;
}): FieldIds {
  const generatedId = useId();
  const inputId = id ?? `field-${generatedId}`;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;

  return { inputId, hintId, errorId, describedBy };
}

/** Label, control slot, hint and error message laid out the same way for every field. */
export function FieldShell({
  ids,
  label,
  hint,
  error,
  isRequired,
  className,
  children,
}: {
  ids: FieldIds;
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  isRequired?: boolean;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <label htmlFor={ids.inputId} className="text-sm font-medium text-gray-800">
        {label}
        {isRequired ? (
          <span className="ml-0.5 text-red-600" aria-hidden="true">
            *
          </span>
        ) : null}
      </label>
      {children}
      {hint ? (
        <p id={ids.hintId} className="text-xs text-gray-600">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={ids.errorId} role="alert" className="text-xs font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** Input look shared by text, phone, password and select controls. */
export function controlClasses({ hasError, className }: { hasError: boolean; className?: string }): string {
  return cn(
    'h-12 w-full rounded-xl border bg-white px-4 text-base text-ink placeholder:text-gray-500 transition-colors',
    'focus:outline-none focus-visible:outline-none focus:ring-4',
    'disabled:cursor-not-allowed disabled:bg-gray-100 disabled:text-gray-600 read-only:bg-gray-50',
    hasError
      ? 'border-red-500 focus:border-red-600 focus:ring-red-100'
      : 'border-gray-300 hover:border-gray-400 focus:border-brand-600 focus:ring-brand-100',
    className,
  );
}
