import { z } from 'zod';
import { landingMeterNumberField } from './fields.ts';
import { defineForm } from './form-validation.ts';

/** The landing page's meter entry boxes: `Please enter your meter number`, then 11 to 20 digits as to buy. */
export const landingMeterSchema = z.object({ meter_no: landingMeterNumberField() });
export type LandingMeterValues = z.input<typeof landingMeterSchema>;
export const landingMeterFields = ['meter_no'] as const;
export const landingMeterForm = defineForm(landingMeterSchema, landingMeterFields);
