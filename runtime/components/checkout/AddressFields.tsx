import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import type { CheckoutAddressFormValues } from '../../state/forms/checkout-address-resolver.ts';
import { useTranslation } from '../../i18n/use-translation.ts';

export type TextField =
  'firstName' | 'lastName' | 'company' | 'department' | 'streetName' | 'streetNumber' | 'postalCode' | 'city' | 'phone';

/** The browser's autofill names of the fields (HTML autocomplete tokens), per billing or shipping section. */
const AUTOCOMPLETE: Readonly<Record<TextField, string>> = {
  firstName: 'given-name',
  lastName: 'family-name',
  company: 'organization',
  department: 'organization-title',
  streetName: 'address-line1',
  // HTML has no token for a house number; address-line2 is the flat or c/o line, which browsers would fill in here.
  streetNumber: 'off',
  postalCode: 'postal-code',
  city: 'address-level2',
  phone: 'tel',
};

/** The fields that take the form's whole row; the others pair up (first and last name, street and number …). */
const WIDE: ReadonlySet<TextField> = new Set(['company', 'department', 'phone']);

/**
 * The text fields of a checkout address form (spec/3 §3 Address, §5), each with its label, its autofill name, its
 * error tied to it (aria-describedby) and whether it is required; the postal code's placeholder is the country's
 * example (spec/3 §5 Postal code).
 */
export function AddressFields({
  form,
  fields,
  register,
  errors,
  required,
  postalCodePlaceholder,
}: {
  form: 'billing' | 'shipping';
  fields: readonly TextField[];
  register: UseFormRegister<CheckoutAddressFormValues>;
  errors: FieldErrors<CheckoutAddressFormValues>;
  required: ReadonlySet<TextField>;
  /** The country's postal-code example (spec/3 §5 Postal code), as the field's placeholder. */
  postalCodePlaceholder?: string | undefined;
}) {
  const { t } = useTranslation();
  return (
    <>
      {fields.map((field) => {
        const id = `${form}-${field}`;
        const error = errors[field]?.message;
        return (
          <div key={field} className={WIDE.has(field) ? 'form-field form-field--wide' : 'form-field'}>
            <label htmlFor={id}>
              {t(`validation.fieldNames.${field}`)}
              {required.has(field) ? ' *' : ''}
            </label>
            <input
              id={id}
              type={field === 'phone' ? 'tel' : 'text'}
              autoComplete={
                AUTOCOMPLETE[field] === 'off'
                  ? 'off'
                  : `section-${form} ${form === 'billing' ? 'billing' : 'shipping'} ${AUTOCOMPLETE[field]}`
              }
              aria-required={required.has(field) || undefined}
              placeholder={field === 'postalCode' ? postalCodePlaceholder : undefined}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
              {...register(field)}
            />
            {error && (
              <p id={`${id}-error`} className="form-field__error">
                {error}
              </p>
            )}
          </div>
        );
      })}
    </>
  );
}
