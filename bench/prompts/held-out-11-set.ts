// The composer's eleventh held-out set (issue 26): prompts of our own, written on 2026-11-28 by a session that
// does not change the composer, without running the composer on them or reading its source.
// The first ten held-out sets are spent: their misses were read. Do not read this set's misses while working;
// score it once, at the end of a piece of work (npx tsx bench/prompts/run.ts --set held-out-11).
// Same checks as eval-set.ts (see TEvalPrompt there). Dishes the offline cookbook may well not know
// carry unknownOk: DISH_UNKNOWN is a right answer for them, and a 200 answer must still be the dish.
// Prompts with no title check are open requests: a 'cart' or 'open' answer is not unrelated for them.
// Cart items are written singular and without accents because run.ts matches an item's last word as a
// substring of an ingredient line.
// Title patterns take the dish's usual spellings, accents and transliterations.
// None repeats a prompt of eval-set.ts (landing prompts included), the example prompts or held-out sets 1–10:
// checked by a script before committing (prompts lower-cased, accents and punctuation stripped, articles and
// filler words dropped; shared words counted over the longer prompt). Of 1077 drafts, 695 were dropped:
// 319 exact repeats, 7 same-words repeats, 167 sharing 75% or more of their words, 153 whose words all
// appear in an earlier prompt naming a dish or hold all of its words (the dish asked for before, with a detail
// added or taken away: 'Kenyan ugali with greens' after 'ugali'), 38 sharing 60–74% that were read by hand
// and found to be a dish asked for before, and 11 open requests trimmed to keep 60. 30 prompts still
// share 60–74% of their words with an earlier one, read by hand and kept: an allergen, never-want item or
// serving count on a dish not tested that way before, a different dish sharing a word or a country's name
// ('Indonesian tempeh goreng' after 'Indonesian nasi goreng'), and invented names sharing only their template.
// 382 prompts: 263 named dishes (180 across world cuisines, 14 breads and bakes, 9 breakfasts, 9 street
// food, 8 sides, 8 sauces, 7 preserves, 17 desserts, 11 drinks), 17 naming ingredients that must appear,
// 5 meatless/veggie, 8 prompt diets, 4 with a cook's allergens, never-want list or profile flag,
// 13 times/servings/counts, 60 open requests with four-item carts, 12 invented dish names.
import type { TRestrictionKey } from '../../src/domain/kitchen/diet-vocabulary.ts';
import type { TEvalPrompt } from './eval-set.ts';

const VEGAN: TRestrictionKey[] = ['vegan'];
const VEGETARIAN: TRestrictionKey[] = ['vegetarian'];
const GLUTEN_FREE: TRestrictionKey[] = ['glutenFree'];
const DAIRY_FREE: TRestrictionKey[] = ['dairyFree'];

export const HELD_OUT_11_WEST_AFRICA: TEvalPrompt[] = [
  { p: 'Togolese akpan fermented corn drink', t: /akpan|corn|drink/i, unknownOk: true },
  { p: 'Ghanaian fufu with palm nut soup', t: /fufu|palm ?nut|soup/i, unknownOk: true },
  { p: 'Nigerian ofe owerri with cocoyam', t: /owerri|soup/i, has: [/cocoyam|taro/i], unknownOk: true },
  { p: 'Ghanaian aprapransa palm nut and toasted corn', t: /aprapransa|corn/i, has: [/corn|maize/i], unknownOk: true },
  { p: 'Nigerian abacha African salad', t: /abacha|salad/i, has: [/cassava/i], unknownOk: true },
  { p: 'Ghanaian tuo zaafi with ayoyo soup', t: /tuo|zaafi|ayoyo/i, unknownOk: true },
  { p: 'Nigerian nkwobi cow foot in spicy paste', t: /nkwobi|cow foot/i, unknownOk: true },
  { p: 'Guinean fouti with okra', t: /fouti|okra/i, has: [/okra/i], unknownOk: true },
  { p: 'Nigerian yamarita egg-coated yam fries', t: /yamarita|yam/i, has: [/yam/i, /egg/i], unknownOk: true },
  { p: 'Ghanaian aboloo steamed corn cakes', t: /aboloo|corn/i, has: [/corn|maize/i], unknownOk: true },
];

export const HELD_OUT_11_EAST_AFRICA: TEvalPrompt[] = [
  { p: 'Zanzibar pilau rice with whole spices', t: /pilau|pilaf|rice/i, has: [/rice/i], unknownOk: true },
  { p: 'Somali bariis iskukaris spiced rice', t: /bariis|rice/i, has: [/rice/i], unknownOk: true },
  { p: 'Tanzanian mishkaki beef skewers', t: /mishkaki|skewer|kebab/i, has: [/beef/i], unknownOk: true },
  { p: 'Somali sambusa with minced beef', t: /sambusa|samosa/i, has: [/beef/i], unknownOk: true },
  { p: 'Rwandan isombe cassava leaves', t: /isombe|cassava/i, unknownOk: true },
  { p: 'Kenyan chapati soft layered flatbread', t: /chapati|flatbread/i, has: [/flour/i], unknownOk: true },
  { p: 'Kenyan matoke green banana stew', t: /matoke|plantain|banana|stew/i, has: [/plantain|banana/i], unknownOk: true },
  { p: 'Ugandan katogo offal and matoke', t: /katogo|matoke|plantain/i, has: [/plantain|banana/i], unknownOk: true },
  { p: 'Somali muufo flatbread', t: /muufo|flatbread/i, has: [/flour|cornmeal/i], unknownOk: true },
  { p: 'Zanzibari mkate wa kumimina coconut rice bread', t: /mkate|rice bread|bread/i, has: [/rice/i, /coconut/i], unknownOk: true },
];

export const HELD_OUT_11_ETHIOPIA: TEvalPrompt[] = [
  { p: 'Eritrean kicha fit-fit', t: /kitcha|kicha|fit/i, has: [/flour|bread/i], unknownOk: true },
  { p: 'Ethiopian buticha chickpea dip', t: /buticha|chickpea|dip/i, has: [/chickpea/i], unknownOk: true },
  { p: 'Ethiopian yetsom beyaynetu fasting platter', t: /beyaynetu|platter|fasting/i, unknownOk: true },
  { p: 'Eritrean alicha birsen brown lentils', t: /alicha|birsen|lentil/i, has: [/lentil/i], unknownOk: true },
  { p: 'Eritrean tsebhi dorho chicken stew', t: /tsebhi|dorho|chicken/i, has: [/chicken/i, /egg/i], unknownOk: true },
  { p: 'Ethiopian minchet abish minced beef stew', t: /minchet|abish|beef/i, has: [/beef/i], unknownOk: true },
  { p: 'Eritrean hamli spinach with garlic', t: /hamli|spinach/i, has: [/spinach|collard/i, /garlic/i], unknownOk: true },
];

export const HELD_OUT_11_CARIBBEAN: TEvalPrompt[] = [
  { p: 'Cuban vaca frita crispy shredded beef', t: /vaca frita|beef/i, has: [/beef/i, /lime|orange/i], unknownOk: true },
  { p: 'Puerto Rican alcapurrias', t: /alcapurria|fritter/i, has: [/plantain|banana|taro|yautia/i], unknownOk: true },
  { p: 'Trinidadian aloo pie', t: /aloo pie|pie/i, has: [/potato/i, /flour/i], unknownOk: true },
  { p: 'Vincentian roasted breadfruit and fried jackfish', t: /breadfruit|jack ?fish/i, has: [/breadfruit/i], unknownOk: true },
  { p: 'Cuban congrí black beans and rice', t: /congr[ií]|moros|rice/i, has: [/black bean|bean/i, /rice/i], unknownOk: true },
  { p: 'Trinidadian curry duck', t: /curry duck|duck/i, has: [/duck/i], unknownOk: true },
  { p: 'Dominican locrio de pollo', t: /locrio|rice/i, has: [/chicken/i, /rice/i], unknownOk: true },
];

export const HELD_OUT_11_CAUCASUS: TEvalPrompt[] = [
  { p: 'Armenian ghormeh of lamb and quince', t: /lamb|quince|stew/i, has: [/lamb/i, /quince/i], unknownOk: true },
  { p: 'Chechen zhizhig galnash', t: /zhizhig|galnash|dumpling/i, unknownOk: true },
  { p: 'Georgian ostri spicy beef stew', t: /ostri|beef|stew/i, has: [/beef/i, /tomato/i], unknownOk: true },
  { p: 'Georgian jonjoli pickled bladdernut', t: /jonjoli|pickl/i, unknownOk: true },
  { p: 'Armenian spas yoghurt soup', t: /spas|tanabour|yogh?urt soup|soup/i, has: [/yogh?urt/i], unknownOk: true },
  { p: 'Azerbaijani piti chickpea and mutton soup in a pot', t: /piti|soup/i, has: [/chickpea/i, /lamb|mutton/i], unknownOk: true },
  { p: 'Georgian gebzhalia cheese rolls in mint cream', t: /gebzhalia|cheese/i, has: [/cheese|sulguni/i, /mint/i], unknownOk: true },
  { p: 'Azerbaijani sabzi qovurma lamb and herbs', t: /qovurma|govurma|lamb/i, has: [/lamb/i], unknownOk: true },
  { p: 'Armenian ishkhan trout with tarragon', t: /ishkhan|trout/i, has: [/trout/i], unknownOk: true },
  { p: 'Dagestani chudu flat pies', t: /chudu|pie/i, has: [/flour/i], unknownOk: true },
];

export const HELD_OUT_11_BALKANS: TEvalPrompt[] = [
  { p: 'Greek youvetsi lamb with orzo', t: /g?[iy]ouvetsi|yiouvetsi|orzo|lamb/i, has: [/lamb|beef/i, /orzo/i], unknownOk: true },
  { p: 'Croatian štrukli cheese dumplings', t: /[sš]trukli|dumpling/i, has: [/cheese/i], unknownOk: true },
  { p: 'Albanian fërgesë with peppers and cheese', t: /f[eë]rges[eë]|pepper/i, has: [/pepper/i, /cheese|feta/i], unknownOk: true },
  { p: 'Croatian brudet fish stew', t: /brudet|brodetto|fish stew|stew/i, has: [/fish/i, /tomato/i], unknownOk: true },
  { p: 'Bulgarian kapama with sauerkraut and meats', t: /kapama|stew/i, has: [/sauerkraut|cabbage/i], unknownOk: true },
  { p: 'Macedonian pastrmajlija', t: /pastrmajlija|pie|bread/i, has: [/flour/i], unknownOk: true },
  { p: 'Bosnian sogan dolma stuffed onions', t: /sogan|dolma|stuffed onion/i, has: [/onion/i], unknownOk: true },
  { p: 'Greek giouvarlakia egg-lemon meatball soup', t: /giouvarlak|youvarlak|meatball/i, has: [/egg/i, /lemon/i], unknownOk: true },
];

export const HELD_OUT_11_CENTRAL_ASIA: TEvalPrompt[] = [
  { p: 'Kyrgyz ashlan-fu cold noodle soup', t: /ashlan|noodle/i, unknownOk: true },
  { p: 'Uyghur polo rice with lamb', t: /polo|pilaf|rice/i, has: [/rice/i, /lamb/i], unknownOk: true },
  { p: 'Uzbek dimlama layered vegetable stew', t: /dimlama|stew/i, has: [/potato|cabbage/i], unknownOk: true },
  { p: 'Kazakh kuurdak', t: /kuurdak|kuyrdak|quyrdaq/i, unknownOk: true },
  { p: 'Tajik oshi burida noodles', t: /oshi|burida|noodle/i, unknownOk: true },
  { p: 'Kazakh kespe noodle soup', t: /kespe|noodle/i, has: [/noodle|flour/i], unknownOk: true },
  { p: 'Uzbek naryn cold noodles with horse meat', t: /naryn|noodle/i, unknownOk: true },
];

export const HELD_OUT_11_SOUTH_AMERICA: TEvalPrompt[] = [
  { p: 'Venezuelan cachitos ham croissants', t: /cachito|croissant/i, has: [/ham/i], unknownOk: true },
  { p: 'Chilean porotos granados', t: /porotos|bean/i, has: [/bean/i], unknownOk: true },
  { p: 'Peruvian rocoto relleno', t: /rocoto|stuffed pepper|pepper/i, has: [/pepper|rocoto/i, /beef/i], unknownOk: true },
  { p: 'Peruvian seco de cordero', t: /seco|lamb|stew/i, has: [/lamb/i, /coriander|cilantro/i], unknownOk: true },
  { p: 'Brazilian escondidinho de carne seca', t: /escondidinho|cassava|pie/i, has: [/cassava|manioc|yuca/i, /beef/i], unknownOk: true },
  { p: 'Venezuelan hallacas', t: /hallaca|tamale/i, has: [/masa|cornmeal|corn/i], unknownOk: true },
  { p: 'Ecuadorian fanesca Easter soup', t: /fanesca|soup/i, has: [/cod|fish/i], unknownOk: true },
  { p: 'Colombian patacones with hogao', t: /patac[oó]n|tostone|plantain/i, has: [/plantain/i], unknownOk: true },
  { p: 'Argentinian matambre arrollado', t: /matambre|roll/i, has: [/beef|flank/i], unknownOk: true },
  { p: 'Peruvian tacu tacu', t: /tacu/i, has: [/rice/i, /bean/i], unknownOk: true },
  { p: 'Brazilian bobó de camarão', t: /bob[oó]|prawn|shrimp/i, has: [/prawn|shrimp/i, /cassava|manioc/i], unknownOk: true },
  { p: 'Uruguayan torta frita', t: /torta frita|fried bread/i, has: [/flour/i], unknownOk: true },
];

export const HELD_OUT_11_CENTRAL_AMERICA: TEvalPrompt[] = [
  { p: 'Mexican enfrijoladas', t: /enfrijolada/i, has: [/tortilla/i, /bean/i], unknownOk: true },
  { p: 'Panamanian sancocho with culantro', t: /sancocho|soup/i, has: [/chicken/i], unknownOk: true },
  { p: "Guatemalan kak'ik turkey soup", t: /kak.?ik|turkey|soup/i, has: [/turkey/i], unknownOk: true },
  { p: 'Salvadoran sopa de pata', t: /sopa de pata|soup/i, unknownOk: true },
  { p: 'Costa Rican casado', t: /casado|rice/i, has: [/rice/i, /bean/i], unknownOk: true },
  { p: 'Nicaraguan nacatamales', t: /nacatamal|tamale/i, has: [/masa|corn/i, /pork/i], unknownOk: true },
  { p: 'Mexican mole amarillo', t: /mole/i, unknownOk: true },
  { p: 'Mexican aguachile', t: /aguachile/i, has: [/prawn|shrimp/i, /lime/i], unknownOk: true },
];

export const HELD_OUT_11_PHILIPPINES: TEvalPrompt[] = [
  { p: 'Filipino sinigang na baboy', t: /sinigang|soup/i, has: [/pork/i, /tamarind/i], unknownOk: true },
  { p: 'Filipino tinolang manok chicken ginger soup', t: /tinola|soup/i, has: [/chicken/i, /ginger/i], unknownOk: true },
  { p: 'Filipino pork giniling', t: /giniling|pork/i, has: [/pork/i], unknownOk: true },
  { p: 'Filipino sotanghon soup', t: /sotanghon|soup|noodle/i, has: [/noodle|vermicelli/i], unknownOk: true },
  { p: 'Filipino paksiw na isda', t: /paksiw|fish/i, has: [/fish/i, /vinegar/i], unknownOk: true },
  { p: 'Filipino maja blanca', t: /maja blanca|coconut pudding|pudding/i, has: [/coconut/i, /corn/i], unknownOk: true },
  { p: 'Filipino dinuguan', t: /dinuguan|pork/i, has: [/pork/i], unknownOk: true },
];

export const HELD_OUT_11_INDONESIA_MALAYSIA: TEvalPrompt[] = [
  { p: 'Indonesian tempeh goreng', t: /tempeh/i, has: [/tempeh/i], unknownOk: true },
  { p: 'Malaysian ayam percik', t: /percik|chicken/i, has: [/chicken/i, /coconut/i], unknownOk: true },
  { p: 'Indonesian sayur lodeh', t: /lodeh|vegetable|curry/i, has: [/coconut/i], unknownOk: true },
  { p: 'Malaysian kaya coconut jam', t: /kaya|coconut jam|jam/i, has: [/coconut/i, /egg/i], unknownOk: true },
  { p: 'Malaysian chicken kapitan', t: /kapitan|curry|chicken/i, has: [/chicken/i], unknownOk: true },
  { p: 'Indonesian opor ayam', t: /opor|chicken/i, has: [/chicken/i, /coconut/i], unknownOk: true },
  { p: 'Malaysian ikan bakar grilled fish', t: /ikan bakar|fish/i, has: [/fish|mackerel|snapper/i], unknownOk: true },
  { p: 'Malaysian kuih lapis', t: /kuih|lapis|layer/i, has: [/rice flour|tapioca/i, /coconut/i], unknownOk: true },
  { p: 'Indonesian sambal goreng tempe', t: /sambal|tempe/i, has: [/tempeh|tempe/i], unknownOk: true },
  { p: 'Malaysian mee rebus', t: /mee rebus|noodle/i, has: [/noodle/i], unknownOk: true },
  { p: 'Indonesian bakwan sayur vegetable fritters', t: /bakwan|fritter/i, has: [/flour/i], unknownOk: true },
  { p: 'Indonesian ayam betutu', t: /betutu|chicken/i, has: [/chicken/i], unknownOk: true },
  { p: 'Malaysian asam pedas fish', t: /asam pedas|fish/i, has: [/fish|mackerel/i, /tamarind/i], unknownOk: true },
  { p: 'Indonesian pepes ikan', t: /pepes|fish/i, has: [/fish/i], unknownOk: true },
  { p: 'Malaysian sambal udang', t: /sambal|prawn|shrimp|udang/i, has: [/prawn|shrimp/i], unknownOk: true },
];

export const HELD_OUT_11_KOREA: TEvalPrompt[] = [
  { p: 'Korean dwaeji gukbap pork and rice soup', t: /gukbap|soup/i, has: [/pork/i, /rice/i], unknownOk: true },
  { p: 'Korean eomuk bokkeum fish cake stir-fry', t: /eomuk|odeng|fish cake/i, has: [/fish cake/i], unknownOk: true },
  { p: 'Korean dubu jorim braised tofu', t: /dubu|jorim|tofu/i, has: [/tofu/i], unknownOk: true },
  { p: 'Korean kalguksu knife-cut noodle soup', t: /kal ?guksu|noodle/i, has: [/noodle|flour/i], unknownOk: true },
  { p: 'Korean jangjorim soy-braised beef', t: /jangjorim|jang ?jorim|beef/i, has: [/beef/i, /soy/i], unknownOk: true },
  { p: 'Korean yukhoe beef tartare', t: /yukhoe|tartare/i, has: [/beef/i], unknownOk: true },
  { p: 'Korean dakdoritang spicy braised chicken', t: /dak ?dori ?tang|dakbokkeumtang|chicken/i, has: [/chicken/i, /potato/i], unknownOk: true },
  { p: 'Korean mu guk radish and beef soup', t: /mu ?guk|radish soup|soup/i, has: [/radish|daikon/i, /beef/i], unknownOk: true },
];

export const HELD_OUT_11_JAPAN: TEvalPrompt[] = [
  { p: 'Japanese onigiri with salmon', t: /onigiri|rice ball/i, has: [/rice/i, /salmon/i], unknownOk: true },
  { p: 'Japanese yakisoba', t: /yakisoba|noodle/i, has: [/noodle/i], unknownOk: true },
  { p: 'Japanese curry rice', t: /curry/i, has: [/rice/i], unknownOk: true },
  { p: 'Japanese hiyayakko chilled tofu', t: /hiyayakko|tofu/i, has: [/tofu/i], unknownOk: true },
  { p: 'Japanese buta no shogayaki ginger pork', t: /shogayaki|ginger pork/i, has: [/pork/i, /ginger/i], unknownOk: true },
  { p: 'Japanese kitsune udon', t: /udon/i, has: [/udon|noodle/i, /tofu/i], unknownOk: true },
  { p: 'Japanese saba misoni mackerel in miso', t: /saba|mackerel/i, has: [/mackerel/i, /miso/i], unknownOk: true },
  { p: 'Japanese hambagu steak', t: /hambag|hamburg|steak|patt/i, has: [/beef|pork/i], unknownOk: true },
  { p: 'Japanese kinpira gobo', t: /kinpira|burdock|gobo/i, has: [/burdock|gobo/i, /carrot/i], unknownOk: true },
  { p: 'Japanese omurice', t: /omu ?rice|omelet/i, has: [/egg/i, /rice/i], unknownOk: true },
];

export const HELD_OUT_11_CHINA: TEvalPrompt[] = [
  { p: "Chinese lion's head meatballs", t: /lion.?s head|meatball/i, has: [/pork/i], unknownOk: true },
  { p: 'Chinese zhajiangmian noodles', t: /zha ?jiang|noodle/i, has: [/noodle/i, /pork/i], unknownOk: true },
  { p: 'Chinese yu xiang aubergine', t: /yu ?xiang|fish[- ]fragrant|aubergine|eggplant/i, has: [/aubergine|eggplant/i], unknownOk: true },
  { p: 'Chinese wonton noodle soup', t: /wonton|noodle/i, has: [/noodle|wonton/i], unknownOk: true },
  { p: 'Chinese cold sesame noodles', t: /sesame noodle|noodle/i, has: [/noodle/i, /sesame/i], unknownOk: true },
  { p: 'Chinese steamed egg custard', t: /steamed egg|custard|egg/i, has: [/egg/i], unknownOk: true },
  { p: "Hunanese chairman Mao's red-braised pork", t: /mao|red[- ]braised|pork/i, has: [/pork/i], unknownOk: true },
  {
    p: 'Chinese di san xian potato aubergine and pepper',
    t: /di san xian|aubergine|eggplant|potato/i,
    has: [/potato/i, /aubergine|eggplant/i, /pepper/i],
    unknownOk: true,
  },
  { p: 'Shanghai cong you ban mian scallion oil noodles', t: /scallion oil|noodle/i, has: [/noodle/i, /spring onion|scallion/i], unknownOk: true },
  {
    p: 'Cantonese lo mai gai sticky rice in lotus leaf',
    t: /lo mai gai|sticky rice|glutinous/i,
    has: [/glutinous rice|sticky rice|rice/i, /chicken/i],
    unknownOk: true,
  },
  { p: 'Chinese tea eggs', t: /tea egg|egg/i, has: [/egg/i, /tea/i], unknownOk: true },
];

export const HELD_OUT_11_MIDDLE_EAST: TEvalPrompt[] = [
  { p: 'Syrian fatteh with chickpeas and yoghurt', t: /fatt[ae]h|fatteh|chickpea/i, has: [/chickpea/i, /yogh?urt/i], unknownOk: true },
  { p: 'Iraqi dolma platter', t: /dolma|stuffed/i, unknownOk: true },
  { p: 'Emirati machboos', t: /machboos|majboos|rice/i, has: [/rice/i], unknownOk: true },
  { p: 'Algerian chakhchoukha', t: /chakhchoukha|stew/i, unknownOk: true },
  { p: 'Iraqi tashreeb bread and chicken broth', t: /tashreeb|tashrib|chicken/i, has: [/bread/i], unknownOk: true },
  { p: 'Kuwaiti murabyan shrimp rice', t: /murabyan|rice/i, has: [/prawn|shrimp/i, /rice/i], unknownOk: true },
  { p: 'Persian zereshk polo with chicken', t: /zereshk|polo|rice/i, has: [/barberr/i, /rice/i], unknownOk: true },
  { p: 'Lebanese kafta bil saniyeh', t: /kafta|kofta|bake/i, has: [/beef|lamb/i, /potato/i], unknownOk: true },
  { p: 'Persian mirza ghasemi smoky aubergine and egg', t: /mirza|gh?asemi|aubergine|eggplant/i, has: [/aubergine|eggplant/i, /egg/i], unknownOk: true },
];

export const HELD_OUT_11_SOUTH_ASIA: TEvalPrompt[] = [
  { p: 'Keralan fish moilee', t: /moil[ei]e|molee|fish curry|fish/i, has: [/fish/i, /coconut/i], unknownOk: true },
  { p: 'Pakistani aloo keema', t: /keema|qeema|kheema/i, has: [/potato/i, /beef|lamb|mince/i], unknownOk: true },
  { p: 'Kashmiri gushtaba meatballs in yoghurt', t: /gushtaba|meatball/i, has: [/lamb|mutton/i, /yogh?urt/i], unknownOk: true },
  { p: 'Sri Lankan lamprais', t: /lamprais|rice/i, has: [/rice/i], unknownOk: true },
  { p: 'Tibetan thenthuk hand-pulled noodle soup', t: /thenthuk|thukpa|noodle/i, has: [/flour|noodle/i], unknownOk: true },
  { p: 'Pakistani chapli kebab', t: /chapli|kebab/i, has: [/beef|mince/i, /coriander|pomegranate/i], unknownOk: true },
  { p: 'Gujarati undhiyu mixed vegetables', t: /undhiyu|vegetable/i, unknownOk: true },
];

export const HELD_OUT_11_SOUTHEAST_ASIA: TEvalPrompt[] = [
  { p: 'Thai khao man gai', t: /khao man gai|chicken rice/i, has: [/chicken/i, /rice/i], unknownOk: true },
  { p: 'Vietnamese gà kho gừng ginger chicken', t: /g[aà] kho|ginger chicken|chicken/i, has: [/chicken/i, /ginger/i], unknownOk: true },
  { p: 'Lao sai oua herb sausage', t: /sai ?oua|sausage/i, has: [/pork/i, /lemongrass/i], unknownOk: true },
  { p: 'Thai khao kha moo braised pork leg', t: /khao kha moo|pork/i, has: [/pork/i], unknownOk: true },
  { p: 'Cambodian lok lak beef', t: /lok lak|beef/i, has: [/beef/i], unknownOk: true },
  { p: 'Thai tod mun pla fish cakes', t: /tod ?man|tod ?mun|fish ?cake/i, has: [/fish/i], unknownOk: true },
  { p: 'Burmese ohn no khao swè coconut noodles', t: /ohn no|khao sw|noodle/i, has: [/coconut/i, /noodle/i], unknownOk: true },
  { p: 'Vietnamese chả giò fried spring rolls', t: /ch[aả] gi[oò]|spring roll|nem/i, has: [/pork/i, /rice paper|wrapper/i], unknownOk: true },
  { p: 'Thai kai jeow fluffy omelette', t: /kai jeow|khai jiao|omelet/i, has: [/egg/i], unknownOk: true },
  { p: 'Singaporean bak kut teh', t: /bak kut teh|pork rib/i, has: [/pork/i, /garlic/i], unknownOk: true },
  { p: 'Lao nam khao crispy rice salad', t: /nam khao|rice salad|salad/i, has: [/rice/i], unknownOk: true },
];

export const HELD_OUT_11_EUROPE: TEvalPrompt[] = [
  { p: 'Danish flæskesteg roast pork with crackling', t: /fl[aæ]skesteg|roast pork|pork/i, has: [/pork/i], unknownOk: true },
  { p: 'Estonian kama with buttermilk', t: /kama/i, unknownOk: true },
  { p: 'Belarusian draniki', t: /draniki|deruny|potato pancake|pancake/i, has: [/potato/i], unknownOk: true },
  { p: 'Polish kotlet schabowy', t: /schabowy|schnitzel|cutlet|pork/i, has: [/pork/i, /breadcrumb/i], unknownOk: true },
  { p: 'Ukrainian holubtsi', t: /holubts|go[lł][aą]bk|cabbage roll/i, has: [/cabbage/i], unknownOk: true },
  { p: "French soupe à l'oignon", t: /onion soup|soupe|oignon/i, has: [/onion/i], unknownOk: true },
  { p: 'Swedish pyttipanna hash with fried egg', t: /pytt|hash/i, has: [/potato/i, /egg/i], unknownOk: true },
  { p: 'Finnish kaalilaatikko cabbage casserole', t: /kaalilaatikko|cabbage/i, has: [/cabbage/i, /rice/i], unknownOk: true },
  { p: 'Norwegian raspeballer potato dumplings', t: /raspeball|komle|dumpling/i, has: [/potato/i], unknownOk: true },
  { p: 'Danish stegt flæsk with parsley sauce', t: /stegt fl[aæ]sk|pork/i, has: [/pork/i, /parsley/i], unknownOk: true },
  { p: 'Faroese fish balls', t: /fish ?ball|knettir/i, has: [/fish|cod|haddock/i], unknownOk: true },
  { p: 'Hungarian főzelék lentil stew', t: /f[oő]zel[eé]k|lentil|stew/i, has: [/lentil/i], unknownOk: true },
  { p: 'Ukrainian banosh with brynza', t: /banosh|polenta|cornmeal/i, has: [/cornmeal|polenta/i], unknownOk: true },
  { p: 'Latvian rupjmaize rye bread pudding', t: /rupjmaize|rye|bread pudding|pudding/i, has: [/rye/i], unknownOk: true },
  { p: 'Lithuanian kugelis potato pudding', t: /kugel|potato/i, has: [/potato/i], unknownOk: true },
  { p: 'Moldovan plăcinte with cheese', t: /pl[aă]cint|pie|pastr/i, has: [/cheese/i], unknownOk: true },
  { p: 'Russian kulebyaka salmon pie', t: /kulebyak|coulibiac|pie/i, has: [/salmon/i], unknownOk: true },
  { p: 'Estonian mulgikapsad sauerkraut with barley', t: /mulgi|sauerkraut/i, has: [/sauerkraut|cabbage/i, /barley/i], unknownOk: true },
];

export const HELD_OUT_11_NORTH_AMERICA: TEvalPrompt[] = [
  { p: 'Texas brisket chili', t: /chil[ei]|brisket/i, has: [/beef|brisket/i], unknownOk: true },
  { p: 'Canadian tourtière', t: /tourti[eè]re|pie/i, has: [/pork/i], unknownOk: true },
  { p: 'Maryland crab cakes', t: /crab cake/i, has: [/crab/i], unknownOk: true },
  { p: 'Southern fried catfish', t: /catfish/i, has: [/catfish/i, /cornmeal/i], unknownOk: true },
  { p: 'Southern tomato pie', t: /tomato pie|pie/i, has: [/tomato/i], unknownOk: true },
];

export const HELD_OUT_11_BAKES: TEvalPrompt[] = [
  { p: 'Swedish kanelbullar cinnamon buns', t: /kanelbull|cinnamon bun|bun/i, has: [/cinnamon/i, /cardamom|flour/i], unknownOk: true },
  { p: 'Afghan naan-e barbari', t: /barbari|naan|bread/i, has: [/flour/i], unknownOk: true },
  { p: 'Russian borodinsky rye loaf', t: /borodinsky|rye/i, has: [/rye/i], unknownOk: true },
  { p: 'Brazilian pão francês', t: /p[aã]o|roll|bread/i, has: [/flour/i], unknownOk: true },
  { p: 'Mexican bolillos', t: /bolillo|roll/i, has: [/flour/i], unknownOk: true },
  { p: 'Cuban bread loaf', t: /cuban bread|bread/i, has: [/flour/i], unknownOk: true },
  { p: 'Norwegian lefse', t: /lefse/i, has: [/potato/i, /flour/i], unknownOk: true },
  { p: 'Lithuanian juoda duona black bread', t: /duona|black bread|rye/i, has: [/rye/i], unknownOk: true },
  { p: 'Icelandic rúgbrauð steamed rye', t: /r[uú]gbrau|rye/i, has: [/rye/i], unknownOk: true },
  { p: 'Estonian kringel braided loaf', t: /kringel|kringle|loaf|bread/i, has: [/flour/i], unknownOk: true },
  { p: 'Serbian pogača soft bread', t: /poga[cč]a|bread/i, has: [/flour/i], unknownOk: true },
  { p: 'Nigerian agege bread', t: /agege|bread/i, has: [/flour/i], unknownOk: true },
  { p: 'Filipino ensaymada', t: /ensaymada|ensaimada|brioche|bun/i, has: [/flour/i, /butter/i], unknownOk: true },
  { p: 'Colombian pandebono', t: /pandebono|cheese bread/i, has: [/cheese/i], unknownOk: true },
];

export const HELD_OUT_11_BREAKFASTS: TEvalPrompt[] = [
  { p: 'Japanese breakfast with grilled salmon and miso soup', t: /breakfast|salmon|miso/i, has: [/salmon/i], unknownOk: true },
  { p: 'Georgian chirbuli egg breakfast', t: /chirbuli|egg/i, has: [/egg/i, /tomato/i], unknownOk: true },
  { p: 'Hong Kong macaroni soup breakfast', t: /macaroni|soup/i, has: [/macaroni|pasta/i], unknownOk: true },
  { p: 'breakfast tacos with chorizo and egg', t: /taco/i, has: [/chorizo/i, /egg/i], unknownOk: true },
  { p: 'Polish jajecznica scrambled eggs with chives', t: /jajecznica|scrambled|egg/i, has: [/egg/i], unknownOk: true },
  { p: 'Egyptian eggah', t: /eggah|ejjeh|omelet|frittata/i, has: [/egg/i], unknownOk: true },
  { p: 'Armenian spas with fried eggs for breakfast', t: /egg/i, has: [/egg/i], unknownOk: true },
  { p: 'Peruvian pan con chicharrón', t: /chicharr[oó]n|pork|sandwich/i, has: [/pork/i], unknownOk: true },
  { p: 'Kazakh qurt and tea breakfast spread', t: /breakfast|tea/i, unknownOk: true },
];

export const HELD_OUT_11_STREET_FOOD: TEvalPrompt[] = [
  { p: 'Korean gyeran ppang egg bread', t: /gyeran ?ppang|egg bread/i, has: [/egg/i, /flour/i], unknownOk: true },
  { p: 'Argentinian choripán', t: /chorip[aá]n|chorizo/i, has: [/chorizo|sausage/i], unknownOk: true },
  { p: 'Malaysian apam balik peanut pancake', t: /apam balik|pancake/i, has: [/peanut/i], unknownOk: true },
  { p: 'Senegalese fataya fried pastries', t: /fataya|pastr|empanada/i, has: [/flour/i], unknownOk: true },
  { p: 'Israeli shawarma laffa', t: /shawarma|shwarma|laffa/i, has: [/chicken|lamb|turkey/i], unknownOk: true },
  { p: 'Nigerian bole roasted plantain with fish', t: /bole|plantain/i, has: [/plantain/i], unknownOk: true },
  { p: 'Ghanaian kebab khebab spicy beef sticks', t: /k[h]?e?bab|kebab|suya|beef/i, has: [/beef/i], unknownOk: true },
  { p: "Lebanese ka'ak bread with za'atar", t: /ka.?ak|bread/i, has: [/sesame|za.?atar/i], unknownOk: true },
  { p: 'Filipino isaw grilled chicken intestines', t: /isaw|skewer/i, unknownOk: true },
];

export const HELD_OUT_11_SIDES: TEvalPrompt[] = [
  { p: 'Brussels sprouts with pancetta and chestnuts', t: /brussels|sprout/i, has: [/sprout/i, /pancetta|bacon/i], unknownOk: true },
  { p: 'Greek horta boiled greens with lemon', t: /horta|greens/i, has: [/lemon/i], unknownOk: true },
  { p: 'Swedish hasselbackspotatis with breadcrumbs', t: /hasselback|potato/i, has: [/potato/i], unknownOk: true },
  { p: 'garlicky sautéed pak choi', t: /pak choi|bok choy/i, has: [/pak choi|bok choy/i, /garlic/i], unknownOk: true },
  { p: 'Finnish rosolli beetroot salad', t: /rosolli|beet|salad/i, has: [/beet/i], unknownOk: true },
  { p: 'Peruvian salsa de cebolla with lime', t: /salsa|cebolla|onion/i, has: [/onion/i, /lime/i], unknownOk: true },
  { p: 'Georgian beans with walnuts and coriander', t: /lobio|bean/i, has: [/bean/i, /walnut/i], unknownOk: true },
  { p: 'Danish brunede kartofler caramelised potatoes', t: /brunede|caramel|potato/i, has: [/potato/i, /sugar/i], unknownOk: true },
];

export const HELD_OUT_11_SAUCES: TEvalPrompt[] = [
  { p: 'Nigerian ata dindin fried pepper sauce', t: /ata|pepper sauce|sauce/i, has: [/pepper/i], unknownOk: true },
  { p: 'homemade hoisin sauce', t: /hoisin/i, unknownOk: true },
  { p: 'classic bread sauce', t: /bread sauce/i, has: [/bread|breadcrumb/i, /milk/i], unknownOk: true },
  { p: 'Colombian hogao tomato and spring onion sauce', t: /hogao|sauce/i, has: [/tomato/i, /spring onion|scallion/i], unknownOk: true },
  { p: 'Ethiopian awaze chilli paste', t: /awaze|paste|sauce/i, has: [/berbere|chil/i], unknownOk: true },
  { p: 'Caribbean green seasoning', t: /green seasoning|seasoning|marinade/i, has: [/thyme|culantro|coriander|cilantro|parsley/i], unknownOk: true },
  { p: 'Indonesian sambal matah', t: /sambal/i, has: [/shallot/i, /lemongrass/i], unknownOk: true },
  { p: 'Filipino atchara green papaya pickle', t: /atchara|achara|pickle/i, has: [/papaya/i, /vinegar/i], unknownOk: true },
];

export const HELD_OUT_11_PRESERVES: TEvalPrompt[] = [
  { p: 'Korean baek kimchi white kimchi', t: /baek|white kimchi|kimchi/i, has: [/cabbage/i], unknownOk: true },
  { p: 'green tomato chutney', t: /chutney/i, has: [/green tomato|tomato/i], unknownOk: true },
  { p: 'blackberry and apple jam', t: /jam|jelly/i, has: [/blackberr/i, /apple/i], unknownOk: true },
  { p: 'Russian pickled tomatoes', t: /pickl|tomato/i, has: [/tomato/i], unknownOk: true },
  { p: 'Georgian cherry plum tklapi fruit leather', t: /tklapi|fruit leather|leather/i, has: [/plum/i], unknownOk: true },
  { p: 'Scandinavian lingonberry jam', t: /lingonberr|jam/i, has: [/lingonberr|cranberr/i], unknownOk: true },
  { p: 'Armenian walnut preserve in syrup', t: /walnut|preserve|jam/i, has: [/walnut/i], unknownOk: true },
];

export const HELD_OUT_11_DESSERTS: TEvalPrompt[] = [
  { p: 'Polish sernik cheesecake', t: /sernik|cheesecake/i, has: [/cheese|twar[oó]g|quark/i], unknownOk: true },
  { p: 'Norwegian kvæfjordkake', t: /kv[aæ]fjord|cake/i, unknownOk: true },
  { p: 'Swedish prinsesstårta', t: /prinsesst[aå]rta|princess cake|cake/i, has: [/marzipan/i, /cream/i], unknownOk: true },
  { p: 'Japanese matcha cheesecake', t: /matcha|cheesecake/i, has: [/matcha/i, /cream cheese/i], unknownOk: true },
  { p: 'Ethiopian-style spiced honey cake', t: /honey cake|cake/i, has: [/honey/i], unknownOk: true },
  { p: 'Ukrainian kyiv cake', t: /kyiv|kiev|cake/i, has: [/hazelnut|cashew|nut/i, /egg/i], unknownOk: true },
  { p: 'Ghanaian bofrot doughnuts', t: /bofrot|doughnut|puff/i, has: [/flour/i], unknownOk: true },
  { p: 'Uzbek halva with sesame', t: /halva|halwa/i, has: [/sesame|tahini/i], unknownOk: true },
  { p: 'Armenian nazook pastries', t: /nazook|nazuk|pastr/i, has: [/flour/i, /butter/i], unknownOk: true },
  { p: 'Latvian maizes zupa rye bread pudding soup', t: /maizes zupa|bread soup|pudding/i, has: [/rye/i], unknownOk: true },
  { p: 'Icelandic skyr cake', t: /skyr|cake/i, has: [/skyr|yogh?urt/i], unknownOk: true },
  { p: 'Georgian pelamushi grape pudding', t: /pelamushi|grape|pudding/i, has: [/grape/i], unknownOk: true },
  { p: 'Ethiopian-style sweet baked dabo with honey', t: /dabo|bread/i, has: [/honey/i], unknownOk: true },
  { p: 'Kazakh chak-chak honey dough', t: /chak[- ]?chak/i, has: [/honey/i, /flour/i], unknownOk: true },
  { p: 'Colombian natilla', t: /natilla|custard/i, has: [/milk/i], unknownOk: true },
  { p: 'Colombian obleas with arequipe', t: /oblea|wafer/i, has: [/arequipe|dulce de leche|caramel/i], unknownOk: true },
  { p: 'Filipino cassava cake', t: /cassava cake|cake/i, has: [/cassava/i, /coconut/i], unknownOk: true },
];

export const HELD_OUT_11_DRINKS: TEvalPrompt[] = [
  { p: 'Swedish glögg', t: /gl[oö]gg|mulled wine/i, has: [/wine/i], unknownOk: true },
  { p: 'Caribbean rum punch', t: /rum punch|punch/i, has: [/rum/i], unknownOk: true },
  { p: 'a ginger beer from scratch', t: /ginger beer/i, has: [/ginger/i], unknownOk: true },
  { p: 'Kyrgyz maksym fermented grain drink', t: /maksym|drink/i, unknownOk: true },
  { p: 'Georgian tarkhuna tarragon soda', t: /tarkhuna|tarragon/i, has: [/tarragon/i], unknownOk: true },
  { p: 'Ethiopian tej honey wine', t: /tej|honey wine|mead/i, has: [/honey/i], unknownOk: true },
  { p: 'Filipino calamansi juice', t: /calamansi|juice/i, unknownOk: true },
  { p: 'Trinidadian sorrel with rum', t: /sorrel|hibiscus/i, has: [/rum/i], unknownOk: true },
  { p: 'Mongolian suutei tsai salty milk tea', t: /suutei|tsai|milk tea|tea/i, has: [/tea/i, /milk/i], unknownOk: true },
  { p: 'Korean omija cold tea', t: /omija|tea/i, unknownOk: true },
  { p: 'Mexican tejate cacao maize drink', t: /tejate|cacao|drink/i, unknownOk: true },
];

export const HELD_OUT_11_INGREDIENTS: TEvalPrompt[] = [
  { p: 'something with chickpeas, spinach and smoked paprika', has: [/chickpea/i, /spinach/i, /paprika/i], unknownOk: true },
  { p: 'a soup with butter beans and kale', t: /soup/i, has: [/butter bean|lima/i, /kale/i], unknownOk: true },
  { p: 'a curry with sweet potato and peanut butter', t: /curry|stew/i, has: [/sweet potato/i, /peanut/i], unknownOk: true },
  { p: 'a stir-fry of pork mince and green beans', t: /stir|pork|bean/i, has: [/pork/i, /green bean/i], unknownOk: true },
  { p: 'something to cook with a whole cauliflower and tahini', has: [/cauliflower/i, /tahini/i], unknownOk: true },
  { p: 'a tray bake with chicken thighs, chorizo and peppers', t: /tray|bake|chicken/i, has: [/chicken/i, /chorizo/i, /pepper/i], unknownOk: true },
  { p: 'a dish using mackerel and rhubarb', has: [/mackerel/i, /rhubarb/i], unknownOk: true },
  { p: 'a stew with lamb, apricots and chickpeas', t: /stew|tagine|lamb/i, has: [/lamb/i, /apricot/i, /chickpea/i], unknownOk: true },
  { p: 'noodles with tofu and peanut sauce', t: /noodle/i, has: [/tofu/i, /peanut/i], unknownOk: true },
  { p: 'a cake made with courgettes and lime', t: /cake/i, has: [/courgette|zucchini/i, /lime/i], unknownOk: true },
  { p: 'a bake with leeks, ham and mustard', has: [/leek/i, /ham/i, /mustard/i], unknownOk: true },
  { p: 'a soup with cod, saffron and potatoes', t: /soup|stew/i, has: [/cod/i, /saffron/i, /potato/i], unknownOk: true },
  { p: 'a dinner built around a pack of quorn mince', has: [/quorn|mycoprotein|mince/i], unknownOk: true },
  { p: 'a dish using celeriac and hazelnuts', has: [/celeriac/i, /hazelnut/i], unknownOk: true },
  { p: 'a pie with chard, ricotta and nutmeg', t: /pie|tart/i, has: [/chard/i, /ricotta/i], unknownOk: true },
  { p: 'a traybake of gnocchi, sausages and cavolo nero', has: [/gnocchi/i, /sausage/i, /cavolo nero|kale/i], unknownOk: true },
  { p: 'a soup that uses smoked haddock and sweetcorn', t: /soup|chowder/i, has: [/haddock/i, /corn/i], unknownOk: true },
];

export const HELD_OUT_11_MEATLESS: TEvalPrompt[] = [
  { p: 'veggie chilli with three beans', t: /chil+[ie]/i, r: VEGETARIAN, has: [/bean/i], unknownOk: true },
  { p: 'meat-free Sunday roast centrepiece', t: /roast|wellington|loaf|nut/i, r: VEGETARIAN, unknownOk: true },
  { p: 'vegetable pakoras', t: /pakora|bhaji/i, r: VEGETARIAN, has: [/gram flour|besan|chickpea flour/i], unknownOk: true },
  { p: 'veggie keema with peas', t: /keema|kheema/i, r: VEGETARIAN, has: [/pea/i], unknownOk: true },
  { p: 'vegetable plov with chickpeas', t: /plov|pilaf|pilau|rice/i, r: VEGETARIAN, has: [/chickpea/i, /rice/i], unknownOk: true },
];

export const HELD_OUT_11_DIETS: TEvalPrompt[] = [
  { p: 'vegan cheesecake with cashews', t: /cheesecake/i, r: VEGAN, has: [/cashew/i], unknownOk: true },
  { p: 'vegan rendang with jackfruit', t: /rendang/i, r: VEGAN, has: [/jackfruit/i], unknownOk: true },
  { p: 'dairy-free potato gratin', t: /gratin|dauphinois|potato/i, r: DAIRY_FREE, has: [/potato/i], unknownOk: true },
  { p: 'vegan khachapuri', t: /khachapuri/i, r: VEGAN, unknownOk: true },
  { p: 'vegetarian pozole verde', t: /pozole|posole/i, r: VEGETARIAN, has: [/hominy|corn/i], unknownOk: true },
  { p: 'vegan sarma with rice and walnuts', t: /sarma|cabbage roll|stuffed/i, r: VEGAN, has: [/rice/i], unknownOk: true },
  { p: 'dairy-free Georgian khachapuri', t: /khachapuri/i, r: DAIRY_FREE, unknownOk: true },
  { p: 'gluten-free Korean pajeon', t: /pajeon|jeon|pancake/i, r: GLUTEN_FREE, unknownOk: true },
];

export const HELD_OUT_11_COOKS: TEvalPrompt[] = [
  { p: 'a mushroom risotto on Friday', t: /risotto/i, r: DAIRY_FREE, cook: { allergens: ['milk'] }, unknownOk: true },
  { p: 'a bolognese lasagne for six', t: /lasagn/i, r: VEGETARIAN, cook: { flags: ['vegetarian'] }, unknownOk: true },
  { p: 'a Sunday lamb tagine', t: /tagine|tajine/i, r: ['treeNutFree'], cook: { allergens: ['treeNuts'] }, has: [/lamb/i], unknownOk: true },
  { p: 'a chicken fried rice', t: /fried rice/i, cook: { avoid: ['pea'] }, not: [/\bpeas?\b/i], has: [/chicken/i], unknownOk: true },
];

export const HELD_OUT_11_TIMES: TEvalPrompt[] = [
  { p: 'jollof rice for twenty', t: /jollof/i, s: 20, has: [/rice/i], unknownOk: true },
  { p: 'a three-ingredient flatbread', t: /flatbread|bread/i, n: 3, unknownOk: true },
  { p: 'two dozen sugar cookies', t: /cookie|biscuit/i, s: 24, unknownOk: true },
  { p: 'a lamb curry for eight people', t: /curry/i, s: 8, has: [/lamb/i], unknownOk: true },
  { p: 'fish tacos in half an hour', t: /taco/i, max: 30, has: [/fish|cod|tilapia|haddock/i], unknownOk: true },
  { p: 'a stir-fry for one in 15 minutes', t: /stir/i, s: 1, max: 15, unknownOk: true },
  { p: 'a three-ingredient ice cream', t: /ice cream/i, n: 3, unknownOk: true },
  { p: 'a risotto for two', t: /risotto/i, s: 2, has: [/rice|arborio/i], unknownOk: true },
  { p: 'a ramen in 30 minutes', t: /ramen/i, max: 30, has: [/noodle/i], unknownOk: true },
  { p: 'forty mini sausage rolls for a party', t: /sausage roll/i, s: 40, has: [/sausage/i], unknownOk: true },
  { p: 'a dozen empanadas for a party', t: /empanada/i, s: 12, unknownOk: true },
  { p: 'plov for fifteen guests', t: /plov|pilaf|osh/i, s: 15, has: [/rice/i], unknownOk: true },
  { p: 'three-ingredient coconut macaroons', t: /macaroon/i, n: 3, has: [/coconut/i], unknownOk: true },
];

export const HELD_OUT_11_CARTS: TEvalPrompt[] = [
  { p: 'help, nothing planned and everyone is hungry', cart: ['egg', 'potato', 'onion', 'chorizo'], cartUse: 2 },
  { p: 'friends are coming over on Saturday', cart: ['pork belly', 'apple', 'fennel', 'cider'], cartUse: 2 },
  { p: 'anything but rice please', cart: ['chicken breast', 'couscous', 'courgette', 'harissa'], cartUse: 2 },
  { p: 'use what is going off first: the spinach and the cream', cart: ['spinach', 'double cream', 'salmon', 'pasta'], cartUse: 2 },
  { p: 'what shall we eat tonight', cart: ['pork chop', 'apple', 'sage', 'potato'], cartUse: 2 },
  { p: 'lunch for the week ahead', cart: ['quinoa', 'chickpea', 'roasted pepper', 'feta'], cartUse: 2 },
  { p: 'a rainy Tuesday kind of meal', cart: ['sausage', 'lentil', 'carrot', 'onion'], cartUse: 2 },
  { p: 'no idea what to cook, surprise me', cart: ['cod', 'chorizo', 'butter bean', 'tomato'], cartUse: 2 },
  { p: 'the in-laws arrive tomorrow', cart: ['beef brisket', 'onion', 'carrot', 'red wine'], cartUse: 2 },
  { p: 'a picnic in the park', cart: ['puff pastry', 'sausage meat', 'egg', 'apple'], cartUse: 2 },
  { p: 'a Christmas Eve supper', cart: ['gammon', 'honey', 'mustard', 'clove'], cartUse: 2 },
  { p: 'something for the bonfire night crowd', cart: ['sausage', 'onion', 'potato', 'baked bean'], cartUse: 2 },
  { p: 'a midweek meal that is not chicken', cart: ['pork mince', 'aubergine', 'rice', 'spring onion'], cartUse: 2 },
  { p: 'I have got half an hour and these', cart: ['prawn', 'noodle', 'pak choi', 'chilli'], cartUse: 2 },
  { p: 'the yoghurt is close to its date', cart: ['yogurt', 'chicken thigh', 'garlic', 'cucumber'], cartUse: 2 },
  { p: 'tea for the grandchildren', cart: ['fish finger', 'potato', 'pea', 'bread'], cartUse: 2 },
  { p: "a Mother's Day lunch", cart: ['salmon', 'asparagus', 'new potato', 'dill'], cartUse: 2 },
  { p: 'feed me, I am tired', cart: ['instant noodle', 'egg', 'spring onion', 'kimchi'], cartUse: 2 },
  { p: 'a dinner that is gentle on the stomach', cart: ['chicken breast', 'rice', 'carrot', 'ginger'], cartUse: 2 },
  { p: 'the pumpkin from Halloween needs using', cart: ['pumpkin', 'sage', 'onion', 'stock'], cartUse: 2 },
  { p: 'the leftover turkey from Christmas', cart: ['turkey', 'leek', 'mushroom', 'puff pastry'], cartUse: 2 },
  { p: 'a veg box just arrived, what now', cart: ['kohlrabi', 'carrot', 'beetroot', 'chard'], cartUse: 2 },
  { p: 'a game day spread', cart: ['chicken wing', 'hot sauce', 'butter', 'celery'], cartUse: 2 },
  { p: 'a dinner for a friend who just had surgery', cart: ['chicken', 'carrot', 'celery', 'noodle'], cartUse: 2 },
  { p: 'cheap meals till payday', cart: ['lentil', 'rice', 'onion', 'tinned tomato'], cartUse: 2 },
  { p: 'a romantic anniversary meal', cart: ['duck breast', 'cherry', 'potato', 'thyme'], cartUse: 2 },
  { p: 'the milk needs using before we leave', cart: ['milk', 'egg', 'sugar', 'vanilla'], cartUse: 2 },
  { p: 'something light after a heavy weekend', cart: ['white fish', 'fennel', 'orange', 'rocket'], cartUse: 2 },
  { p: 'anything but curry for once', cart: ['lamb chop', 'pea', 'mint', 'potato'], cartUse: 2 },
  { p: 'teenagers to feed after football', cart: ['beef mince', 'burger bun', 'cheddar', 'lettuce'], cartUse: 2 },
  { p: 'a harvest supper from the allotment', cart: ['runner bean', 'courgette', 'tomato', 'potato'], cartUse: 2 },
  { p: 'a dish I can prep the night before', cart: ['pork shoulder', 'onion', 'barbecue sauce', 'brioche bun'], cartUse: 2 },
  { p: "a new year's day recovery lunch", cart: ['bacon', 'egg', 'bread', 'tomato'], cartUse: 2 },
  { p: 'an Iftar dessert', cart: ['date', 'semolina', 'butter', 'pistachio'], cartUse: 2 },
  { p: 'first cold evening of autumn', cart: ['beef shin', 'barley', 'carrot', 'swede'], cartUse: 2 },
  { p: 'we have a glut of tomatoes', cart: ['tomato', 'basil', 'garlic', 'bread'], cartUse: 2 },
  { p: 'what to cook for a Diwali party', cart: ['chickpea flour', 'onion', 'potato', 'chilli'], cartUse: 2 },
  { p: 'a make-ahead dinner for a busy week', cart: ['chicken thigh', 'chickpea', 'tomato', 'cumin'], cartUse: 2 },
  { p: 'pudding from what we have', cart: ['apple', 'oat', 'butter', 'brown sugar'], cartUse: 2 },
  { p: 'a Passover meal with these', cart: ['beef brisket', 'carrot', 'onion', 'prune'], cartUse: 2 },
  { p: 'one pot, little washing up', cart: ['chicken thigh', 'orzo', 'lemon', 'spinach'], cartUse: 2 },
  { p: 'the sweet potatoes are sprouting', cart: ['sweet potato', 'black bean', 'feta', 'lime'], cartUse: 2 },
  { p: 'something for a hot evening on the balcony', cart: ['watermelon', 'feta', 'cucumber', 'mint'], cartUse: 2 },
  { p: 'dinner for my mum who is off red meat', cart: ['chicken breast', 'mushroom', 'tarragon', 'cream'], cartUse: 2 },
  { p: 'help me use the cabbage', cart: ['cabbage', 'bacon', 'potato', 'onion'], cartUse: 2 },
  { p: "a Saint Patrick's Day dinner", cart: ['corned beef', 'cabbage', 'potato', 'carrot'], cartUse: 2 },
  { p: 'a birthday cake for a six-year-old', cart: ['flour', 'butter', 'egg', 'chocolate'], cartUse: 2 },
  { p: 'these need eating before the holiday', cart: ['pepper', 'courgette', 'halloumi', 'pitta'], cartUse: 2 },
  { p: 'a meal to bring to a grieving neighbour', cart: ['beef mince', 'potato', 'carrot', 'onion'], cartUse: 2 },
  { p: 'a workday lunch that travels', cart: ['brown rice', 'edamame', 'carrot', 'sesame'], cartUse: 2 },
  { p: 'supper from the corner shop haul', cart: ['tinned sardine', 'bread', 'tomato', 'red onion'], cartUse: 2 },
  { p: 'the ginger and lemongrass need using', cart: ['lemongrass', 'ginger', 'chicken thigh', 'coconut milk'], cartUse: 2 },
  { p: 'half a squash and some sage, ideas?', cart: ['butternut squash', 'sage', 'pasta', 'parmesan'], cartUse: 2 },
  { p: 'the neighbours gave us a bag of plums', cart: ['plum', 'flour', 'butter', 'almond'], cartUse: 2 },
  { p: 'cooking with whatever came in the food bank parcel', cart: ['tinned chickpea', 'pasta', 'tinned tomato', 'onion'], cartUse: 2 },
  { p: 'a housewarming spread', cart: ['lamb mince', 'flatbread', 'yogurt', 'pomegranate'], cartUse: 2 },
  { p: 'my fridge is nearly empty, just these', cart: ['egg', 'tortilla', 'cheddar', 'spring onion'], cartUse: 2 },
  { p: 'dinner that tastes like a holiday in Greece', cart: ['lamb', 'lemon', 'oregano', 'potato'], cartUse: 2 },
  { p: 'the crab from the fishmonger', cart: ['crab', 'linguine', 'chilli', 'lemon'], cartUse: 2 },
  { p: 'the tofu expires tomorrow', cart: ['tofu', 'spinach', 'garlic', 'sesame oil'], cartUse: 2 },
];

export const HELD_OUT_11_UNKNOWN: TEvalPrompt[] = [
  { p: 'a bowl of quillmoss noodles', t: /quillmoss/i, unknownOk: true },
  { p: 'roast brindlewick with gravy', t: /brindlewick/i, unknownOk: true, fam: 'roast' },
  { p: 'Varnossian kettlefruit stew', t: /kettlefruit/i, unknownOk: true, fam: 'stew' },
  { p: 'a slice of thornapple morrowcake', t: /morrowcake/i, unknownOk: true, fam: 'cake' },
  { p: 'spiced fendleroot curry', t: /fendleroot/i, unknownOk: true, fam: 'curry' },
  { p: 'a pot of saltmirren soup', t: /saltmirren/i, unknownOk: true, fam: 'soup' },
  { p: 'crispy gorsewing dumplings', t: /gorsewing/i, unknownOk: true, fam: 'dumpling' },
  { p: 'a jar of plumbrack preserve', t: /plumbrack/i, unknownOk: true, fam: 'preserve' },
  { p: 'a loaf of Tallowmere oatcrust bread', t: /oatcrust/i, unknownOk: true, fam: 'yeast-bread' },
  { p: 'a glass of hazelwhit cordial', t: /hazelwhit/i, unknownOk: true, fam: 'cold-drink' },
  { p: 'a baked skellvine pie', t: /skellvine/i, unknownOk: true, fam: 'pie' },
  { p: 'frozen dunmorrow sorbet', t: /dunmorrow/i, unknownOk: true, fam: 'frozen-dessert' },
];

export const HELD_OUT_11_NAMED: TEvalPrompt[] = [
  ...HELD_OUT_11_WEST_AFRICA,
  ...HELD_OUT_11_EAST_AFRICA,
  ...HELD_OUT_11_ETHIOPIA,
  ...HELD_OUT_11_CARIBBEAN,
  ...HELD_OUT_11_CAUCASUS,
  ...HELD_OUT_11_BALKANS,
  ...HELD_OUT_11_CENTRAL_ASIA,
  ...HELD_OUT_11_SOUTH_AMERICA,
  ...HELD_OUT_11_CENTRAL_AMERICA,
  ...HELD_OUT_11_PHILIPPINES,
  ...HELD_OUT_11_INDONESIA_MALAYSIA,
  ...HELD_OUT_11_KOREA,
  ...HELD_OUT_11_JAPAN,
  ...HELD_OUT_11_CHINA,
  ...HELD_OUT_11_MIDDLE_EAST,
  ...HELD_OUT_11_SOUTH_ASIA,
  ...HELD_OUT_11_SOUTHEAST_ASIA,
  ...HELD_OUT_11_EUROPE,
  ...HELD_OUT_11_NORTH_AMERICA,
  ...HELD_OUT_11_BAKES,
  ...HELD_OUT_11_BREAKFASTS,
  ...HELD_OUT_11_STREET_FOOD,
  ...HELD_OUT_11_SIDES,
  ...HELD_OUT_11_SAUCES,
  ...HELD_OUT_11_PRESERVES,
  ...HELD_OUT_11_DESSERTS,
  ...HELD_OUT_11_DRINKS,
  ...HELD_OUT_11_INGREDIENTS,
];

export const HELD_OUT_11_SET: TEvalPrompt[] = [
  ...HELD_OUT_11_NAMED,
  ...HELD_OUT_11_MEATLESS,
  ...HELD_OUT_11_DIETS,
  ...HELD_OUT_11_COOKS,
  ...HELD_OUT_11_TIMES,
  ...HELD_OUT_11_CARTS,
  ...HELD_OUT_11_UNKNOWN,
];
