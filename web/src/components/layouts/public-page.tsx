import type { ReactNode } from 'react';
import { Link } from 'react-router';

import { buttonClasses } from '@/components/ui/button';
import { Logo } from '@/components/ui/logo';
import { paths } from '@/config/paths';

/** Minimal frame for the public pages (landing, policy, contact) until their features supply their own. */
export function PublicPage({ title, description, children }: { title: string; description?: ReactNode; children?: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col">
      <header className="border-b border-gray-200/80 bg-white">
        <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6">
          <Link to={paths.landing} aria-label="PowerPay home" className="rounded-lg">
            <Logo />
          </Link>
          <Link to={paths.buyEnergyApp} className={buttonClasses({ size: 'sm' })}>
            Buy Electricity
          </Link>
        </div>
      </header>
      <main className="mx-auto w-full max-w-6xl flex-1 px-4 py-10 sm:px-6 sm:py-14">
        <h1 className="text-3xl font-bold tracking-tight text-ink sm:text-4xl">{title}</h1>
        {description ? <p className="mt-3 max-w-2xl text-base text-gray-600">{description}</p> : null}
        {children}
      </main>
      <footer className="border-t border-gray-200/80 bg-white px-4 py-6 text-center text-sm text-gray-600">
        © 2024 PowerPay. All rights reserved.
      </footer>
    </div>
  );
}
