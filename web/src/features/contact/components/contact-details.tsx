import type { ReactNode } from 'react';

import { SocialLinks } from '@/components/layouts/social-links';
import { company } from '@/config/company';

const linkClass = 'font-medium text-brand-700 underline-offset-4 hover:underline';

function DetailIcon({ children }: { children: ReactNode }) {
  return (
    <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
      <svg
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        className="size-5"
        aria-hidden="true"
        focusable="false"
      >
        {children}
      </svg>
    </span>
  );
}

function Detail({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <li className="flex gap-4">
      <DetailIcon>{icon}</DetailIcon>
      <div className="flex min-w-0 flex-col gap-1 text-sm text-gray-700">
        <h2 className="text-base font-semibold text-ink">{title}</h2>
        {children}
      </div>
    </li>
  );
}

/** Office, e-mail, phones, hours and social accounts. */
export function ContactDetails() {
  return (
    <div className="flex flex-col gap-8">
      <ul className="flex flex-col gap-6">
        <Detail
          title="Visit our office"
          icon={
            <path d="M12 22s7-6.2 7-12a7 7 0 0 0-14 0c0 5.8 7 12 7 12zM12 12.5a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5z" />
          }
        >
          <address className="not-italic">
            {company.office.lines.map((line) => (
              <span key={line} className="block">
                {line}
              </span>
            ))}
          </address>
          <a href={company.office.mapUrl} target="_blank" rel="noopener noreferrer" className={linkClass}>
            Get directions
          </a>
        </Detail>
        <Detail
          title="Email us"
          icon={
            <path d="M4 5h16a1 1 0 0 1 1 1v12a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1zM3 7l9 6 9-6" />
          }
        >
          <a href={`mailto:${company.supportEmail}`} className={linkClass}>
            {company.supportEmail}
          </a>
          <p>We reply within one working day.</p>
        </Detail>
        <Detail
          title="Call us"
          icon={
            <path d="M22 16.9v3a2 2 0 0 1-2.2 2 19.8 19.8 0 0 1-8.6-3.1 19.5 19.5 0 0 1-6-6A19.8 19.8 0 0 1 2.1 4.2 2 2 0 0 1 4.1 2h3a2 2 0 0 1 2 1.7c.1 1 .4 1.9.7 2.8a2 2 0 0 1-.5 2.1L8 9.9a16 16 0 0 0 6 6l1.3-1.3a2 2 0 0 1 2.1-.4c.9.3 1.8.6 2.8.7a2 2 0 0 1 1.8 2z" />
          }
        >
          {company.phones.map((phone) => (
            <p key={phone.dial}>
              <a href={`tel:${phone.dial}`} className={linkClass}>
                {phone.display}
              </a>{' '}
              <span className="text-gray-600">({phone.label})</span>
            </p>
          ))}
          <p>{company.supportHours}</p>
        </Detail>
      </ul>
      <div className="flex flex-col gap-3">
        <h2 className="text-base font-semibold text-ink">Follow us</h2>
        <SocialLinks />
      </div>
    </div>
  );
}
