import { Link } from 'react-router';

import { RETENTION } from '@powerpay/shared/retention';

import { company } from '@/config/company';
import { paths } from '@/config/paths';

import { List, type PolicySection } from './policy-list';

/** The few small periods the policy states, in words as the rest of the policy writes them. */
const inWords = (count: number) => ['zero', 'one', 'two', 'three', 'four', 'five'][count] ?? String(count);

const linkClass = 'font-medium text-brand-700 underline underline-offset-4 hover:text-brand-800';

/** Sections 7 to 12: retention, links, surveys, changes, cookies and how to reach us. */
export const SITE_POLICY_SECTIONS: PolicySection[] = [
  {
    id: 'storage',
    title: 'Storage and retention',
    body: (
      <>
        <p>We keep personal data only as long as we need it:</p>
        <List
          items={[
            `Purchase and payment records: at least ${inWords(RETENTION.purchaseYears)} years after the transaction, as Nigerian anti-money-laundering and tax rules require. When you delete your account they are kept for that time without your name, e-mail address or phone number.`,
            'Account details and saved meters: while your account is open. Deleting your account in My Account erases them at once.',
            `Energy audit responses: ${inWords(RETENTION.energyAuditYears)} years, so that we can update your report as your needs change, unless you ask us to delete them sooner (deleting your account erases them at once).`,
            `Contact form messages: ${inWords(RETENTION.contactMessageYears)} years after your request is resolved.`,
            `Messages we send you (your token, receipt, password-reset and e-mail confirmation links by SMS or e-mail): we keep their text for ${RETENTION.messageBodyHours} hours after sending, and the record that we sent one, to whom and when, for ${RETENTION.messageRecordDays} days.`,
            `Signed-in sessions, password-reset and e-mail confirmation links: deleted once they have expired, been used or you have logged out. The record that a browser signed in to your account: a year after its last sign-in. Counts of sign-in attempts: a day after their window ends.`,
            'Security logs: 12 months.',
          ]}
        />
        <p>
          When the period ends, we delete the data or make it anonymous so that it can no longer identify you:
          this runs every night.
        </p>
      </>
    ),
  },
  {
    id: 'links',
    title: 'Links to other websites',
    body: (
      <p>
        PowerPay links to sites we do not control, such as the Paystack payment page, your DisCo's website and
        our social media pages. Their own privacy policies apply there, and we are not responsible for how
        they handle your data. Please read them before you give them personal information.
      </p>
    ),
  },
  {
    id: 'survey-and-contests',
    title: 'Surveys and contests',
    body: (
      <p>
        From time to time we may invite you to a customer survey, a referral offer or a promotion. Taking part
        is always optional. We use your answers to improve PowerPay and, for a contest, to contact the winners
        and deliver prizes. If we plan to publish a winner's name or photo, we will ask for consent first.
      </p>
    ),
  },
  {
    id: 'notification-of-changes',
    title: 'Notification of changes',
    body: (
      <p>
        We may update this policy when our services or the law change. The date at the top of this page shows
        the latest version. If a change affects how we use data you have already given us, we will tell you by
        e-mail or in the app before it takes effect and, where the law requires, ask for your consent again.
      </p>
    ),
  },
  {
    id: 'cookies',
    title: 'Cookies and browser storage',
    body: (
      <>
        <p>
          PowerPay does not use advertising or tracking cookies. When you sign in we set one cookie that tells
          our sign-in this browser has signed in to your account before, so that someone guessing your
          password from elsewhere cannot lock you out; it holds only a random number and lasts a year. We keep
          a few items in your browser's storage so the app works: your signed-in session (removed when you log
          out), the meter number you type on the landing page, so the purchase form can start with it, and a
          purchase you are part-way through (meter, distribution company, amount and phone), so that reloading
          the page does not lose it. That last one is kept only for the browser tab you typed it in, and
          removed when you pay, cancel the order, log out or close the tab.
        </p>
        <p>
          The Paystack payment page sets its own cookies to process and protect your payment. You can clear
          your browser's storage at any time; you will simply need to sign in again.
        </p>
      </>
    ),
  },
  {
    id: 'contact-details',
    title: 'Contact details',
    body: (
      <>
        <p>
          Under the NDPA you may ask to see the personal data we hold about you, correct it, delete it,
          restrict or object to its use, receive a copy in a portable format, and withdraw consent you have
          given. We answer within 30 days and do not charge for a reasonable request. In My Account you can
          download a copy of your data and delete your account yourself, at any time.
        </p>
        <p>
          Write to our Data Protection Officer at{' '}
          <a href={`mailto:${company.privacyEmail}`} className={linkClass}>
            {company.privacyEmail}
          </a>
          , e-mail{' '}
          <a href={`mailto:${company.supportEmail}`} className={linkClass}>
            {company.supportEmail}
          </a>
          , call {company.phones.map((phone) => phone.display).join(' or ')}, use our{' '}
          <Link to={paths.contact} className={linkClass}>
            contact form
          </Link>
          , or visit {company.legalName}, {company.office.singleLine}.
        </p>
        <p>
          If you are not satisfied with our answer, you may complain to the Nigeria Data Protection Commission
          (NDPC) at ndpc.gov.ng.
        </p>
      </>
    ),
  },
];
