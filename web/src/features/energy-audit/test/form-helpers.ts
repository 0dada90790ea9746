import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { expect } from 'vitest';

import { renderApp } from '@/test/render-app';

import { serveAudits, signIn } from './audit-fixtures';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The open form panel. */
export function formPanel() {
  return screen.getByRole('dialog', { name: /Energy Audit Form/ });
}

/** A control by the start of its label (required labels end with a star). */
export function field(label: string) {
  return within(formPanel()).getByLabelText(new RegExp(`^${escapeRegExp(label)}`));
}

export async function typeInto(user: UserEvent, label: string, value: string) {
  const input = field(label);
  await user.clear(input);
  // Pasting keeps the suite fast; every keystroke path is the same input event for react-hook-form.
  if (value) await user.paste(value);
}

/** Exactly one message is shown (sequential validation) and it belongs to `label`'s control. */
export async function expectOnlyError(label: string, message: string) {
  const alert = await within(formPanel()).findByRole('alert');
  expect(within(formPanel()).getAllByRole('alert')).toHaveLength(1);
  expect(alert).toHaveTextContent(message);
  const control = field(label);
  expect(control).toHaveAttribute('aria-invalid', 'true');
  expect(control.getAttribute('aria-describedby') ?? '').toContain(alert.id);
}

/** Signs in, serves the audit API, opens /energy-audit and the chosen form; returns the user and the served audits. */
export async function openAuditForm(choice: 'Home' | 'Office') {
  signIn();
  const audits = serveAudits();
  const rendered = renderApp('/energy-audit');
  await rendered.user.click(await screen.findByRole('button', { name: choice }, { timeout: 15_000 }));
  await screen.findByRole('dialog', { name: /Energy Audit Form/ }, { timeout: 15_000 });
  return { ...rendered, audits };
}

/** The office form's step 1 answers, as typed. */
export const OFFICE_STEP_1 = [
  ['Company Name', 'Kaduna Textiles Ltd'],
  ['Company Address', '12 Ahmadu Bello Way, Kaduna'],
  ['Company Email', 'facilities@kadunatextiles.ng'],
  ['Contact Person Name', 'Halima Sani'],
  ['Contact Phone Number', '8031234567'],
] as const;

/** Fills the office form's step 1 and moves on to step 2. */
export async function completeOfficeStep1(user: UserEvent) {
  for (const [label, value] of OFFICE_STEP_1) await typeInto(user, label, value);
  await user.click(within(formPanel()).getByRole('button', { name: 'Next' }));
  await within(formPanel()).findByRole('heading', { name: 'Current Electricity Sources' });
}
