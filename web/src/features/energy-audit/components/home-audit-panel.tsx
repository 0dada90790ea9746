import type { AuditRecord } from '@powerpay/shared';
import { homeAuditExtrasFields, homeAuditForm, type HomeAuditInput } from '@powerpay/shared';
import { useId } from 'react';
import { useForm } from 'react-hook-form';

import { Button } from '@/components/ui/button';
import { PhoneField } from '@/components/ui/phone-field';
import { RadioGroup } from '@/components/ui/radio-group';
import { ResponsivePanel } from '@/components/ui/responsive-panel';
import { TextField } from '@/components/ui/text-field';

import { sequentialResolver } from '@/lib/form-resolver';

import { useSubmitHomeAudit } from '../api/submit-home-audit';
import { useKeptAuditDraft } from '../utils/audit-draft';
import { homeFormDefaults, type HomeFormText } from '../utils/audit-form-values';
import { LAND_HINT } from '../utils/land-hint';
import { AuditFormTitle } from './audit-form-title';
import { GpsField } from './gps-field';
import { HomeExtraFields } from './home-extra-fields';
import { ImproveReportSection } from './improve-report-section';
import { SiteExtraFields } from './site-extra-fields';
import { useAuditAnswers } from './use-audit-answers';

const EXTRA_FIELDS: readonly string[] = homeAuditExtrasFields;

/**
 * Energy Audit Form, Home: one step, checked in the form's order (name … land), then the optional questions;
 * a closed panel keeps its answers. Name, phone and e-mail start with the customer's own.
 */
export function HomeAuditPanel({
  open,
  onOpenChange,
  onSubmitted,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSubmitted: (saved: AuditRecord) => void;
}) {
  const formId = useId();
  const { user, pristine, initialValues, submit, isSubmitting, hasKeptExtras } = useAuditAnswers({
    kind: 'home',
    defaultsOf: homeFormDefaults,
    send: useSubmitHomeAudit(),
    extraFields: EXTRA_FIELDS,
    onSubmitted,
  });
  const {
    register,
    handleSubmit,
    setValue,
    watch,
    formState: { errors },
  } = useForm<HomeFormText, unknown, HomeAuditInput>({
    defaultValues: initialValues,
    resolver: sequentialResolver(homeAuditForm),
  });

  useKeptAuditDraft('home', user, watch, pristine);
  const hasExtraError = Object.keys(errors).some((field) => EXTRA_FIELDS.includes(field));

  return (
    <ResponsivePanel
      open={open}
      onOpenChange={onOpenChange}
      title={<AuditFormTitle label="Home" />}
      description="Tell us about your home and what you want to keep running."
      isFullHeightOnMobile
      footer={
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
      }
    >
      <form
        id={formId}
        noValidate
        onSubmit={handleSubmit(submit)}
        aria-label="Home energy audit"
        className="flex flex-col gap-5"
      >
        <TextField
          label="Name"
          isRequired
          autoComplete="name"
          error={errors.name?.message}
          {...register('name')}
        />
        <PhoneField
          label="Phone Number"
          isRequired
          placeholder="81*******"
          error={errors.phone?.message}
          {...register('phone')}
        />
        <TextField
          label="Email Address"
          isRequired
          type="email"
          autoComplete="email"
          placeholder="name@example.com"
          error={errors.email?.message}
          {...register('email')}
        />
        <TextField
          label="Home Address"
          isRequired
          autoComplete="street-address"
          error={errors.address?.message}
          {...register('address')}
        />
        <TextField
          label="Home Size (Number of Bedrooms)"
          isRequired
          inputMode="numeric"
          autoComplete="off"
          placeholder="e.g. 3"
          error={errors.rooms?.message}
          {...register('rooms')}
        />
        <TextField
          label="How many ACs do you want to power during the day"
          isRequired
          inputMode="numeric"
          autoComplete="off"
          placeholder="e.g. 2"
          error={errors.ac?.message}
          {...register('ac')}
        />
        <RadioGroup
          legend="Do you want to power water heaters, irons, electric stoves, electric kettles etc"
          isRequired
          error={errors.appliances?.message}
          inputProps={register('appliances')}
        />
        <GpsField
          label="GPS coordinate for your location"
          isRequired
          error={errors.gps?.message}
          onLocated={(text) =>
            setValue('gps', text, { shouldDirty: true, shouldValidate: Boolean(errors.gps) })
          }
          {...register('gps')}
        />
        <TextField
          label="Land or roof top space available for solar panels (sqm)"
          isRequired
          inputMode="numeric"
          autoComplete="off"
          placeholder="e.g. 40"
          hint={LAND_HINT}
          error={errors.land?.message}
          {...register('land')}
        />
        <ImproveReportSection hasError={hasExtraError} startsOpen={hasKeptExtras}>
          <HomeExtraFields register={register} errors={errors} />
          <SiteExtraFields register={(name) => register(name)} errors={errors} />
        </ImproveReportSection>
      </form>
    </ResponsivePanel>
  );
}
