import { TEXTILE_SLAB, type CategoryIconName, type GstSlab, type ParentCategorySlug } from '@shop/domain';
import { PALETTE as P, type Look, type PieceKind } from './pictures/index.js';

interface DemoSubcategory {
  name: string;
  icon: CategoryIconName;
  description: string;
  /** Middle part of the SKUs of its products: KS-JW-EAR-001. */
  skuCode: string;
  /** How its pieces are taxed (decision 027): examples of the headings and rates, the owner's to check. */
  tax: DemoTax;
  /** False: taken back only when damaged, different or wrong (decision 054). */
  returnable?: boolean;
}

export interface DemoTax {
  hsnCode: string;
  /** The rate, or a slab's rate up to its value of a piece. */
  gstRate: number;
  /**
   * Apparel and made-up textiles (chapters 61-63): 5% up to ₹2,500 a piece, 18% above
   * (decisions 050, 051); their products take the category's rule.
   */
  slab?: GstSlab;
}

/** Garments and made-up textiles: 5% up to ₹2,500 a piece, 18% above (since 22 September 2025). */
const TEXTILES = (hsnCode: string): DemoTax => ({ hsnCode, gstRate: 5, slab: TEXTILE_SLAB });

export interface DemoParent {
  name: string;
  slug: ParentCategorySlug;
  icon: CategoryIconName;
  description: string;
  skuCode: string;
  tax: DemoTax;
  subcategories: DemoSubcategory[];
}

export interface DemoProduct {
  name: string;
  /** Name of its subcategory. */
  subcategory: string;
  description: string;
  /** Rupees. */
  price: number;
  originalPrice?: number;
  /** Units in stock; a product with variants (demo-handmade.ts) has the sum of theirs. */
  stock: number;
  tags: string[];
  featured?: boolean;
  isNew?: boolean;
  picture: { kind: PieceKind; look: Look; count: number };
}

export const DEMO_CATEGORIES: DemoParent[] = [
  {
    name: 'Jewellery',
    slug: 'jewelry',
    icon: 'gem',
    description: 'Jhumkas, chokers, bangles and rings, finished by hand in our Greater Noida studio.',
    skuCode: 'JW',
    tax: { hsnCode: '7117', gstRate: 3 },
    subcategories: [
      {
        name: 'Earrings',
        icon: 'flower',
        description: 'Jhumkas, studs and drops for every day and every festival.',
        skuCode: 'EAR',
        tax: { hsnCode: '7117', gstRate: 3 },
        returnable: false,
      },
      {
        name: 'Necklaces',
        icon: 'sparkles',
        description: 'Beaded haars, kundan chokers and pendants on silk dori.',
        skuCode: 'NEC',
        tax: { hsnCode: '7117', gstRate: 3 },
      },
      {
        name: 'Bangles & Bracelets',
        icon: 'circle-dot',
        description: 'Lac, metal and kundan bangles, sold as stacks and pairs.',
        skuCode: 'BAN',
        tax: { hsnCode: '7117', gstRate: 3 },
      },
      {
        name: 'Rings & Anklets',
        icon: 'circle',
        description: 'Adjustable rings and payals with ghungroo bells.',
        skuCode: 'RNG',
        tax: { hsnCode: '7117', gstRate: 3 },
      },
    ],
  },
  {
    name: 'Clothing',
    slug: 'clothing',
    icon: 'shirt',
    description: 'Block-printed and handloom cotton, silk and wool, cut and stitched in small batches.',
    skuCode: 'CL',
    tax: TEXTILES('6211'),
    subcategories: [
      {
        name: 'Kurtis',
        icon: 'shirt',
        description: 'Dabu, Sanganeri and Ajrakh prints on breathable cotton.',
        skuCode: 'KUR',
        tax: TEXTILES('6204'),
      },
      {
        name: 'Sarees & Dupattas',
        icon: 'spool',
        description: 'Chanderi, mulmul and Banarasi weaves with zari and tassels.',
        skuCode: 'SAR',
        // Sold as garments with the dupattas; a saree sold as a length of fabric (5208, 5407) would
        // be 5% at any price.
        tax: TEXTILES('6211'),
      },
      {
        name: 'Stoles & Scarves',
        icon: 'ribbon',
        description: 'Light cotton for summer, soft wool for winter evenings.',
        skuCode: 'STL',
        tax: TEXTILES('6214'),
      },
    ],
  },
  {
    name: 'Accessories',
    slug: 'accessories',
    icon: 'handbag',
    description: 'Potlis, totes, hair pins and cushion covers that finish the look and the room.',
    skuCode: 'AC',
    tax: { hsnCode: '4202', gstRate: 18 },
    subcategories: [
      {
        name: 'Bags & Potlis',
        icon: 'shopping-bag',
        description: 'Zardozi potlis, embroidered clutches and sturdy printed totes.',
        skuCode: 'BAG',
        tax: { hsnCode: '4202', gstRate: 18 },
      },
      {
        name: 'Hair Accessories',
        icon: 'sparkle',
        description: 'Juda pins, hair sticks and soft scrunchies.',
        skuCode: 'HAI',
        tax: { hsnCode: '9615', gstRate: 18 },
      },
      {
        name: 'Home Décor',
        icon: 'lamp',
        description: 'Cushion covers and table linen printed and stitched by hand.',
        skuCode: 'HOM',
        tax: TEXTILES('6304'),
      },
    ],
  },
];

const look = (
  metal: Look['metal'],
  primary: string,
  secondary: string,
  pattern: Look['pattern'] = 'buti',
  highlight: string = P.marigold,
): Look => ({ metal, primary, secondary, highlight, pattern });

export const DEMO_PRODUCTS: DemoProduct[] = [
  // Jewelry: earrings
  {
    name: 'Oxidised Silver Jhumka with Pearl Drops',
    subcategory: 'Earrings',
    description:
      'Bell-shaped jhumkas in oxidised silver with a fringe of freshwater-look pearls. Light enough to wear all day, from office to sangeet.',
    price: 449,
    originalPrice: 599,
    stock: 34,
    tags: ['oxidised', 'silver', 'jhumka', 'pearl', 'everyday'],
    featured: true,
    picture: { kind: 'jhumka', look: look('oxidised', P.teal, P.terracotta), count: 4 },
  },
  {
    name: 'Kundan Gold-Tone Jhumka Earrings',
    subcategory: 'Earrings',
    description:
      'Gold-tone jhumkas set with ruby-red kundan and emerald beads, finished with a pearl fringe. Made for weddings and festive evenings.',
    price: 1299,
    originalPrice: 1599,
    stock: 18,
    tags: ['kundan', 'gold-plated', 'jhumka', 'festive', 'bridal'],
    featured: true,
    isNew: true,
    picture: { kind: 'jhumka', look: look('gold', P.maroon, P.emerald), count: 3 },
  },
  {
    name: 'Meenakari Flower Studs',
    subcategory: 'Earrings',
    description:
      'Six-petal studs with hand-painted rani pink meenakari and a pearl centre. A little gift that always lands well.',
    price: 349,
    stock: 52,
    tags: ['meenakari', 'studs', 'gift', 'gold-plated'],
    isNew: true,
    picture: { kind: 'studs', look: look('gold', P.rani, P.emerald), count: 2 },
  },
  {
    name: 'Teal Enamel Lotus Studs',
    subcategory: 'Earrings',
    description: 'Lotus studs in sterling-look silver with deep teal enamel petals and tiny coral dots.',
    price: 599,
    stock: 27,
    tags: ['silver', 'enamel', 'studs', 'lotus'],
    picture: { kind: 'studs', look: look('silver', P.teal, P.terracotta), count: 2 },
  },
  {
    name: 'Ruby-Red Teardrop Earrings',
    subcategory: 'Earrings',
    description:
      'Teardrop earrings with a glass ruby in a gold-tone bezel, edged with seed pearls. Pairs beautifully with a plain silk saree.',
    price: 899,
    originalPrice: 1099,
    stock: 21,
    tags: ['drops', 'gold-plated', 'pearl', 'festive'],
    picture: { kind: 'drops', look: look('gold', P.maroon, P.emerald), count: 3 },
  },
  {
    name: 'Temple Chandbali Drops in Antique Gold',
    subcategory: 'Earrings',
    description:
      'Heavy temple-style drops in antique gold finish with an indigo stone and a pearl border, inspired by South Indian temple jewellery.',
    price: 2299,
    stock: 1,
    tags: ['temple', 'antique', 'drops', 'bridal'],
    picture: { kind: 'drops', look: look('antique', P.indigo, P.terracotta), count: 2 },
  },
  // Jewelry: necklaces
  {
    name: 'Kundan Bridal Choker Set',
    subcategory: 'Necklaces',
    description:
      'A close-fitting kundan choker with alternating ivory and ruby settings, pearl drops and an emerald centre, on an adjustable silk dori.',
    price: 3499,
    originalPrice: 4299,
    stock: 6,
    tags: ['kundan', 'choker', 'bridal', 'festive', 'gold-plated'],
    featured: true,
    picture: { kind: 'choker', look: look('gold', P.maroon, P.emerald), count: 4 },
  },
  {
    name: 'Pearl and Emerald Bead Haar',
    subcategory: 'Necklaces',
    description:
      'A long haar of pearls, emerald-green glass beads and gold-tone spacers with a kundan pendant.',
    price: 1799,
    stock: 14,
    tags: ['pearl', 'beads', 'haar', 'gold-plated'],
    picture: { kind: 'necklace', look: look('gold', P.emerald, P.maroon), count: 3 },
  },
  {
    name: 'Oxidised Tribal Choker',
    subcategory: 'Necklaces',
    description:
      'A bold oxidised choker with teal and ivory settings and tiny drops; the one piece that makes a plain kurta.',
    price: 749,
    stock: 0,
    tags: ['oxidised', 'silver', 'choker', 'tribal'],
    picture: { kind: 'choker', look: look('oxidised', P.teal, P.terracotta), count: 2 },
  },
  {
    name: 'Terracotta Bead Necklace',
    subcategory: 'Necklaces',
    description:
      'Hand-rolled, kiln-fired terracotta beads strung with antique gold spacers and finished with a cotton dori.',
    price: 399,
    stock: 0,
    tags: ['terracotta', 'beads', 'handmade', 'eco-friendly'],
    picture: { kind: 'necklace', look: look('antique', P.terracotta, P.teal), count: 2 },
  },
  // Jewelry: bangles
  {
    name: 'Lac Bangle Stack, Set of 7',
    subcategory: 'Bangles & Bracelets',
    description:
      'Jaipur lac bangles in rani pink, teal and marigold with gold-tone dotting. Sold as a stack of seven.',
    price: 549,
    stock: 45,
    tags: ['lac', 'bangles', 'set', 'festive', 'gift'],
    isNew: true,
    picture: { kind: 'bangles', look: look('gold', P.rani, P.teal), count: 3 },
  },
  {
    name: 'Gold-Tone Kada Pair with Kundan',
    subcategory: 'Bangles & Bracelets',
    description:
      'A pair of broad kadas in gold tone with indigo and terracotta inlay, for the wedding season.',
    price: 2499,
    stock: 8,
    tags: ['kada', 'kundan', 'gold-plated', 'bridal'],
    picture: { kind: 'bangles', look: look('gold', P.indigo, P.terracotta), count: 2 },
  },
  {
    name: 'Oxidised Silver Bangle Set',
    subcategory: 'Bangles & Bracelets',
    description:
      'Seven slim oxidised bangles mixed with teal and terracotta enamel; stack them or share them.',
    price: 1199,
    originalPrice: 1399,
    stock: 16,
    tags: ['oxidised', 'silver', 'bangles', 'set'],
    picture: { kind: 'bangles', look: look('oxidised', P.teal, P.terracotta), count: 2 },
  },
  // Jewelry: rings and anklets
  {
    name: 'Adjustable Kundan Cocktail Ring',
    subcategory: 'Rings & Anklets',
    description:
      'A big ruby-red kundan stone ringed with pearls, on an adjustable band that fits most fingers.',
    price: 649,
    stock: 30,
    tags: ['kundan', 'ring', 'adjustable', 'gold-plated'],
    picture: { kind: 'ring', look: look('gold', P.maroon, P.emerald), count: 2 },
  },
  {
    name: 'Oxidised Silver Statement Ring',
    subcategory: 'Rings & Anklets',
    description: 'An oxidised ring with a deep teal stone and a pearl halo, made in Indian ring sizes.',
    price: 299,
    stock: 49,
    tags: ['oxidised', 'silver', 'ring', 'statement'],
    picture: { kind: 'ring', look: look('oxidised', P.teal, P.terracotta), count: 2 },
  },
  {
    name: 'Ghungroo Payal Pair',
    subcategory: 'Rings & Anklets',
    description: 'Silver-tone payals with tiny ghungroo bells that chime softly as you walk. Sold as a pair.',
    price: 1499,
    originalPrice: 1799,
    stock: 12,
    tags: ['silver', 'payal', 'anklet', 'ghungroo'],
    featured: true,
    picture: { kind: 'anklet', look: look('silver', P.rani, P.teal), count: 3 },
  },
  {
    name: 'Gold-Tone Meena Anklets',
    subcategory: 'Rings & Anklets',
    description: 'Fine gold-tone anklets with indigo meena beads and little bells.',
    price: 849,
    stock: 0,
    tags: ['gold-plated', 'anklet', 'meenakari'],
    picture: { kind: 'anklet', look: look('gold', P.indigo, P.terracotta), count: 2 },
  },
  // Clothing: kurtis
  {
    name: 'Indigo Dabu Print Cotton Kurti',
    subcategory: 'Kurtis',
    description:
      'An A-line kurti in hand-dyed indigo with Dabu mud-resist flowers and a terracotta border. Pure cotton, soft from the first wash.',
    price: 1299,
    originalPrice: 1599,
    stock: 22,
    tags: ['cotton', 'block-print', 'indigo', 'dabu'],
    featured: true,
    picture: { kind: 'kurti', look: look('antique', P.indigo, P.terracotta), count: 3 },
  },
  {
    name: 'Sanganeri Floral A-Line Kurti',
    subcategory: 'Kurtis',
    description: 'Mustard cotton with small Sanganeri flowers, three-quarter sleeves and a teal hem.',
    price: 899,
    stock: 30,
    tags: ['cotton', 'block-print', 'sanganeri'],
    picture: { kind: 'kurti', look: look('antique', P.mustard, P.teal, 'buti', P.rust), count: 2 },
  },
  {
    name: 'Terracotta Handloom Kurti',
    subcategory: 'Kurtis',
    description:
      'Handloom cotton woven with thin indigo stripes, finished with a printed hem and wooden buttons.',
    price: 1699,
    stock: 11,
    tags: ['handloom', 'cotton', 'striped'],
    picture: { kind: 'kurti', look: look('antique', P.terracotta, P.indigo, 'stripes'), count: 2 },
  },
  {
    name: 'Ajrakh Print Straight Kurti',
    subcategory: 'Kurtis',
    description: 'Deep maroon Ajrakh with paisley motifs, printed by hand with natural dyes in Kutch.',
    price: 1899,
    originalPrice: 2299,
    stock: 9,
    tags: ['ajrakh', 'block-print', 'natural-dye', 'cotton'],
    isNew: true,
    picture: { kind: 'kurti', look: look('antique', P.maroon, P.indigo, 'paisley'), count: 3 },
  },
  {
    name: 'Everyday Cotton Short Kurti',
    subcategory: 'Kurtis',
    description: 'A short teal kurti with a polka print, for jeans and busy days.',
    price: 479,
    stock: 48,
    tags: ['cotton', 'everyday', 'short-kurti'],
    picture: { kind: 'kurti', look: look('antique', P.teal, P.cream, 'dots'), count: 2 },
  },
  {
    name: 'Indigo Ajrakh Cotton Kurta',
    subcategory: 'Kurtis',
    description:
      'A straight, knee-length kurta in indigo Ajrakh with madder-red stars, resist-printed by hand in Kutch in up to fourteen steps.',
    price: 1599,
    originalPrice: 1899,
    stock: 19,
    tags: ['ajrakh', 'block-print', 'natural-dye', 'cotton', 'kurta'],
    isNew: true,
    picture: { kind: 'kurti', look: look('antique', P.indigo, P.maroon, 'checks', P.rust), count: 2 },
  },
  // Clothing: sarees and dupattas
  {
    name: 'Chanderi Silk Saree with Zari Border',
    subcategory: 'Sarees & Dupattas',
    description:
      'Rani pink Chanderi silk-cotton with woven buttis and a gold zari border, with a contrast pallu and latkans. Comes with an unstitched blouse piece.',
    price: 4599,
    originalPrice: 5499,
    stock: 0,
    tags: ['chanderi', 'silk', 'zari', 'saree', 'festive'],
    featured: true,
    picture: { kind: 'saree', look: look('gold', P.rani, P.teal, 'buti', P.mustard), count: 4 },
  },
  {
    name: 'Bagru Block-Print Mulmul Saree',
    subcategory: 'Sarees & Dupattas',
    description: 'Feather-light mulmul printed by hand in Bagru with indigo paisleys. A summer favourite.',
    price: 2199,
    stock: 10,
    tags: ['block-print', 'mulmul', 'cotton', 'saree'],
    picture: { kind: 'saree', look: look('gold', P.indigo, P.terracotta, 'paisley', P.marigold), count: 2 },
  },
  {
    name: 'Banarasi Dupatta in Mustard',
    subcategory: 'Sarees & Dupattas',
    description: 'A mustard Banarasi dupatta with woven buttis, a zari border and hand-tied tassels.',
    price: 1399,
    originalPrice: 1699,
    stock: 13,
    tags: ['banarasi', 'zari', 'dupatta', 'festive'],
    picture: { kind: 'dupatta', look: look('gold', P.mustard, P.maroon, 'buti', P.rani), count: 3 },
  },
  {
    name: 'Kota Doria Cotton Dupatta',
    subcategory: 'Sarees & Dupattas',
    description:
      'Airy Kota Doria checks in teal with a printed border. Light enough for the hottest afternoon.',
    price: 749,
    stock: 25,
    tags: ['kota-doria', 'cotton', 'dupatta', 'checks'],
    picture: { kind: 'dupatta', look: look('gold', P.teal, P.terracotta, 'checks'), count: 2 },
  },
  {
    name: 'Phulkari Embroidered Dupatta',
    subcategory: 'Sarees & Dupattas',
    description: 'Hand-embroidered Phulkari flowers in marigold silk thread on a rust base.',
    price: 1499,
    stock: 1,
    tags: ['phulkari', 'embroidered', 'dupatta', 'gift'],
    picture: { kind: 'dupatta', look: look('gold', P.rust, P.indigo, 'vine'), count: 2 },
  },
  // Clothing: stoles and scarves
  {
    name: 'Kashmiri Paisley Wool Stole',
    subcategory: 'Stoles & Scarves',
    description: 'Soft wool with woven paisleys and a fringed edge; warm without weight on winter evenings.',
    price: 1899,
    originalPrice: 2199,
    stock: 15,
    tags: ['wool', 'paisley', 'stole', 'winter'],
    isNew: true,
    picture: { kind: 'stole', look: look('gold', P.maroon, P.mustard, 'paisley'), count: 3 },
  },
  {
    name: 'Ikat Cotton Stole',
    subcategory: 'Stoles & Scarves',
    description: 'Handwoven ikat stripes in indigo and marigold. Wear it, or throw it over a chair.',
    price: 649,
    stock: 28,
    tags: ['ikat', 'cotton', 'handloom', 'stole'],
    picture: { kind: 'stole', look: look('gold', P.indigo, P.cream, 'stripes'), count: 2 },
  },
  {
    name: 'Handloom Khadi Scarf',
    subcategory: 'Stoles & Scarves',
    description: 'A checked khadi scarf, hand-spun and handwoven, that gets softer with every wash.',
    price: 449,
    stock: 37,
    tags: ['khadi', 'handloom', 'cotton', 'scarf'],
    picture: { kind: 'stole', look: look('gold', P.terracotta, P.cream, 'checks'), count: 2 },
  },
  {
    name: 'Kalamkari Silk Scarf',
    subcategory: 'Stoles & Scarves',
    description: 'Hand-painted Kalamkari vines on a teal silk scarf with a printed border.',
    price: 949,
    stock: 19,
    tags: ['kalamkari', 'silk', 'scarf', 'gift'],
    picture: { kind: 'stole', look: look('gold', P.teal, P.mustard, 'vine'), count: 2 },
  },
  // Accessories: bags and potlis
  {
    name: 'Zardozi Potli Bag in Rani Pink',
    subcategory: 'Bags & Potlis',
    description:
      'A silk potli with a hand-embroidered zardozi medallion, a frilled top and beaded tassels. Holds a phone and lipstick.',
    price: 749,
    originalPrice: 899,
    stock: 24,
    tags: ['zardozi', 'potli', 'wedding', 'gift'],
    featured: true,
    picture: { kind: 'potli', look: look('gold', P.rani, P.teal, 'buti', P.marigold), count: 3 },
  },
  {
    name: 'Mirror-Work Potli',
    subcategory: 'Bags & Potlis',
    description: 'Indigo potli with paisley print, mirror work and a terracotta drawstring.',
    price: 549,
    stock: 20,
    tags: ['mirror-work', 'potli', 'festive'],
    picture: { kind: 'potli', look: look('gold', P.indigo, P.terracotta, 'paisley'), count: 2 },
  },
  {
    name: 'Block-Print Cotton Tote',
    subcategory: 'Bags & Potlis',
    description:
      'A roomy cotton tote with Sanganeri flowers, a lined inner pocket and strong stitched handles.',
    price: 449,
    stock: 42,
    tags: ['cotton', 'block-print', 'tote', 'everyday'],
    isNew: true,
    picture: { kind: 'tote', look: look('antique', P.indigo, P.terracotta), count: 3 },
  },
  {
    name: 'Embroidered Silk Clutch',
    subcategory: 'Bags & Potlis',
    description:
      'An envelope clutch in maroon silk with bead embroidery on the flap, a stone clasp and a detachable chain.',
    price: 1299,
    originalPrice: 1499,
    stock: 10,
    tags: ['silk', 'clutch', 'embroidered', 'wedding'],
    featured: true,
    picture: { kind: 'clutch', look: look('gold', P.maroon, P.emerald, 'buti', P.mustard), count: 3 },
  },
  {
    name: 'Kalamkari Jute Tote',
    subcategory: 'Bags & Potlis',
    description:
      'Jute-cotton tote with a Kalamkari vine print and a teal handle. Carries a laptop and lunch.',
    price: 849,
    stock: 17,
    tags: ['jute', 'kalamkari', 'tote', 'eco-friendly'],
    picture: { kind: 'tote', look: look('antique', P.mustard, P.teal, 'vine', P.rust), count: 2 },
  },
  // Accessories: hair
  {
    name: 'Kundan Juda Pin Pair',
    subcategory: 'Hair Accessories',
    description:
      'Two juda pins with kundan flower heads, pearl rims and little jhumki danglers for a bun or braid.',
    price: 399,
    stock: 33,
    tags: ['kundan', 'juda-pin', 'bridal', 'gold-plated'],
    picture: { kind: 'hairpin', look: look('gold', P.indigo, P.maroon), count: 2 },
  },
  {
    name: 'Oxidised Floral Hair Stick',
    subcategory: 'Hair Accessories',
    description: 'An oxidised hair stick pair with rani pink stones, for a quick, pretty bun.',
    price: 249,
    stock: 0,
    tags: ['oxidised', 'hair-stick', 'silver'],
    picture: { kind: 'hairpin', look: look('oxidised', P.rani, P.teal), count: 2 },
  },
  {
    name: 'Block-Print Scrunchie Set of 3',
    subcategory: 'Hair Accessories',
    description: 'Three cotton scrunchies from our kurti offcuts, so nothing goes to waste.',
    price: 199,
    stock: 80,
    tags: ['cotton', 'block-print', 'scrunchie', 'upcycled'],
    isNew: true,
    picture: { kind: 'scrunchie', look: look('gold', P.indigo, P.terracotta), count: 2 },
  },
  {
    name: 'Silk Scrunchie Duo',
    subcategory: 'Hair Accessories',
    description: 'Two mulberry-silk scrunchies, gentle on hair, in rani pink paisley and teal.',
    price: 279,
    stock: 46,
    tags: ['silk', 'scrunchie', 'gift'],
    picture: { kind: 'scrunchie', look: look('gold', P.rani, P.teal, 'paisley', P.saffron), count: 2 },
  },
  // Accessories: home décor
  {
    name: 'Embroidered Mandala Cushion Cover',
    subcategory: 'Home Décor',
    description:
      'A 16-inch cotton cushion cover with an embroidered mandala, printed border and corner tassels.',
    price: 599,
    originalPrice: 749,
    stock: 0,
    tags: ['cushion-cover', 'embroidered', 'cotton', 'home'],
    picture: { kind: 'cushion', look: look('gold', P.indigo, P.terracotta), count: 2 },
  },
  {
    name: 'Block-Print Cushion Cover Pair',
    subcategory: 'Home Décor',
    description:
      'Two rani pink cushion covers in hand block print with a teal medallion. Insert not included.',
    price: 1049,
    stock: 14,
    tags: ['cushion-cover', 'block-print', 'home', 'set'],
    isNew: true,
    picture: { kind: 'cushion', look: look('gold', P.rani, P.teal, 'paisley', P.saffron), count: 2 },
  },
  {
    name: 'Handloom Table Runner',
    subcategory: 'Home Décor',
    description:
      'A handloom cotton table runner in terracotta stripes with knotted fringes, 14 by 72 inches.',
    price: 649,
    stock: 18,
    tags: ['handloom', 'table-runner', 'cotton', 'home'],
    picture: { kind: 'stole', look: look('gold', P.terracotta, P.mustard, 'stripes', P.indigo), count: 2 },
  },
];
