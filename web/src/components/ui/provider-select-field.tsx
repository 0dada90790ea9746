import type { Provider } from '@powerpay/shared';

import { SelectField, type SelectFieldProps } from './select-field';

export type ProviderSelectFieldProps = Omit<SelectFieldProps, 'label' | 'options' | 'placeholder'> & {
  providers: Provider[];
};

/** The required Provider select of the purchase and beneficiary forms: the serviceID is value and label (SPEC.md section 3). */
export function ProviderSelectField({ providers, ...props }: ProviderSelectFieldProps) {
  return (
    <SelectField
      label="Provider"
      isRequired
      placeholder="Select provider"
      options={providers.map((provider) => ({ value: provider.serviceID, label: provider.serviceID }))}
      {...props}
    />
  );
}
