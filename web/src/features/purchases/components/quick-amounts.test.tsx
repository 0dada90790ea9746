import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { renderApp } from '@/test/render-app';

import { answerPurchasePage, buildTransaction, signInCustomer } from '../test/purchase-fixtures';
import { openForm } from '../test/purchase-form-steps';

const usual = { overall: 3000, meters: [{ meter_no: '45700112233', amount: 7000 }] };

function chipLabels() {
  const group = screen.getByRole('group', { name: 'Suggested top-ups' });
  return within(group)
    .getAllByRole('button')
    .map((chip) => chip.textContent);
}

describe('Quick amounts start from what the customer usually buys', () => {
  it('the form offers the overall usual amount first, then that meter’s once its number is typed', async () => {
    signInCustomer();
    answerPurchasePage({ usual });
    const { user } = await openForm();

    await screen.findByRole('button', { name: '₦3,000' });
    expect(chipLabels()).toEqual(['₦3,000', '₦2,000', '₦5,000', '₦10,000', '₦20,000']);

    await user.type(screen.getByLabelText(/Meter Number/), '45700112233');
    expect(chipLabels()).toEqual(['₦7,000', '₦2,000', '₦5,000', '₦10,000', '₦20,000']);
    await user.click(screen.getByRole('button', { name: '₦7,000' }));
    expect(screen.getByLabelText(/Amount/)).toHaveValue('7000');
    expect(screen.getByRole('button', { name: '₦7,000' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('a usual amount that is already a quick amount moves first rather than showing twice', async () => {
    signInCustomer();
    answerPurchasePage({ usual: { overall: 10_000, meters: [] } });
    await openForm();

    await screen.findByRole('button', { name: '₦10,000' });
    await expect.poll(chipLabels).toEqual(['₦10,000', '₦2,000', '₦5,000', '₦20,000']);
  });

  it('Purchase Again starts from the usual amount for its meter', async () => {
    signInCustomer();
    answerPurchasePage({ recent: buildTransaction(), usual });
    const { user } = renderApp('/buy-electricity');
    const recent = await screen.findByRole('region', { name: 'Most Recent Transaction' });

    await user.click(within(recent).getByRole('button', { name: 'Purchase Again' }));
    const panel = await screen.findByRole('dialog', { name: 'Purchase Again' });
    await within(panel).findByRole('button', { name: '₦7,000' });
    expect(chipLabels()).toEqual(['₦7,000', '₦2,000', '₦5,000', '₦10,000', '₦20,000']);
  });

  it('a visitor gets the usual quick amounts, without asking for anyone’s history', async () => {
    answerPurchasePage();
    await openForm();
    expect(chipLabels()).toEqual(['₦2,000', '₦5,000', '₦10,000', '₦20,000']);
  });
});
