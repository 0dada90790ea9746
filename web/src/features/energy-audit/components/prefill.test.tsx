import { within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { field, formPanel, openAuditForm, typeInto } from '../test/form-helpers';

/** Decision 010: the audit forms start with the signed-in customer's name, e-mail and phone, all editable. */

describe('prefilled customer details', { timeout: 40_000 }, () => {
  it('Home: Name, Phone Number (after +234) and Email Address start with the customer’s own and can be changed', async () => {
    const { user } = await openAuditForm('Home');

    expect(field('Name')).toHaveValue('Halima Sani');
    expect(field('Phone Number')).toHaveValue('8031234567');
    expect(field('Email Address')).toHaveValue('halima.sani@example.com');
    expect(field('Home Address')).toHaveValue('');

    await typeInto(user, 'Name', 'Musa Sani');
    expect(field('Name')).toHaveValue('Musa Sani');
  });

  it('Office: Contact Person Name, Contact Phone Number and Company Email start with the customer’s own; the company fields stay blank', async () => {
    const { user } = await openAuditForm('Office');

    expect(field('Contact Person Name')).toHaveValue('Halima Sani');
    expect(field('Contact Phone Number')).toHaveValue('8031234567');
    expect(field('Company Email')).toHaveValue('halima.sani@example.com');
    expect(field('Company Name')).toHaveValue('');
    expect(field('Company Address')).toHaveValue('');

    await typeInto(user, 'Company Email', 'facilities@kadunatextiles.ng');
    await typeInto(user, 'Company Name', 'Kaduna Textiles Ltd');
    await typeInto(user, 'Company Address', '12 Ahmadu Bello Way, Kaduna');
    await user.click(within(formPanel()).getByRole('button', { name: 'Next' }));

    expect(
      await within(formPanel()).findByRole('heading', { name: 'Current Electricity Sources' }),
    ).toBeInTheDocument();
  });
});
