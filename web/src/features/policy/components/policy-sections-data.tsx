import { company } from '@/config/company';

import { List, type PolicySection } from './policy-list';

/** Sections 1 to 6: what we collect, why, with whom we share it and how we protect it. */
export const DATA_POLICY_SECTIONS: PolicySection[] = [
  {
    id: 'privacy-policy',
    title: 'Privacy policy',
    body: (
      <>
        <p>
          This policy explains how {company.legalName} ("PowerPay", "we", "us") collects, uses, shares and
          protects your personal data when you buy electricity, create an account, fill in an energy audit or
          contact us, on the web or on your phone.
        </p>
        <p>
          We process personal data in line with the Nigeria Data Protection Act 2023 (NDPA) and the guidance
          of the Nigeria Data Protection Commission (NDPC). PowerPay is the data controller for the data
          described here. By using PowerPay you confirm that you have read this policy; where we rely on your
          consent, we ask for it separately and you may withdraw it at any time.
        </p>
      </>
    ),
  },
  {
    id: 'registration-and-subscription',
    title: 'Registration and subscription',
    body: (
      <>
        <p>
          You can buy electricity as a guest. An account is optional and lets you save meters (beneficiaries),
          see your purchase history, set purchase reminders and use the energy audit. To register you give us
          your e-mail address, first name, last name, Nigerian phone number and a password.
        </p>
        <p>
          Your password is stored only as a one-way hash: nobody at PowerPay can read it. You must be at least
          18 years old, or use PowerPay with the permission of a parent or guardian. Reminders are off until
          you turn them on, and you can switch them off, change your details or close your account at any
          time.
        </p>
      </>
    ),
  },
  {
    id: 'personal-data-we-collect',
    title: 'Personal data we collect',
    body: (
      <>
        <p>We collect only what each service needs:</p>
        <List
          items={[
            <>
              <strong>Electricity purchase</strong> (guest or signed in): meter number, electricity company
              (DisCo), meter type, amount, phone number, the customer name registered to the meter (returned
              by the DisCo when we verify it), payment reference and status, and the token and units issued.
            </>,
            <>
              <strong>Account</strong>: e-mail, first and last name, phone number, reminder preferences and
              the meters you save, with an optional e-mail address for each.
            </>,
            <>
              <strong>Energy audit</strong>: name or company name, contact person, e-mail, phone, address, GPS
              coordinates of the site, rooms, appliances and air conditioners, grid hours and cost, generator
              type, size and fuel cost, inverter size, estimated loads and consumption, and available roof or
              land space.
            </>,
            <>
              <strong>Contact form</strong>: your name, e-mail, phone, subject and message.
            </>,
            <>
              <strong>Technical data</strong>: IP address, browser and device type, and the time of each
              request, kept in security logs.
            </>,
          ]}
        />
        <p>
          We do not receive your card number, PIN or bank login: you enter them on the payment page of our
          payment partner.
        </p>
      </>
    ),
  },
  {
    id: 'how-we-use-personal-data',
    title: 'How we use personal data',
    body: (
      <>
        <List
          items={[
            'To verify your meter, take payment, vend your token and send it to you by SMS and e-mail (performance of our contract with you).',
            'To keep your purchase history and receipts, resolve failed or delayed tokens and handle refunds.',
            'To prepare your energy needs report and a solar or backup power proposal when you fill in an energy audit.',
            'To send the purchase reminders you switched on, and to answer the messages you send us.',
            'To prevent fraud and abuse, secure our systems and keep records the law requires (our legal obligations and legitimate interests).',
            'To improve PowerPay using aggregated figures that do not identify you.',
          ]}
        />
        <p>
          We send marketing messages only if you have agreed to them, and every such message tells you how to
          stop them. We do not make decisions with legal effect about you by automated means alone.
        </p>
      </>
    ),
  },
  {
    id: 'sharing',
    title: 'Sharing of personal data',
    body: (
      <>
        <p>We never sell your personal data. We share it only with those who need it to serve you:</p>
        <List
          items={[
            <>
              <strong>Paystack</strong>, our payment partner licensed by the Central Bank of Nigeria, which
              processes your payment.
            </>,
            <>
              <strong>VTpass</strong>, our electricity vending partner, and your <strong>DisCo</strong>, which
              receive your meter number, meter type and amount to verify the meter and issue the token.
            </>,
            'SMS and e-mail providers that deliver your token, receipts and reminders.',
            'Our certified installation partners, only when you ask us for a solar or storage proposal.',
            'Regulators, courts and law-enforcement agencies such as the NDPC, CBN, NFIU or EFCC, when Nigerian law requires it.',
          ]}
        />
        <p>
          Each partner may use the data only for the service it provides to us. Where data leaves Nigeria (for
          example to a cloud or e-mail provider), we transfer it only with the safeguards the NDPA requires.
        </p>
      </>
    ),
  },
  {
    id: 'security',
    title: 'Security',
    body: (
      <>
        <p>
          All traffic to PowerPay is encrypted with HTTPS. Passwords are stored as strong one-way hashes,
          sessions can be ended at any time by logging out or changing your password, and access to customer
          data inside PowerPay is limited to staff who need it to help you.
        </p>
        <p>
          No system is perfectly secure. If a breach puts your rights at risk, we will notify the NDPC within
          72 hours, as the NDPA requires, and tell you without delay what happened and what to do. Never share
          your password or OTP with anyone: PowerPay staff will never ask for them.
        </p>
      </>
    ),
  },
];
