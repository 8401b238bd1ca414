import type { SizeChartContent, SizeChartRow } from '@shop/domain';
import type { StoredChartTranslations } from './tables.js';

/**
 * The charts a studio like this starts with, by the slug of the category they belong to. Migration
 * 0003 seeds them into a shop whose categories exist already; the demo seed into a new one
 * (`insertStandardSizeCharts`). migration.test.ts checks the migration holds these same figures.
 * Figures: docs/decisions/022-size-charts.md.
 */

const tenth = (value: number) => Math.round(value * 10) / 10;

/**
 * Indian ring sizes 1–30: inner circumference 40 mm + 1 mm a size (the scale Indian jewellers
 * publish, the same as the Japanese one); the diameter is the circumference over π.
 */
const ringRows: SizeChartRow[] = Array.from({ length: 30 }, (_, index) => {
  const circumference = 41 + index;
  return {
    size: String(index + 1),
    values: { circumference_mm: circumference, diameter_mm: tenth(circumference / Math.PI) },
  };
});

/** Bangle sizes name the inner diameter in inches and sixteenths: 2.4 is 2 4⁄16 in. */
const bangleRows: SizeChartRow[] = [2, 4, 6, 8, 10].map((sixteenths) => {
  const inches = 2 + sixteenths / 16;
  return { size: `2.${sixteenths}`, values: { diameter_mm: tenth(inches * 25.4), diameter_in: inches } };
});

/** Garment measurements of a kurti, in inches, each with its centimetres. */
const KURTI_INCHES: [size: string, bust: number, waist: number, length: number][] = [
  ['XS', 34, 30, 44],
  ['S', 36, 32, 44],
  ['M', 38, 34, 45],
  ['L', 40, 36, 45],
  ['XL', 42, 38, 46],
  ['XXL', 44, 40, 46],
];
const cm = (inches: number) => Math.round(inches * 2.54);
const kurtiRows: SizeChartRow[] = KURTI_INCHES.map(([size, bust, waist, length]) => ({
  size,
  values: {
    bust_in: bust,
    bust_cm: cm(bust),
    waist_in: waist,
    waist_cm: cm(waist),
    length_in: length,
    length_cm: cm(length),
  },
}));

export const STANDARD_SIZE_CHARTS: readonly (SizeChartContent & { categorySlug: string })[] = [
  {
    categorySlug: 'rings-and-anklets',
    title: 'Indian ring sizes',
    note:
      'Wrap a strip of paper round the base of your finger, mark where it meets and measure the length in mm: ' +
      'that is the inner circumference. Or measure straight across the inside of a ring that fits. Between two ' +
      'sizes, take the larger. Indian sizes as published by Indian jewellers: 40 mm plus 1 mm a size.',
    columns: [
      { key: 'circumference_mm', label: 'Inner circumference', unit: 'mm' },
      { key: 'diameter_mm', label: 'Inner diameter', unit: 'mm' },
    ],
    rows: ringRows,
  },
  {
    categorySlug: 'bangles-and-bracelets',
    title: 'Bangle sizes',
    note:
      'A bangle size is its inner diameter in inches and sixteenths: 2.4 means 2 4⁄16 in. Measure straight ' +
      'across the inside of a bangle that slips over your hand, or fold your hand as if putting one on and ' +
      'measure across the widest part of the knuckles; then choose the size just above.',
    columns: [
      { key: 'diameter_mm', label: 'Inner diameter', unit: 'mm' },
      { key: 'diameter_in', label: 'Inner diameter', unit: 'in' },
    ],
    rows: bangleRows,
  },
  {
    categorySlug: 'kurtis',
    title: 'Kurti sizes',
    note:
      'These are the measurements of the garment. Measure round the fullest part of your bust and your natural ' +
      'waist, then choose the size 1–2 in (3–5 cm) larger for an easy fit. Length runs from the highest point ' +
      'of the shoulder to the hem.',
    columns: [
      { key: 'bust_in', label: 'Bust', unit: 'in' },
      { key: 'bust_cm', label: 'Bust', unit: 'cm' },
      { key: 'waist_in', label: 'Waist', unit: 'in' },
      { key: 'waist_cm', label: 'Waist', unit: 'cm' },
      { key: 'length_in', label: 'Length', unit: 'in' },
      { key: 'length_cm', label: 'Length', unit: 'cm' },
    ],
    rows: kurtiRows,
  },
];

/**
 * The standard charts' Hindi (decision 074), by category slug, as a new (demo) shop gets them; a
 * shop seeded by migration 0003 before it adds its own in the editor. Units stay as the figures'
 * headings print them (mm, in, cm).
 */
export const STANDARD_CHART_HINDI: Readonly<Record<string, StoredChartTranslations>> = {
  'rings-and-anklets': {
    hi: {
      title: 'अंगूठी के भारतीय साइज़',
      note:
        'उँगली के निचले हिस्से पर कागज़ की एक पतली पट्टी लपेटें, जहाँ सिरे मिलें वहाँ निशान लगाएँ और लंबाई मिमी में नापें: ' +
        'यही अंदर की गोलाई है। या जो अंगूठी आपको ठीक आती है, उसके अंदर का व्यास सीधा नाप लें। दो साइज़ के बीच हों तो ' +
        'बड़ा साइज़ लें। ये वही भारतीय साइज़ हैं जो भारतीय ज्वेलर्स बताते हैं: 40 मिमी से शुरू, हर साइज़ पर 1 मिमी ज़्यादा।',
      columns: { circumference_mm: 'अंदर की गोलाई', diameter_mm: 'अंदर का व्यास' },
    },
  },
  'bangles-and-bracelets': {
    hi: {
      title: 'चूड़ी के साइज़',
      note:
        'चूड़ी का साइज़ उसके अंदर का व्यास है, इंच और इंच के सोलहवें हिस्से में: 2.4 यानी 2 4⁄16 इंच। जो चूड़ी आपके हाथ में ' +
        'आराम से चली जाती है, उसके अंदर का व्यास सीधा नापें; या हाथ को वैसे ही मोड़ें जैसे चूड़ी पहनते समय मोड़ते हैं और ' +
        'उँगलियों के जोड़ों का सबसे चौड़ा हिस्सा नापें। फिर उससे ठीक ऊपर वाला साइज़ चुनें।',
      columns: { diameter_mm: 'अंदर का व्यास', diameter_in: 'अंदर का व्यास' },
    },
  },
  kurtis: {
    hi: {
      title: 'कुर्ती के साइज़',
      note:
        'ये कुर्ती के अपने नाप हैं, शरीर के नहीं। बस्ट को सबसे भरे हिस्से पर और कमर को उसकी कुदरती जगह पर नापें, फिर वह ' +
        'साइज़ चुनें जो आपके नाप से 1–2 इंच (3–5 सेमी) बड़ा हो, ताकि कुर्ती आराम से आए। लंबाई कंधे के सबसे ऊँचे हिस्से से ' +
        'नीचे के किनारे तक है।',
      columns: {
        bust_in: 'बस्ट',
        bust_cm: 'बस्ट',
        waist_in: 'कमर',
        waist_cm: 'कमर',
        length_in: 'लंबाई',
        length_cm: 'लंबाई',
      },
    },
  },
};
