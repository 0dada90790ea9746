import { expect, test } from '@playwright/test';

import { expectNoSeriousAxeViolations, uniqueEmail } from './support';
import { drawWholeReport, fill, openAuditFormAsNewCustomer } from './support/energy-audit';

const REPORT_URL = /\/energy-audit\/([0-9a-f-]+)\/report/;
const GPS = 'GPS coordinate for your location';
const LAND = 'Land or roof top space available for solar panels (sqm)';

// Where the site is and how much roof it has (decision 037): words that name no town cannot be a GPS
// answer, coordinates are read as people type them, and 0 m² is a roof not known, never "no panels".
test('a GPS answer of words is refused on the form; decimal commas are read; 0 m² of roof still sizes panels', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const form = await openAuditFormAsNewCustomer(page, request, 'Home');
  await fill(form, [
    ['Name', 'Adaeze Okafor'],
    ['Phone Number', '8091234567'],
    ['Email Address', uniqueEmail('home-site')],
    ['Home Address', '7 Ogui Road, Ẹnugu'],
    ['Home Size (Number of Bedrooms)', '3'],
    ['How many ACs do you want to power during the day', '1'],
    [GPS, 'hello'],
    [LAND, '0'],
  ]);
  await form.getByRole('radio', { name: 'No' }).check();
  await form.getByRole('button', { name: 'Submit' }).click();

  const gps = form.getByRole('textbox', { name: GPS, exact: true });
  await expect(gps).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByRole('alert')).toHaveText(
    'Please enter coordinates as latitude, longitude (for example 6.4281, 3.4219), or the name of your town',
  );
  await expect(page).not.toHaveURL(REPORT_URL);
  await expectNoSeriousAxeViolations(page);

  await gps.fill('6,4413, 7,4988');
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL(REPORT_URL, { timeout: 20_000 });

  await expect(page.getByRole('heading', { name: 'Your Solar Energy Report', level: 1 })).toBeVisible();
  await drawWholeReport(page);
  await expect(page.getByText(/^GPS 6\.4413, 7\.4988 \(nearest reference city: Enugu/)).toBeVisible();
  await expect(page.getByTestId('recommended-system')).toHaveText(/ kWp solar /);
  await expect(page.getByTestId('recommended-system')).not.toContainText('no solar panels');
  await expect(
    page.getByText(/^We do not know your roof or land space, so the panels are sized on your use alone/),
  ).toBeVisible();
});
