import { useId, type ReactNode, type Ref } from 'react';

import { cn } from '@/lib/cn';

export type SwitchProps = {
  label: ReactNode;
  description?: ReactNode;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  error?: string;
  disabled?: boolean;
  id?: string;
  name?: string;
  className?: string;
  ref?: Ref<HTMLButtonElement>;
};

/** An on/off switch (role="switch") with its label beside it. Use with react-hook-form's Controller. */
export function Switch({
  label,
  description,
  checked,
  onCheckedChange,
  error,
  disabled,
  id,
  name,
  className,
  ref,
}: SwitchProps) {
  const generatedId = useId();
  const switchId = id ?? `switch-${generatedId}`;
  const labelId = `${switchId}-label`;
  const descriptionId = `${switchId}-description`;
  const errorId = `${switchId}-error`;
  const describedBy =
    [description ? descriptionId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;

  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <div className="flex items-start justify-between gap-4">
        <div className="flex flex-col gap-0.5">
          <label id={labelId} htmlFor={switchId} className="text-sm font-medium text-gray-800">
            {label}
          </label>
          {description ? (
            <p id={descriptionId} className="text-xs text-gray-600">
              {description}
            </p>
          ) : null}
        </div>
        <button
          ref={ref}
          id={switchId}
          name={name}
          type="button"
          role="switch"
          aria-checked={checked}
          aria-labelledby={labelId}
          aria-describedby={describedBy}
          aria-invalid={error ? true : undefined}
          disabled={disabled}
          onClick={() => onCheckedChange(!checked)}
          className={cn(
            'relative inline-flex h-7 w-12 shrink-0 items-center rounded-full transition-colors disabled:cursor-not-allowed disabled:opacity-50',
            checked ? 'bg-brand-600' : 'bg-gray-300',
            error && 'ring-2 ring-red-500 ring-offset-2',
          )}
        >
          <span
            aria-hidden="true"
            className={cn(
              'inline-block size-5 rounded-full bg-white shadow transition-transform',
              checked ? 'translate-x-6' : 'translate-x-1',
            )}
          />
        </button>
      </div>
      {error ? (
        <p id={errorId} role="alert" className="text-xs font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
