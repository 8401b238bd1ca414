import { emailProblem, normaliseEmail, type ErrorDetail, type GuestContact } from '@shop/domain';
import { useState } from 'react';

/**
 * A guest's contact (decision 040) is a name, an e-mail and a mobile number. The name and mobile are
 * the shipping address's own (asking them twice, "Your name" above "Full name", puzzled shoppers),
 * so this part of checkout asks only the e-mail, checked by the domain's plain rule in the server's words.
 */
export type ContactField = 'email';
export type ContactValues = Record<ContactField, string>;
export type ContactErrors = Partial<Record<ContactField, string>>;

const EMPTY: ContactValues = { email: '' };

/** The e-mail's first problem, in the server's words; {} when it is good. */
function contactErrors(values: ContactValues): ContactErrors {
  const problem = emailProblem(values.email);
  return problem ? { email: problem } : {};
}

/** The contact's fields that the shipping address asks: a server error on them is shown there. */
export const CONTACT_FROM_ADDRESS: Record<string, string> = {
  /* eslint-disable lingui/no-unlocalized-strings -- field paths, not words */
  'contact.name': 'shippingAddress.name',
  'contact.phone': 'shippingAddress.phone',
  /* eslint-enable lingui/no-unlocalized-strings */
};

/**
 * The guest-contact part of checkout: the e-mail, its error once the shopper has tried to place the
 * order, and the contact to send (or null, the e-mail focused when it is wrong).
 */
export function useGuestContact() {
  const [values, setValues] = useState<ContactValues>(EMPTY);
  const [errors, setErrors] = useState<ContactErrors>({});

  const change = (field: ContactField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  };

  /**
   * The contact to send, its name and mobile from the shipping address; null when the e-mail is wrong
   * (marked and focused) or the address is (the address form shows why).
   */
  const resolve = (from: { name: string; phone: string } | null): GuestContact | null => {
    const found = contactErrors(values);
    setErrors(found);
    if (found.email) {
      document.getElementById('contact-email')?.focus();
      return null;
    }
    if (!from) return null;
    // The name and mobile come from the address's payload, already trimmed and normalised.
    return { name: from.name, email: normaliseEmail(values.email), phone: from.phone };
  };

  /** The server's field errors (`contact.email`) shown where they can be fixed. */
  const showServerErrors = (details: readonly ErrorDetail[]) => {
    const found: ContactErrors = {};
    for (const detail of details) {
      if (detail.field === 'contact.email') found.email ??= detail.message;
    }
    setErrors(found);
  };

  return { view: { values, errors, change }, resolve, showServerErrors };
}
export type GuestContactView = ReturnType<typeof useGuestContact>['view'];
