import {
  REMINDER_FREQUENCIES,
  reminderSettingsForm,
  resolveForm,
  SUCCESS_MESSAGES,
  WEEK_DAYS,
  type ReminderFrequency,
  type ReminderSettingsInput,
} from '@powerpay/shared';
import { useEffect } from 'react';
import { Controller, useForm, useWatch, type Resolver } from 'react-hook-form';

import { Button } from '@/components/ui/button';
import { SelectField } from '@/components/ui/select-field';
import { Switch } from '@/components/ui/switch';
import { withLoader } from '@/lib/loader';
import type { SessionUser } from '@/lib/session';
import { notify } from '@/lib/toast';

import { useUpdateReminderSettings } from '../api/update-reminder-settings';

type ReminderFormValues = { reminder: boolean; reminder_frequency: string; reminder_day: string };

/** The wire value `Weekely` keeps its first spelling (docs/product.md §3); customers read Weekly. */
const frequencyLabels: Record<ReminderFrequency, string> = {
  Weekely: 'Weekly',
  Daily: 'Daily',
  Monthly: 'Monthly',
};
const frequencyOptions = REMINDER_FREQUENCIES.map((value) => ({ value, label: frequencyLabels[value] }));
const dayOptions = WEEK_DAYS.map((day) => ({ value: day, label: day }));

function toFormValues(user: SessionUser): ReminderFormValues {
  return {
    reminder: user.reminder ?? false,
    reminder_frequency: user.reminder_frequency ?? '',
    reminder_day: user.reminder_day ?? '',
  };
}

/**
 * docs/product.md §5: saving with the switch off shows a required error on the switch, and frequency
 * and day are required when it is on. One addition: a customer whose reminders are on can switch
 * them off and save, otherwise reminders could never be stopped.
 */
function reminderResolver(isSavedOn: boolean): Resolver<ReminderFormValues, unknown, ReminderSettingsInput> {
  return async (values) => {
    if (!values.reminder && isSavedOn) {
      return { values: { reminder: false, reminder_frequency: null, reminder_day: null }, errors: {} };
    }
    return resolveForm(reminderSettingsForm, values) as Awaited<
      ReturnType<Resolver<ReminderFormValues, unknown, ReminderSettingsInput>>
    >;
  };
}

/** Notifications: the reminder switch, then Frequency and What day of the week when it is on. */
export function ReminderSettingsForm({ user }: { user: SessionUser }) {
  const update = useUpdateReminderSettings();
  const isSavedOn = user.reminder ?? false;
  const { register, handleSubmit, control, reset, formState } = useForm<
    ReminderFormValues,
    unknown,
    ReminderSettingsInput
  >({
    resolver: reminderResolver(isSavedOn),
    defaultValues: toFormValues(user),
  });
  const isOn = useWatch({ control, name: 'reminder' });
  const { errors } = formState;

  const savedValues = JSON.stringify(toFormValues(user));
  useEffect(() => {
    reset(JSON.parse(savedValues) as ReturnType<typeof toFormValues>);
  }, [savedValues, reset]);

  const onSubmit = handleSubmit(async (input) => {
    const updated = await withLoader(update.mutateAsync(input)).catch(() => null);
    if (updated) notify.success(SUCCESS_MESSAGES.remindersUpdated);
  });

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-6">
      <Controller
        control={control}
        name="reminder"
        render={({ field }) => (
          <Switch
            ref={field.ref}
            name={field.name}
            label="Enable notifications for electricity purchase reminders"
            description="We send a reminder by SMS and email at 9:00 am (Lagos time) on the days you choose, so your meter never runs out of units."
            checked={field.value}
            onCheckedChange={field.onChange}
            error={errors.reminder?.message}
          />
        )}
      />
      {isOn ? (
        <div className="grid gap-5 sm:grid-cols-2">
          <SelectField
            label="Frequency"
            placeholder="Select frequency"
            options={frequencyOptions}
            isRequired
            error={errors.reminder_frequency?.message}
            {...register('reminder_frequency')}
          />
          <SelectField
            label="What day of the week"
            placeholder="Select a day"
            options={dayOptions}
            isRequired
            error={errors.reminder_day?.message}
            {...register('reminder_day')}
          />
        </div>
      ) : null}
      <div className="flex justify-end">
        <Button type="submit" size="lg" className="w-full sm:w-auto sm:min-w-44" busy={update.isPending}>
          Save Update
        </Button>
      </div>
    </form>
  );
}
