import { createEnergyReport } from '@powerpay/shared/solar';
import { billsBasisNote } from '@powerpay/shared/solar/hourly/before-after';
import { dateOfDay } from '@powerpay/shared/solar/hourly/report-views';
import { backupText, financeRows } from '@powerpay/shared/solar-proposal';
import { chargeControllerFact, formatAmount } from '@powerpay/shared/solar-report-text';
import {
  ENVIRONMENT_NEEDS_SPEND,
  ENVIRONMENT_NOTHING_TO_AVOID,
} from '@powerpay/shared/solar-report-without-spend';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { buildOfficeRecord, serveAuditRecord as serveRecord } from '@/test/audit-records';
import { renderApp } from '@/test/render-app';

import { home } from '../test/report-fixtures';

describe('Energy report page', { timeout: 60_000 }, () => {
  it('shows every section in report order, the recommended system and each chart with its table', async () => {
    serveRecord(home);
    renderApp(`/energy-audit/${home.id}/report`);

    const system = await screen.findByTestId('recommended-system', {}, { timeout: 20_000 });
    expect(system).toHaveTextContent(/^Comfort: .+ kWp solar .+ lithium battery .+ kVA inverter$/);
    // The sections follow the summary one task each (useShownOneByOne); with their charts, jsdom
    // can take longer than the default wait on a loaded machine, so this waits as long as the summary.
    // Waited for by id: a role query over the whole report, polled, would hold the main thread the
    // sections are shown on.
    await waitFor(() => expect(document.getElementById('next-steps')).not.toBeNull(), { timeout: 20_000 });
    const numbers = screen
      .getAllByRole('heading', { level: 2 })
      .map((heading) => /^\d+/.exec(heading.textContent ?? '')?.[0] ?? null);
    // The summary and the what-if box are not numbered; the sections count from 1, as in the PDF.
    expect(numbers).toEqual([
      null,
      null,
      '1',
      '2',
      '3',
      '4',
      '5',
      '6',
      '7',
      '8',
      '9',
      '10',
      '11',
      '12',
      '13',
      '14',
    ]);
    const headings = screen
      .getAllByRole('heading', { level: 2 })
      .map((heading) => heading.textContent?.replace(/^\d+/, ''));
    expect(headings).toEqual([
      'Recommended system',
      'What if…?',
      'Your current energy situation',
      'Load profile',
      'Solar resource at your site',
      'Recommended system',
      'Expected production',
      'Hour by hour',
      'Cost estimate',
      'Savings and payback',
      'Over the system’s life',
      'Environmental impact',
      'How sure are these figures',
      'Assumptions and limitations',
      'Your options: backup, paying monthly, warranties',
      'Next steps',
    ]);
    // The hour-by-hour charts arrive in their own chunk, after the section's heading.
    await waitFor(() => expect(document.querySelectorAll('figure')).toHaveLength(9), { timeout: 20_000 });
    const figures = screen.getAllByRole('figure');
    expect(figures).toHaveLength(9);
    for (const figure of figures) {
      expect(within(figure).getByRole('img')).toHaveAccessibleName(/\. .+/);
      expect(within(figure).getByRole('table')).toBeInTheDocument();
    }
    expect(screen.getByText(/not a site survey/)).toBeInTheDocument();
    const howSure = screen.getByRole('region', { name: 'How sure are these figures' });
    expect(within(howSure).getByRole('heading', { name: 'How these figures were made' })).toBeVisible();
    expect(
      within(howSure).getByText(/for every hour of the year, solar serves your use first/),
    ).toBeVisible();
    expect(within(howSure).getByText(/A real year is never the average one/)).toBeVisible();
    expect(
      within(screen.getByRole('region', { name: 'Next steps' })).getByRole('link', { name: 'Buy Solar' }),
    ).toHaveAttribute('href', '/track');
  });

  it('gives each option its hours of backup at night, its instalments beside today’s spend, and its warranties', async () => {
    serveRecord(home);
    const { user } = renderApp(`/energy-audit/${home.id}/report`);
    const report = createEnergyReport({ audit: home });

    // Waited for by id, as the first test waits for the last section (a polled role query is slow).
    await waitFor(() => expect(document.getElementById('proposal')).not.toBeNull(), { timeout: 30_000 });
    const section = screen.getByRole('region', { name: 'Your options: backup, paying monthly, warranties' });
    const cards = within(section).getAllByRole('listitem', { name: /^(Essentials|Comfort|Full backup)$/ });
    expect(cards).toHaveLength(3);
    report.tiers.forEach((tier, index) => {
      const card = cards[index];
      if (!card) throw new Error('a card per tier');
      expect(within(card).getByRole('heading', { name: tier.label })).toBeVisible();
      expect(within(card).getByTestId('backup-hours')).toHaveTextContent(backupText(tier.backup));
      const table = within(card).getByRole('table', { name: `${tier.label}: monthly instalments` });
      for (const [months, monthly, total] of financeRows(tier)) {
        const row = within(table).getByRole('row', { name: new RegExp(`^${months}`) });
        expect(row).toHaveTextContent(`${months}${monthly}${total}`);
      }
      expect(
        within(card).getByText(/Today you spend about ₦[\d,]+ a month on the grid and the generator/),
      ).toBeVisible();
      expect(
        within(card).getByText(/Warranty: 10–12 years on the product, 25 years on output/),
      ).toBeVisible();
    });
    // A what-if battery recomputes the hours the battery carries the night, and names its class.
    const tubular = createEnergyReport({ audit: home, overrides: { batteryType: 'tubular' } });
    await user.selectOptions(screen.getByLabelText('Battery'), 'tubular');
    const essentials = within(section).getByRole('listitem', { name: 'Essentials' });
    await waitFor(() =>
      expect(within(essentials).getByTestId('backup-hours')).toHaveTextContent(
        backupText(tubular.tiers[0]?.backup ?? { deliverableKwh: 0, nightKw: 0, hours: null }),
      ),
    );
    expect(within(essentials).getByText(/Tubular lead-acid battery/)).toBeVisible();
  });

  it('shows the year hour by hour: two typical days, a week of the battery, the months, the generator before and after', async () => {
    serveRecord(home);
    const { user } = renderApp(`/energy-audit/${home.id}/report`);
    const { simulation } = createEnergyReport({ audit: home });
    const [dry, rainy] = simulation.typicalDays;

    await waitFor(() => expect(document.getElementById('hour-by-hour')).not.toBeNull(), { timeout: 20_000 });
    const section = screen.getByRole('region', { name: 'Hour by hour' });
    await waitFor(() => expect(section.querySelector('figure')).not.toBeNull(), { timeout: 20_000 });
    const dryDay = within(section).getByRole('figure', {
      name: `A typical dry-season day (${dateOfDay(dry?.dayOfYear ?? -1)}), kWh each hour`,
    });
    expect(within(dryDay).getByRole('img')).toHaveAccessibleName(
      /Use [\d.,]+ kWh, panels made [\d.,]+ kWh; served by solar [\d.,]+ kWh/,
    );
    await user.click(within(dryDay).getByText('Show as a table'));
    const hours = within(within(dryDay).getByRole('table')).getAllByRole('row');
    expect(hours).toHaveLength(25);
    expect(hours[1]).toHaveTextContent(/^00:00/);
    expect(hours[24]).toHaveTextContent(/^23:00/);
    expect(
      within(section).getByRole('figure', {
        name: `A typical rainy-season day (${dateOfDay(rainy?.dayOfYear ?? -1)}), kWh each hour`,
      }),
    ).toBeVisible();
    const week = within(section).getByRole('figure', {
      name: 'Battery charge over a week (% of its usable energy)',
    });
    expect(
      within(within(week).getByRole('table', { hidden: true })).getAllByRole('row', { hidden: true }),
    ).toHaveLength(8);
    expect(
      within(section).getByRole('figure', { name: "Where each month's energy comes from (kWh)" }),
    ).toBeVisible();
    const beforeAfter = within(section).getByRole('table', {
      name: 'The grid and the generator, today and with solar',
    });
    expect(within(beforeAfter).getByRole('row', { name: /^Generator running/ })).toHaveTextContent(
      `Generator running (hours a year)${formatAmount(simulation.before.generatorHours)}${formatAmount(simulation.after.generatorHours)}`,
    );
    // Where the bills buy other kWh than the simulated year, the section says which the savings use.
    const billsNote = billsBasisNote(simulation);
    // This home's fuel bill buys far less than a generator running through every outage would burn.
    expect(billsNote).toMatch(/^"Today" is the simulated year/);
    expect(section).toHaveTextContent(billsNote ?? '');
  });

  /** Opens the report of `record` and finds its current-situation section. */
  async function situationOf(record: Parameters<typeof serveRecord>[0]) {
    serveRecord(record);
    const { unmount } = renderApp(`/energy-audit/${record.id}/report`);
    const situation = await screen.findByRole(
      'region',
      { name: 'Your current energy situation' },
      { timeout: 20_000 },
    );
    return { situation, unmount };
  }

  it('says "Not given" for a grid and a generator the customer said nothing about; "None" for none', async () => {
    const {
      gridCost: _gridCost,
      gridHours: _gridHours,
      gen: _gen,
      genSize: _genSize,
      fuel: _fuel,
      ...unanswered
    } = home;
    const { situation, unmount } = await situationOf(unanswered);
    expect(within(situation).getAllByText('Not given')).toHaveLength(2);
    expect(within(situation).queryByText('Not connected')).not.toBeInTheDocument();
    // Nothing unanswered is stated as a fact elsewhere: no "No grid", no zero CO₂.
    const whatIf = screen.getByRole('region', { name: 'What if…?' });
    expect(within(whatIf).getByLabelText('Tariff band')).toBeEnabled();
    expect(within(whatIf).getByText('Not in your answers')).toBeInTheDocument();
    expect(within(whatIf).getByLabelText(/^Fuel price \(/)).toHaveAttribute(
      'placeholder',
      'Not in your answers',
    );
    expect(within(whatIf).getByText('Your answers name no generator')).toBeInTheDocument();
    const environment = await screen.findByRole(
      'region',
      { name: /Environmental impact/ },
      { timeout: 20_000 },
    );
    expect(environment).toHaveTextContent(ENVIRONMENT_NEEDS_SPEND);
    expect(within(environment).queryByText(/noise and fumes/)).not.toBeInTheDocument();
    expect(screen.getByText('CO₂ avoided').parentElement).toHaveTextContent(
      'Tell us your grid and generator spend to see it',
    );
    unmount();

    const withoutGenerator = {
      ...unanswered,
      id: '5d0c3a52-8f7e-4b1a-9c2d-7e6f5a4b3c21',
      gen: 'none' as const,
    };
    const answered = await situationOf(withoutGenerator);
    expect(within(answered.situation).getByText('None')).toBeInTheDocument();
    expect(within(answered.situation).getAllByText('Not given')).toHaveLength(1);
    answered.unmount();

    // No hours of grid and nothing paid: no grid, an answer (decision 070).
    const withoutGrid = {
      ...withoutGenerator,
      id: '7a1e2b3c-4d5f-4e6a-8b7c-9d0e1f2a3b4c',
      gridHours: 0,
      gridCost: 0,
    };
    const noneAtAll = await situationOf(withoutGrid);
    expect(within(noneAtAll.situation).getAllByText('None')).toHaveLength(2);
    expect(within(noneAtAll.situation).queryByText('Not given')).not.toBeInTheDocument();
    // No grid: no band for a what-if to price, as no generator leaves no fuel price.
    const noGridWhatIf = screen.getByRole('region', { name: 'What if…?' });
    expect(within(noGridWhatIf).getByLabelText('Tariff band')).toBeDisabled();
    expect(within(noGridWhatIf).getByText('You have no grid')).toBeInTheDocument();
    // Neither answered: new power, with nothing to save on and nothing left to ask.
    expect(screen.getByText('CO₂ avoided').parentElement).toHaveTextContent('None to avoid');
    const savings = await screen.findByRole('region', { name: /Savings and payback/ }, { timeout: 20_000 });
    expect(within(savings).getByTestId('payback')).toHaveTextContent('No payback: you buy no power today');
    expect(savings).toHaveTextContent('No grid or generator today');
    const nothingAvoided = await screen.findByRole(
      'region',
      { name: /Environmental impact/ },
      { timeout: 20_000 },
    );
    expect(nothingAvoided).toHaveTextContent(ENVIRONMENT_NOTHING_TO_AVOID);
    expect(screen.queryByText(/answer the optional questions/)).not.toBeInTheDocument();
  });

  it('names the charge controllers that take the panels beyond the inverter’s own input (decision 062)', async () => {
    const office = buildOfficeRecord({ id: 'b2d4f6a8-1c3e-4a5b-8d7f-9e0a1b2c3d4e' });
    serveRecord(office);
    renderApp(`/energy-audit/${office.id}/report`);
    const report = createEnergyReport({ audit: office });
    const { chargeControllers, inverter } = report.system;
    const fact = chargeControllerFact(chargeControllers, inverter.pvInputKwp);
    if (!fact) throw new Error('the office’s array outgrows the inverter its load needs');

    // Waited for by id, as the tests above wait for their sections.
    await waitFor(() => expect(document.getElementById('recommended-system')).not.toBeNull(), {
      timeout: 30_000,
    });
    const system = document.getElementById('recommended-system') as HTMLElement;
    expect(within(system).getByText('Charge controllers').parentElement).toHaveTextContent(
      `Charge controllers${fact.value}${fact.note}`,
    );
    await waitFor(() => expect(document.getElementById('proposal')).not.toBeNull(), { timeout: 30_000 });
    const proposal = screen.getByRole('region', { name: 'Your options: backup, paying monthly, warranties' });
    const recommended = report.tiers.find((tier) => tier.isRecommended);
    const card = within(proposal).getByRole('listitem', { name: recommended?.label });
    expect(within(card).getByText(/^MPPT solar charge controller/)).toHaveTextContent(
      `(${chargeControllers.units} × ${chargeControllers.unitAmps} A)`,
    );
  });

  it('says when the report does not exist or is someone else’s', async () => {
    serveRecord(home);
    renderApp('/energy-audit/6f1c1f9e-3a51-4c1b-9a55-1f0f2b7f0000/report');

    expect(await screen.findByText('Report not found', {}, { timeout: 20_000 })).toBeInTheDocument();
  });
});
