import type { ReactNode } from 'react';

import { company, type SocialNetwork } from '@/config/company';
import { cn } from '@/lib/cn';

// Simple brand glyphs drawn inline (no icon font or image requests); each link carries its own label.
const GLYPHS: Record<SocialNetwork, ReactNode> = {
  facebook: (
    <path d="M14 8.5V6.8c0-.8.5-1 1-1h2V2.5h-2.8C11.1 2.5 10.4 4.8 10.4 6.3v2.2H8.5V12h1.9v9.5H14V12h2.7l.4-3.5H14z" />
  ),
  x: (
    <path d="M17.8 3h3.1l-6.8 7.7 8 10.3h-6.2l-4.9-6.3L5.4 21H2.3l7.2-8.3L1.8 3h6.4l4.4 5.8L17.8 3zm-1.1 16.2h1.7L7.4 4.7H5.6l11.1 14.5z" />
  ),
  instagram: (
    <path d="M12 7.2a4.8 4.8 0 1 0 0 9.6 4.8 4.8 0 0 0 0-9.6zm0 7.9a3.1 3.1 0 1 1 0-6.2 3.1 3.1 0 0 1 0 6.2zM17.1 5.8a1.1 1.1 0 1 0 0 2.2 1.1 1.1 0 0 0 0-2.2zM21.8 8c-.1-1.6-.4-3-1.6-4.2S17.6 2.3 16 2.2C14.3 2.1 9.7 2.1 8 2.2 6.4 2.3 5 2.6 3.8 3.8S2.3 6.4 2.2 8c-.1 1.7-.1 6.3 0 8 .1 1.6.4 3 1.6 4.2s2.6 1.5 4.2 1.6c1.7.1 6.3.1 8 0 1.6-.1 3-.4 4.2-1.6s1.5-2.6 1.6-4.2c.1-1.7.1-6.3 0-8zm-2.2 9.9a3.3 3.3 0 0 1-1.8 1.8c-1.3.5-4.3.4-5.8.4s-4.5.1-5.8-.4a3.3 3.3 0 0 1-1.8-1.8c-.5-1.3-.4-4.3-.4-5.8s-.1-4.5.4-5.8a3.3 3.3 0 0 1 1.8-1.9c1.3-.5 4.3-.4 5.8-.4s4.5-.1 5.8.4a3.3 3.3 0 0 1 1.8 1.8c.5 1.3.4 4.3.4 5.8s.1 4.5-.4 5.9z" />
  ),
  linkedin: (
    <path d="M6.5 8.8H3V21h3.5V8.8zM4.8 3a2 2 0 1 0 0 4 2 2 0 0 0 0-4zM21 13.9c0-3.3-.7-5.4-4.4-5.4-1.8 0-3 .7-3.5 1.6h-.1V8.8H9.6V21h3.5v-6c0-1.6.3-3.1 2.3-3.1s2 1.8 2 3.2V21H21v-7.1z" />
  ),
  whatsapp: (
    <path d="M19.1 4.9A9.9 9.9 0 0 0 3.5 16.8L2.1 22l5.3-1.4a9.9 9.9 0 0 0 4.7 1.2A9.9 9.9 0 0 0 19.1 4.9zm-7 15.2a8.2 8.2 0 0 1-4.2-1.1l-.3-.2-3.1.8.8-3-.2-.3a8.2 8.2 0 1 1 7 3.8zm4.5-6.2c-.2-.1-1.5-.7-1.7-.8-.2-.1-.4-.1-.6.1l-.8 1c-.1.2-.3.2-.5.1a6.7 6.7 0 0 1-3.3-2.9c-.3-.4.3-.4.7-1.3.1-.2 0-.3 0-.4l-.8-1.8c-.2-.5-.4-.4-.6-.4h-.5a1 1 0 0 0-.7.3 3 3 0 0 0-.9 2.2 5.1 5.1 0 0 0 1.1 2.7 11.7 11.7 0 0 0 4.5 4c1.7.7 2.3.8 3.2.7a2.7 2.7 0 0 0 1.8-1.3 2.2 2.2 0 0 0 .2-1.3c-.1-.1-.3-.2-.5-.3z" />
  ),
};

/** PowerPay's social media accounts as labelled icon links. `tone` suits light or dark backgrounds. */
export function SocialLinks({ tone = 'light', className }: { tone?: 'light' | 'dark'; className?: string }) {
  return (
    <ul className={cn('flex flex-wrap gap-2', className)}>
      {company.social.map((account) => (
        <li key={account.network}>
          <a
            href={account.url}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={account.label}
            title={account.label}
            className={cn(
              'flex size-11 items-center justify-center rounded-full transition-colors',
              tone === 'light'
                ? 'bg-brand-50 text-brand-700 hover:bg-brand-600 hover:text-white'
                : 'bg-white/10 text-white hover:bg-accent-400 hover:text-ink',
            )}
          >
            <svg
              viewBox="0 0 24 24"
              fill="currentColor"
              className="size-5"
              aria-hidden="true"
              focusable="false"
            >
              {GLYPHS[account.network]}
            </svg>
          </a>
        </li>
      ))}
    </ul>
  );
}
