import type { ReactNode } from 'react';

/** One section of the privacy policy: its anchor id, heading and text. */
export type PolicySection = { id: string; title: string; body: ReactNode };

/** Typography of a section's text. */
export const POLICY_PROSE_CLASS = 'flex flex-col gap-3 text-base leading-relaxed text-gray-700';

/** A bulleted list inside a policy section. */
export function List({ items }: { items: ReactNode[] }) {
  return (
    <ul className="list-disc space-y-1.5 pl-5 marker:text-brand-500">
      {items.map((item, index) => (
        <li key={index}>{item}</li>
      ))}
    </ul>
  );
}
