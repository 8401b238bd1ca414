import type { OptionValues, Personalisation, ProductOption } from '@shop/domain';
import { PALETTE as P } from './pictures/index.js';

/**
 * What the demo catalogue's pieces show of the trade (decision 024): kurtis in sizes with some
 * sold out, rings and bangles in the sizes of their charts, potlis and a kurti in colours with a
 * picture each, one-of-a-kind and made-to-order pieces, notes to engrave or embroider, and where
 * and by whom each piece is made. Keyed by the name of a product of `DEMO_PRODUCTS`.
 */

export interface DemoVariant {
  optionValues: OptionValues;
  stock: number;
  /** Rupees, when this variant costs more than the product's price. */
  price?: number;
}

export interface DemoProvenance {
  craft?: string;
  material?: string;
  origin?: string;
  artisan?: string;
  care?: string;
}

export interface DemoHandmade extends DemoProvenance {
  options?: ProductOption[];
  /** One per combination sold, in the order shown; its SKU is the product's plus its values. */
  variants?: DemoVariant[];
  /** A picture of its own for each value of the colour option: the product drawn in that colour. */
  colourPictures?: { option: string; colours: Record<string, string> };
  isOneOfAKind?: boolean;
  /** Made when ordered, ready to dispatch in this many days. */
  leadTimeDays?: number;
  personalisation?: Personalisation;
}

const KURTI_SIZES = ['XS', 'S', 'M', 'L', 'XL', 'XXL'];
/** Indian ring sizes, as the ring chart names its rows. */
const RING_SIZES = ['8', '10', '12', '14', '16', '18'];
/** Bangle sizes, as the bangle chart names its rows (inches and sixteenths). */
const BANGLE_SIZES = ['2.2', '2.4', '2.6', '2.8', '2.10'];

/**
 * One option, one variant per value: `stock` in the order of `values` (0 is sold out), and the
 * values that cost more with their price.
 */
function oneOption(
  name: string,
  values: readonly string[],
  stock: readonly number[],
  prices: Record<string, number> = {},
): Pick<DemoHandmade, 'options' | 'variants'> {
  return {
    options: [{ name, values: [...values] }],
    variants: values.map((value, index) => ({
      optionValues: { [name]: value },
      stock: stock[index] ?? 0,
      ...(prices[value] ? { price: prices[value] } : {}),
    })),
  };
}

const WORKSHOP = { origin: 'Greater Noida, Uttar Pradesh', artisan: 'Our studio in Greater Noida' };
const KUNDAN = {
  craft: 'Kundan',
  origin: 'Jaipur, Rajasthan',
  artisan: 'Kundan setters of Johari Bazaar',
  care: 'Keep away from water and perfume; store flat in its box, wrapped in soft cloth.',
};
const OXIDISED = {
  craft: 'Oxidised silverwork',
  ...WORKSHOP,
  care: 'Keep dry and store in its zip pouch so the dark finish stays; wipe with a soft cloth.',
};
const MEENAKARI = {
  craft: 'Meenakari',
  origin: 'Jaipur, Rajasthan',
  artisan: 'Meenakars of Jaipur',
  care: 'Enamel chips if knocked: store apart from other pieces and keep away from water.',
};
const DABU = {
  craft: 'Dabu print',
  material: 'Cotton, natural indigo',
  origin: 'Akola, Chittorgarh, Rajasthan',
  artisan: 'Dabu printers of Akola',
  care: 'Hand wash cold and separately at first: natural indigo gives a little colour. Dry in shade.',
};
const AJRAKH = {
  craft: 'Ajrakh',
  origin: 'Ajrakhpur, Kutch, Gujarat',
  artisan: 'Khatri printers of Ajrakhpur',
  care: 'Hand wash cold with a mild soap; natural dyes soften with every wash. Dry in shade.',
};
const SANGANERI = {
  craft: 'Sanganeri block print',
  origin: 'Sanganer, Jaipur, Rajasthan',
  artisan: 'Block printers of Sanganer',
};
const BAGRU = {
  craft: 'Bagru block print',
  origin: 'Bagru, Rajasthan',
  artisan: "Bagru printers' cluster",
};
const KALAMKARI_CARE = 'Dry clean, or hand wash cold on its own; the vegetable dyes fade in strong sun.';
const COTTON_CARE = 'Hand wash cold or machine wash gentle, inside out; dry in shade.';

export const DEMO_HANDMADE: Record<string, DemoHandmade> = {
  // Jewellery
  'Oxidised Silver Jhumka with Pearl Drops': {
    ...OXIDISED,
    material: 'Oxidised silver-tone brass, freshwater-look pearls',
  },
  'Kundan Gold-Tone Jhumka Earrings': {
    ...KUNDAN,
    material: 'Gold-plated brass, kundan glass, emerald beads, pearls',
  },
  'Meenakari Flower Studs': { ...MEENAKARI, material: 'Gold-plated brass, enamel, pearls' },
  'Temple Chandbali Drops in Antique Gold': {
    isOneOfAKind: true,
    craft: 'Temple jewellery',
    material: 'Antique gold-plated silver, glass stone, pearls',
    origin: 'Nagercoil, Tamil Nadu',
    artisan: 'Temple jewellers of Vadasery',
    care: 'Wipe after wearing and store in its box; the antique finish is meant to darken gently.',
  },
  'Kundan Bridal Choker Set': {
    ...KUNDAN,
    material: 'Gold-plated brass, kundan glass, pearls, silk dori',
  },
  'Terracotta Bead Necklace': {
    isOneOfAKind: true,
    craft: 'Terracotta',
    material: 'Kiln-fired terracotta, antique gold-tone spacers, cotton dori',
    ...WORKSHOP,
    care: 'Fired clay: keep it dry, away from knocks, and wipe with a dry cloth.',
  },
  'Lac Bangle Stack, Set of 7': {
    ...oneOption('Bangle size', BANGLE_SIZES, [5, 12, 14, 10, 0]),
    craft: 'Lac work',
    material: 'Lac, gold-tone foil, glass',
    origin: 'Jaipur, Rajasthan',
    artisan: 'Lac bangle makers of Maniharon ka Rasta',
    care: 'Lac softens with heat: keep out of the sun and away from water.',
  },
  'Gold-Tone Kada Pair with Kundan': {
    ...oneOption('Bangle size', BANGLE_SIZES, [0, 2, 3, 2, 1]),
    ...KUNDAN,
    material: 'Gold-plated brass, kundan glass, enamel inlay',
    personalisation: { label: 'Engraving inside the kada', maxLength: 20 },
  },
  'Adjustable Kundan Cocktail Ring': {
    ...KUNDAN,
    material: 'Gold-plated brass, kundan glass, pearls',
  },
  'Oxidised Silver Statement Ring': {
    ...oneOption('Ring size', RING_SIZES, [6, 10, 12, 12, 9, 0]),
    ...OXIDISED,
    material: 'Oxidised silver-tone brass, teal glass stone, pearls',
  },
  'Gold-Tone Meena Anklets': { ...MEENAKARI, material: 'Gold-plated brass, meena beads' },
  // Clothing
  'Indigo Dabu Print Cotton Kurti': {
    ...oneOption('Size', KURTI_SIZES, [0, 4, 6, 7, 5, 0]),
    ...DABU,
  },
  'Sanganeri Floral A-Line Kurti': {
    ...oneOption('Size', KURTI_SIZES, [3, 6, 8, 0, 8, 5]),
    ...SANGANERI,
    material: 'Cotton',
    care: COTTON_CARE,
  },
  'Terracotta Handloom Kurti': {
    ...oneOption('Size', KURTI_SIZES, [1, 2, 3, 2, 2, 1]),
    craft: 'Handloom weaving',
    material: 'Handloom cotton, wooden buttons',
    care: COTTON_CARE,
  },
  'Ajrakh Print Straight Kurti': {
    ...oneOption('Size', KURTI_SIZES, [1, 2, 2, 2, 1, 1], { XXL: 1999 }),
    ...AJRAKH,
    material: 'Cotton, natural dyes',
  },
  'Indigo Ajrakh Cotton Kurta': {
    ...oneOption('Size', ['S', 'M', 'L', 'XL', 'XXL'], [3, 5, 5, 4, 2]),
    ...AJRAKH,
    material: 'Cotton, natural indigo and madder',
  },
  'Everyday Cotton Short Kurti': {
    options: [
      { name: 'Size', values: ['S', 'M', 'L', 'XL'] },
      { name: 'Colour', values: ['Teal', 'Mustard'] },
    ],
    variants: (
      [
        ['S', 5, 4],
        ['M', 8, 6],
        ['L', 8, 0],
        ['XL', 4, 3],
      ] as const
    ).flatMap(([size, teal, mustard]) => [
      { optionValues: { Size: size, Colour: 'Teal' }, stock: teal },
      { optionValues: { Size: size, Colour: 'Mustard' }, stock: mustard },
    ]),
    colourPictures: { option: 'Colour', colours: { Teal: P.teal, Mustard: P.mustard } },
    material: 'Cotton',
    care: COTTON_CARE,
  },
  'Chanderi Silk Saree with Zari Border': {
    leadTimeDays: 21,
    craft: 'Chanderi weaving',
    material: 'Silk-cotton, zari',
    origin: 'Chanderi, Madhya Pradesh',
    artisan: 'Handloom weavers of Chanderi',
    care: 'Dry clean only. Store folded in muslin and refold now and then so the zari does not crease.',
  },
  'Bagru Block-Print Mulmul Saree': {
    ...BAGRU,
    material: 'Cotton mulmul, natural dyes',
    care: COTTON_CARE,
  },
  'Banarasi Dupatta in Mustard': {
    craft: 'Banarasi weaving',
    material: 'Silk, zari',
    origin: 'Varanasi, Uttar Pradesh',
    artisan: 'Handloom weavers of Varanasi',
    care: 'Dry clean only.',
  },
  'Kota Doria Cotton Dupatta': {
    craft: 'Kota Doria weaving',
    material: 'Cotton',
    origin: 'Kaithoon, Kota, Rajasthan',
    artisan: 'Kota Doria weavers of Kaithoon',
    care: 'Hand wash cold and starch lightly to keep the checks crisp.',
  },
  'Phulkari Embroidered Dupatta': {
    isOneOfAKind: true,
    craft: 'Phulkari',
    material: 'Cotton, silk floss',
    origin: 'Patiala, Punjab',
    artisan: 'Phulkari embroiderers of Patiala',
    care: 'Dry clean; store folded with the embroidery inside.',
  },
  'Kashmiri Paisley Wool Stole': {
    craft: 'Kashmiri weaving',
    material: 'Wool',
    origin: 'Srinagar, Jammu and Kashmir',
    care: 'Dry clean; air it after wearing and store with neem leaves.',
  },
  'Ikat Cotton Stole': {
    craft: 'Ikat',
    material: 'Handloom cotton',
    origin: 'Pochampally, Telangana',
    artisan: 'Ikat weavers of Pochampally',
    care: COTTON_CARE,
  },
  'Kalamkari Silk Scarf': {
    craft: 'Kalamkari',
    material: 'Silk, vegetable dyes',
    origin: 'Srikalahasti, Andhra Pradesh',
    artisan: 'Kalamkari painters of Srikalahasti',
    care: KALAMKARI_CARE,
  },
  // Accessories
  'Zardozi Potli Bag in Rani Pink': {
    craft: 'Zardozi',
    material: 'Silk, metallic thread, beads',
    origin: 'Agra, Uttar Pradesh',
    artisan: 'Zardozi karigars of Agra',
    care: 'Spot clean only; keep the embroidery away from damp.',
    personalisation: { label: 'Initials to embroider', maxLength: 4 },
  },
  'Mirror-Work Potli': {
    ...oneOption('Colour', ['Indigo', 'Rani Pink', 'Emerald'], [8, 7, 5]),
    colourPictures: {
      option: 'Colour',
      colours: { Indigo: P.indigo, 'Rani Pink': P.rani, Emerald: P.emerald },
    },
    craft: 'Mirror work',
    material: 'Cotton, mirrors',
    origin: 'Kutch, Gujarat',
    care: 'Spot clean only.',
  },
  'Block-Print Cotton Tote': {
    ...SANGANERI,
    material: 'Cotton canvas',
    care: COTTON_CARE,
    personalisation: { label: 'Name to print on the inner pocket', maxLength: 16 },
  },
  'Kalamkari Jute Tote': {
    craft: 'Kalamkari',
    material: 'Jute-cotton',
    origin: 'Machilipatnam, Andhra Pradesh',
    artisan: 'Kalamkari printers of Machilipatnam',
    care: KALAMKARI_CARE,
  },
  'Kundan Juda Pin Pair': { ...KUNDAN, material: 'Gold-plated brass, kundan glass, pearls' },
  'Block-Print Scrunchie Set of 3': {
    craft: 'Hand block print',
    material: 'Cotton offcuts',
    ...WORKSHOP,
    care: COTTON_CARE,
  },
  'Embroidered Mandala Cushion Cover': {
    leadTimeDays: 10,
    personalisation: { label: 'Name to embroider', maxLength: 24 },
    craft: 'Hand embroidery',
    material: 'Cotton',
    ...WORKSHOP,
    care: 'Wash inside out in cold water; press on the back.',
  },
  'Block-Print Cushion Cover Pair': { ...BAGRU, material: 'Cotton', care: COTTON_CARE },
  'Handloom Table Runner': {
    craft: 'Handloom weaving',
    material: 'Cotton',
    origin: 'Panipat, Haryana',
    artisan: 'Handloom weavers of Panipat',
    care: COTTON_CARE,
  },
};

/** A variant picture to draw: a product's drawing in the colour of one value of its colour option. */
export interface DemoVariantPicture {
  product: string;
  option: string;
  value: string;
  colour: string;
}

/** Every variant picture of the demo catalogue, in the order they are drawn and stored. */
export const DEMO_VARIANT_PICTURES: readonly DemoVariantPicture[] = Object.entries(DEMO_HANDMADE).flatMap(
  ([product, handmade]) =>
    Object.entries(handmade.colourPictures?.colours ?? {}).map(([value, colour]) => ({
      product,
      option: handmade.colourPictures?.option ?? '',
      value,
      colour,
    })),
);
