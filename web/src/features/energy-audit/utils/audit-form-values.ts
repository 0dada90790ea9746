import type { homeAuditFields, officeAuditFields } from '@powerpay/shared';

import type { SessionUser } from '@/lib/session';

/** What the customer types in the Office form: every answer is text until the shared schema has checked it. */
export type OfficeFormText = Record<(typeof officeAuditFields)[number], string>;
export type HomeFormText = Record<(typeof homeAuditFields)[number], string>;

const SITE_EXTRAS = { supplyPattern: '', roofType: '', shading: '', batteryType: '' };

export const EMPTY_OFFICE_FORM: OfficeFormText = {
  name: '',
  address: '',
  email: '',
  contact_name: '',
  phone: '',
  gridHours: '',
  gridCost: '',
  genSize: '',
  gen: '',
  fuel: '',
  inverter: '',
  nightPeakLoad: '',
  dayPeakLoad: '',
  dayConsumption: '',
  rooms: '',
  gps: '',
  land: '',
  ...SITE_EXTRAS,
};

export const EMPTY_HOME_FORM: HomeFormText = {
  name: '',
  phone: '',
  email: '',
  address: '',
  rooms: '',
  ac: '',
  appliances: '',
  gps: '',
  land: '',
  gridCost: '',
  gridHours: '',
  gridBand: '',
  gen: '',
  genSize: '',
  fuel: '',
  acSize: '',
  acInverter: '',
  acNight: '',
  pump: '',
  inverter: '',
  budget: '',
  ...SITE_EXTRAS,
};

/** The phone as typed after the fixed +234 prefix: the stored `0803…` without its leading 0. */
function phoneAfterPrefix(phone: string): string {
  return phone.replace(/^0/, '');
}

/** What we know about the signed-in customer, prefilled and editable (decision 010). */
function customerDetails(user: SessionUser | null) {
  if (!user) return { name: '', email: '', phone: '' };
  return {
    name: `${user.first_name} ${user.last_name}`.trim(),
    email: user.email,
    phone: phoneAfterPrefix(user.phone),
  };
}

/** Home: Name, Phone Number and Email Address start with the customer's own. */
export function homeFormDefaults(user: SessionUser | null): HomeFormText {
  const { name, email, phone } = customerDetails(user);
  return { ...EMPTY_HOME_FORM, name, email, phone };
}

/** Office: Contact Person Name, Contact Phone Number and Company Email start with the customer's own. */
export function officeFormDefaults(user: SessionUser | null): OfficeFormText {
  const { name, email, phone } = customerDetails(user);
  return { ...EMPTY_OFFICE_FORM, contact_name: name, email, phone };
}
