import {
  AC_SIZE_LABELS,
  AUDIT_TYPE_LABELS,
  BATTERY_TYPE_LABELS,
  GENERATOR_CHOICE_LABELS,
  ROOF_TYPE_LABELS,
  SHADING_LABELS,
  SUPPLY_PATTERN_LABELS,
  SYSTEM_TIER_LABELS,
  TARIFF_BAND_LABELS,
  formatAppliancesAnswer,
  formatNaira,
  formatNumber,
  type HomeAuditRecord,
  type OfficeAuditRecord,
} from '@powerpay/shared';

/** One read-only line of the detail panel. */
export type DetailRow = { label: string; value: string };
export type DetailSection = { title: string | null; rows: DetailRow[] };

/** `27.5 KVA`, `1,200 sqm`, `14`: the number as entered, grouped, with its unit when it has one. */
export function formatQuantity(value: number, unit?: string): string {
  const number = formatNumber(value, { maximumFractionDigits: 3 });
  return unit ? `${number} ${unit}` : number;
}

/** `Office` / `Home`. */
export function auditTypeLabel(type: keyof typeof AUDIT_TYPE_LABELS): string {
  return AUDIT_TYPE_LABELS[type];
}

/** The optional answers' section title in the detail panel. */
export const OPTIONAL_ANSWERS_TITLE = 'Improve your report';

type Row = DetailRow | null;
const row = <T>(label: string, value: T | undefined | null, format: (value: T) => string): Row =>
  value === undefined || value === null ? null : { label, value: format(value) };

/** The optional answers that were given ("Improve your report"); no section when none were. */
function optionalSection(rows: Row[]): DetailSection[] {
  const given = rows.filter((candidate): candidate is DetailRow => candidate !== null);
  return given.length > 0 ? [{ title: OPTIONAL_ANSWERS_TITLE, rows: given }] : [];
}

const supplyPatternRow = (record: Pick<HomeAuditRecord, 'supplyPattern'>): Row =>
  row('When supply usually comes', record.supplyPattern, (value) => SUPPLY_PATTERN_LABELS[value]);

type SiteAnswers = Pick<HomeAuditRecord, 'roofType' | 'shading' | 'batteryType'>;
const siteRows = (record: SiteAnswers): Row[] => [
  row('Where the panels would go', record.roofType, (value) => ROOF_TYPE_LABELS[value]),
  row('Shade', record.shading, (value) => SHADING_LABELS[value]),
  row('Preferred battery', record.batteryType, (value) => BATTERY_TYPE_LABELS[value]),
];

/** docs/product.md §2, Home view (plus the ACs answer, so the panel shows everything that was entered). */
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
    ...optionalSection([
      row('Monthly grid spend', record.gridCost, formatNaira),
      row('Grid supply', record.gridHours, (value) => formatQuantity(value, 'hours a day')),
      row('Tariff band', record.gridBand, (value) => TARIFF_BAND_LABELS[value]),
      supplyPatternRow(record),
      row('Type of generator', record.gen, (value) => GENERATOR_CHOICE_LABELS[value]),
      row('Generator size', record.genSize, (value) => formatQuantity(value, 'KVA')),
      row('Monthly fuel spend', record.fuel, formatNaira),
      row('AC size', record.acSize, (value) => AC_SIZE_LABELS[value]),
      row('Inverter ACs', record.acInverter, formatAppliancesAnswer),
      row('ACs at night', record.acNight, (value) => formatQuantity(value)),
      row('Pumping machine', record.pump, formatAppliancesAnswer),
      row('Existing inverter or battery', record.inverter, (value) => formatQuantity(value, 'KVA')),
      row('Budget preference', record.budget, (value) => SYSTEM_TIER_LABELS[value]),
      ...siteRows(record),
    ]),
  ];
}

/** docs/product.md §2, Office view (plus the company e-mail, so the panel shows everything that was entered). */
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
        { label: 'Generator (Fuel)', value: GENERATOR_CHOICE_LABELS[record.gen] },
        // With a "None" generator (decision 010) there is no size or fuel cost to show.
        ...(record.genSize === null
          ? []
          : [{ label: 'Generator size', value: formatQuantity(record.genSize, 'KVA') }]),
        ...(record.fuel === null
          ? []
          : [{ label: 'Estimated monthly fuel cost', value: formatNaira(record.fuel) }]),
        { label: 'Number of rooms', value: formatQuantity(record.rooms) },
        { label: 'Inverter', value: formatQuantity(record.inverter, 'KVA') },
        { label: 'Daytime peak load', value: formatQuantity(record.dayPeakLoad, 'kW') },
        { label: 'Night-time peak load', value: formatQuantity(record.nightPeakLoad, 'kW') },
        { label: 'Estimated Daily Consumption', value: formatQuantity(record.dayConsumption, 'kWh') },
        { label: 'GPS coordinate', value: record.gps },
        { label: 'Land or roof top space (sqm)', value: formatQuantity(record.land, 'sqm') },
      ],
    },
    ...optionalSection([supplyPatternRow(record), ...siteRows(record)]),
  ];
}
