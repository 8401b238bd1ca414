import {
  ownText,
  translatedOr,
  type Language,
  type SizeChart,
  type SizeChartColumn,
  type SizeChartTranslationsInput,
} from '@shop/domain';
import { keptText } from '../catalog/index.js';
import type { StoredChartTranslations } from './tables.js';

/**
 * A size chart's Hindi (decision 074): its title, its how-to-measure note and its column names,
 * beside the English as the catalogue keeps a product's (decision 071). Sizes and figures are the
 * same in both languages.
 */

type ChartHindi = NonNullable<StoredChartTranslations['hi']>;

/**
 * The Hindi a save leaves: the stored Hindi with each field sent in its place, column names for
 * the chart's columns only (a column removed takes its Hindi with it). Empty fields are dropped.
 */
export function mergedChartTranslations(
  stored: StoredChartTranslations,
  sent: SizeChartTranslationsInput | undefined,
  columns: readonly Pick<SizeChartColumn, 'key'>[],
): StoredChartTranslations {
  const before = stored.hi;
  const given = sent?.hi;
  const names: Record<string, string> = {};
  for (const { key } of columns) {
    const text = keptText(ownText(given?.columns, key), ownText(before?.columns, key) ?? undefined);
    if (text) names[key] = text;
  }
  const title = keptText(given?.title, before?.title);
  const note = keptText(given?.note, before?.note);
  const hi: ChartHindi = {
    ...(title ? { title } : {}),
    ...(note ? { note } : {}),
    ...(Object.keys(names).length > 0 ? { columns: names } : {}),
  };
  return Object.keys(hi).length > 0 ? { hi } : {};
}

/** The words of a chart in the language asked, each falling back to the English on its own. */
export function chartWordsIn(
  chart: Pick<SizeChart, 'title' | 'note' | 'columns'>,
  translations: StoredChartTranslations,
  language: Language | undefined,
): Pick<SizeChart, 'title' | 'note' | 'columns'> {
  const hi = language === 'hi' ? translations.hi : undefined;
  return {
    title: translatedOr(hi?.title, chart.title),
    note: translatedOr(hi?.note, chart.note),
    columns: chart.columns.map((column) => ({
      ...column,
      label: translatedOr(ownText(hi?.columns, column.key), column.label),
    })),
  };
}

/** A chart's Hindi as staff read it: every field, null where none, every column by key. */
export function chartTranslationsAnswer(
  translations: StoredChartTranslations,
  columns: readonly Pick<SizeChartColumn, 'key'>[],
): NonNullable<SizeChart['translations']> {
  const hi = translations.hi;
  return {
    hi: {
      title: hi?.title ?? null,
      note: hi?.note ?? null,
      columns: Object.fromEntries(columns.map(({ key }) => [key, ownText(hi?.columns, key) ?? null])),
    },
  };
}
