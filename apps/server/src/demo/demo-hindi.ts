/** Hindi of the demo catalogue (issue 28), keyed by the English name: written for shoppers, not word by word. */
export interface DemoHindi {
  name: string;
  description: string;
  care?: string;
}

const KUNDAN_CARE = 'पानी और परफ़्यूम से दूर रखें; मुलायम कपड़े में लपेटकर डिब्बे में सीधा रखें।';
const OXIDISED_CARE = 'सूखा रखें और इसके ज़िप पाउच में ही रखें, ताकि गहरी फ़िनिश बनी रहे; मुलायम कपड़े से पोंछें।';
const MEENAKARI_CARE = 'टकराने पर मीना चटक सकता है: दूसरे गहनों से अलग रखें और पानी से बचाएँ।';
const AJRAKH_CARE =
  'हल्के साबुन से ठंडे पानी में हाथ से धोएँ; प्राकृतिक रंग हर धुलाई के साथ थोड़े सौम्य होते जाते हैं। छाँव में सुखाएँ।';
const KALAMKARI_CARE = 'ड्राई क्लीन कराएँ, या ठंडे पानी में अलग से हाथ से धोएँ; तेज़ धूप में वनस्पति रंग फीके पड़ जाते हैं।';
const COTTON_CARE = 'उल्टा करके ठंडे पानी में हाथ से या मशीन के जेंटल मोड में धोएँ; छाँव में सुखाएँ।';

/** Every demo category (parents and subcategories), by English name. */
export const DEMO_CATEGORY_HINDI: Record<string, { name: string; description: string }> = {
  Jewellery: {
    name: 'ज्वेलरी',
    description: 'झुमके, चोकर, चूड़ियाँ और अंगूठियाँ, ग्रेटर नोएडा के हमारे स्टूडियो में हाथ से तैयार।',
  },
  Earrings: {
    name: 'झुमके और ईयररिंग्स',
    description: 'हर दिन और हर त्योहार के लिए झुमके, स्टड्स और लटकन वाले ईयररिंग्स।',
  },
  Necklaces: {
    name: 'हार और नेकलेस',
    description: 'मोतियों के हार, कुंदन चोकर और रेशमी डोरी पर पेंडेंट।',
  },
  'Bangles & Bracelets': {
    name: 'चूड़ियाँ और ब्रेसलेट',
    description: 'लाख, मेटल और कुंदन की चूड़ियाँ, सेट और जोड़ी में।',
  },
  'Rings & Anklets': {
    name: 'अंगूठियाँ और पायल',
    description: 'एडजस्टेबल अंगूठियाँ और घुंघरू वाली पायल।',
  },
  Clothing: {
    name: 'कपड़े',
    description: 'ब्लॉक प्रिंट और हैंडलूम कॉटन, सिल्क और ऊन, छोटे-छोटे बैच में कटे और सिले।',
  },
  Kurtis: {
    name: 'कुर्तियाँ',
    description: 'हवादार कॉटन पर दाबू, सांगानेरी और अजरख प्रिंट।',
  },
  'Sarees & Dupattas': {
    name: 'साड़ियाँ और दुपट्टे',
    description: 'ज़री और लटकन वाली चंदेरी, मलमल और बनारसी बुनाई।',
  },
  'Stoles & Scarves': {
    name: 'स्टोल और स्कार्फ़',
    description: 'गर्मियों के लिए हल्का कॉटन, सर्दियों की शामों के लिए मुलायम ऊन।',
  },
  Accessories: {
    name: 'एक्सेसरीज़',
    description: 'पोटली, टोट बैग, हेयर पिन और कुशन कवर, जो लुक भी पूरा करें और कमरा भी।',
  },
  'Bags & Potlis': {
    name: 'बैग और पोटली',
    description: 'ज़रदोज़ी पोटली, कढ़ाई वाले क्लच और मज़बूत प्रिंटेड टोट बैग।',
  },
  'Hair Accessories': {
    name: 'हेयर एक्सेसरीज़',
    description: 'जूड़ा पिन, हेयर स्टिक और मुलायम स्क्रंचीज़।',
  },
  'Home Décor': {
    name: 'होम डेकोर',
    description: 'हाथ से छपे और सिले कुशन कवर और टेबल लिनन।',
  },
};

/** Every demo product, by English name; `care` only where demo-handmade.ts gives a care text. */
export const DEMO_PRODUCT_HINDI: Record<string, DemoHindi> = {
  // Jewellery: earrings
  'Oxidised Silver Jhumka with Pearl Drops': {
    name: 'मोती लटकन वाले ऑक्सीडाइज़्ड सिल्वर झुमके',
    description:
      'ऑक्सीडाइज़्ड सिल्वर में घंटी के आकार के झुमके, मीठे पानी जैसे मोतियों की झालर के साथ। इतने हल्के कि दफ़्तर से संगीत तक दिन भर पहनें।',
    care: OXIDISED_CARE,
  },
  'Kundan Gold-Tone Jhumka Earrings': {
    name: 'कुंदन गोल्ड-टोन झुमके',
    description:
      'रूबी-लाल कुंदन और पन्ना-हरे मनकों से जड़े गोल्ड-टोन झुमके, नीचे मोतियों की झालर। शादियों और त्योहारों की शामों के लिए।',
    care: KUNDAN_CARE,
  },
  'Meenakari Flower Studs': {
    name: 'मीनाकारी फूल स्टड्स',
    description:
      'छह पंखुड़ियों वाले स्टड्स, हाथ से रंगी रानी पिंक मीनाकारी और बीच में मोती। छोटा-सा तोहफ़ा, जो हमेशा पसंद आता है।',
    care: MEENAKARI_CARE,
  },
  'Teal Enamel Lotus Studs': {
    name: 'टील मीना कमल स्टड्स',
    description: 'स्टर्लिंग जैसे सिल्वर में कमल के स्टड्स, गहरी टील मीना वाली पंखुड़ियाँ और नन्हे कोरल बिंदु।',
  },
  'Ruby-Red Teardrop Earrings': {
    name: 'रूबी-लाल टियरड्रॉप ईयररिंग्स',
    description:
      'गोल्ड-टोन फ़्रेम में काँच के रूबी वाले टियरड्रॉप ईयररिंग्स, किनारे पर छोटे मोती। सादी सिल्क साड़ी के साथ खूब जँचते हैं।',
  },
  'Temple Chandbali Drops in Antique Gold': {
    name: 'एंटीक गोल्ड टेंपल चांदबाली',
    description:
      'एंटीक गोल्ड फ़िनिश में भारी टेंपल-स्टाइल चांदबाली, इंडिगो नग और मोतियों के बॉर्डर के साथ; दक्षिण भारत की मंदिर ज्वेलरी से प्रेरित।',
    care: 'पहनने के बाद पोंछकर डिब्बे में रखें; एंटीक फ़िनिश का धीरे-धीरे गहरा होना स्वाभाविक है।',
  },
  // Jewellery: necklaces
  'Kundan Bridal Choker Set': {
    name: 'कुंदन ब्राइडल चोकर सेट',
    description:
      'गले से सटा कुंदन चोकर, आइवरी और रूबी नगों की बारी-बारी जड़ाई, मोती की लटकनें और बीच में पन्ना, एडजस्टेबल रेशमी डोरी पर।',
    care: KUNDAN_CARE,
  },
  'Pearl and Emerald Bead Haar': {
    name: 'मोती और पन्ना मनकों का हार',
    description: 'मोतियों, पन्ना-हरे काँच के मनकों और गोल्ड-टोन स्पेसर से बना लंबा हार, कुंदन पेंडेंट के साथ।',
  },
  'Oxidised Tribal Choker': {
    name: 'ऑक्सीडाइज़्ड ट्राइबल चोकर',
    description:
      'टील और आइवरी नगों और नन्ही लटकनों वाला बोल्ड ऑक्सीडाइज़्ड चोकर; वो एक गहना जो सादे कुर्ते को खास बना दे।',
  },
  'Terracotta Bead Necklace': {
    name: 'टेराकोटा मनकों का नेकलेस',
    description: 'हाथ से गोल किए, भट्ठी में पके टेराकोटा मनके, एंटीक गोल्ड स्पेसर के साथ पिरोए और कॉटन डोरी से पूरे किए गए।',
    care: 'पकी हुई मिट्टी है: सूखा रखें, टकराने से बचाएँ और सूखे कपड़े से पोंछें।',
  },
  // Jewellery: bangles
  'Lac Bangle Stack, Set of 7': {
    name: 'लाख की चूड़ियाँ, 7 का सेट',
    description:
      'रानी पिंक, टील और गेंदे जैसे पीले रंग में जयपुर की लाख की चूड़ियाँ, गोल्ड-टोन बिंदियों के साथ। सात चूड़ियों का सेट।',
    care: 'लाख गर्मी से नरम हो जाती है: धूप और पानी से दूर रखें।',
  },
  'Gold-Tone Kada Pair with Kundan': {
    name: 'कुंदन जड़े गोल्ड-टोन कड़े, जोड़ी',
    description: 'गोल्ड-टोन में चौड़े कड़ों की जोड़ी, इंडिगो और टेराकोटा रंग की जड़ाई के साथ, शादियों के मौसम के लिए।',
    care: KUNDAN_CARE,
  },
  'Oxidised Silver Bangle Set': {
    name: 'ऑक्सीडाइज़्ड सिल्वर चूड़ी सेट',
    description:
      'टील और टेराकोटा मीना के साथ मिली सात पतली ऑक्सीडाइज़्ड चूड़ियाँ; सब एक साथ पहनें या किसी अपने से बाँट लें।',
  },
  // Jewellery: rings and anklets
  'Adjustable Kundan Cocktail Ring': {
    name: 'एडजस्टेबल कुंदन कॉकटेल अंगूठी',
    description: 'मोतियों से घिरा बड़ा रूबी-लाल कुंदन नग, एडजस्टेबल बैंड पर, जो ज़्यादातर उँगलियों में फ़िट हो जाता है।',
    care: KUNDAN_CARE,
  },
  'Oxidised Silver Statement Ring': {
    name: 'ऑक्सीडाइज़्ड सिल्वर स्टेटमेंट अंगूठी',
    description: 'गहरे टील नग और मोतियों के घेरे वाली ऑक्सीडाइज़्ड अंगूठी, भारतीय रिंग साइज़ में।',
    care: OXIDISED_CARE,
  },
  'Ghungroo Payal Pair': {
    name: 'घुंघरू वाली पायल, जोड़ी',
    description: 'नन्हे घुंघरुओं वाली सिल्वर-टोन पायल, जो चलते समय हल्के-हल्के छनकती है। जोड़ी में मिलती है।',
  },
  'Gold-Tone Meena Anklets': {
    name: 'गोल्ड-टोन मीना पायल',
    description: 'इंडिगो मीना मनकों और छोटी घंटियों वाली महीन गोल्ड-टोन पायल।',
    care: MEENAKARI_CARE,
  },
  // Clothing: kurtis
  'Indigo Dabu Print Cotton Kurti': {
    name: 'इंडिगो दाबू प्रिंट कॉटन कुर्ती',
    description:
      'हाथ से रंगे इंडिगो में ए-लाइन कुर्ती, दाबू मिट्टी-छपाई के फूलों और टेराकोटा बॉर्डर के साथ। शुद्ध कॉटन, पहली धुलाई से ही मुलायम।',
    care: 'शुरू में ठंडे पानी में हाथ से और अलग धोएँ: प्राकृतिक इंडिगो थोड़ा रंग छोड़ता है। छाँव में सुखाएँ।',
  },
  'Sanganeri Floral A-Line Kurti': {
    name: 'सांगानेरी फ्लोरल ए-लाइन कुर्ती',
    description: 'छोटे सांगानेरी फूलों वाला सरसों-पीला कॉटन, थ्री-क्वार्टर आस्तीन और टील हेम के साथ।',
    care: COTTON_CARE,
  },
  'Terracotta Handloom Kurti': {
    name: 'टेराकोटा हैंडलूम कुर्ती',
    description: 'पतली इंडिगो धारियों में बुना हैंडलूम कॉटन, प्रिंटेड हेम और लकड़ी के बटनों के साथ।',
    care: COTTON_CARE,
  },
  'Ajrakh Print Straight Kurti': {
    name: 'अजरख प्रिंट स्ट्रेट कुर्ती',
    description: 'पैस्ले मोटिफ़ वाला गहरा मैरून अजरख, कच्छ में प्राकृतिक रंगों से हाथ से छापा गया।',
    care: AJRAKH_CARE,
  },
  'Everyday Cotton Short Kurti': {
    name: 'रोज़ाना की कॉटन शॉर्ट कुर्ती',
    description: 'पोल्का प्रिंट वाली टील शॉर्ट कुर्ती, जींस और भागदौड़ भरे दिनों के लिए।',
    care: COTTON_CARE,
  },
  'Indigo Ajrakh Cotton Kurta': {
    name: 'इंडिगो अजरख कॉटन कुर्ता',
    description:
      'इंडिगो अजरख में सीधा, घुटने तक का कुर्ता, मजीठ-लाल सितारों के साथ; कच्छ में 14 चरणों तक की रेज़िस्ट छपाई से हाथ से तैयार।',
    care: AJRAKH_CARE,
  },
  // Clothing: sarees and dupattas
  'Chanderi Silk Saree with Zari Border': {
    name: 'ज़री बॉर्डर वाली चंदेरी सिल्क साड़ी',
    description:
      'रानी पिंक चंदेरी सिल्क-कॉटन, बुनी हुई बूटियों और सुनहरे ज़री बॉर्डर के साथ; कंट्रास्ट पल्लू और लटकन। साथ में बिना सिला ब्लाउज़ पीस।',
    care: 'सिर्फ़ ड्राई क्लीन कराएँ। मलमल में तह करके रखें और बीच-बीच में तह बदलते रहें, ताकि ज़री पर सिलवट न पड़े।',
  },
  'Bagru Block-Print Mulmul Saree': {
    name: 'बगरू ब्लॉक प्रिंट मलमल साड़ी',
    description: 'पंख जैसी हल्की मलमल, बगरू में इंडिगो पैस्ले से हाथ से छपी। गर्मियों की पसंदीदा।',
    care: COTTON_CARE,
  },
  'Banarasi Dupatta in Mustard': {
    name: 'सरसों-पीला बनारसी दुपट्टा',
    description: 'बुनी हुई बूटियों, ज़री बॉर्डर और हाथ से बँधे फुंदनों वाला सरसों-पीला बनारसी दुपट्टा।',
    care: 'सिर्फ़ ड्राई क्लीन कराएँ।',
  },
  'Kota Doria Cotton Dupatta': {
    name: 'कोटा डोरिया कॉटन दुपट्टा',
    description: 'टील रंग में हवादार कोटा डोरिया चेक, प्रिंटेड बॉर्डर के साथ। सबसे गर्म दोपहर में भी हल्का।',
    care: 'ठंडे पानी में हाथ से धोएँ और हल्का कलफ़ लगाएँ, ताकि चेक कड़क बने रहें।',
  },
  'Phulkari Embroidered Dupatta': {
    name: 'फुलकारी कढ़ाई वाला दुपट्टा',
    description: 'रस्ट रंग के बेस पर गेंदे जैसे पीले रेशमी धागे से हाथ से कढ़े फुलकारी फूल।',
    care: 'ड्राई क्लीन कराएँ; कढ़ाई को अंदर की ओर रखकर तह करें।',
  },
  // Clothing: stoles and scarves
  'Kashmiri Paisley Wool Stole': {
    name: 'कश्मीरी पैस्ले ऊनी स्टोल',
    description: 'बुने हुए पैस्ले और झालरदार किनारे वाली मुलायम ऊन; सर्दियों की शामों में बिना भारीपन के गर्माहट।',
    care: 'ड्राई क्लीन कराएँ; पहनने के बाद हवा लगाएँ और नीम की पत्तियों के साथ रखें।',
  },
  'Ikat Cotton Stole': {
    name: 'इकत कॉटन स्टोल',
    description: 'इंडिगो और गेंदे जैसे पीले रंग में हाथ से बुनी इकत धारियाँ। ओढ़ें, या कुर्सी पर डाल दें।',
    care: COTTON_CARE,
  },
  'Handloom Khadi Scarf': {
    name: 'हैंडलूम खादी स्कार्फ़',
    description: 'हाथ से कता और हाथ से बुना चेक वाला खादी स्कार्फ़, जो हर धुलाई के साथ और मुलायम होता जाता है।',
  },
  'Kalamkari Silk Scarf': {
    name: 'कलमकारी सिल्क स्कार्फ़',
    description: 'टील सिल्क स्कार्फ़ पर हाथ से पेंट की गई कलमकारी बेलें, प्रिंटेड बॉर्डर के साथ।',
    care: KALAMKARI_CARE,
  },
  // Accessories: bags and potlis
  'Zardozi Potli Bag in Rani Pink': {
    name: 'रानी पिंक ज़रदोज़ी पोटली बैग',
    description:
      'हाथ से कढ़े ज़रदोज़ी मेडलियन, झालरदार मुँह और मोतियों के फुंदनों वाली सिल्क पोटली। फ़ोन और लिपस्टिक आराम से आ जाते हैं।',
    care: 'सिर्फ़ दाग वाली जगह हल्के से साफ़ करें; कढ़ाई को नमी से बचाएँ।',
  },
  'Mirror-Work Potli': {
    name: 'शीशे के काम वाली पोटली',
    description: 'पैस्ले प्रिंट, शीशे के काम और टेराकोटा डोरी वाली इंडिगो पोटली।',
    care: 'सिर्फ़ दाग वाली जगह हल्के से साफ़ करें।',
  },
  'Block-Print Cotton Tote': {
    name: 'ब्लॉक प्रिंट कॉटन टोट बैग',
    description: 'सांगानेरी फूलों वाला बड़ा कॉटन टोट, अंदर अस्तर लगी जेब और मज़बूत सिले हुए हैंडल।',
    care: COTTON_CARE,
  },
  'Embroidered Silk Clutch': {
    name: 'कढ़ाईदार सिल्क क्लच',
    description: 'मैरून सिल्क का एनवेलप क्लच, फ़्लैप पर मोतियों की कढ़ाई, नग जड़ा क्लैस्प और अलग की जा सकने वाली चेन।',
  },
  'Kalamkari Jute Tote': {
    name: 'कलमकारी जूट टोट बैग',
    description: 'कलमकारी बेल प्रिंट और टील हैंडल वाला जूट-कॉटन टोट। लैपटॉप और लंच, दोनों के लिए जगह।',
    care: KALAMKARI_CARE,
  },
  // Accessories: hair
  'Kundan Juda Pin Pair': {
    name: 'कुंदन जूड़ा पिन, जोड़ी',
    description: 'कुंदन फूलों, मोतियों के किनारे और छोटी झुमकी लटकनों वाली दो जूड़ा पिन, जूड़े या चोटी के लिए।',
    care: KUNDAN_CARE,
  },
  'Oxidised Floral Hair Stick': {
    name: 'ऑक्सीडाइज़्ड फ्लोरल हेयर स्टिक',
    description: 'रानी पिंक नगों वाली ऑक्सीडाइज़्ड हेयर स्टिक की जोड़ी, झटपट सुंदर जूड़े के लिए।',
  },
  'Block-Print Scrunchie Set of 3': {
    name: 'ब्लॉक प्रिंट स्क्रंची, 3 का सेट',
    description: 'हमारी कुर्तियों की बची कतरनों से बनी तीन कॉटन स्क्रंचीज़, ताकि कुछ भी बेकार न जाए।',
    care: COTTON_CARE,
  },
  'Silk Scrunchie Duo': {
    name: 'सिल्क स्क्रंची, जोड़ी',
    description: 'मलबरी सिल्क की दो स्क्रंचीज़, बालों पर कोमल, रानी पिंक पैस्ले और टील रंग में।',
  },
  // Accessories: home décor
  'Embroidered Mandala Cushion Cover': {
    name: 'कढ़ाईदार मंडला कुशन कवर',
    description: '16 इंच का कॉटन कुशन कवर, कढ़ाई वाले मंडला, प्रिंटेड बॉर्डर और कोनों पर फुंदनों के साथ।',
    care: 'उल्टा करके ठंडे पानी में धोएँ; उल्टी तरफ़ से प्रेस करें।',
  },
  'Block-Print Cushion Cover Pair': {
    name: 'ब्लॉक प्रिंट कुशन कवर, जोड़ी',
    description: 'हाथ की ब्लॉक छपाई वाले दो रानी पिंक कुशन कवर, बीच में टील मेडलियन। कुशन फ़िलर साथ नहीं है।',
    care: COTTON_CARE,
  },
  'Handloom Table Runner': {
    name: 'हैंडलूम टेबल रनर',
    description: 'टेराकोटा धारियों और गाँठ वाली झालर के साथ हैंडलूम कॉटन टेबल रनर, 14 x 72 इंच।',
    care: COTTON_CARE,
  },
};

/**
 * The demo options' Hindi (decision 074), by English name and value. "साइज़" as the storefront's
 * own words say it; sizes in letters and figures (M, 2.4, 12) read the same in Hindi, so they
 * have none and show as they are. Colours as a shop names them: rani pink stays "रानी पिंक".
 */
export const DEMO_OPTION_HINDI: { names: Record<string, string>; values: Record<string, string> } = {
  names: {
    Size: 'साइज़',
    'Ring size': 'अंगूठी का साइज़',
    'Bangle size': 'चूड़ी का साइज़',
    Colour: 'रंग',
  },
  values: {
    Teal: 'मोरपंखी',
    Mustard: 'सरसों पीला',
    Indigo: 'नील',
    'Rani Pink': 'रानी पिंक',
    Emerald: 'पन्ना हरा',
  },
};
