import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { navigate } from 'vike/client/router';
import { COUNTRIES, type CountryCode } from '../../../generated/index.ts';
import type { CartAddress, CheckoutAddressForm } from '../../../generated/types.ts';
import type { ClientType } from '../../domain/checkout/client-type.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { useShop } from '../../view/use-shop.ts';
import {
  createCheckoutAddressResolver,
  type CheckoutAddressFormValues,
} from '../../state/forms/checkout-address-resolver.ts';
import { translateFieldError } from '../../domain/forms/field-errors.ts';
import { notify } from '../../state/notifications.ts';
import {
  BILLING_ADDRESS_ERROR,
  BILLING_POSTAL_CODE_INCORRECT,
  BILLING_VAT_VALIDATION_ERROR,
  checkCheckoutSubmit,
  SHIPPING_POSTAL_CODE_INCORRECT,
} from '../../domain/checkout/checkout-submit.ts';
import { formatAddressLine, type Address, type AddressField } from '../../domain/customer/address.ts';
import { cleanVatNumber, prefixedVatId } from '../../domain/customer/vat-number-cleanup.ts';
import type { Translate } from '../../i18n/translate.ts';
import { beginCheckoutOnce, dataLayerPush } from '../../state/begin-checkout.ts';
import { dropAddressDraft, readAddressDraft, writeAddressDraft } from '../../state/forms/address-draft.ts';
import { AddressFields, type TextField } from './AddressFields.tsx';
import { useCartStore } from '../cart/CartStoreProvider.tsx';
import { useCheckoutStore } from './CheckoutStoreProvider.tsx';
import { CheckboxChoice, RadioChoices } from './RadioChoices.tsx';
import { VatNumberField } from './VatNumberField.tsx';

/** The address fields in the order the forms show them (the first invalid one is focused: spec/2 §5). */
const ADDRESS_FIELD_ORDER = [
  'email',
  'company',
  'department',
  'vatNumber',
  'firstName',
  'lastName',
  'streetName',
  'streetNumber',
  'postalCode',
  'city',
  'phone',
] as const satisfies readonly AddressField[];

/** spec/2 §5, §8: the submit check's message (the domain's English words) in the shopper's language. */
function submitMessage(t: Translate, message: string, shippingAddress: Address): string {
  if (message === BILLING_ADDRESS_ERROR) return t('checkout.addresses.billingError');
  if (message === BILLING_POSTAL_CODE_INCORRECT) return t('checkout.addresses.billingPostalCode');
  if (message === BILLING_VAT_VALIDATION_ERROR) return t('checkout.addresses.billingVatError');
  if (message.startsWith(SHIPPING_POSTAL_CODE_INCORRECT)) {
    return t('checkout.addresses.shippingPostalCode', { address: formatAddressLine(shippingAddress) });
  }
  return t('checkout.addresses.shippingError');
}

const BILLING_FIELDS: readonly TextField[] = [
  'firstName',
  'lastName',
  'streetName',
  'streetNumber',
  'postalCode',
  'city',
  'phone',
];
const COMPANY_FIELDS: readonly TextField[] = ['company', 'department'];

/** spec/2 §5, spec/3 §4: the company data a private buyer's billing details do not carry. */
const COMPANY_DATA = ['company', 'department', 'vatNumber'] as const;

/** The tab's storage, where the browser gives one (none on the server, none where storage is refused). */
function sessionStorageOf(): Storage | undefined {
  try {
    return typeof sessionStorage === 'undefined' ? undefined : sessionStorage;
  } catch {
    return undefined;
  }
}

/** The form's values of an address (blank where it has none). */
function formValuesOf(address: Address | null, country: CountryCode): CheckoutAddressFormValues {
  return {
    firstName: address?.firstName ?? '',
    lastName: address?.lastName ?? '',
    company: address?.company ?? '',
    department: address?.department ?? '',
    // The field shows the number without the country's prefix, which stands before it (spec/3 §5).
    vatNumber: address?.vatNumber === undefined ? '' : cleanVatNumber(country, address.vatNumber),
    streetName: address?.streetName ?? '',
    streetNumber: address?.streetNumber ?? '',
    postalCode: address?.postalCode ?? '',
    city: address?.city ?? '',
    phone: address?.phone ?? '',
    country: country.toUpperCase(),
  };
}

/** An address as the cart takes it (setBillingAddress, setShippingAddress): the VAT number with its prefix. */
function cartAddressOf(values: CheckoutAddressForm, country: CountryCode): CartAddress {
  const { email: _email, clientType: _clientType, vatNumber, ...address } = values;
  return { ...address, ...(vatNumber === undefined ? {} : { vatNumber: prefixedVatId(country, vatNumber) }) };
}

/**
 * spec/2 §2 the checkout's addresses (/checkout/addresses, steps 2 and 3, centred): the client type (private or
 * company, kept per checkout in a cookie; company by default where flagged; switching to private clears VAT number,
 * company and department — spec/2 §4, §5), the e-mail (a guest checks out with it), the billing address with the VAT
 * ID for companies, where to deliver (the billing address or another, also kept in a cookie), and the newsletter
 * consent. The forms are validated by the standalone validators `multishop generate` compiles from the same schemas
 * the middleware checks (react-hook-form; the first invalid field is focused, spec/2 §5); the server's 400s land on
 * their fields. On success the cart holds the e-mail and both addresses, and the shopper goes on to the payment. Who
 * buys, where to deliver, the newsletter consent, saving and what failed are the page's checkout store's
 * (CheckoutStoreProvider).
 */
export function AddressesStep() {
  useSignals();
  const { t } = useTranslation();
  const { shop, href } = useShop();
  const country = shop.country as CountryCode;
  const store = useCheckoutStore();
  const cart = useCartStore();
  const current = cart.cart.value;
  const loaded = cart.loaded.value;
  const clientType = store.clientType.value;
  const shippingType = store.shippingAddressType.value;
  const newsletter = store.newsletter.value;
  const reviewConsent = store.reviewConsent.value;
  const saving = store.busy.value;
  const failure = store.failure.value;

  const billingResolver = useMemo(
    () => createCheckoutAddressResolver({ country, guest: true, translate: t }),
    [country, t],
  );
  const shippingResolver = useMemo(() => createCheckoutAddressResolver({ country, translate: t }), [country, t]);
  const billing = useForm<CheckoutAddressFormValues, unknown, CheckoutAddressForm>({
    resolver: billingResolver,
    defaultValues: { ...formValuesOf(null, country), email: '', clientType },
  });
  const shipping = useForm<CheckoutAddressFormValues, unknown, CheckoutAddressForm>({
    resolver: shippingResolver,
    defaultValues: formValuesOf(null, country),
  });

  // The cart's e-mail and addresses fill the forms once it is read (spec/2 §3 Client UI state, §4: billing and
  // shipping details default to the cart's addresses, a private buyer's without company data; the e-mail is seeded
  // from the cart's customerEmail; the store takes the newsletter consent the cart holds).
  const cartId = current?.id;
  useEffect(() => {
    const held = cart.cart.value;
    if (held === null) return;
    const state = store.begin(held);
    // What was typed and not yet saved (a reload, a look back at the cart) goes over the cart's addresses; a private
    // buyer's draft carries no company data (spec/3 §4).
    const draft = readAddressDraft(sessionStorageOf(), held.id);
    const typed = (values: Partial<CheckoutAddressFormValues> | undefined) => {
      const { clientType: _clientType, ...fields } = values ?? {};
      if (state.clientType === 'PRIVATE') for (const field of COMPANY_DATA) delete fields[field];
      return fields;
    };
    billing.reset({
      ...formValuesOf(state.billingDetails, country),
      email: state.clientEmail,
      ...typed(draft?.billing),
      clientType: state.clientType,
    });
    if (held.shippingAddress !== null || draft !== null) {
      shipping.reset({
        ...formValuesOf(held.shippingAddress === null ? null : state.shippingDetails, country),
        ...typed(draft?.shipping),
      });
    }
    // Only when the cart first arrives: later changes of it (prices) must not undo what the shopper types.
  }, [cartId]);

  // Every change typed is kept for the tab until the cart holds the addresses (address-draft.ts).
  useEffect(() => {
    if (cartId === undefined) return;
    const keep = () =>
      writeAddressDraft(sessionStorageOf(), cartId, { billing: billing.getValues(), shipping: shipping.getValues() });
    const watching = [billing.watch(keep), shipping.watch(keep)];
    return () => {
      for (const subscription of watching) subscription.unsubscribe();
    };
  }, [cartId]);

  useEffect(() => {
    if (loaded && (current === null || current.lineItems.length === 0)) void navigate(href('home'));
  }, [loaded, current, href]);

  // spec/2 §4: the begin-checkout event, once per cart version.
  const version = current?.version;
  useEffect(() => {
    const held = cart.cart.value;
    if (held !== null && held.lineItems.length > 0) beginCheckoutOnce(held, sessionStorage, dataLayerPush);
  }, [cartId, version]);

  const chooseClientType = (next: ClientType) => {
    const details = store.chooseClientType(next, billing.getValues() as Address);
    billing.setValue('clientType', next);
    // spec/2 §5, spec/3 §4: a private customer has VAT number, company and department cleared.
    for (const field of COMPANY_DATA) if (details[field] === undefined) billing.setValue(field, '');
  };

  const save = async () => {
    store.clearFailure();
    const billingValid = await billing.trigger();
    const shippingValid = shippingType === 'SAME_AS_BILLING' || (await shipping.trigger());
    // spec/2 §5 Checkout submit: the first problem, in page order, is focused and notified in the spec's words —
    // a postal code out of the country's format with its own message (the form's other rules first), a VAT ID found
    // invalid as a warning (spec/3 §8: correct it or leave it out).
    // The fields each form's rules find invalid now (the resolver the forms use, asked directly: the form's own state
    // is the last render's).
    const invalidOf = async (form: typeof billing, resolver: typeof billingResolver) => {
      const { errors } = await resolver(form.getValues(), undefined, {
        criteriaMode: 'firstError',
        fields: {},
        shouldUseNativeValidation: false,
      });
      return ADDRESS_FIELD_ORDER.filter((field) => {
        const error = errors[field];
        return error !== undefined && !(field === 'postalCode' && error.type === 'postalCode');
      });
    };
    const check = checkCheckoutSubmit({
      country,
      clientType,
      billing: { address: billing.getValues() as Address, invalidFields: await invalidOf(billing, billingResolver) },
      shipping:
        shippingType === 'SAME_AS_BILLING'
          ? null
          : {
              address: shipping.getValues() as Address,
              invalidFields: await invalidOf(shipping, shippingResolver),
            },
      vatValidationError: store.vatFeedback.value?.result === 'notValid',
      shippingAddressError: false,
    });
    if (!check.valid || !billingValid || !shippingValid) {
      const form = check.valid ? (billingValid ? shipping : billing) : check.form === 'billing' ? billing : shipping;
      const field = check.valid ? undefined : check.field;
      if (field) form.setFocus(field as keyof CheckoutAddressFormValues);
      notify({
        id: 'checkout-address-error',
        kind: check.valid ? 'error' : check.notification.type,
        message: check.valid
          ? t(billingValid ? 'checkout.addresses.shippingError' : 'checkout.addresses.billingError')
          : submitMessage(t, check.notification.message, shipping.getValues() as Address),
        dismissible: true,
      });
      return;
    }
    let billingValues: CheckoutAddressForm | undefined;
    let shippingValues: CheckoutAddressForm | undefined;
    await billing.handleSubmit((values) => {
      billingValues = values;
    })();
    if (shippingType === 'DIFFERENT_FROM_BILLING') {
      await shipping.handleSubmit((values) => {
        shippingValues = values;
      })();
    }
    if (billingValues === undefined) return;
    const refused = await store.saveAddresses(
      {
        email: billingValues.email ?? '',
        billingAddress: cartAddressOf(billingValues, country),
        ...(shippingValues === undefined ? {} : { shippingAddress: cartAddressOf(shippingValues, country) }),
      },
      () => {
        dropAddressDraft(sessionStorageOf(), current!.id);
        return navigate(href('checkoutPayment'));
      },
    );
    for (const { form, field, error: rule } of refused) {
      (form === 'billing' ? billing : shipping).setError(
        field,
        { type: rule.rule, message: translateFieldError(t, rule) },
        { shouldFocus: true },
      );
    }
  };

  if (!loaded || current === null) {
    return <p role="status">{loaded ? t('frame.cart.empty') : t('cart.page.loading')}</p>;
  }

  const example = COUNTRIES[country].address.postalCode.example;
  const required = new Set<TextField>([
    'firstName',
    'lastName',
    'streetName',
    'postalCode',
    'city',
    'phone',
    ...(COUNTRIES[country].address.streetNumberCheck ? (['streetNumber'] as const) : []),
  ]);
  const billingErrors = billing.formState.errors;
  return (
    <form
      className="checkout-addresses"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <p className="checkout-addresses__required">{t('checkout.addresses.required')}</p>
      <RadioChoices
        legend={t('checkout.addresses.clientType')}
        name="clientType"
        choices={[
          ['PRIVATE', t('checkout.addresses.private')],
          ['COMPANY', t('checkout.addresses.company')],
        ]}
        value={clientType}
        onChange={chooseClientType}
      />
      <fieldset className="address-form">
        <legend>{t('checkout.addresses.billing')}</legend>
        <div className="form-field form-field--wide">
          <label htmlFor="billing-email">{t('validation.fieldNames.email')} *</label>
          <input
            id="billing-email"
            type="email"
            autoComplete="email"
            aria-required
            aria-invalid={billingErrors.email ? true : undefined}
            aria-describedby={billingErrors.email ? 'billing-email-error' : undefined}
            {...billing.register('email')}
          />
          {billingErrors.email?.message && (
            <p id="billing-email-error" className="form-field__error">
              {billingErrors.email.message}
            </p>
          )}
        </div>
        {clientType === 'COMPANY' && (
          <>
            <AddressFields
              form="billing"
              fields={COMPANY_FIELDS}
              register={billing.register}
              errors={billingErrors}
              required={new Set(['company'])}
            />
            <VatNumberField
              id="billing-vatNumber"
              registration={billing.register('vatNumber')}
              error={billingErrors.vatNumber?.message}
            />
          </>
        )}
        <AddressFields
          form="billing"
          fields={BILLING_FIELDS}
          register={billing.register}
          errors={billingErrors}
          required={required}
          postalCodePlaceholder={example}
        />
      </fieldset>
      <RadioChoices
        legend={t('checkout.addresses.shippingType')}
        name="shippingAddressType"
        choices={[
          ['SAME_AS_BILLING', t('checkout.addresses.sameAsBilling')],
          ['DIFFERENT_FROM_BILLING', t('checkout.addresses.differentFromBilling')],
        ]}
        value={shippingType}
        onChange={(next) => store.chooseShippingAddressType(next)}
      />
      {shippingType === 'DIFFERENT_FROM_BILLING' && (
        <fieldset className="address-form">
          <legend>{t('checkout.addresses.shipping')}</legend>
          <AddressFields
            form="shipping"
            fields={BILLING_FIELDS}
            register={shipping.register}
            errors={shipping.formState.errors}
            required={required}
            postalCodePlaceholder={example}
          />
        </fieldset>
      )}
      <CheckboxChoice
        label={t('checkout.addresses.newsletter')}
        checked={newsletter}
        onChange={(agreed) => store.chooseNewsletter(agreed)}
      />
      {/* spec/1 §9.5, spec/3 §5 Reviews: a setting where the store flag is on; elsewhere it keeps its default. */}
      {COUNTRIES[country].flags.reviewConsent && (
        <CheckboxChoice
          label={t('checkout.addresses.reviewConsent')}
          checked={reviewConsent}
          onChange={(agreed) => store.chooseReviewConsent(agreed)}
        />
      )}
      {failure && (
        <p className="checkout__error" role="alert">
          {t(failure.key, failure.params)}
        </p>
      )}
      <button type="submit" className="button button--primary checkout__pay" disabled={saving} aria-busy={saving}>
        {saving ? t('checkout.addresses.saving') : t('checkout.addresses.submit')}
      </button>
    </form>
  );
}
