/**
 * Bill of quantities (decision 010): each line with its unit price, the date that price
 * was true, its source and a ± range; installation is a share of the equipment.
 */
import { BATTERY_TYPE_LABELS } from '../solar-options.ts';
import type { SolarConstantKey, SolarConstants } from './constants.ts';
import { sum, type EngineContext } from './context.ts';
import { formatFigure } from './sizing.ts';
import type { BillOfQuantities, CostLine, SystemDesign } from './types.ts';

type PriceKey = Extract<
  SolarConstantKey,
  | 'pricePvModule'
  | 'priceMounting'
  | 'priceLithium'
  | 'priceTubular'
  | 'priceInverter'
  | 'priceChargeController'
  | 'installationShare'
>;

function line(
  ctx: EngineContext,
  constants: SolarConstants,
  {
    id,
    item,
    quantity,
    unit,
    unitPrice,
    priceKey,
  }: Pick<CostLine, 'id' | 'item' | 'quantity' | 'unit' | 'unitPrice'> & { priceKey: PriceKey },
): CostLine {
  ctx.read(priceKey);
  const { range = 0, asOf, source } = constants[priceKey];
  const total = Math.round(quantity * unitPrice);
  return {
    id,
    item,
    quantity,
    unit,
    unitPrice: Math.round(unitPrice),
    total,
    low: Math.round(total * (1 - range)),
    high: Math.round(total * (1 + range)),
    range,
    asOf,
    source,
  };
}

export function billOfQuantities(
  ctx: EngineContext,
  constants: SolarConstants,
  system: SystemDesign,
): BillOfQuantities {
  const { pv, battery, inverter, chargeControllers } = system;
  const lines: CostLine[] = [];

  if (pv.moduleCount > 0) {
    lines.push(
      line(ctx, constants, {
        id: 'modules',
        item: `Solar modules, ${pv.moduleWatts} W`,
        quantity: pv.moduleCount,
        unit: 'module',
        unitPrice: pv.moduleWatts * ctx.read('pricePvModule'),
        priceKey: 'pricePvModule',
      }),
      line(ctx, constants, {
        id: 'mounting',
        item: 'Mounting, cables, breakers and surge protection',
        quantity: pv.kwp,
        unit: 'kWp',
        unitPrice: 1000 * ctx.read('priceMounting'),
        priceKey: 'priceMounting',
      }),
    );
  }

  if (battery.moduleCount > 0) {
    const isLithium = battery.chemistry === 'lithium';
    lines.push(
      line(ctx, constants, {
        id: 'battery',
        item: `${BATTERY_TYPE_LABELS[battery.chemistry]} battery, ${system.systemVoltage} V`,
        quantity: isLithium ? battery.nominalKwh : battery.moduleCount,
        unit: isLithium ? 'kWh' : 'battery',
        unitPrice: isLithium ? ctx.read('priceLithium') : ctx.read('priceTubular'),
        priceKey: isLithium ? 'priceLithium' : 'priceTubular',
      }),
    );
  }

  if (inverter.units > 0) {
    const existing = inverter.isExistingReused && inverter.existingKva !== null ? inverter.existingKva : null;
    lines.push(
      line(ctx, constants, {
        id: 'inverter',
        item:
          existing !== null
            ? `Your existing ${formatFigure(existing)} kVA inverter (reused; have it checked)`
            : `Hybrid inverter, ${formatFigure(inverter.unitKva)} kVA`,
        quantity: existing !== null ? 1 : inverter.units,
        unit: 'inverter',
        unitPrice: existing !== null ? 0 : inverter.unitKva * ctx.read('priceInverter'),
        priceKey: 'priceInverter',
      }),
    );
  }

  if (chargeControllers.units > 0) {
    lines.push(
      line(ctx, constants, {
        id: 'charge_controllers',
        item: `MPPT charge controller, ${formatFigure(chargeControllers.unitAmps)} A (panels beyond the inverter’s own input)`,
        quantity: chargeControllers.units,
        unit: 'controller',
        unitPrice: chargeControllers.unitAmps * ctx.read('priceChargeController'),
        priceKey: 'priceChargeController',
      }),
    );
  }

  const equipment = sum(lines.map((cost) => cost.total));
  if (equipment > 0) {
    lines.push(
      line(ctx, constants, {
        id: 'installation',
        item: 'Installation and commissioning',
        quantity: 1,
        unit: 'job',
        unitPrice: equipment * ctx.read('installationShare'),
        priceKey: 'installationShare',
      }),
    );
  }

  const total = sum(lines.map((cost) => cost.total));
  return {
    currency: 'NGN',
    lines,
    total,
    low: sum(lines.map((cost) => cost.low)),
    high: sum(lines.map((cost) => cost.high)),
    totalUsd: Math.round(total / ctx.read('nairaPerDollar')),
  };
}
