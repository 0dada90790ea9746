import type { homeAuditFields, officeAuditFields } from '@powerpay/shared';

/** What the customer types in the Office form: every answer is text until the shared schema has checked it. */
export type OfficeFormText = Record<(typeof officeAuditFields)[number], string>;
export type HomeFormText = Record<(typeof homeAuditFields)[number], string>;

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
};

