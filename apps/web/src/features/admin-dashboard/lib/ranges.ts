import { addDays, indiaToday, MAX_RANGE_DAYS } from '@shop/domain';
import type { DashboardRange } from '../api/get-dashboard';

/** The ranges the dashboard offers at a tap; "custom" takes two dates. */
export const PRESETS = [
  { id: 'today', label: 'Today', days: 1 },
  { id: '7d', label: '7 days', days: 7 },
  { id: '30d', label: '30 days', days: 30 },
] as const;
export type PresetId = (typeof PRESETS)[number]['id'] | 'custom';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The range in the address (`?range=7d`, or `?from=…&to=…` for a custom one); today by default. */
export function rangeFromParams(
  params: URLSearchParams,
  today = indiaToday(),
): DashboardRange & { preset: PresetId } {
  const from = params.get('from');
  const to = params.get('to');
  if (from && to && DAY.test(from) && DAY.test(to) && from <= to) return { preset: 'custom', from, to };
  const preset = PRESETS.find((candidate) => candidate.id === params.get('range')) ?? PRESETS[0];
  return { preset: preset.id, from: addDays(today, 1 - preset.days), to: today };
}

/** Why a custom range cannot be asked for, or null. */
export function customRangeProblem(from: string, to: string): string | null {
  if (!DAY.test(from) || !DAY.test(to)) return 'Choose both dates';
  if (from > to) return 'The first date must be on or before the last';
  if (addDays(from, MAX_RANGE_DAYS - 1) < to) return `A range can be at most ${MAX_RANGE_DAYS} days`;
  return null;
}

/** The order list filtered to a range (and a status): where each figure leads. */
export function ordersLink(range: DashboardRange, extra: Record<string, string> = {}): string {
  return `/order-management?${new URLSearchParams({ from: range.from, to: range.to, ...extra }).toString()}`;
}
