import { Switch, type SwitchProps } from '@/components/ui/switch';
import { cn } from '@/lib/cn';

/** A purchase option's switch in its bordered box, as the Purchase Summary and Purchase Again show them. */
export function OptionSwitch({ className, ...props }: SwitchProps) {
  return (
    <div className={cn('rounded-2xl border border-gray-200 px-4 py-4', className)}>
      <Switch {...props} />
    </div>
  );
}

/** "Save this card for faster top-ups" (decision 060): asked on PowerPay, before the payment page. */
export function SaveCardSwitch(
  props: Pick<SwitchProps, 'checked' | 'onCheckedChange' | 'disabled' | 'className'>,
) {
  return (
    <OptionSwitch
      label="Save this card for faster top-ups"
      description="Purchase Again then pays with it without the payment page. Paystack keeps the card; we keep its last four digits and expiry. Remove it any time in My Account."
      {...props}
    />
  );
}
