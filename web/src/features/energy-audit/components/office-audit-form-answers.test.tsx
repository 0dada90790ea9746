import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import {
  completeOfficeStep1,
  field,
  formPanel,
  OFFICE_STEP_1,
  openAuditForm,
  typeInto,
} from '../test/form-helpers';

describe(
  'Office form, step 2/2 Current Electricity Sources: estimates, going back and submitting',
  { timeout: 40_000 },
  () => {
    it('Help me estimate: appliances with typical watts and hours fill the peak loads and daily use, which stay editable', async () => {
      const { user } = await openAuditForm('Office');
      await completeOfficeStep1(user);
      await typeInto(user, 'Estimated daytime peak load in kW', '99');

      await user.click(within(formPanel()).getByRole('button', { name: 'Help me estimate' }));
      const estimator = await within(formPanel()).findByRole('group', { name: 'Help me estimate' });
      const list = within(estimator);
      await user.selectOptions(list.getByLabelText('Appliance'), 'Ceiling fan');
      await user.click(list.getByRole('button', { name: 'Add appliance' }));
      await user.selectOptions(list.getByLabelText('Appliance'), 'Air conditioner, 1.5 HP');
      await user.click(list.getByRole('button', { name: 'Add appliance' }));

      const fans = within(list.getByRole('group', { name: 'Ceiling fan' }));
      // The preset's typical watts (U.S. DOE: 65–175 W) and usual hours start the line.
      expect(fans.getByLabelText('Watts each')).toHaveValue('75');
      await user.clear(fans.getByLabelText('How many'));
      await user.type(fans.getByLabelText('How many'), '10');
      await user.clear(fans.getByLabelText('Hours by night'));
      await user.type(fans.getByLabelText('Hours by night'), '0');
      const acs = within(list.getByRole('group', { name: 'Air conditioner, 1.5 HP' }));
      expect(acs.getByLabelText('Watts each')).toHaveValue('1200');
      await user.clear(acs.getByLabelText('How many'));
      await user.type(acs.getByLabelText('How many'), '2');
      await user.clear(acs.getByLabelText('Hours by night'));
      // Enter in the list does not send the audit form.
      await user.type(acs.getByLabelText('Hours by night'), '4{Enter}');

      // Day: 10 × 75 W + 2 × 1,200 W = 3.15 kW → 4; night: 2.4 kW → 3; 10 × 75 × 8 + 2 × 1,200 × 12 Wh = 34.8 kWh → 35.
      expect(list.getByRole('status')).toHaveTextContent(
        'Daytime peak about 4 kW, night-time peak about 3 kW, about 35 kWh a day.',
      );
      await user.click(list.getByRole('button', { name: 'Use these figures' }));

      expect(field('Estimated daytime peak load in kW')).toHaveValue('4');
      expect(field('Estimated night-time peak load in kW')).toHaveValue('3');
      expect(field('Estimated daily consumption in kWh')).toHaveValue('35');
      expect(within(formPanel()).queryByRole('group', { name: 'Help me estimate' })).not.toBeInTheDocument();
      await typeInto(user, 'Estimated daily consumption in kWh', '40');
      expect(field('Estimated daily consumption in kWh')).toHaveValue('40');
      expect(
        within(formPanel()).getByRole('heading', { name: 'Current Electricity Sources' }),
      ).toBeInTheDocument();
    });

    it('the back arrow returns to step 1 with its answers, and step 2 keeps its own', async () => {
      const { user } = await openAuditForm('Office');
      await completeOfficeStep1(user);
      await typeInto(user, 'Grid (hours per day)', '10');
      await user.selectOptions(field('Type of Generator'), 'LPG');

      await user.click(
        within(formPanel()).getByRole('button', { name: 'Back to Contact Person Information' }),
      );

      expect(
        await within(formPanel()).findByRole('heading', { name: 'Contact Person Information' }),
      ).toBeInTheDocument();
      for (const [label, value] of OFFICE_STEP_1) expect(field(label)).toHaveValue(value);
      await user.click(within(formPanel()).getByRole('button', { name: 'Next' }));
      await within(formPanel()).findByRole('heading', { name: 'Current Electricity Sources' });
      expect(field('Grid (hours per day)')).toHaveValue('10');
      expect(field('Type of Generator')).toHaveValue('lpg');
    });

    it('a phone’s Back closes the form on its page, keeping what was typed for when it opens again', async () => {
      const { user, goBack, currentPath } = await openAuditForm('Office');
      await typeInto(user, 'Company Name', 'Kaduna Textiles Ltd');

      await goBack();
      await waitFor(() =>
        expect(screen.queryByRole('dialog', { name: /Energy Audit Form/ })).not.toBeInTheDocument(),
      );
      expect(currentPath()).toBe('/energy-audit');
      expect(screen.getByRole('button', { name: 'Office' })).toBeInTheDocument();

      await user.click(screen.getByRole('button', { name: 'Office' }));
      await screen.findByRole('dialog', { name: /Energy Audit Form/ });
      expect(field('Company Name')).toHaveValue('Kaduna Textiles Ltd');
      // Its close button goes back through the entry the form added: Back afterwards leaves nothing open.
      await user.click(within(formPanel()).getByRole('button', { name: /close/i }));
      await waitFor(() =>
        expect(screen.queryByRole('dialog', { name: /Energy Audit Form/ })).not.toBeInTheDocument(),
      );
      expect(currentPath()).toBe('/energy-audit');
    });

    it('submits the documented field names with numbers as numbers, toasts, closes and opens the new report', async () => {
      const { user, audits, currentPath } = await openAuditForm('Office');
      await completeOfficeStep1(user);
      const answers = [
        ['Grid (hours per day)', '10'],
        // Costs as a bank SMS writes them are sent as whole naira (decision 020).
        ['Estimated monthly grid cost (NGN)', '₦150,000'],
        ['Generator size (KVA)', '27.5'],
        ['Estimated monthly generator fuel cost (NGN)', '300,000'],
        ['Inverter (capacity - KVA)', '10'],
        ['Estimated daytime peak load in kW', '20'],
        ['Estimated night-time peak load in kW', '8'],
        ['Estimated daily consumption in kWh', '180'],
        ['Number of rooms in the building', '14'],
        ['GPS coordinate for your office location', '10.5105, 7.4165'],
        ['Land or roof top space available for solar panels (sqm)', '250'],
      ] as const;
      for (const [label, value] of answers) await typeInto(user, label, value);
      await user.selectOptions(field('Type of Generator'), 'Diesel');
      expect(screen.queryByRole('button', { name: 'View your response history' })).not.toBeInTheDocument();

      await user.click(within(formPanel()).getByRole('button', { name: 'Submit' }));

      expect(await screen.findByText('Form Submitted Successfully')).toBeInTheDocument();
      expect(audits.submissions).toEqual([
        {
          kind: 'office',
          body: {
            name: 'Kaduna Textiles Ltd',
            address: '12 Ahmadu Bello Way, Kaduna',
            email: 'facilities@kadunatextiles.ng',
            contact_name: 'Halima Sani',
            phone: '08031234567',
            gridHours: 10,
            gridCost: 150000,
            genSize: 27.5,
            gen: 'diesel',
            fuel: 300000,
            inverter: 10,
            nightPeakLoad: 8,
            dayPeakLoad: 20,
            dayConsumption: 180,
            rooms: 14,
            gps: '10.5105, 7.4165',
            land: 250,
          },
        },
      ]);
      // The success state is the new response's report (decision 018); the history refreshed behind it.
      await waitFor(() => expect(currentPath()).toBe('/energy-audit/new-1/report'));
      expect(screen.queryByRole('dialog', { name: /Energy Audit Form/ })).not.toBeInTheDocument();
    });
  },
);
