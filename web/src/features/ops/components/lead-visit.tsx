import { formatPhone } from '@powerpay/shared/display';
import {
  VISIT_TIMES,
  VISIT_TIME_LABELS,
  VISIT_WINDOW_DAYS,
  lagosDayAfter,
  visitDateText,
  type SiteVisit,
  type SiteVisitUpdate,
  type VisitTime,
} from '@powerpay/shared/site-visit';
import { useState } from 'react';

import { Button } from '@/components/ui/button';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { notify } from '@/lib/toast';

import { useUpdateLeadVisit } from '../api/leads';

const TIME_OPTIONS = VISIT_TIMES.map((time) => ({ value: time, label: VISIT_TIME_LABELS[time] }));
const STATE_LABELS: Record<SiteVisit['state'], string> = {
  requested: 'Visit requested',
  scheduled: 'Visit scheduled',
  done: 'Visit done',
  cancelled: 'Visit cancelled',
};

/** A lead's site visit (decision 059): what the customer asked for, and the staff's actions on it. */
export function LeadVisit({ leadId, visit }: { leadId: string; visit: SiteVisit }) {
  const [date, setDate] = useState(visit.scheduled_date ?? visit.preferred_date);
  const [time, setTime] = useState<VisitTime>(visit.scheduled_time ?? visit.preferred_time);
  const update = useUpdateLeadVisit();
  const isOpen = visit.state === 'requested' || visit.state === 'scheduled';
  const send = (change: SiteVisitUpdate, message: string) =>
    update.mutate({ id: leadId, update: change }, { onSuccess: () => notify.success(message) });
  const now = new Date();

  return (
    <div
      role="group"
      aria-label="Site visit"
      className="space-y-3 rounded-xl border border-brand-200 bg-brand-50/40 p-3"
    >
      <p className="text-sm text-ink">
        <span className="font-semibold">{STATE_LABELS[visit.state]}</span>
        {visit.state === 'scheduled' && visit.scheduled_date && visit.scheduled_time
          ? ` for ${visitDateText(visit.scheduled_date)}, ${visit.scheduled_time}`
          : ''}
        {' · '}asked for {visitDateText(visit.preferred_date)}, {visit.preferred_time} ·{' '}
        {formatPhone(visit.phone)}
      </p>
      {visit.note ? <p className="text-sm text-gray-700 wrap-anywhere">Note: {visit.note}</p> : null}
      {isOpen ? (
        <div className="grid gap-3 md:grid-cols-[12rem_16rem_auto] md:items-end">
          <TextField
            label="Visit date"
            type="date"
            min={lagosDayAfter(now, 0)}
            max={lagosDayAfter(now, VISIT_WINDOW_DAYS)}
            value={date}
            onChange={(event) => setDate(event.target.value)}
          />
          <SelectField
            label="Visit time"
            options={TIME_OPTIONS}
            value={time}
            onChange={(event) => setTime(event.target.value as VisitTime)}
          />
          <div className="flex flex-wrap gap-2">
            <Button
              size="sm"
              busy={update.isPending}
              onClick={() =>
                send({ state: 'scheduled', date, time }, 'Visit scheduled: the customer is told')
              }
            >
              {visit.state === 'scheduled' ? 'Move visit' : 'Schedule visit'}
            </Button>
            {visit.state === 'scheduled' ? (
              <Button size="sm" variant="secondary" onClick={() => send({ state: 'done' }, 'Visit done')}>
                Mark done
              </Button>
            ) : null}
            <Button
              size="sm"
              variant="outline"
              onClick={() => send({ state: 'cancelled' }, 'Visit cancelled')}
            >
              Cancel visit
            </Button>
          </div>
        </div>
      ) : null}
    </div>
  );
}
