import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { renderApp } from '@/test/render-app';

import { buildHomeRecord, buildOfficeRecord, serveAudits, signIn } from '../test/audit-fixtures';

const HISTORY = 'View your response history';

function detailValues(container: HTMLElement): Record<string, string> {
  const terms = within(container).getAllByRole('term');
  return Object.fromEntries(
    terms.map((term) => [term.textContent ?? '', term.nextElementSibling?.textContent ?? '']),
  );
}

async function openDetails(row: RegExp, dialogName: string) {
  const { user } = renderApp('/energy-audit');
  await user.click(await screen.findByRole('button', { name: HISTORY }, { timeout: 15_000 }));
  await user.click(screen.getByRole('row', { name: row }));
  return screen.findByRole('dialog', { name: dialogName }, { timeout: 15_000 });
}

describe('detail panel: optional answers only when present', { timeout: 40_000 }, () => {
  it('Home: an "Improve your report" section lists the answers given, formatted, and nothing else', async () => {
    signIn();
    serveAudits([
      buildHomeRecord({
        gridCost: 30000,
        gridHours: 12,
        supplyPattern: 'day',
        gen: 'pms',
        genSize: 3.5,
        acSize: '1.5',
        acInverter: 'false',
        pump: 'true',
        budget: 'full',
        shading: 'some',
        batteryType: 'tubular',
      }),
    ]);

    const panel = await openDetails(/Home.*Dec 24, 2023/, 'Home');

    expect(detailValues(within(panel).getByRole('region', { name: 'Improve your report' }))).toEqual({
      'Monthly grid spend': 'NGN 30,000.00',
      'Grid supply': '12 hours a day',
      'When supply usually comes': 'Mostly during the day',
      'Type of generator': 'PMS',
      'Generator size': '3.5 KVA',
      'AC size': '1.5 HP',
      'Inverter ACs': 'No',
      'Pumping machine': 'Yes',
      'Budget preference': 'Full backup',
      Shade: 'Some shade',
      'Preferred battery': 'Tubular lead-acid',
    });
  });

  it('Office with a "None" generator: Generator (Fuel) reads None, with no size or fuel cost rows; its site answers follow', async () => {
    signIn();
    serveAudits([
      buildOfficeRecord({ gen: 'none', genSize: null, fuel: null, supplyPattern: 'night', roofType: 'flat' }),
    ]);

    const panel = await openDetails(/Office.*Jan 5, 2024/, 'Office');

    const source = detailValues(within(panel).getByRole('region', { name: 'Current Electricity Source' }));
    expect(source['Generator (Fuel)']).toBe('None');
    expect(source).not.toHaveProperty('Generator size');
    expect(source).not.toHaveProperty('Estimated monthly fuel cost');
    expect(detailValues(within(panel).getByRole('region', { name: 'Improve your report' }))).toEqual({
      'When supply usually comes': 'Mostly at night',
      'Where the panels would go': 'Flat concrete roof',
    });
  });

  it('Office without optional answers: no extra section', async () => {
    signIn();
    serveAudits([buildOfficeRecord()]);

    const panel = await openDetails(/Office.*Jan 5, 2024/, 'Office');

    expect(within(panel).queryByRole('region', { name: 'Improve your report' })).not.toBeInTheDocument();
  });
});
