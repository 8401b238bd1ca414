import {
  GSTIN_REQUIRED_MESSAGE,
  INDIAN_STATES,
  SetupBodySchema,
  type ErrorDetail,
  type IndianState,
  type SetupBody,
} from '@shop/domain';

/**
 * The first-run setup wizard's steps and form (issue 26): what each step asks, the one body sent at
 * the end, and which step a server's field error belongs to. Field rules are the domain's own
 * (the server's): this screen loads lazily, so zod never joins the storefront's first load.
 */

export const STEPS = [
  { key: 'account', title: 'Your setup code and account' },
  { key: 'shop', title: 'Your shop' },
  { key: 'gst', title: 'GST' },
  { key: 'upi', title: 'UPI payments' },
  { key: 'delivery', title: 'Delivery charge' },
  { key: 'grievance', title: 'Grievance officer' },
  { key: 'address', title: 'Your shop’s web address' },
] as const;
export type StepKey = (typeof STEPS)[number]['key'];

export interface SetupForm {
  code: string;
  fullName: string;
  email: string;
  password: string;
  shopName: string;
  legalName: string;
  addressText: string;
  city: string;
  pincode: string;
  state: IndianState;
  shopEmail: string;
  phone: string;
  whatsapp: string;
  registered: boolean;
  gstin: string;
  upiVpa: string;
  upiPayeeName: string;
  deliveryFee: string;
  freeAbove: string;
  officerName: string;
  officerDesignation: string;
  officerEmail: string;
  officerPhone: string;
  publicUrl: string;
}
export type FieldKey = keyof SetupForm;
export type WizardErrors = Partial<Record<FieldKey, string>>;

export function emptySetupForm(publicUrl = ''): SetupForm {
  return {
    code: '',
    fullName: '',
    email: '',
    password: '',
    shopName: '',
    legalName: '',
    addressText: '',
    city: '',
    pincode: '',
    state: INDIAN_STATES.includes('Uttar Pradesh') ? 'Uttar Pradesh' : INDIAN_STATES[0],
    shopEmail: '',
    phone: '',
    whatsapp: '',
    registered: false,
    gstin: '',
    upiVpa: '',
    upiPayeeName: '',
    deliveryFee: '',
    freeAbove: '',
    officerName: '',
    officerDesignation: 'Grievance Officer',
    officerEmail: '',
    officerPhone: '',
    publicUrl,
  };
}

/** Each form field: the body path the server names it by, and its step. */
const FIELDS: readonly { key: FieldKey; path: string; step: StepKey }[] = [
  { key: 'code', path: 'code', step: 'account' },
  { key: 'fullName', path: 'administrator.fullName', step: 'account' },
  { key: 'email', path: 'administrator.email', step: 'account' },
  { key: 'password', path: 'administrator.password', step: 'account' },
  { key: 'shopName', path: 'shop.shop.name', step: 'shop' },
  { key: 'legalName', path: 'shop.business.legalName', step: 'shop' },
  { key: 'addressText', path: 'shop.business.addressLines', step: 'shop' },
  { key: 'city', path: 'shop.business.city', step: 'shop' },
  { key: 'pincode', path: 'shop.business.pincode', step: 'shop' },
  { key: 'state', path: 'shop.business.state', step: 'shop' },
  { key: 'shopEmail', path: 'shop.shop.email', step: 'shop' },
  { key: 'phone', path: 'shop.shop.phones', step: 'shop' },
  { key: 'whatsapp', path: 'shop.shop.whatsapp', step: 'shop' },
  { key: 'gstin', path: 'shop.business.gstin', step: 'gst' },
  { key: 'registered', path: 'shop.tax', step: 'gst' },
  { key: 'upiVpa', path: 'shop.payments.upiVpa', step: 'upi' },
  { key: 'upiPayeeName', path: 'shop.payments.upiPayeeName', step: 'upi' },
  { key: 'deliveryFee', path: 'shop.delivery.fee', step: 'delivery' },
  { key: 'freeAbove', path: 'shop.delivery.freeAbove', step: 'delivery' },
  { key: 'officerName', path: 'shop.grievanceOfficer.name', step: 'grievance' },
  { key: 'officerDesignation', path: 'shop.grievanceOfficer.designation', step: 'grievance' },
  { key: 'officerEmail', path: 'shop.grievanceOfficer.email', step: 'grievance' },
  { key: 'officerPhone', path: 'shop.grievanceOfficer.phone', step: 'grievance' },
  { key: 'publicUrl', path: 'shop.shop.publicUrl', step: 'address' },
];

/** The form field a body path (`shop.business.addressLines.0`) belongs to, if any. */
export function fieldOfPath(path: string): (typeof FIELDS)[number] | undefined {
  return FIELDS.find((field) => path === field.path || path.startsWith(`${field.path}.`));
}

export const stepIndex = (step: StepKey) => STEPS.findIndex((entry) => entry.key === step);

/** Rupees as typed; empty is no number at all (the schema then says what to enter). */
const rupees = (typed: string) => (typed.trim() === '' ? Number.NaN : Number(typed.trim()));

/** The one POST the wizard makes at its end. */
export function setupBody(form: SetupForm): SetupBody {
  return {
    code: form.code,
    administrator: { fullName: form.fullName, email: form.email, password: form.password },
    shop: {
      shop: {
        name: form.shopName,
        email: form.shopEmail,
        phones: [form.phone],
        whatsapp: form.whatsapp,
        publicUrl: form.publicUrl,
      },
      business: {
        legalName: form.legalName,
        addressLines: form.addressText
          .split('\n')
          .map((line) => line.trim())
          .filter(Boolean),
        city: form.city,
        pincode: form.pincode,
        state: form.state,
        // Not registered: no GSTIN is kept, whatever was typed before changing the answer.
        gstin: form.registered ? form.gstin : '',
      },
      tax: { registered: form.registered, pricesIncludeGst: true },
      payments: { upiVpa: form.upiVpa, upiPayeeName: form.upiPayeeName },
      delivery: { fee: rupees(form.deliveryFee), freeAbove: rupees(form.freeAbove) },
      grievanceOfficer: {
        name: form.officerName,
        designation: form.officerDesignation,
        email: form.officerEmail,
        phone: form.officerPhone,
      },
    },
  };
}

/**
 * Field messages by form field, from the server's 422 details or the domain's rules: the first
 * message for each field wins. Paths no field shows are left out.
 */
export function errorsByField(details: readonly ErrorDetail[]): WizardErrors {
  const errors: WizardErrors = {};
  for (const detail of details) {
    const field = fieldOfPath(detail.field);
    if (field) errors[field.key] ??= detail.message;
  }
  return errors;
}

/** Every problem the browser can see before sending, by field (the password's strength is the server's). */
export function formErrors(form: SetupForm): WizardErrors {
  const checked = SetupBodySchema.safeParse(setupBody(form));
  const details: ErrorDetail[] = (checked.error?.issues ?? []).map((issue) => ({
    field: issue.path.join('.'),
    message: issue.message,
  }));
  if (form.registered && form.gstin.trim() === '') {
    details.push({ field: 'shop.business.gstin', message: GSTIN_REQUIRED_MESSAGE });
  }
  return errorsByField(details);
}

/** The problems of one step only: Next moves on once its own fields are right. */
export function stepErrors(form: SetupForm, step: StepKey): WizardErrors {
  const all = formErrors(form);
  return Object.fromEntries(
    Object.entries(all).filter(([key]) => FIELDS.find((field) => field.key === key)?.step === step),
  );
}

/** The first step that has a message: where the wizard goes back to after the server refused. */
export function firstStepWithError(errors: WizardErrors): StepKey | undefined {
  return STEPS.find((step) =>
    FIELDS.some((field) => field.step === step.key && errors[field.key] !== undefined),
  )?.key;
}

/**
 * Entering the grievance officer's step: the owner is the likeliest officer, so empty fields take
 * their name, e-mail and the shop's phone. What the owner typed there stays.
 */
export function withOfficerPrefilled(form: SetupForm): SetupForm {
  return {
    ...form,
    officerName: form.officerName || form.fullName.trim(),
    officerEmail: form.officerEmail || form.email.trim(),
    officerPhone: form.officerPhone || form.phone.trim(),
  };
}

/** UPI's payee name follows the shop's name until the owner types one. */
export function withPayeePrefilled(form: SetupForm): SetupForm {
  return { ...form, upiPayeeName: form.upiPayeeName || form.shopName.trim() };
}
