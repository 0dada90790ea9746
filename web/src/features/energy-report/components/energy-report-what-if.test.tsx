import { createEnergyReport } from '@powerpay/shared/solar';
import { formatNumber } from '@powerpay/shared/number-format';
import { formatAmount, formatReportNaira } from '@powerpay/shared/solar-report-text';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { renderApp } from '@/test/render-app';
import { serveAuditRecord as serveRecord } from '@/test/audit-records';

import { home } from '../test/report-fixtures';

describe('Energy report page: what-if choices and the money', { timeout: 60_000 }, () => {
  it('recomputes at once when a what-if choice changes, and keeps it in the URL', async () => {
    serveRecord(home);
    const { user, currentPath } = renderApp(`/energy-audit/${home.id}/report`);
    // The file's first report loads the report's code and computes it cold: on a loaded machine that
    // took more than the 20 s the warm tests wait.
    const payback = await screen.findByTestId('payback', {}, { timeout: 40_000 });
    const before = payback.textContent;

    await user.type(screen.getByLabelText(/^Fuel price \(/), '3000');

    // Every key typed stays in the box and the link at once; the first choice counts once the what-if
    // schema, requested as the box was touched, has arrived (decision 063). Later ones count at once.
    expect(screen.getByLabelText(/^Fuel price \(/)).toHaveValue('3000');
    expect(currentPath()).toContain('fuelPrice=3000');
    await waitFor(() => expect(screen.getByTestId('payback').textContent).not.toBe(before), {
      timeout: 20_000,
    });

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
    const { finance } = createEnergyReport({ audit: home });

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
    const cheaperMoney = createEnergyReport({ audit: home, overrides: { discountRate: 10 } }).finance;
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
    // The what-if box is drawn in the task after the summary (decision 069).
    expect(await screen.findByLabelText('Module size')).toHaveValue('450');
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
    const report = createEnergyReport({ audit: { ...home, ac: 0, appliances: 'false' } });
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
    const { economics, system } = createEnergyReport({ audit: home });
    expect(within(savings).getByTestId('payback')).toHaveTextContent(`${economics.paybackYears} years`);
    // Today's spend less what is still bought, less solar upkeep, is the first year's saving: each says what it holds.
    expect(savings).toHaveTextContent(
      /Spend today, per year₦1,308,000Grid and fuel bills, with ₦[\d,]+ of generator upkeep/,
    );
    expect(savings).toHaveTextContent(
      `Savings in year 1₦${formatNumber(economics.annualSavings ?? 0)}After ₦`,
    );
    const breakEven = savings.textContent?.match(
      /The cash flow also counts fuel and grid prices rising 10 % a year, and upkeep and parts bought again at prices rising [\d.]+ %, so it breaks even in year ([\d.]+)\./,
    )?.[1];
    expect(Number(breakEven)).toBeLessThan(economics.paybackYears ?? 0);
    expect(system.pv.moduleCount).toBeGreaterThan(1);
    const costs = screen.getByRole('region', { name: 'Bill of quantities' });
    expect(within(costs).getByRole('row', { name: /^Solar modules/ })).toHaveTextContent(
      `${system.pv.moduleCount} modules`,
    );
  });
});
