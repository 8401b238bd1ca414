import { formatRupees, type AuditEntry } from '@shop/domain';
import { formatDateTime } from '@/lib/format-date';

/** What each kind of record is called on the Activity screen, and its filter. */
export const ENTITY_LABELS: Record<string, string> = {
  product: 'Product',
  category: 'Category',
  order: 'Order',
  return: 'Return',
  complaint: 'Complaint',
  coupon: 'Coupon',
  settings: 'Settings',
  page: 'Page',
  home_page: 'Home page',
  size_chart: 'Size chart',
  synonyms: 'Search synonyms',
  user: 'Account',
  catalog_import: 'Product import',
  demo_data: 'Demo data',
  activity_log: 'Activity log',
};

/** Actions with words of their own; the rest are "<part> created / changed / removed". */
const ACTION_TITLES: Record<string, string> = {
  signed_in: 'Signed in',
  sign_in_failed: 'Failed sign-in (wrong password)',
  password_reset: 'Password reset by e-mail link',
  password_changed: 'Password changed',
  'two_step.enabled': 'Two-step sign-in turned on',
  'two_step.disabled': 'Two-step sign-in turned off',
  'two_step.reset': 'Two-step sign-in reset by the administrator',
  import: 'Products imported from a CSV file',
  removed: 'Demo data removed',
  replaced: 'Search synonyms replaced',
  pruned: 'Old activity removed',
  'pictures.updated': 'Pictures changed',
};

const VERBS: Record<string, string> = { created: 'created', updated: 'changed', deleted: 'removed' };

/** The actions the Activity screen offers to filter by. */
export const ACTION_FILTERS: { value: string; label: string }[] = [
  { value: 'created', label: 'Created' },
  { value: 'updated', label: 'Changed' },
  { value: 'deleted', label: 'Removed' },
  { value: 'signed_in', label: 'Signed in' },
  { value: 'sign_in_failed', label: 'Failed sign-in' },
  { value: 'import', label: 'Import' },
];

/** "Product changed", "Variant created", "Signed in". */
export function entryTitle(entry: Pick<AuditEntry, 'action' | 'entity'>): string {
  const own = ACTION_TITLES[entry.action];
  if (own) return own;
  const [part, verb] = entry.action.includes('.') ? entry.action.split('.', 2) : [null, entry.action];
  const subject = part ? humanize(part) : (ENTITY_LABELS[entry.entity] ?? humanize(entry.entity));
  return `${subject} ${VERBS[verb ?? ''] ?? humanize(verb ?? '').toLowerCase()}`;
}

/** Field names as the owner reads them; the rest are their words, spaced. */
const FIELD_LABELS: Record<string, string> = {
  price_paise: 'Price',
  original_price_paise: 'Original price',
  stock_quantity: 'Stock',
  is_active: 'Visible to shoppers',
  is_featured: 'Featured',
  is_new: 'New arrival',
  payment_status: 'Payment',
  tracking_number: 'AWB number',
  cod_confirmed_at: 'COD confirmed',
  option_values: 'Options',
  upiVpa: 'UPI ID',
  upiPayeeName: 'UPI payee name',
  windowDays: 'Return window (days)',
  requireStaffTwoStep: 'Two-step sign-in required of staff',
  auditRetentionDays: 'Activity kept (days)',
  step: 'Failed at',
  'translations.hi': 'Hindi text',
};

/** `stock_quantity` → "Stock quantity", `upiVpa` → "Upi vpa". */
function humanize(name: string): string {
  const words = name
    .replace(/_paise$/, '')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/[_.]/g, ' ')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
const LONGEST = 80;

/** One value as text: money in rupees, yes/no, dates in India's way, long text cut short. */
export function valueText(field: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'number') {
    return field.endsWith('_paise') ? formatRupees(value / 100) : value.toLocaleString('en-IN');
  }
  if (typeof value === 'string') {
    if (ISO_TIME.test(value)) return formatDateTime(value);
    return value.length > LONGEST ? `${value.slice(0, LONGEST - 1)}…` : value;
  }
  if (Array.isArray(value)) {
    const text = value
      .map((item) => (typeof item === 'object' ? JSON.stringify(item) : String(item)))
      .join(', ');
    return valueText(field, text || '—');
  }
  return valueText(field, JSON.stringify(value));
}

export interface ChangeLine {
  label: string;
  /** Null for a summary's figure (an import's counts): only `to` is shown. */
  from: string | null;
  to: string;
}

const isFieldChange = (value: unknown): value is { from: unknown; to: unknown } =>
  typeof value === 'object' && value !== null && 'from' in value && 'to' in value;

/** The entry's changes as lines: "Price ₹1,299 → ₹1,199", or an import's "Created 3". */
export function changeLines(entry: Pick<AuditEntry, 'changes'>): ChangeLine[] {
  return Object.entries(entry.changes).map(([field, change]) => {
    const label = FIELD_LABELS[field] ?? humanize(field);
    if (isFieldChange(change)) {
      return { label, from: valueText(field, change.from), to: valueText(field, change.to) };
    }
    return { label, from: null, to: valueText(field, change) };
  });
}

/**
 * "by manager@kaarigar.in, 28 Nov 2026, 2:02 pm": by the shop for its own clean-up, and by someone
 * unknown for a failed sign-in (the account tried is the entry's detail).
 */
export function byLine(entry: Pick<AuditEntry, 'actor' | 'at' | 'address' | 'entity'>): string {
  const who = entry.actor?.email ?? (entry.entity === 'activity_log' ? 'the shop' : 'someone unknown');
  const where = entry.address ? ` from ${entry.address}` : '';
  return `by ${who}, ${formatDateTime(entry.at)}${where}`;
}
