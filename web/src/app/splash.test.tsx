import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { renderApp } from '@/test/render-app';

describe('splash screens (SPEC.md section 2)', () => {
  it('/ shows the logo, then the landing page after 1500 ms', async () => {
    renderApp('/');

    expect(await screen.findByRole('img', { name: 'PowerPay' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: /./ }, { timeout: 3000 })).toBeInTheDocument();
  });
});
