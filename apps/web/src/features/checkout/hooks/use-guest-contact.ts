import { GuestContactSchema, type ErrorDetail, type GuestContact } from '@shop/domain';
import { useState } from 'react';

/** A guest's name, e-mail and mobile number, checked by the domain's own schema (decision 040). */
export const CONTACT_FIELDS = ['name', 'email', 'phone'] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];
export type ContactValues = Record<ContactField, string>;
export type ContactErrors = Partial<Record<ContactField, string>>;

const EMPTY: ContactValues = { name: '', email: '', phone: '' };

/** Each field's first problem, in the server's words; {} when the contact is good. */
export function contactErrors(values: ContactValues): ContactErrors {
  const result = GuestContactSchema.safeParse(values);
  const errors: ContactErrors = {};
  if (result.success) return errors;
  for (const issue of result.error.issues) {
    const field = issue.path[0] as ContactField;
    errors[field] ??= issue.message;
  }
  return errors;
}

/**
 * The guest-contact part of checkout: the values, their errors once the shopper has tried to place
 * the order, and the contact to send (or null, the first wrong field focused).
 */
export function useGuestContact() {
  const [values, setValues] = useState<ContactValues>(EMPTY);
  const [errors, setErrors] = useState<ContactErrors>({});

  const change = (field: ContactField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const resolve = (): GuestContact | null => {
    const found = contactErrors(values);
    setErrors(found);
    const first = CONTACT_FIELDS.find((field) => found[field]);
    if (first) {
      document.getElementById(`contact-${first}`)?.focus();
      return null;
    }
    return GuestContactSchema.parse(values);
  };

  /** The server's field errors (`contact.email`) shown where they can be fixed. */
  const showServerErrors = (details: readonly ErrorDetail[]) => {
    const found: ContactErrors = {};
    for (const detail of details) {
      const field = detail.field.replace(/^contact\./, '') as ContactField;
      if (detail.field.startsWith('contact.') && (CONTACT_FIELDS as readonly string[]).includes(field))
        found[field] ??= detail.message;
    }
    setErrors(found);
  };

  return { view: { values, errors, change }, resolve, showServerErrors };
}
export type GuestContactView = ReturnType<typeof useGuestContact>['view'];
