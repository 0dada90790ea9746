import type { AuditRecord } from '@powerpay/shared';
import {
  auditSiteExtrasFields,
  officeAuditForm,
  officeAuditStep1Form,
  type FormDefinition,
  type OfficeAuditInput,
  type officeAuditStep1Schema,
} from '@powerpay/shared';
import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';

import { Button } from '@/components/ui/button';
import { ResponsivePanel } from '@/components/ui/responsive-panel';

import { stepResolver } from '@/lib/form-resolver';

import { useSubmitOfficeAudit } from '../api/submit-office-audit';
import { useKeptAuditDraft } from '../utils/audit-draft';
import { officeFormDefaults, type OfficeFormText } from '../utils/audit-form-values';
import { AuditFormTitle, StepHeading } from './audit-form-title';
import { OfficeContactFields } from './office-contact-fields';
import { OfficeElectricityFields } from './office-electricity-fields';
import { ExtrasGroupTitle, ImproveReportSection } from './improve-report-section';
import { SiteExtraFields, SupplyPatternField } from './site-extra-fields';
import { useAuditAnswers } from './use-audit-answers';

type Step = 1 | 2;

/** Next gets step 1's answers; Submit gets both steps'. */
type OfficeFormOutput = z.output<typeof officeAuditStep1Schema> | OfficeAuditInput;

const isComplete = (output: OfficeFormOutput): output is OfficeAuditInput => 'gridHours' in output;

const EXTRA_FIELDS: readonly string[] = ['supplyPattern', ...auditSiteExtrasFields];

const step1Definition: FormDefinition<z.ZodType<OfficeFormOutput>> = officeAuditStep1Form;
const officeDefinition: FormDefinition<z.ZodType<OfficeFormOutput>> = officeAuditForm;

/**
 * Energy Audit Form, Office (side panel on desktop, full bottom sheet on mobile). One form across
 * both steps, so the back arrow and a closed-then-reopened panel keep every answer: step 1 is
 * checked alone before Next moves on, and Submit checks both steps in the form's order, then the optional
 * questions. The contact person, phone and company e-mail start with the customer's own.
 */
export function OfficeAuditPanel({
  open,
  onOpenChange,
  onSubmitted,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSubmitted: (saved: AuditRecord) => void;
}) {
  const formId = useId();
  const [step, setStep] = useState<Step>(1);
  const { user, pristine, initialValues, submit, isSubmitting, hasKeptExtras } = useAuditAnswers({
    kind: 'office',
    defaultsOf: officeFormDefaults,
    send: useSubmitOfficeAudit(),
    extraFields: EXTRA_FIELDS,
    onSubmitted,
  });
  const {
    register,
    handleSubmit,
    setValue,
    watch,
    control,
    formState: { errors },
  } = useForm<OfficeFormText, unknown, OfficeFormOutput>({
    defaultValues: initialValues,
    // react-hook-form reads its options on every render, so the resolver follows the step shown.
    resolver: stepResolver<OfficeFormText, OfficeFormOutput>(step === 1 ? step1Definition : officeDefinition),
  });

  const onValid = async (payload: OfficeFormOutput) => {
    if (!isComplete(payload)) {
      setStep(2);
      return;
    }
    await submit(payload);
  };

  const generator = useWatch({ control, name: 'gen' });
  useKeptAuditDraft('office', user, watch, pristine);
  const hasExtraError = Object.keys(errors).some((field) => EXTRA_FIELDS.includes(field));

  return (
    <ResponsivePanel
      open={open}
      onOpenChange={onOpenChange}
      title={<AuditFormTitle label="Office" />}
      isFullHeightOnMobile
      onBack={step === 2 && !isSubmitting ? () => setStep(1) : undefined}
      backLabel="Back to Contact Person Information"
      footer={
        step === 1 ? (
          <Button type="submit" form={formId} size="lg" isFullWidth>
            Next
          </Button>
        ) : (
          <Button
            type="submit"
            form={formId}
            size="lg"
            isFullWidth
            busy={isSubmitting}
            busyLabel="Submitting..."
          >
            Submit
          </Button>
        )
      }
    >
      <form id={formId} noValidate onSubmit={handleSubmit(onValid)} aria-label="Office energy audit">
        {step === 1 ? (
          <StepHeading step={1} total={2} title="Contact Person Information" />
        ) : (
          <StepHeading step={2} total={2} title="Current Electricity Sources" />
        )}
        <div className="flex flex-col gap-5">
          {step === 1 ? (
            <OfficeContactFields register={register} errors={errors} />
          ) : (
            <>
              <OfficeElectricityFields
                register={register}
                errors={errors}
                hasGenerator={generator !== 'none'}
                onLocated={(text) =>
                  setValue('gps', text, { shouldDirty: true, shouldValidate: Boolean(errors.gps) })
                }
                onEstimated={({ dayPeakKw, nightPeakKw, dailyKwh }) => {
                  const options = { shouldDirty: true, shouldValidate: true } as const;
                  setValue('dayPeakLoad', String(dayPeakKw), options);
                  setValue('nightPeakLoad', String(nightPeakKw), options);
                  setValue('dayConsumption', String(dailyKwh), options);
                }}
              />
              <ImproveReportSection hasError={hasExtraError} startsOpen={hasKeptExtras}>
                <ExtrasGroupTitle>Your grid supply</ExtrasGroupTitle>
                <SupplyPatternField
                  registered={register('supplyPattern')}
                  error={errors.supplyPattern?.message}
                />
                <SiteExtraFields register={(name) => register(name)} errors={errors} />
              </ImproveReportSection>
            </>
          )}
        </div>
      </form>
    </ResponsivePanel>
  );
}
