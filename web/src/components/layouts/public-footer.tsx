import { Link } from 'react-router';

import { Logo } from '@/components/ui/logo';
import { company } from '@/config/company';
import { landingSections, paths } from '@/config/paths';

import { SectionLink } from './section-link';
import { SocialLinks } from './social-links';

const linkClass = 'rounded text-brand-100 underline-offset-4 hover:text-white hover:underline';

/** Footer of the public pages: office in Abuja, support e-mail, two phone numbers, policy and contact links, the copyright line. */
export function PublicFooter() {
  return (
    <footer className="bg-brand-950 text-brand-100">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-2 lg:grid-cols-[1.4fr_1fr_1fr_1fr]">
        <div className="flex flex-col gap-4">
          <Logo isInverted />
          <p className="max-w-xs text-sm leading-relaxed">
            Prepaid electricity for every DisCo in Nigeria, and solar systems sized from your real energy use.
          </p>
          <SocialLinks tone="dark" />
        </div>

        <div>
          <h2 className="text-sm font-semibold tracking-wide text-white uppercase">Visit us</h2>
          <address className="mt-4 text-sm leading-relaxed not-italic">
            {company.office.lines.map((line) => (
              <span key={line} className="block">
                {line}
              </span>
            ))}
          </address>
        </div>

        <div>
          <h2 className="text-sm font-semibold tracking-wide text-white uppercase">Talk to us</h2>
          <ul className="mt-4 flex flex-col gap-2 text-sm">
            <li>
              <a href={`mailto:${company.supportEmail}`} className={linkClass}>
                {company.supportEmail}
              </a>
            </li>
            {company.phones.map((phone) => (
              <li key={phone.dial}>
                <a href={`tel:${phone.dial}`} className={linkClass}>
                  {phone.display}
                </a>
              </li>
            ))}
            <li className="text-brand-200">{company.supportHours}</li>
          </ul>
        </div>

        <nav aria-label="Footer">
          <h2 className="text-sm font-semibold tracking-wide text-white uppercase">Company</h2>
          <ul className="mt-4 flex flex-col gap-2 text-sm">
            <li>
              <SectionLink to={landingSections.about} className={linkClass}>
                About Us
              </SectionLink>
            </li>
            <li>
              <Link to={paths.policy} className={linkClass}>
                Privacy Policy
              </Link>
            </li>
            <li>
              <Link to={paths.contact} className={linkClass}>
                Contact Us
              </Link>
            </li>
            <li>
              <Link to={paths.buyEnergyApp} className={linkClass}>
                Buy Electricity
              </Link>
            </li>
            <li>
              <Link to={paths.buySolarApp} className={linkClass}>
                Buy Solar
              </Link>
            </li>
            <li>
              <Link to={paths.findToken} className={linkClass}>
                Find my token
              </Link>
            </li>
          </ul>
        </nav>
      </div>
      <div className="border-t border-white/10">
        {/* The public pages are prerendered HTML: the build's year, current as long as a release ships
            each year; their JavaScript stays in the landing page's budget (decision 056). */}
        <p className="mx-auto max-w-6xl px-4 py-5 text-sm text-brand-200 sm:px-6">
          {`© ${import.meta.env.VITE_BUILD_YEAR} PowerPay. All rights reserved.`}
        </p>
      </div>
    </footer>
  );
}
