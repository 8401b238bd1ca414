import { INDIAN_STATES, stateName, type IndianState } from '@shop/domain';
import type { DemoHandmade } from './demo-handmade.js';

/**
 * The demo's provenance and note labels in Hindi (decision 071), as a Hindi shopper reads a maker's
 * card: crafts by the names the trade uses, places in Devanagari, makers as a person says them.
 * Kept by the English, each craft, material and place once, so every piece that shares one reads it
 * alike and a Hindi listing's filters name each value one way.
 */

const CRAFTS: Record<string, string> = {
  'Oxidised silverwork': 'ऑक्सीडाइज़्ड सिल्वर का काम',
  Kundan: 'कुंदन',
  Meenakari: 'मीनाकारी',
  'Temple jewellery': 'टेंपल ज्वेलरी',
  Terracotta: 'टेराकोटा',
  'Lac work': 'लाख का काम',
  'Dabu print': 'दाबू प्रिंट',
  'Sanganeri block print': 'सांगानेरी ब्लॉक प्रिंट',
  'Handloom weaving': 'हथकरघा बुनाई',
  Ajrakh: 'अजरख',
  'Chanderi weaving': 'चंदेरी बुनाई',
  'Bagru block print': 'बगरू ब्लॉक प्रिंट',
  'Banarasi weaving': 'बनारसी बुनाई',
  'Kota Doria weaving': 'कोटा डोरिया बुनाई',
  Phulkari: 'फुलकारी',
  'Kashmiri weaving': 'कश्मीरी बुनाई',
  Ikat: 'इकत',
  Kalamkari: 'कलमकारी',
  Zardozi: 'ज़रदोज़ी',
  'Mirror work': 'शीशे का काम',
  'Hand block print': 'हाथ की ब्लॉक छपाई',
  'Hand embroidery': 'हाथ की कढ़ाई',
};

/** Each part of a material list, by its English as written (the list keeps the English's order). */
const MATERIALS: Record<string, string> = {
  'Oxidised silver-tone brass': 'ऑक्सीडाइज़्ड सिल्वर-टोन पीतल',
  'freshwater-look pearls': 'मीठे पानी जैसे मोती',
  'Gold-plated brass': 'सोने का पानी चढ़ा पीतल',
  'kundan glass': 'कुंदन काँच',
  'emerald beads': 'पन्ना-हरे मनके',
  pearls: 'मोती',
  enamel: 'मीना',
  'Antique gold-plated silver': 'एंटीक सोने का पानी चढ़ी चाँदी',
  'glass stone': 'काँच का नग',
  'silk dori': 'रेशमी डोरी',
  'Kiln-fired terracotta': 'भट्ठी में पका टेराकोटा',
  'antique gold-tone spacers': 'एंटीक गोल्ड-टोन स्पेसर',
  'cotton dori': 'कॉटन डोरी',
  Lac: 'लाख',
  'gold-tone foil': 'गोल्ड-टोन पन्नी',
  glass: 'काँच',
  'enamel inlay': 'मीने की जड़ाई',
  'teal glass stone': 'टील काँच का नग',
  'meena beads': 'मीना मनके',
  Cotton: 'कॉटन',
  'natural indigo': 'प्राकृतिक नील',
  'Handloom cotton': 'हथकरघा कॉटन',
  'wooden buttons': 'लकड़ी के बटन',
  'natural dyes': 'प्राकृतिक रंग',
  'natural indigo and madder': 'प्राकृतिक नील और मजीठ',
  'Silk-cotton': 'सिल्क-कॉटन',
  zari: 'ज़री',
  'Cotton mulmul': 'कॉटन मलमल',
  Silk: 'सिल्क',
  'silk floss': 'रेशमी धागा',
  Wool: 'ऊन',
  'vegetable dyes': 'वनस्पति रंग',
  'metallic thread': 'धातु के धागे',
  beads: 'मनके',
  mirrors: 'शीशे',
  'Cotton canvas': 'कॉटन कैनवस',
  'Jute-cotton': 'जूट-कॉटन',
  'Cotton offcuts': 'कॉटन की बची कतरनें',
};

/** Towns and regions; states read as the shop names them everywhere (`stateName`). */
const PLACES: Record<string, string> = {
  'Greater Noida': 'ग्रेटर नोएडा',
  Jaipur: 'जयपुर',
  Nagercoil: 'नागरकोइल',
  Akola: 'अकोला',
  Chittorgarh: 'चित्तौड़गढ़',
  Sanganer: 'सांगानेर',
  Ajrakhpur: 'अजरखपुर',
  Kutch: 'कच्छ',
  Chanderi: 'चंदेरी',
  Bagru: 'बगरू',
  Varanasi: 'वाराणसी',
  Kaithoon: 'कैथून',
  Kota: 'कोटा',
  Patiala: 'पटियाला',
  Srinagar: 'श्रीनगर',
  Pochampally: 'पोचमपल्ली',
  Srikalahasti: 'श्रीकालहस्ती',
  Agra: 'आगरा',
  Machilipatnam: 'मछलीपट्टनम',
  Panipat: 'पानीपत',
};

const ARTISANS: Record<string, string> = {
  'Our studio in Greater Noida': 'ग्रेटर नोएडा में हमारा स्टूडियो',
  'Kundan setters of Johari Bazaar': 'जौहरी बाज़ार के कुंदन कारीगर',
  'Meenakars of Jaipur': 'जयपुर के मीनाकार',
  'Temple jewellers of Vadasery': 'वडसेरी के टेंपल ज्वेलरी कारीगर',
  'Lac bangle makers of Maniharon ka Rasta': 'मनिहारों के रास्ते के लाख-चूड़ी कारीगर',
  'Dabu printers of Akola': 'अकोला के दाबू छपाई कारीगर',
  'Block printers of Sanganer': 'सांगानेर के ब्लॉक छपाई कारीगर',
  'Khatri printers of Ajrakhpur': 'अजरखपुर के खत्री छपाई कारीगर',
  'Handloom weavers of Chanderi': 'चंदेरी के हथकरघा बुनकर',
  "Bagru printers' cluster": 'बगरू के छपाई कारीगरों का समूह',
  'Handloom weavers of Varanasi': 'वाराणसी के हथकरघा बुनकर',
  'Kota Doria weavers of Kaithoon': 'कैथून के कोटा डोरिया बुनकर',
  'Phulkari embroiderers of Patiala': 'पटियाला की फुलकारी कारीगर',
  'Ikat weavers of Pochampally': 'पोचमपल्ली के इकत बुनकर',
  'Kalamkari painters of Srikalahasti': 'श्रीकालहस्ती के कलमकारी चित्रकार',
  'Zardozi karigars of Agra': 'आगरा के ज़रदोज़ी कारीगर',
  'Kalamkari printers of Machilipatnam': 'मछलीपट्टनम के कलमकारी छपाई कारीगर',
  'Handloom weavers of Panipat': 'पानीपत के हथकरघा बुनकर',
};

/** The label of each demo product's note, by its English label. */
const NOTE_LABELS: Record<string, string> = {
  'Engraving inside the kada': 'कड़े के अंदर खुदवाने के लिए शब्द',
  'Initials to embroider': 'कढ़ाई के लिए नाम के पहले अक्षर',
  'Name to print on the inner pocket': 'अंदर की जेब पर छापने के लिए नाम',
  'Name to embroider': 'कढ़ाई के लिए नाम',
};

/** The Hindi of one English text; the seed stops, naming it, where the demo gives none. */
function hindiOf(words: Record<string, string>, english: string): string {
  const hindi = words[english];
  if (!hindi) throw new Error(`No Hindi for the demo's "${english}"`);
  return hindi;
}

const placeHindi = (place: string): string =>
  (INDIAN_STATES as readonly string[]).includes(place)
    ? stateName(place as IndianState, 'hi')
    : hindiOf(PLACES, place);

/** A comma list part by part, in the English's order: "Jaipur, Rajasthan" → "जयपुर, राजस्थान". */
const listHindi = (list: string, partHindi: (part: string) => string): string =>
  list
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .map(partHindi)
    .join(', ');

export interface DemoProvenanceHindi {
  craft?: string;
  material?: string;
  origin?: string;
  artisan?: string;
  personalisationLabel?: string;
}

/** The Hindi of a demo product's provenance and note label: each field its English has. */
export function demoProvenanceHindi(handmade: DemoHandmade): DemoProvenanceHindi {
  const hindi: DemoProvenanceHindi = {};
  if (handmade.craft) hindi.craft = listHindi(handmade.craft, (craft) => hindiOf(CRAFTS, craft));
  if (handmade.material) hindi.material = listHindi(handmade.material, (part) => hindiOf(MATERIALS, part));
  if (handmade.origin) hindi.origin = listHindi(handmade.origin, placeHindi);
  if (handmade.artisan) hindi.artisan = hindiOf(ARTISANS, handmade.artisan);
  if (handmade.personalisation) {
    hindi.personalisationLabel = hindiOf(NOTE_LABELS, handmade.personalisation.label);
  }
  return hindi;
}
