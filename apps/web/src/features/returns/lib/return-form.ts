import {
  ACCOUNT_NUMBER_PATTERN,
  IFSC_PATTERN,
  isShopFault,
  UPI_ID_PATTERN,
  type CreateReturnBody,
  type ErrorDetail,
  type RefundToInput,
  type ReturnOptions,
  type ReturnReason,
  type ReturnResolution,
} from '@shop/domain';
import type { MessageId } from '@/lib/i18n/catalogue';
import type { Translate } from '@/lib/i18n/i18n';

type OptionLine = ReturnOptions['lines'][number];

/** What the shopper chose for one line of the order. */
export interface LineChoice {
  selected: boolean;
  quantity: number;
  resolution: ReturnResolution;
  /** The variant wanted instead ('' until chosen). */
  exchangeVariantId: string;
}

export type RefundMethod = 'upi' | 'bank';

/** Where a Cash on Delivery refund goes, as typed. */
export interface RefundToFields {
  method: RefundMethod;
  upiId: string;
  accountName: string;
  accountNumber: string;
  confirmAccountNumber: string;
  ifsc: string;
}

export interface ReturnFormValues {
  reason: ReturnReason | '';
  lines: Record<string, LineChoice>;
  note: string;
  refundTo: RefundToFields;
}

/**
 * Messages by place: `reason`, `items` (nothing chosen), `line:<orderItemId>`, `exchange:<orderItemId>`,
 * `photos`, `note`, `refundTo` and each refund field (`upiId`, `accountNumber`, …).
 */
export type ReturnFormErrors = Partial<Record<string, string>>;

// eslint-disable-next-line lingui/no-unlocalized-strings -- an error place, not a word
export const lineKey = (orderItemId: string) => `line:${orderItemId}`;
// eslint-disable-next-line lingui/no-unlocalized-strings -- an error place, not a word
export const exchangeKey = (orderItemId: string) => `exchange:${orderItemId}`;

/** The lines the form offers: those with pieces left to ask for. */
export const offeredLines = (options: ReturnOptions) =>
  options.lines.filter((line) => line.returnableQuantity > 0);

export function initialReturnForm(options: ReturnOptions): ReturnFormValues {
  const lines: Record<string, LineChoice> = {};
  for (const line of offeredLines(options)) {
    lines[line.orderItemId] = {
      selected: false,
      quantity: line.returnableQuantity,
      resolution: 'refund',
      exchangeVariantId: '',
    };
  }
  return {
    reason: '',
    lines,
    note: '',
    refundTo: {
      method: 'upi',
      upiId: '',
      accountName: '',
      accountNumber: '',
      confirmAccountNumber: '',
      ifsc: '',
    },
  };
}

/** A piece marked not returnable may come back only when the shop was at fault. */
export const canChooseLine = (line: Pick<OptionLine, 'returnable'>, reason: ReturnReason | '') =>
  line.returnable || (reason !== '' && isShopFault(reason));

export const photosRequired = (reason: ReturnReason | '') => reason !== '' && isShopFault(reason);

/** Each reason to return, in words. */
export const RETURN_REASON_WORDS: Record<ReturnReason, MessageId> = {
  size: 'return.reason.size',
  damaged: 'return.reason.damaged',
  different: 'return.reason.different',
  wrong_item: 'return.reason.wrong_item',
  changed_mind: 'return.reason.changed_mind',
};

/** A Cash on Delivery order refunds to a UPI ID or bank account the shopper gives. */
export const needsRefundTo = (values: ReturnFormValues, options: Pick<ReturnOptions, 'refundToRequired'>) =>
  options.refundToRequired &&
  Object.values(values.lines).some((choice) => choice.selected && choice.resolution === 'refund');

const digitsOnly = (value: string) => value.replace(/\s/g, '');

/** The refund's destination checked with the domain's patterns (the server checks again). */
function checkRefundTo(
  fields: RefundToFields,
  t: Translate,
): { errors: ReturnFormErrors; refundTo: RefundToInput } {
  const errors: ReturnFormErrors = {};
  if (fields.method === 'upi') {
    const upiId = fields.upiId.trim();
    if (!upiId) errors.upiId = t('return.error.upiRequired');
    else if (!UPI_ID_PATTERN.test(upiId)) errors.upiId = t('return.error.upiFormat');
    return { errors, refundTo: { upiId } };
  }
  const accountName = fields.accountName.trim();
  const accountNumber = digitsOnly(fields.accountNumber);
  const confirmAccountNumber = digitsOnly(fields.confirmAccountNumber);
  const ifsc = fields.ifsc.trim().toUpperCase();
  if (accountName.length < 2) errors.accountName = t('return.error.accountNameRequired');
  if (!accountNumber) errors.accountNumber = t('return.error.accountNumberRequired');
  else if (!ACCOUNT_NUMBER_PATTERN.test(accountNumber))
    errors.accountNumber = t('return.error.accountNumberFormat');
  if (!confirmAccountNumber) errors.confirmAccountNumber = t('return.error.confirmRequired');
  else if (confirmAccountNumber !== accountNumber)
    errors.confirmAccountNumber = t('return.error.confirmMismatch');
  if (!ifsc) errors.ifsc = t('return.error.ifscRequired');
  else if (!IFSC_PATTERN.test(ifsc)) errors.ifsc = t('return.error.ifscFormat');
  return { errors, refundTo: { accountName, accountNumber, confirmAccountNumber, ifsc } };
}

/**
 * The form's rules before anything is sent: something chosen, a reason, a size for each exchange,
 * photos when the shop was at fault, and where a Cash on Delivery refund goes. The body to send
 * (without its photo ids, which the upload gives) when nothing is wrong.
 */
export function checkReturnForm(
  values: ReturnFormValues,
  options: ReturnOptions,
  photoCount: number,
  t: Translate,
): { errors: ReturnFormErrors; body: Omit<CreateReturnBody, 'photoIds'> | null } {
  const errors: ReturnFormErrors = {};
  if (!values.reason) errors.reason = t('return.error.reason');
  const items: CreateReturnBody['items'] = [];
  for (const line of offeredLines(options)) {
    const choice = values.lines[line.orderItemId];
    if (!choice?.selected) continue;
    if (!canChooseLine(line, values.reason))
      errors[lineKey(line.orderItemId)] = t('return.error.lineNotAllowed');
    if (choice.resolution === 'exchange') {
      if (!choice.exchangeVariantId) errors[exchangeKey(line.orderItemId)] = t('return.error.exchangeSize');
      items.push({
        orderItemId: line.orderItemId,
        quantity: choice.quantity,
        resolution: 'exchange',
        exchangeVariantId: choice.exchangeVariantId,
      });
    } else {
      items.push({ orderItemId: line.orderItemId, quantity: choice.quantity, resolution: 'refund' });
    }
  }
  if (items.length === 0) errors.items = t('return.error.items');
  if (photosRequired(values.reason) && photoCount === 0) errors.photos = t('return.error.photos');

  let refundTo: RefundToInput | undefined;
  if (needsRefundTo(values, options)) {
    const checked = checkRefundTo(values.refundTo, t);
    Object.assign(errors, checked.errors);
    refundTo = checked.refundTo;
  }
  if (Object.keys(errors).length > 0 || !values.reason) return { errors, body: null };
  const note = values.note.trim();
  return {
    errors,
    body: { items, reason: values.reason, ...(note ? { note } : {}), ...(refundTo ? { refundTo } : {}) },
  };
}

/**
 * The server's 422 details put where the form shows them; `items.3.…` names the fourth line sent.
 * What has no place on the form is returned as `rest`, for the form's alert.
 */
export function placeServerErrors(
  details: readonly ErrorDetail[],
  sentItemIds: readonly string[],
): { errors: ReturnFormErrors; rest: string[] } {
  const errors: ReturnFormErrors = {};
  const rest: string[] = [];
  for (const { field, message } of details) {
    const [head, second, third] = field.split('.');
    let place: string | undefined;
    if (head === 'reason' || head === 'note' || head === 'items')
      place = second === undefined ? head : undefined;
    // eslint-disable-next-line lingui/no-unlocalized-strings -- an error place, not a word
    if (head === 'photoIds') place = 'photos';
    // eslint-disable-next-line lingui/no-unlocalized-strings -- an error place, not a word
    if (head === 'refundTo') place = second ?? 'refundTo';
    if (head === 'items' && second !== undefined) {
      const id = sentItemIds[Number(second)];
      if (id) place = third === 'exchangeVariantId' ? exchangeKey(id) : lineKey(id);
    }
    if (place) errors[place] ??= message;
    else rest.push(message);
  }
  return { errors, rest };
}
