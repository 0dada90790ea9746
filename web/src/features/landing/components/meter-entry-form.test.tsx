import { toLagosIsoDate } from '@powerpay/shared/dates';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';

import { LANDING_METER_STORAGE_KEY } from '@/lib/landing-meter';
import { renderApp } from '@/test/render-app';
import { apiUrl, server } from '@/test/server';

/** This year in Lagos, as the copyright line says it. */
const thisYearInLagos = () => toLagosIsoDate(new Date()).slice(0, 4);

const HERO_FORM = 'Start a purchase';
const FOOTER_FORM = 'Top up your meter';

beforeEach(() => {
  // Buy Electricity, where a valid meter number leads, lists the DisCos on arrival.
  server.use(
    http.get(apiUrl('/purchase/provider'), () => HttpResponse.json({ msg: 'Request successful', data: [] })),
  );
});

async function openLanding() {
  const rendered = renderApp('/landing-page');
  const hero = await screen.findByRole('form', { name: HERO_FORM });
  const footer = screen.getByRole('form', { name: FOOTER_FORM });
  return { ...rendered, hero, footer };
}

describe('landing page meter boxes', () => {
  it.each([
    { box: 'hero', form: HERO_FORM, label: 'Enter your meter number', submit: 'Buy Electricity' },
    { box: 'footer', form: FOOTER_FORM, label: 'Your meter number', submit: 'Top Up Now' },
  ])(
    'the $box box: required, then 11 to 20 digits as to buy, then stored and on to Buy Electricity',
    async ({ form, label, submit }) => {
      const { user } = await openLanding();
      const box = screen.getByRole('form', { name: form });
      const input = within(box).getByLabelText(label);
      const button = within(box).getByRole('button', { name: submit });

      await user.click(button);
      expect(await within(box).findByText('Please enter your meter number')).toBeInTheDocument();
      expect(input).toHaveAttribute('aria-invalid', 'true');
      expect(input).toHaveFocus();

      await user.type(input, '4501234567');
      expect(await within(box).findByText('Invalid Meter Number')).toBeInTheDocument();
      expect(within(box).queryByText('Please enter your meter number')).not.toBeInTheDocument();

      // More than the purchase form takes (20 digits) is refused here too.
      await user.type(input, '89012345678');
      await user.click(button);
      expect(await within(box).findByText('Invalid Meter Number')).toBeInTheDocument();

      await user.clear(input);
      await user.type(input, '450123456ab');
      await user.click(button);
      expect(await within(box).findByText('Invalid Meter Number')).toBeInTheDocument();
      expect(window.localStorage.getItem(LANDING_METER_STORAGE_KEY)).toBeNull();

      // A 12-digit meter, which the purchase form takes, is taken here too (docs/product.md §12).
      await user.clear(input);
      await user.type(input, '450123456789');
      await user.click(button);

      // The first visit to Buy Electricity loads (and, under Vitest, transforms) its lazy route chunks.
      await waitFor(() => expect(document.title).toBe('Buy Electricity | PowerPay'));
      expect(window.localStorage.getItem(LANDING_METER_STORAGE_KEY)).toBe('450123456789');
      expect(await screen.findByRole('textbox', { name: 'Meter Number' })).toHaveValue('450123456789');
    },
  );

  it('each box keeps its own number: the footer box stores what was typed there', async () => {
    const { user, hero, footer } = await openLanding();

    await user.type(within(hero).getByLabelText('Enter your meter number'), '11111111111');
    await user.type(within(footer).getByLabelText('Your meter number'), '62012345678');
    await user.click(within(footer).getByRole('button', { name: 'Top Up Now' }));

    await waitFor(() => expect(window.localStorage.getItem(LANDING_METER_STORAGE_KEY)).toBe('62012345678'));
    await waitFor(() => expect(document.title).toBe('Buy Electricity | PowerPay'));
  });

  it('a message in one box does not appear in the other', async () => {
    const { user, hero, footer } = await openLanding();

    await user.click(within(hero).getByRole('button', { name: 'Buy Electricity' }));

    expect(await within(hero).findByText('Please enter your meter number')).toBeInTheDocument();
    expect(within(footer).queryByText('Please enter your meter number')).not.toBeInTheDocument();
  });
});

describe('landing page content', () => {
  it('has every section, the footer details, its own title and meta description', async () => {
    await openLanding();

    for (const name of [
      'Top up your prepaid meter in under a minute',
      'Reliable power, paid for the easy way',
      'Everything between you and steady power',
      'Built for how Nigerians buy power',
    ]) {
      expect(screen.getByRole('heading', { name })).toBeInTheDocument();
    }
    for (const offer of [
      'Energy data',
      'Smart devices',
      'Solar and storage installation',
      'Electric vehicles',
      'Advisory',
    ]) {
      expect(screen.getByRole('heading', { name: offer, level: 3 })).toBeInTheDocument();
    }
    const reasons = within(
      screen.getByRole('region', { name: 'Built for how Nigerians buy power' }),
    ).getAllByRole('listitem');
    expect(reasons).toHaveLength(4);

    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByText(/Abuja, FCT/)).toBeInTheDocument();
    expect(within(footer).getByRole('link', { name: 'support@powerpay.ng' })).toHaveAttribute(
      'href',
      'mailto:support@powerpay.ng',
    );
    expect(within(footer).getAllByRole('link', { name: /^0[789]0\d \d{3} \d{4}$/ })).toHaveLength(2);
    expect(within(footer).getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/policy');
    expect(within(footer).getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact');
    expect(
      within(footer).getByText(`© ${thisYearInLagos()} PowerPay. All rights reserved.`),
    ).toBeInTheDocument();

    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual([
      '/landing-page#home',
      '/landing-page#about',
      '/landing-page#what-we-offer',
      '/landing-page#why-choose-us',
    ]);
    expect(document.title).toBe('PowerPay: Buy electricity in Nigeria');
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      expect.stringContaining('NGN 100'),
    );
  });
});
