import type { HomeAuditRecord } from '@powerpay/shared';
import { createEnergyReport, locateSite } from '@powerpay/shared/solar';
import { formatNumber } from '@powerpay/shared/number-format';
import { dateOfDay } from '@powerpay/shared/solar/hourly/report-views';
import { backupText, financeRows } from '@powerpay/shared/solar-proposal';
import { ENVIRONMENT_NEEDS_SPEND, formatAmount, formatReportNaira } from '@powerpay/shared/solar-report-text';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import { setSession } from '@/lib/session';
import { renderApp } from '@/test/render-app';
import { apiUrl, server } from '@/test/server';

const customer = {
  email: 'chinedu.eze@example.com',
  first_name: 'Chinedu',
  last_name: 'Eze',
  phone: '08091234567',
  created_at: '2026-01-10T09:00:00.000Z',
  last_updated: '2026-01-10T09:00:00.000Z',
  reminder: false,
  reminder_frequency: null,
  reminder_day: null,
};

const answers = {
  id: '3919ecdc-0763-4f3e-a229-030418649f41',
  type: 'home',
  created_at: '2026-11-20T10:00:00.000Z',
  name: 'Chinedu Eze',
  phone: '08091234567',
  email: 'chinedu.eze@example.com',
  address: '4 Admiralty Way, Lekki, Lagos',
  rooms: 3,
  ac: 2,
  appliances: 'true',
  gps: '6.4474, 3.4723',
  land: 40,
  gridCost: 40000,
  gridHours: 12,
  gen: 'pms',
  genSize: 3.5,
  fuel: 60000,
} as const;
/** As the server sends it: with the site it located from the answers. */
const home: HomeAuditRecord = { ...answers, location: locateSite(answers) };

function serveRecord(record: HomeAuditRecord) {
  setSession({ ...customer, token: 'session-token-1' });
  server.use(
    http.get(apiUrl('/user'), () => HttpResponse.json({ msg: 'Request successful', data: customer })),
    http.get(apiUrl('/auditForm/:id'), ({ params }) =>
      params.id === record.id
        ? HttpResponse.json({ msg: 'Request successful', data: record })
        : HttpResponse.json({ msg: 'Request not found' }, { status: 404 }),
    ),
  );
}

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

    const section = await screen.findByRole(
      'region',
      { name: 'Your options: backup, paying monthly, warranties' },
      { timeout: 20_000 },
    );
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
    const { simulation } = createEnergyReport({ audit: answers });
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
  });

  it('recomputes at once when a what-if choice changes, and keeps it in the URL', async () => {
    serveRecord(home);
    const { user, currentPath } = renderApp(`/energy-audit/${home.id}/report`);
    const payback = await screen.findByTestId('payback', {}, { timeout: 20_000 });
    const before = payback.textContent;

    await user.type(screen.getByLabelText(/^Fuel price \(/), '3000');

    expect(screen.getByTestId('payback').textContent).not.toBe(before);
    expect(currentPath()).toContain('fuelPrice=3000');

    await user.selectOptions(screen.getByLabelText('System option'), 'essentials');
    expect(screen.getByTestId('recommended-system')).toHaveTextContent(/^Essentials: /);
    await user.selectOptions(screen.getByLabelText('Battery'), 'tubular');
    expect(screen.getByTestId('recommended-system')).toHaveTextContent(/tubular battery/);

    await user.clear(screen.getByLabelText(/^Fuel price \(/));
    await user.type(screen.getByLabelText(/^Fuel price \(/), '0');
    expect(await screen.findByText(/Please enter a fuel price between/)).toBeInTheDocument();
  });

  it('shows the money over the system’s life, P50 and P90, and recomputes them with the rates typed', async () => {
    serveRecord(home);
    const { user, currentPath } = renderApp(`/energy-audit/${home.id}/report`);
    const { finance } = createEnergyReport({ audit: answers });

    await waitFor(() => expect(document.getElementById('how-sure')).not.toBeNull(), { timeout: 20_000 });
    const life = screen.getByRole('region', { name: 'Over the system’s life' });
    const npv = () => within(life).getByText('Net present value').parentElement?.textContent ?? '';
    expect(npv()).toContain(formatReportNaira(finance?.netPresentValue ?? NaN));
    const chart = within(life).getByRole('figure', { name: '20-year cash flow over the system’s life' });
    expect(within(chart).getByRole('img')).toHaveAccessibleName(/, in money of the day\.$/);
    await user.click(within(chart).getByText('Show as a table'));
    const rows = within(within(chart).getByRole('table')).getAllByRole('row');
    // The header, the purchase and 20 years.
    expect(rows).toHaveLength(22);
    expect(rows[21]).toHaveTextContent(
      new RegExp(`^Year 20.*${formatReportNaira(finance?.years[19]?.discountedCumulative ?? NaN)}$`),
    );

    const howSure = screen.getByRole('region', { name: 'How sure are these figures' });
    expect(within(howSure).getByText(/5 different years of weather/)).toBeVisible();
    const spread = within(howSure).getByRole('table', { name: /P50 and P90/ });
    expect(within(spread).getByRole('row', { name: /^Solar production/ })).toHaveTextContent(
      `${formatAmount(finance?.spread?.productionKwh.p50 ?? NaN)} kWh${formatAmount(finance?.spread?.productionKwh.p90 ?? NaN)} kWh`,
    );

    const before = npv();
    await user.type(screen.getByLabelText('Discount rate'), '10');
    expect(currentPath()).toContain('discountRate=10');
    await waitFor(() => expect(npv()).not.toBe(before));
    const cheaperMoney = createEnergyReport({ audit: answers, overrides: { discountRate: 10 } }).finance;
    expect(npv()).toContain(formatReportNaira(cheaperMoney?.netPresentValue ?? NaN));

    await user.type(screen.getByLabelText('Fuel price change'), '500');
    expect(await screen.findByText(/Please enter a yearly fuel price change between/)).toBeInTheDocument();
    expect(currentPath()).toContain('fuelEscalation=500');
    expect(screen.getByLabelText('General inflation')).toHaveAttribute(
      'placeholder',
      `${Math.round((finance?.rates.inflation ?? 0) * 10_000) / 100} %`,
    );
  });

  it('opens with the choices of a shared link', async () => {
    serveRecord(home);
    renderApp(`/energy-audit/${home.id}/report?tier=full&moduleWatts=450`);

    expect(await screen.findByTestId('recommended-system', {}, { timeout: 20_000 })).toHaveTextContent(
      /^Full backup: .+ × 450 W/,
    );
    expect(screen.getByLabelText('Module size')).toHaveValue('450');
  });

  it('with a what-if fuel price the generator card shows the bill counted, the same litres at that price', async () => {
    serveRecord(home);
    renderApp(`/energy-audit/${home.id}/report?fuelPrice=3000&tariffBand=A`);

    const situation = await screen.findByRole(
      'region',
      { name: 'Your current energy situation' },
      { timeout: 20_000 },
    );
    const generator = within(situation)
      .getByText('Generator', { selector: 'dt' })
      .closest('div') as HTMLElement;
    expect(generator).not.toHaveTextContent('₦60,000 a month');
    // ₦60,000 a month at the petrol price (₦1,060/L) is 56.6 L, priced again at the what-if ₦3,000/L.
    expect(generator).toHaveTextContent(/₦169,811 a month.* 56\.6 L a month at ₦3,000\/L your choice$/);
    expect(within(situation).getByText('Grid', { selector: 'dt' }).closest('div')).toHaveTextContent(
      '(your what-if choice)',
    );
  });

  it('says so when an option is the same system as the one before it', async () => {
    // No AC and no heavy appliance: nothing for Comfort to add to Essentials.
    serveRecord({ ...home, ac: 0, appliances: 'false' });
    renderApp(`/energy-audit/${home.id}/report`);

    const options = await screen.findByRole('list', { name: 'System options' }, { timeout: 20_000 });
    const [essentials, comfort, full] = within(options).getAllByRole('listitem');
    expect(comfort).toHaveTextContent('Same system as Essentials for your answers.');
    expect(essentials).not.toHaveTextContent('Same system');
    // Full backup is sized on the rainy season: the same system again only if it needs no more panels.
    const report = createEnergyReport({ audit: { ...answers, ac: 0, appliances: 'false' } });
    const isFullSame = report.tiers[2]?.system.summary === report.tiers[1]?.system.summary;
    expect(full?.textContent?.includes('Same system as Comfort for your answers.')).toBe(isFullSame);
    // Each option says how it was chosen, and the runner-up it beat (decision 035).
    report.tiers.forEach((tier, index) => {
      const note = within(options).getAllByTestId('tier-search')[index];
      expect(note).toHaveTextContent(`Chosen from ${tier.search.tried} systems simulated hour by hour`);
      if (tier.search.runnerUp) expect(note).toHaveTextContent(`Runner-up: ${tier.search.runnerUp.summary}.`);
    });
  });

  it('says why the cash flow breaks even before the simple payback, and counts modules in the plural', async () => {
    serveRecord(home);
    renderApp(`/energy-audit/${home.id}/report`);

    const savings = await screen.findByRole('region', { name: 'Savings and payback' }, { timeout: 20_000 });
    // The figures are the simulated year's (docs/solar-method.md): the page shows what the engine says.
    const { economics, system } = createEnergyReport({ audit: answers });
    expect(within(savings).getByTestId('payback')).toHaveTextContent(`${economics.paybackYears} years`);
    // Today's spend less what is still bought, less solar upkeep, is the first year's saving: each says what it holds.
    expect(savings).toHaveTextContent(
      /Spend today, per year₦1,308,000Grid and fuel bills, with ₦[\d,]+ of generator upkeep/,
    );
    expect(savings).toHaveTextContent(
      `Savings in year 1₦${formatNumber(economics.annualSavings ?? 0)}After ₦`,
    );
    const breakEven = savings.textContent?.match(
      /The cash flow also counts fuel and grid prices rising 10 % a year, upkeep and replacements, so it breaks even in year ([\d.]+)\./,
    )?.[1];
    expect(Number(breakEven)).toBeLessThan(economics.paybackYears ?? 0);
    expect(system.pv.moduleCount).toBeGreaterThan(1);
    const costs = screen.getByRole('region', { name: 'Bill of quantities' });
    expect(within(costs).getByRole('row', { name: /^Solar modules/ })).toHaveTextContent(
      `${system.pv.moduleCount} modules`,
    );
  });

  it('says "Not given" for a grid and a generator the customer said nothing about; "None" for no generator', async () => {
    const {
      gridCost: _gridCost,
      gridHours: _gridHours,
      gen: _gen,
      genSize: _genSize,
      fuel: _fuel,
      ...unanswered
    } = home;
    serveRecord(unanswered);
    const { unmount } = renderApp(`/energy-audit/${home.id}/report`);

    const situation = await screen.findByRole(
      'region',
      { name: 'Your current energy situation' },
      { timeout: 20_000 },
    );
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
    serveRecord(withoutGenerator);
    renderApp(`/energy-audit/${withoutGenerator.id}/report`);
    const answered = await screen.findByRole(
      'region',
      { name: 'Your current energy situation' },
      { timeout: 20_000 },
    );
    expect(within(answered).getByText('None')).toBeInTheDocument();
    expect(within(answered).getAllByText('Not given')).toHaveLength(1);
  });

  it('says when the report does not exist or is someone else’s', async () => {
    serveRecord(home);
    renderApp('/energy-audit/6f1c1f9e-3a51-4c1b-9a55-1f0f2b7f0000/report');

    expect(await screen.findByText('Report not found', {}, { timeout: 20_000 })).toBeInTheDocument();
  });
});
