import type { ReactNode } from 'react';
import { Link } from 'react-router';

import { Logo } from '@/components/ui/logo';
import { paths } from '@/config/paths';

import { CopyrightLine } from './copyright-line';

/** Centred card layout of the standalone auth pages (/login, /register, /forgot-password, /reset-password). */
export function AuthLayout({
  title,
  description,
  children,
}: {
  title: string;
  description?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <div className="flex min-h-dvh flex-col items-center bg-gradient-to-b from-brand-50 to-surface px-4 py-10 sm:py-16">
      <Link to={paths.landing} aria-label="PowerPay home" className="mb-8 rounded-lg">
        <Logo />
      </Link>
      <main className="w-full max-w-md rounded-3xl border border-gray-200/80 bg-white p-6 shadow-card sm:p-8">
        <h1 className="text-2xl font-bold tracking-tight text-ink">{title}</h1>
        {description ? <p className="mt-2 text-sm text-gray-600">{description}</p> : null}
        {children ? <div className="mt-6">{children}</div> : null}
      </main>
      <CopyrightLine className="mt-8 text-xs text-gray-600" />
    </div>
  );
}
