// @vitest-environment happy-dom
// The resolver and the server-error mapping in react-hook-form itself, as a checkout address form uses them.
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CheckoutAddressForm } from '../../../generated/types.ts';
import { messagesFor } from '../../i18n/messages.server.ts';
import { createTranslator } from '../../i18n/translate.ts';
import { createCheckoutAddressResolver, type CheckoutAddressFormValues } from './checkout-address-resolver.ts';
import { translateFieldError } from '../../domain/forms/field-errors.ts';
import { serverErrorsToFields, type ServerFailure } from './server-errors.ts';

afterEach(cleanup);

const t = createTranslator('de-DE', messagesFor('de-DE'));

function BillingForm({
  onValid,
  failure,
}: {
  onValid: (address: CheckoutAddressForm) => void;
  failure?: ServerFailure;
}) {
  const form = useForm<CheckoutAddressFormValues, unknown, CheckoutAddressForm>({
    resolver: createCheckoutAddressResolver({ country: 'de', guest: true, translate: t }),
    defaultValues: { country: 'DE', clientType: 'PRIVATE', phone: '+49 170 1234567' },
  });
  const { errors } = form.formState;
  const field = (name: keyof CheckoutAddressForm, label: string) => (
    <p>
      <label htmlFor={name}>{label}</label>
      <input id={name} {...form.register(name)} aria-invalid={errors[name] ? true : undefined} />
      {errors[name] && <span role="alert">{errors[name].message}</span>}
    </p>
  );
  return (
    <form
      onSubmit={form.handleSubmit(onValid)}
      onReset={() => {
        for (const placed of failure ? serverErrorsToFields(failure) : []) {
          form.setError(placed.field, { type: placed.error.rule, message: translateFieldError(t, placed.error) });
        }
      }}
    >
      {field('email', 'E-Mail')}
      {field('firstName', 'Vorname')}
      {field('lastName', 'Nachname')}
      {field('streetName', 'Straße')}
      {field('streetNumber', 'Hausnummer')}
      {field('postalCode', 'PLZ')}
      {field('city', 'Ort')}
      <button type="submit">Weiter</button>
      <button type="reset">Server</button>
    </form>
  );
}

function type(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

describe('a checkout address form with react-hook-form', () => {
  it("shows each wrong field's message in the shopper's language and submits nothing", async () => {
    const onValid = vi.fn();
    render(<BillingForm onValid={onValid} />);
    type('PLZ', '1011');
    type('Hausnummer', 'ohne');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Weiter' })));
    // The country's validators load on first use (their own chunk).
    await waitFor(() => expect(screen.getAllByRole('alert')).toHaveLength(7));
    const alerts = screen.getAllByRole('alert').map((alert) => alert.textContent);
    expect(alerts).toEqual([
      'E-Mail ist ein Pflichtfeld.',
      'Vorname ist ein Pflichtfeld.',
      'Nachname ist ein Pflichtfeld.',
      'Straße ist ein Pflichtfeld.',
      'Die Hausnummer muss eine Ziffer enthalten.',
      'Bitte geben Sie eine gültige Postleitzahl ein, zum Beispiel 10115.',
      'Ort ist ein Pflichtfeld.',
    ]);
    expect(onValid).not.toHaveBeenCalled();
  });

  it('hands the submit handler the address trimmed, blanks left out', async () => {
    const onValid = vi.fn();
    render(<BillingForm onValid={onValid} />);
    type('E-Mail', ' anna@example.de ');
    type('Vorname', 'Anna');
    type('Nachname', 'Schmidt');
    type('Straße', 'Hauptstraße');
    type('Hausnummer', '5');
    type('PLZ', '10115');
    type('Ort', 'Berlin');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Weiter' })));
    await waitFor(() => expect(onValid).toHaveBeenCalledTimes(1));
    expect(onValid.mock.calls[0]![0]).toEqual({
      email: 'anna@example.de',
      clientType: 'PRIVATE',
      firstName: 'Anna',
      lastName: 'Schmidt',
      streetName: 'Hauptstraße',
      streetNumber: '5',
      postalCode: '10115',
      city: 'Berlin',
      phone: '+49 170 1234567',
      country: 'DE',
    });
  });

  it("puts a middleware 400 on its field, in the shopper's language", async () => {
    const failure: ServerFailure = {
      statusCode: 400,
      message: '/billingAddress/postalCode must match the pattern ^\\d{5}$ (got "1011")',
      field: '/billingAddress/postalCode',
      errors: [
        {
          code: 'InvalidAddressField',
          field: '/billingAddress/postalCode',
          rule: 'postalCode',
          params: { example: '10115' },
        },
      ],
    };
    render(<BillingForm onValid={vi.fn()} failure={failure} />);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Server' })));
    expect(screen.getByRole('alert').textContent).toBe(
      'Bitte geben Sie eine gültige Postleitzahl ein, zum Beispiel 10115.',
    );
    expect(screen.getByLabelText('PLZ').getAttribute('aria-invalid')).toBe('true');
  });
});
