import { formatDateTime } from '@powerpay/shared/dates';
import { useState } from 'react';

import { Button } from '@/components/ui/button';
import { SelectField } from '@/components/ui/select-field';

import { exportCustomerData, saveCustomerDataFile } from '../api/customer-data';
import { useMessages, useUpdateMessage, type MessageFilters } from '../api/messages';
import { EmptyRow, OpsSection, Pager } from './ops-ui';

const handledOptions = [
  { value: 'false', label: 'Not handled' },
  { value: 'true', label: 'Handled' },
];

/** Messages: what visitors sent through Contact Us, handled or not; a sender's data exported on request. */
export function MessagesPage() {
  const [filters, setFilters] = useState<MessageFilters>({ handled: 'false', page: 1 });
  const { data } = useMessages(filters);
  const update = useUpdateMessage();
  const [exporting, setExporting] = useState<string>();

  // A customer who writes asking for their data gets the same file as Download my data (decision 040).
  const onExport = async (id: string, email: string) => {
    setExporting(id);
    const data = await exportCustomerData(email).catch(() => null);
    setExporting(undefined);
    if (data) saveCustomerDataFile(data);
  };

  return (
    <OpsSection
      title="Messages"
      actions={
        <SelectField
          label="Show"
          placeholder="All messages"
          options={handledOptions}
          value={filters.handled}
          onChange={(event) =>
            setFilters({ handled: event.target.value as MessageFilters['handled'], page: 1 })
          }
          containerClassName="w-44"
        />
      }
    >
      {data && data.messages.length === 0 && <EmptyRow>No message here.</EmptyRow>}
      <ul className="space-y-3">
        {data?.messages.map((message) => (
          <li key={message.id} className="space-y-2 rounded-2xl border border-gray-200 bg-white p-4">
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <p className="font-semibold text-ink">{message.subject ?? 'No subject'}</p>
              <span className="text-xs text-gray-500">{formatDateTime(message.created_at)}</span>
            </div>
            <p className="text-sm text-gray-600">
              {message.name ?? 'No name'} · {message.email} · {message.phone}
            </p>
            <p className="whitespace-pre-wrap text-sm text-ink">{message.message}</p>
            <div className="flex flex-wrap gap-2">
              <Button
                size="sm"
                variant={message.handled ? 'outline' : 'primary'}
                busy={update.isPending && update.variables?.id === message.id}
                onClick={() => update.mutate({ id: message.id, handled: !message.handled })}
              >
                {message.handled ? 'Mark not handled' : 'Mark handled'}
              </Button>
              <Button
                size="sm"
                variant="outline"
                busy={exporting === message.id}
                onClick={() => void onExport(message.id, message.email)}
              >
                Export their data
              </Button>
            </div>
          </li>
        ))}
      </ul>
      {data?.meta && (
        <Pager
          page={filters.page}
          total={data.meta.total}
          limit={data.meta.limit}
          onPage={(page) => setFilters({ ...filters, page })}
        />
      )}
    </OpsSection>
  );
}
