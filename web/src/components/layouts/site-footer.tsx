import { Link } from 'react-router';

import { landingSections } from '@/config/paths';

import { CopyrightLine } from './copyright-line';

/** App footer: Why Choose Us, What We Offer, and the copyright line of this year (docs/product.md §1). */
export function SiteFooter() {
  return (
    <footer className="border-t border-gray-200/80 bg-white">
      <div className="flex flex-col gap-3 px-4 py-5 text-sm text-gray-600 sm:flex-row sm:items-center sm:justify-between sm:px-6 lg:px-10">
        <nav aria-label="Footer" className="flex gap-6">
          <Link to={landingSections.whyChooseUs} className="font-medium text-gray-700 hover:text-brand-700">
            Why Choose Us
          </Link>
          <Link to={landingSections.whatWeOffer} className="font-medium text-gray-700 hover:text-brand-700">
            What We Offer
          </Link>
        </nav>
        <CopyrightLine />
      </div>
    </footer>
  );
}
