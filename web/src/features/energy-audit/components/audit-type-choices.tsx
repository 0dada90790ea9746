import type { ReactNode } from 'react';

import { BuildingIcon, ChevronRightIcon, HomeIcon } from '@/components/ui/app-icons';

export type AuditChoice = 'home' | 'office';

const CHOICES: { value: AuditChoice; title: string; text: string; icon: ReactNode }[] = [
  {
    value: 'home',
    title: 'Home',
    text: 'A house or flat: bedrooms, ACs and the appliances you want to keep running.',
    icon: <HomeIcon className="size-7" />,
  },
  {
    value: 'office',
    title: 'Office',
    text: 'A business, shop, school or church: grid hours, generator, inverter and load.',
    icon: <BuildingIcon className="size-7" />,
  },
];

/** The two large Home and Office cards; each opens its questionnaire. */
export function AuditTypeChoices({ onChoose }: { onChoose: (choice: AuditChoice) => void }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2">
      {CHOICES.map((choice) => (
        <li key={choice.value}>
          <button
            type="button"
            onClick={() => onChoose(choice.value)}
            aria-labelledby={`audit-choice-${choice.value}-title`}
            aria-describedby={`audit-choice-${choice.value}-text`}
            className="group flex h-full w-full items-center gap-4 rounded-2xl border border-gray-200/80 bg-white p-5 text-left shadow-card transition hover:border-brand-300 hover:bg-brand-50/40 sm:p-6"
          >
            <span className="flex size-14 shrink-0 items-center justify-center rounded-2xl bg-brand-50 text-brand-600 group-hover:bg-brand-100">
              {choice.icon}
            </span>
            <span className="flex min-w-0 flex-1 flex-col gap-1">
              <span id={`audit-choice-${choice.value}-title`} className="text-lg font-semibold text-ink">
                {choice.title}
              </span>
              <span id={`audit-choice-${choice.value}-text`} className="text-sm text-gray-600">
                {choice.text}
              </span>
            </span>
            <ChevronRightIcon className="size-5 shrink-0 text-gray-400 group-hover:text-brand-600" />
          </button>
        </li>
      ))}
    </ul>
  );
}
