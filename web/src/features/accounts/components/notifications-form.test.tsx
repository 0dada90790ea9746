import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import { renderApp } from '@/test/render-app';
import { apiUrl, server } from '@/test/server';

import { buildUser, signInAs } from '../test/account-fixtures';

const SWITCH_LABEL = 'Enable notifications for electricity purchase reminders';

function capturePatches() {
  const bodies: unknown[] = [];
  server.use(
    http.patch(apiUrl('/user'), async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      bodies.push(body);
      return HttpResponse.json({ msg: 'Reminder settings updated successfully', data: buildUser(body) });
    }),
  );
  return bodies;
}

describe('Notifications', () => {
  it('shows Frequency and What day of the week only when the switch is on', async () => {
    signInAs();
    const { user } = renderApp('/notifications');

    const reminderSwitch = await screen.findByRole('switch', { name: SWITCH_LABEL });
    expect(reminderSwitch).toHaveAttribute('aria-checked', 'false');
    expect(screen.queryByLabelText(/Frequency/)).not.toBeInTheDocument();

    await user.click(reminderSwitch);

    const frequency = screen.getByLabelText(/Frequency/);
    expect(screen.getByLabelText(/What day of the week/)).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Weekly' })).toHaveValue('Weekely');
    expect(frequency).toBeInTheDocument();
  });

  it('saving with the switch off shows the required error on the switch (docs/product.md §5)', async () => {
    signInAs();
    const patches = capturePatches();
    const { user } = renderApp('/notifications');

    await user.click(await screen.findByRole('button', { name: 'Save Update' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('This field is required');
    expect(screen.getByRole('switch', { name: SWITCH_LABEL })).toHaveAttribute('aria-invalid', 'true');
    expect(patches).toHaveLength(0);
  });

  it('requires the frequency, then the day, when the switch is on', async () => {
    signInAs();
    const patches = capturePatches();
    const { user } = renderApp('/notifications');

    await user.click(await screen.findByRole('switch', { name: SWITCH_LABEL }));
    await user.click(screen.getByRole('button', { name: 'Save Update' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This field is required');
    expect(screen.getByLabelText(/Frequency/)).toHaveAttribute('aria-invalid', 'true');

    await user.selectOptions(screen.getByLabelText(/Frequency/), 'Weekly');
    await user.click(screen.getByRole('button', { name: 'Save Update' }));
    await waitFor(() =>
      expect(screen.getByLabelText(/What day of the week/)).toHaveAttribute('aria-invalid', 'true'),
    );
    expect(patches).toHaveLength(0);
  });

  it('saves the reminder with the wire values and confirms', async () => {
    signInAs();
    const patches = capturePatches();
    const { user } = renderApp('/notifications');

    await user.click(await screen.findByRole('switch', { name: SWITCH_LABEL }));
    await user.selectOptions(screen.getByLabelText(/Frequency/), 'Weekly');
    await user.selectOptions(screen.getByLabelText(/What day of the week/), 'Friday');
    await user.click(screen.getByRole('button', { name: 'Save Update' }));

    expect(await screen.findByText('Reminder settings updated successfully')).toBeInTheDocument();
    expect(patches).toEqual([{ reminder: true, reminder_frequency: 'Weekely', reminder_day: 'Friday' }]);
  });

  it('shows saved settings, and a customer with reminders on can switch them off', async () => {
    signInAs(buildUser({ reminder: true, reminder_frequency: 'Monthly', reminder_day: 'Monday' }));
    const patches = capturePatches();
    const { user } = renderApp('/notifications');

    const reminderSwitch = await screen.findByRole('switch', { name: SWITCH_LABEL });
    expect(reminderSwitch).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByLabelText(/Frequency/)).toHaveValue('Monthly');
    expect(screen.getByLabelText(/What day of the week/)).toHaveValue('Monday');

    await user.click(reminderSwitch);
    await user.click(screen.getByRole('button', { name: 'Save Update' }));

    await waitFor(() =>
      expect(patches).toEqual([{ reminder: false, reminder_frequency: null, reminder_day: null }]),
    );
  });
});
