import {
  AUDIT_TYPE_LABELS,
  GENERATOR_TYPE_LABELS,
  formatAppliancesAnswer,
  formatNaira,
  type HomeAuditRecord,
  type OfficeAuditRecord,
} from '@powerpay/shared';

/** One read-only line of the detail panel. */
export type DetailRow = { label: string; value: string };
export type DetailSection = { title: string | null; rows: DetailRow[] };

const quantityFormat = new Intl.NumberFormat('en-NG', { maximumFractionDigits: 3 });

/** `27.5 KVA`, `1,200 sqm`, `14`: the number as entered, grouped, with its unit when it has one. */
export function formatQuantity(value: number, unit?: string): string {
  const number = quantityFormat.format(value);
  return unit ? `${number} ${unit}` : number;
}

/** `Office` / `Home`. */
export function auditTypeLabel(type: keyof typeof AUDIT_TYPE_LABELS): string {
  return AUDIT_TYPE_LABELS[type];
}

/** SPEC.md section 2, Home view (plus the ACs answer, so the panel shows everything that was entered). */
export function homeDetails(record: HomeAuditRecord): DetailSection[] {
  return [
    {
      title: null,
      rows: [
        { label: 'Name', value: record.name },
        { label: 'Address', value: record.address },
        { label: 'Phone Number', value: record.phone },
        { label: 'Email', value: record.email },
        { label: 'Number of Rooms', value: formatQuantity(record.rooms) },
        { label: 'ACs to power during the day', value: formatQuantity(record.ac) },
        { label: 'Home Appliances', value: formatAppliancesAnswer(record.appliances) },
        { label: 'GPS coordinate', value: record.gps },
        { label: 'Land or roof top space (sqm)', value: formatQuantity(record.land, 'sqm') },
      ],
    },
  ];
}

/** SPEC.md section 2, Office view (plus the company e-mail, so the panel shows everything that was entered). */
export function officeDetails(record: OfficeAuditRecord): DetailSection[] {
  return [
    {
      title: 'Contact Person Information',
      rows: [
        { label: 'Company Name', value: record.name },
        { label: 'Contact Person Name', value: record.contact_name },
        { label: 'Contact Phone Number', value: record.phone },
        { label: 'Company Email', value: record.email },
        { label: 'Company Address', value: record.address },
      ],
    },
    {
      title: 'Current Electricity Source',
      rows: [
        { label: 'Grid (hours)', value: formatQuantity(record.gridHours, 'hours') },
        { label: 'Estimated monthly grid cost', value: formatNaira(record.gridCost) },
        { label: 'Generator (Fuel)', value: GENERATOR_TYPE_LABELS[record.gen] },
        { label: 'Generator size', value: formatQuantity(record.genSize, 'KVA') },
        { label: 'Estimated monthly fuel cost', value: formatNaira(record.fuel) },
        { label: 'Number of rooms', value: formatQuantity(record.rooms) },
        { label: 'Inverter', value: formatQuantity(record.inverter, 'KVA') },
        { label: 'Daytime peak load', value: formatQuantity(record.dayPeakLoad, 'kW') },
        { label: 'Night-time peak load', value: formatQuantity(record.nightPeakLoad, 'kW') },
        { label: 'Estimated Daily Consumption', value: formatQuantity(record.dayConsumption, 'kWh') },
        { label: 'GPS coordinate', value: record.gps },
        { label: 'Land or roof top space (sqm)', value: formatQuantity(record.land, 'sqm') },
      ],
    },
  ];
}
