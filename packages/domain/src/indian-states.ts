import type { Language } from './languages.js';

/** The 28 states and 8 union territories of India, as a shipping address names them. */
export const INDIAN_STATES = [
  'Andhra Pradesh',
  'Arunachal Pradesh',
  'Assam',
  'Bihar',
  'Chhattisgarh',
  'Goa',
  'Gujarat',
  'Haryana',
  'Himachal Pradesh',
  'Jharkhand',
  'Karnataka',
  'Kerala',
  'Madhya Pradesh',
  'Maharashtra',
  'Manipur',
  'Meghalaya',
  'Mizoram',
  'Nagaland',
  'Odisha',
  'Punjab',
  'Rajasthan',
  'Sikkim',
  'Tamil Nadu',
  'Telangana',
  'Tripura',
  'Uttar Pradesh',
  'Uttarakhand',
  'West Bengal',
  'Andaman and Nicobar Islands',
  'Chandigarh',
  'Dadra and Nagar Haveli and Daman and Diu',
  'Delhi',
  'Jammu and Kashmir',
  'Ladakh',
  'Lakshadweep',
  'Puducherry',
] as const;
export type IndianState = (typeof INDIAN_STATES)[number];

/**
 * Each state's name as a Hindi page writes it (issue 28). Only shown: an address keeps the English
 * name, which the server checks and invoices print.
 */
const STATE_NAMES_HI: Record<IndianState, string> = {
  'Andhra Pradesh': 'आंध्र प्रदेश',
  'Arunachal Pradesh': 'अरुणाचल प्रदेश',
  Assam: 'असम',
  Bihar: 'बिहार',
  Chhattisgarh: 'छत्तीसगढ़',
  Goa: 'गोवा',
  Gujarat: 'गुजरात',
  Haryana: 'हरियाणा',
  'Himachal Pradesh': 'हिमाचल प्रदेश',
  Jharkhand: 'झारखंड',
  Karnataka: 'कर्नाटक',
  Kerala: 'केरल',
  'Madhya Pradesh': 'मध्य प्रदेश',
  Maharashtra: 'महाराष्ट्र',
  Manipur: 'मणिपुर',
  Meghalaya: 'मेघालय',
  Mizoram: 'मिज़ोरम',
  Nagaland: 'नागालैंड',
  Odisha: 'ओडिशा',
  Punjab: 'पंजाब',
  Rajasthan: 'राजस्थान',
  Sikkim: 'सिक्किम',
  'Tamil Nadu': 'तमिलनाडु',
  Telangana: 'तेलंगाना',
  Tripura: 'त्रिपुरा',
  'Uttar Pradesh': 'उत्तर प्रदेश',
  Uttarakhand: 'उत्तराखंड',
  'West Bengal': 'पश्चिम बंगाल',
  'Andaman and Nicobar Islands': 'अंडमान और निकोबार द्वीपसमूह',
  Chandigarh: 'चंडीगढ़',
  'Dadra and Nagar Haveli and Daman and Diu': 'दादरा और नगर हवेली और दमन और दीव',
  Delhi: 'दिल्ली',
  'Jammu and Kashmir': 'जम्मू और कश्मीर',
  Ladakh: 'लद्दाख',
  Lakshadweep: 'लक्षद्वीप',
  Puducherry: 'पुदुचेरी',
};

/** A state's name in a language: "उत्तर प्रदेश" on a Hindi page, "Uttar Pradesh" on an English one. */
export const stateName = (state: IndianState, language: Language): string =>
  language === 'hi' ? STATE_NAMES_HI[state] : state;

/**
 * The states and then the union territories in the alphabetical order of their Hindi names (अ, आ,
 * इ…), as Hindi collation sorts them. Written out rather than sorted where it is shown: the server
 * renders the list and the browser hydrates it, and two runtimes' collation data must not disagree
 * (indian-states.test.ts holds it to the collator).
 */
const STATES_IN_HINDI_ORDER: readonly IndianState[] = [
  'Arunachal Pradesh',
  'Assam',
  'Andhra Pradesh',
  'Uttar Pradesh',
  'Uttarakhand',
  'Odisha',
  'Karnataka',
  'Kerala',
  'Gujarat',
  'Goa',
  'Chhattisgarh',
  'Jharkhand',
  'Tamil Nadu',
  'Telangana',
  'Tripura',
  'Nagaland',
  'Punjab',
  'West Bengal',
  'Bihar',
  'Manipur',
  'Madhya Pradesh',
  'Maharashtra',
  'Mizoram',
  'Meghalaya',
  'Rajasthan',
  'Sikkim',
  'Haryana',
  'Himachal Pradesh',
  'Andaman and Nicobar Islands',
  'Chandigarh',
  'Jammu and Kashmir',
  'Dadra and Nagar Haveli and Daman and Diu',
  'Delhi',
  'Puducherry',
  'Lakshadweep',
  'Ladakh',
];

/** The states and union territories in the order a page's language looks for them. */
export const statesInOrder = (language: Language): readonly IndianState[] =>
  language === 'hi' ? STATES_IN_HINDI_ORDER : INDIAN_STATES;
