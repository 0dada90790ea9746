import {
  VISIT_NOTE_MAX_LENGTH,
  VISIT_TIMES,
  VISIT_TIME_LABELS,
  VISIT_WINDOW_DAYS,
  lagosDayAfter,
  siteVisitRequestForm,
  visitStatusText,
  type SiteVisitRequest,
  type SiteVisitRequestValues,
} from '@powerpay/shared/site-visit';
import { useForm } from 'react-hook-form';

import { Button } from '@/components/ui/button';
import { PhoneField } from '@/components/ui/phone-field';
import { RadioGroup } from '@/components/ui/radio-group';
import { TextAreaField } from '@/components/ui/text-area-field';
import { TextField } from '@/components/ui/text-field';
import { sequentialResolver } from '@/lib/form-resolver';
import { useSession } from '@/lib/session';
import { notify } from '@/lib/toast';

import { useRequestSiteVisit, useSiteVisit } from '../api/site-visit';

const resolver = sequentialResolver<
  SiteVisitRequestValues,
  ReturnType<typeof siteVisitRequestForm>['schema']
>(siteVisitRequestForm());
const TIME_OPTIONS = VISIT_TIMES.map((time) => ({ value: time, label: VISIT_TIME_LABELS[time] }));

/**
 * "Book a site visit" (decision 059): a date and a morning or afternoon, the phone from the profile
 * and an optional note. Once asked, the panel says where the visit stands instead.
 */
export default function SiteVisitPanel({ auditId }: { auditId: string }) {
  const visit = useSiteVisit(auditId);
  const isOpen = visit.data && (visit.data.state === 'requested' || visit.data.state === 'scheduled');
  return (
    <section
      id="site-visit"
      aria-labelledby="site-visit-title"
      className="scroll-mt-20 rounded-2xl border border-brand-200 bg-white p-5 shadow-card sm:p-6"
    >
      <h2 id="site-visit-title" className="mb-2 text-lg font-bold text-ink sm:text-xl">
        Book a site visit
      </h2>
      {visit.isPending ? null : isOpen && visit.data ? (
        <p role="status" className="text-sm font-medium text-brand-800">
          {visitStatusText(visit.data)}
        </p>
      ) : (
        <>
          {visit.data ? <p className="mb-3 text-sm text-gray-700">{visitStatusText(visit.data)}</p> : null}
          <SiteVisitForm auditId={auditId} />
        </>
      )}
    </section>
  );
}

function SiteVisitForm({ auditId }: { auditId: string }) {
  const { user } = useSession();
  const request = useRequestSiteVisit(auditId);
  const now = new Date();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<SiteVisitRequestValues, unknown, SiteVisitRequest>({
    resolver,
    defaultValues: { preferred_date: '', preferred_time: 'morning', phone: user?.phone ?? '', note: '' },
    reValidateMode: 'onChange',
  });

  const onSubmit = async (values: SiteVisitRequest) => {
    try {
      await request.mutateAsync(values);
    } catch {
      return; // The API client has shown the error; what was typed stays.
    }
    notify.success('Site visit requested: we have sent you a confirmation.');
  };

  return (
    <form
      aria-label="Book a site visit"
      noValidate
      onSubmit={handleSubmit(onSubmit)}
      className="flex flex-col gap-4"
    >
      <p className="text-sm text-gray-700">
        An engineer checks your roof, shading and wiring, then sends a firm quotation. Choose a day within the
        next {VISIT_WINDOW_DAYS} days; we confirm it by SMS and e-mail.
      </p>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Preferred date"
          type="date"
          min={lagosDayAfter(now, 0)}
          max={lagosDayAfter(now, VISIT_WINDOW_DAYS)}
          error={errors.preferred_date?.message}
          {...register('preferred_date')}
        />
        <PhoneField label="Contact phone" error={errors.phone?.message} {...register('phone')} />
      </div>
      <RadioGroup
        legend="Time of day"
        options={TIME_OPTIONS}
        error={errors.preferred_time?.message}
        inputProps={register('preferred_time')}
      />
      <TextAreaField
        label="Note for the engineer (optional)"
        rows={3}
        maxLength={VISIT_NOTE_MAX_LENGTH}
        error={errors.note?.message}
        {...register('note')}
      />
      <div>
        <Button type="submit" busy={request.isPending} busyLabel="Booking...">
          Book a site visit
        </Button>
      </div>
    </form>
  );
}
