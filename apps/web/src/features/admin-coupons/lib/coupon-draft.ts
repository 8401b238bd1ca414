import type { Coupon, CouponBody, CouponType } from '@shop/domain';

/** The dialog's fields as typed: text inputs hold strings, dates the `datetime-local` value. */
export interface CouponDraft {
  code: string;
  type: CouponType;
  value: string;
  minSubtotal: string;
  startsAt: string;
  endsAt: string;
  usageLimit: string;
  perCustomerLimit: string;
  firstOrderOnly: boolean;
  categoryIds: string[];
  active: boolean;
}

export const EMPTY_DRAFT: CouponDraft = {
  code: '',
  type: 'percent',
  value: '',
  minSubtotal: '',
  startsAt: '',
  endsAt: '',
  usageLimit: '',
  perCustomerLimit: '',
  firstOrderOnly: false,
  categoryIds: [],
  active: true,
};

const pad = (n: number) => String(n).padStart(2, '0');

/** An instant as a `datetime-local` value in the browser's own time (the owner's clock). */
export function toLocalInput(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

export function draftOf(coupon: Coupon): CouponDraft {
  const text = (value: number | null) => (value === null ? '' : String(value));
  return {
    code: coupon.code,
    type: coupon.type,
    value: String(coupon.value),
    minSubtotal: coupon.minSubtotal ? String(coupon.minSubtotal) : '',
    startsAt: toLocalInput(coupon.startsAt),
    endsAt: toLocalInput(coupon.endsAt),
    usageLimit: text(coupon.usageLimit),
    perCustomerLimit: text(coupon.perCustomerLimit),
    firstOrderOnly: coupon.firstOrderOnly,
    categoryIds: coupon.categoryIds,
    active: coupon.active,
  };
}

/**
 * The body the API takes. Numbers are sent as typed (a blank limit is "no limit"); the server
 * checks every rule and names the field it refuses, so the dialog does not repeat them.
 */
export function bodyOf(draft: CouponDraft): CouponBody {
  const number = (value: string) => Number(value.trim().replace(/,/g, ''));
  const limit = (value: string) => (value.trim() ? number(value) : null);
  return {
    code: draft.code,
    type: draft.type,
    value: number(draft.value),
    minSubtotal: draft.minSubtotal.trim() ? number(draft.minSubtotal) : 0,
    startsAt: draft.startsAt ? new Date(draft.startsAt).toISOString() : null,
    endsAt: draft.endsAt ? new Date(draft.endsAt).toISOString() : null,
    usageLimit: limit(draft.usageLimit),
    perCustomerLimit: limit(draft.perCustomerLimit),
    firstOrderOnly: draft.firstOrderOnly,
    categoryIds: draft.categoryIds,
    active: draft.active,
  };
}
