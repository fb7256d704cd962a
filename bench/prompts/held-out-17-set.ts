// The composer's seventeenth held-out set: prompts of our own, written on 2026-11-29 by a session that
// does not change the composer, without running the composer on them or reading its source or its docs.
// The first sixteen held-out sets are spent; this one is held out. Do not read this set's misses while working;
// score it once, at the end of a piece of work (npx tsx bench/prompts/run.ts --set held-out-17).
// Same checks as eval-set.ts (see TEvalPrompt there). Dishes the offline cookbook may well not know
// carry unknownOk: DISH_UNKNOWN is a right answer for them, and a 200 answer must still be the dish.
// Prompts with no title check are open requests: a 'cart' or 'open' answer is not unrelated for them.
// Cart items are written singular and without accents because run.ts matches an item's last word as a
// substring of an ingredient line.
// Title patterns take the dish's usual spellings, accents and transliterations and a plain English rendering;
// before committing, a script tested 2,367 spellings (each draft's own prompt and one to three others written
// for it) in six passes and found 53 misses, all fixed by widening the patterns (e.g. 'Düşbərə', 'Şəkərbura',
// 'Buss-Up-Shut', 'Maqlooba', 'Loc Lac', 'Tahcheen', 'Lahm bi Ajeen', 'Onde-Onde'); every ' ?' in a title
// pattern was then made to take a hyphen too ('[ -]?'), and a script checked that every pattern takes its own prompt.
// None repeats a prompt of eval-set.ts or held-out sets 1–16: checked by a script before committing
// (prompts lower-cased, accents and punctuation stripped, spaces collapsed; also dropped: drafts whose
// words, filler words aside, were an earlier prompt's in another order, and repeats within this set). Of 1,229
// drafts (1,019 named dishes, 76 diet and time prompts, 126 open requests, 8 invented names), 307 were dropped by
// that script (291 named, 16 open requests). Most named drafts were dishes asked before in other words, so a
// second script searched the earlier prompts for each named draft's own dish name (its title pattern's first
// alternative, e.g. /rfissa/, /kare[ -]?kare/) and 442 more were dropped as asked before (e.g. 'tinolang manok',
// 'baião de dois', 'sholeh zard'); 8 were dropped by hand after a search of the earlier prompts for each draft's
// rarer words ('norin' for naryn, 'quanta firfir' for firfir, 'thukpa bhatuk' for thukpa, 'pochero' asked with
// saba bananas, 'gungjung tteokbokki', an 'epis' worded after pikliz) and of this set's own named drafts (kuchmachi
// and Bhutanese butter tea written twice). 11 more were cut for balance: every seventh or so of the diet and time prompts (5 each) and
// one invented name. The named sections were not cut: fewer named dishes survived than the 320 aimed at.
// The diet and time prompts put a constraint on a dish; some of those dishes were asked before without it, and
// some are asked in this set's named sections too.
// 461 prompts: 278 named dishes (238 across world cuisines, drinks and sweets written under their cuisine;
// 6 breads and bakes, 6 breakfasts, 5 street food, 5 sides, 4 sauces, 2 preserves, 7 desserts, 5 drinks),
// 33 prompt diets, 33 times/servings/counts, 110 open requests with four-item carts (77 of them a cuisine
// and a kind, 6 of those also a diet; 11 with a diet in all), 7 invented dish names.
import type { TRestrictionKey } from '../../src/domain/kitchen/diet-vocabulary.ts';
import type { TEvalPrompt } from './eval-set.ts';

const VEGAN: TRestrictionKey[] = ['vegan'];
const VEGETARIAN: TRestrictionKey[] = ['vegetarian'];
const GLUTEN_FREE: TRestrictionKey[] = ['glutenFree'];
const DAIRY_FREE: TRestrictionKey[] = ['dairyFree'];

export const HELD_OUT_17_CENTRAL_EAST_AFRICA: TEvalPrompt[] = [
  { p: 'burundian boko boko harees', t: /boko[ -]?boko|harees|haris|porridge/i, has: [/wheat|bulgur/i, /chicken/i], unknownOk: true },
  { p: 'kenyan matumbo stew', t: /matumbo|tripe|stew/i, has: [/tripe/i], unknownOk: true },
  { p: 'burundian ibiharage beans', t: /ibiharage|bean/i, has: [/bean/i], unknownOk: true },
  { p: 'central african gozo cassava', t: /gozo|cassava|fufu/i, has: [/cassava/i], unknownOk: true },
  { p: 'kenyan mahindi choma roast corn', t: /mahindi|roast(ed)? corn|corn|maize/i, has: [/corn|maize/i], unknownOk: true },
  { p: 'kenyan omena fried silverfish', t: /omena|dagaa|fish/i, has: [/fish|sardine|whitebait/i], unknownOk: true },
  { p: 'tanzanian mchemsho', t: /mchemsho|stew|broth/i, has: [/potato|banana|plantain/i], unknownOk: true },
  { p: 'ugandan nsenene grasshoppers with onion', t: /nsenene|grasshopper/i, has: [/onion/i], unknownOk: true },
];

export const HELD_OUT_17_HORN: TEvalPrompt[] = [
  { p: 'somali halwo sweet', t: /halwo|halwa|halva|sweet/i, has: [/sugar/i], unknownOk: true },
  { p: 'djiboutian fah fah soup', t: /fah[ -]?fah|soup/i, has: [/goat|lamb|beef/i], unknownOk: true },
  { p: 'somali maraq fish soup', t: /maraq|fish|soup/i, has: [/fish/i], unknownOk: true },
  { p: 'eritrean zilzil tibs', t: /zilzil|tibs|beef/i, has: [/beef/i], unknownOk: true },
  { p: 'somali shushumow', t: /shushumow|pastr|sweet/i, has: [/flour/i, /sugar/i], unknownOk: true },
];

export const HELD_OUT_17_NORTH_AFRICA: TEvalPrompt[] = [
  { p: 'algerian garantita chickpea flan', t: /garantita|karantika|karantita|chickpea|flan/i, has: [/chickpea|gram flour/i], unknownOk: true },
  { p: 'moroccan khobz bread', t: /khobz|kesra|bread/i, has: [/flour/i], unknownOk: true },
  { p: 'moroccan briouats with almonds', t: /briouat|briwat|pastr/i, has: [/almond/i], unknownOk: true },
  { p: 'tunisian mloukhia beef stew', t: /ml?oukhia|molokhia|mulukhiyah|stew/i, has: [/beef/i], unknownOk: true },
  { p: 'libyan usban sausage', t: /usban|osban|sausage/i, has: [/rice/i, /lamb/i], unknownOk: true },
];

export const HELD_OUT_17_CARIBBEAN: TEvalPrompt[] = [
  { p: 'jamaican mannish water', t: /mannish water|goat|soup/i, has: [/goat/i], unknownOk: true },
  { p: 'puerto rican pinchos de pollo', t: /pincho|skewer|chicken/i, has: [/chicken/i], unknownOk: true },
  { p: 'martinique blaff fish', t: /blaff|fish|poached/i, has: [/fish|snapper/i, /lime/i], unknownOk: true },
  { p: 'curacao keshi yena', t: /keshi[ -]?yena|cheese|stuffed/i, has: [/cheese|gouda|edam/i, /chicken/i], unknownOk: true },
  { p: 'bahamian crack conch', t: /crack(ed)? conch|conch/i, has: [/conch/i], unknownOk: true },
  { p: 'jamaican turn cornmeal', t: /turn cornmeal|cornmeal|polenta/i, has: [/cornmeal/i], unknownOk: true },
  { p: 'virgin islands kallaloo', t: /kall?aloo|callaloo|soup|stew/i, has: [/okra|greens|spinach/i], unknownOk: true },
  { p: 'st kitts goat water', t: /goat water|goat|stew/i, has: [/goat/i], unknownOk: true },
];

export const HELD_OUT_17_CENTRAL_AMERICA: TEvalPrompt[] = [
  { p: 'guatemalan chuchitos', t: /chuchito|tamal|tamale/i, has: [/masa|corn/i], unknownOk: true },
  { p: 'nicaraguan indio viejo', t: /indio viejo|beef|stew/i, has: [/beef/i, /masa|corn/i], unknownOk: true },
  { p: 'costa rican olla de carne', t: /olla de carne|beef|soup|stew/i, has: [/beef/i], unknownOk: true },
  { p: 'belizean hudut fish in coconut broth', t: /hudut|fish|coconut/i, has: [/fish/i, /coconut/i], unknownOk: true },
  { p: 'mexican chileatole', t: /chileatole|corn|soup/i, has: [/corn|masa/i], unknownOk: true },
  { p: 'yucatan papadzules', t: /papadzul|enchilada|tortilla|egg/i, has: [/egg/i, /pumpkin seed|pepita/i], unknownOk: true },
  { p: 'guatemalan jocon chicken', t: /joc[oó]n|chicken|stew/i, has: [/chicken/i, /tomatillo|coriander|cilantro/i], unknownOk: true },
  { p: 'salvadoran panes con pavo', t: /panes con pavo|turkey|sandwich/i, has: [/turkey/i, /bread|roll/i], unknownOk: true },
  { p: 'honduran pollo con tajadas', t: /tajadas|chicken|plantain/i, has: [/chicken/i, /plantain/i], unknownOk: true },
  { p: 'nicaraguan rondon', t: /rond[oó]n|run[ -]?down|seafood|stew/i, has: [/coconut/i], unknownOk: true },
];

export const HELD_OUT_17_ANDES: TEvalPrompt[] = [
  { p: 'peruvian sudado de pescado', t: /sudado|fish|stew/i, has: [/fish/i], unknownOk: true },
  { p: 'bolivian chairo soup', t: /chairo|soup/i, has: [/potato|chu[nñ]o/i], unknownOk: true },
  { p: 'colombian mote de queso', t: /mote de queso|yam|soup/i, has: [/yam|name/i, /cheese/i], unknownOk: true },
  { p: 'chilean caldillo de congrio', t: /caldillo|congrio|conger|eel|fish|soup/i, has: [/fish|eel|conger/i], unknownOk: true },
  { p: 'peruvian chanfainita', t: /chanfainita|stew/i, has: [/potato/i], unknownOk: true },
  { p: 'peruvian sopa criolla', t: /sopa criolla|soup/i, has: [/beef/i, /noodle|pasta/i, /milk|egg/i], unknownOk: true },
  { p: 'peruvian seco de res', t: /seco de res|seco|beef|stew/i, has: [/beef/i, /coriander|cilantro/i], unknownOk: true },
  { p: 'bolivian fricase pacenio', t: /fricas[eé]|pork|stew/i, has: [/pork/i], unknownOk: true },
  { p: 'colombian cazuela de mariscos', t: /cazuela de mariscos|seafood|stew/i, has: [/prawn|shrimp|mussel|clam|squid/i], unknownOk: true },
  { p: 'ecuadorian corviche', t: /corviche|plantain|fritter/i, has: [/plantain/i, /fish|tuna/i], unknownOk: true },
];

export const HELD_OUT_17_BRAZIL: TEvalPrompt[] = [
  { p: 'brazilian picadinho', t: /picadinho|beef|stew/i, has: [/beef/i], unknownOk: true },
  { p: 'brazilian frango com quiabo', t: /quiabo|okra|chicken/i, has: [/chicken/i, /okra/i], unknownOk: true },
  { p: 'brazilian caldo de feijao', t: /caldo de feij[aã]o|bean|soup/i, has: [/bean/i], unknownOk: true },
  { p: 'brazilian salpicao de frango', t: /salpic[aã]o|chicken|salad/i, has: [/chicken/i, /mayonnaise/i], unknownOk: true },
  { p: 'brazilian caruru', t: /caruru|okra|stew/i, has: [/okra/i], unknownOk: true },
  { p: 'brazilian carne de sol com macaxeira', t: /carne de sol|macaxeira|beef|cassava/i, has: [/beef/i, /cassava|yuca|manioc/i], unknownOk: true },
  { p: 'brazilian bolinho de chuva', t: /bolinho de chuva|fritter|doughnut/i, has: [/flour/i, /cinnamon|sugar/i], unknownOk: true },
];

export const HELD_OUT_17_CAUCASUS: TEvalPrompt[] = [
  { p: 'georgian shkmeruli', t: /shkmeruli|chicken|garlic/i, has: [/chicken/i, /garlic/i, /milk|cream/i], unknownOk: true },
  { p: 'georgian kuchmachi', t: /kuchmachi|liver|offal/i, has: [/liver|heart/i, /walnut|pomegranate/i], unknownOk: true },
  { p: 'armenian ailazan', t: /ailazan|aylazan|vegetable|stew/i, has: [/aubergine|eggplant/i], unknownOk: true },
];

export const HELD_OUT_17_BALKANS: TEvalPrompt[] = [
  { p: 'bosnian bosanski lonac', t: /bosanski lonac|lonac|stew|pot/i, has: [/beef|lamb/i, /cabbage|potato/i], unknownOk: true },
  { p: 'bulgarian kyufte', t: /ky?[uü]fte|kofte|kofta|meatball/i, has: [/pork|beef|mince/i], unknownOk: true },
  { p: 'bulgarian mish mash', t: /mish[ -]?mash|egg|pepper/i, has: [/egg/i, /pepper/i], unknownOk: true },
  { p: 'montenegrin njeguski steak', t: /nj?egu[sš]k|steak|schnitzel/i, has: [/ham|prosciutto|pršut/i, /cheese/i], unknownOk: true },
  { p: 'croatian sporki makaruli', t: /[sš]porki makaruli|makaruli|macaroni|pasta/i, has: [/beef/i, /pasta|macaroni/i], unknownOk: true },
  { p: 'albanian qofte te ferguara', t: /qofte|kofte|meatball/i, has: [/beef|lamb|mince/i], unknownOk: true },
  { p: 'greek kolokithokeftedes', t: /kolokithokeftedes|courgette|zucchini|fritter/i, has: [/courgette|zucchini/i, /feta/i], unknownOk: true },
];

export const HELD_OUT_17_CENTRAL_ASIA_MONGOLIA: TEvalPrompt[] = [
  { p: 'mongolian boodog', t: /boodog|goat|marmot|roast/i, has: [/goat|lamb|mutton/i], unknownOk: true },
  { p: 'mongolian bansh dumpling soup', t: /bansh|dumpling|soup/i, has: [/flour/i], unknownOk: true },
  { p: 'uzbek kuksi cold noodle soup', t: /kuksi|kuk[ -]?si|noodle|soup/i, has: [/noodle/i], unknownOk: true },
  { p: 'mongolian khorkhog', t: /khorkhog|horhog|lamb|mutton/i, has: [/lamb|mutton/i], unknownOk: true },
  { p: 'mongolian guriltai shul', t: /guriltai|shul|noodle|soup/i, has: [/noodle|flour/i], unknownOk: true },
  { p: 'uzbek hasip', t: /hasip|sausage/i, has: [/rice/i, /lamb/i], unknownOk: true },
  { p: 'kazakh sorpa with baursak', t: /sorpa|shorpa|broth|soup/i, has: [/lamb|mutton|beef/i], unknownOk: true },
];

export const HELD_OUT_17_HIMALAYA: TEvalPrompt[] = [
  { p: 'tibetan shapale meat pies', t: /shapale|sha[ -]?phaley|pie|pastr/i, has: [/flour/i, /beef|mince/i], unknownOk: true },
  { p: 'tibetan tingmo steamed buns', t: /tingmo|bun|bread/i, has: [/flour/i], unknownOk: true },
  { p: 'tibetan butter tea', t: /butter tea|po[ -]?cha|tea/i, has: [/butter/i, /tea/i], unknownOk: true },
  { p: 'tibetan tsampa barley dough', t: /tsampa|barley/i, has: [/barley/i], unknownOk: true },
  { p: 'bhutanese ema datshi', t: /ema datshi|datshi|chill?i|cheese/i, has: [/chill?i/i, /cheese/i], unknownOk: true },
  { p: 'bhutanese kewa datshi', t: /kewa datshi|datshi|potato|cheese/i, has: [/potato/i, /cheese/i], unknownOk: true },
  { p: 'nepali sekuwa grilled meat', t: /sekuwa|skewer|grill|meat/i, has: [/pork|goat|lamb|chicken/i], unknownOk: true },
  { p: 'nepali choila spiced buffalo', t: /choila|buffalo|beef|meat/i, has: [/buffalo|beef|chicken/i], unknownOk: true },
  { p: 'nepali kwati mixed bean soup', t: /kwati|bean|soup/i, has: [/bean/i], unknownOk: true },
  { p: 'tibetan laphing', t: /laphing|noodle/i, has: [/starch|flour/i], unknownOk: true },
  { p: 'bhutanese red rice with phaksha paa', t: /phaksha|paa|pork/i, has: [/pork/i, /radish|chill?i/i], unknownOk: true },
  { p: 'nepali aloo achar', t: /aloo achar|achar|potato|salad/i, has: [/potato/i, /sesame/i], unknownOk: true },
  { p: 'bhutanese jasha maroo', t: /jasha maroo|jasha|chicken|stew/i, has: [/chicken/i], unknownOk: true },
];

export const HELD_OUT_17_SRI_LANKA: TEvalPrompt[] = [
  { p: 'sri lankan gotu kola sambol', t: /gotu kola|sambol|salad/i, has: [/gotu kola|pennywort|herb|parsley/i], unknownOk: true },
  { p: 'sri lankan watalappan', t: /watalappan|watalappam|pudding|custard/i, has: [/jaggery|palm sugar|kithul/i, /coconut/i], unknownOk: true },
  { p: 'sri lankan kiribath milk rice', t: /kiribath|milk rice|rice/i, has: [/rice/i, /coconut/i], unknownOk: true },
  { p: 'sri lankan jackfruit curry polos', t: /polos|jackfruit|curry/i, has: [/jackfruit/i], unknownOk: true },
  { p: 'sri lankan mallung kale', t: /mallung|mallum|kale|greens/i, has: [/kale|greens|spinach/i, /coconut/i], unknownOk: true },
  { p: 'sri lankan kokis', t: /kokis|cookie|biscuit/i, has: [/rice flour|flour/i, /coconut/i], unknownOk: true },
  { p: 'sri lankan chicken curry kukul mas', t: /kukul|chicken|curry/i, has: [/chicken/i], unknownOk: true },
  { p: 'sri lankan dhal vadai', t: /vadai|vada|fritter/i, has: [/lentil|chana|split pea/i], unknownOk: true },
];

export const HELD_OUT_17_MYANMAR: TEvalPrompt[] = [
  { p: 'burmese tohu shan tofu', t: /tohu|shan tofu|tofu/i, has: [/chickpea|gram flour|besan/i], unknownOk: true },
  { p: 'burmese nan gyi thoke', t: /nan gyi|thoke|noodle|salad/i, has: [/noodle/i], unknownOk: true },
  { p: 'burmese gin thoke ginger salad', t: /(gyin|gin|jin) thoke|ginger|salad/i, has: [/ginger/i], unknownOk: true },
  { p: 'burmese mont lone yay paw', t: /mont lone|rice|ball|dumpling/i, has: [/rice flour|glutinous/i, /jaggery|palm sugar|sugar/i], unknownOk: true },
  { p: 'burmese shwe yin aye', t: /shwe yin aye|dessert|coconut|drink/i, has: [/coconut/i], unknownOk: true },
  { p: 'burmese laphet thoke tea leaf salad', t: /lahpet|laphet|tea leaf|salad/i, has: [/tea|cabbage/i], unknownOk: true },
  { p: 'burmese pork and mango pickle curry', t: /thayet|pork|curry|mango/i, has: [/pork/i, /mango/i], unknownOk: true },
  { p: 'burmese ngapi yay dip', t: /ngapi|balachaung|dip|relish/i, has: [/fish|shrimp/i], unknownOk: true },
  { p: 'burmese balachaung', t: /balachaung|balachong|relish|shrimp/i, has: [/shrimp|prawn/i, /shallot|garlic/i], unknownOk: true },
];

export const HELD_OUT_17_LAOS_CAMBODIA: TEvalPrompt[] = [
  { p: 'lao mok pa steamed fish', t: /mok[ -]?pa|fish|parcel/i, has: [/fish/i], unknownOk: true },
  { p: 'lao jeow bong chilli paste', t: /jeow bong|jaew bong|jeow|chill?i|paste|dip/i, has: [/chill?i/i], unknownOk: true },
  { p: 'lao khao poon', t: /khao poon|khao pun|noodle|soup/i, has: [/noodle/i, /coconut|chicken/i], unknownOk: true },
  { p: 'cambodian samlor korko', t: /samlor|samlar|korko|soup|stew/i, has: [/green papaya|pumpkin|aubergine|eggplant|bean/i], unknownOk: true },
  { p: 'cambodian kuy teav', t: /kuy[ -]?teav|kuy[ -]?tiev|noodle|soup/i, has: [/noodle/i], unknownOk: true },
  { p: 'lao ping kai grilled chicken', t: /ping[ -]?kai|ping[ -]?gai|chicken/i, has: [/chicken/i], unknownOk: true },
  { p: 'cambodian prahok ktis', t: /prahok|pork|dip/i, has: [/pork/i, /coconut/i], unknownOk: true },
  { p: 'cambodian num ansom', t: /num ansom|ansom|rice cake|cake/i, has: [/glutinous rice|sticky rice|rice/i], unknownOk: true },
];

export const HELD_OUT_17_PHILIPPINES: TEvalPrompt[] = [
  { p: 'filipino chicken binakol', t: /binakol|chicken|soup/i, has: [/chicken/i, /coconut/i], unknownOk: true },
  { p: 'filipino tortang giniling', t: /tortang giniling|giniling|omelet/i, has: [/egg/i, /pork|beef|mince/i], unknownOk: true },
  { p: 'filipino ginataang hipon', t: /ginataang hipon|prawn|shrimp|coconut/i, has: [/prawn|shrimp/i, /coconut/i], unknownOk: true },
  { p: 'filipino tortang alimasag', t: /alimasag|crab|omelet/i, has: [/crab/i, /egg/i], unknownOk: true },
  { p: 'filipino pinangat na isda', t: /pinangat|fish|sour/i, has: [/fish/i, /tomato/i], unknownOk: true },
  { p: 'filipino kinamatisang baboy', t: /kinamatisan|pork|tomato/i, has: [/pork/i, /tomato/i], unknownOk: true },
  { p: 'filipino ginataang bilo bilo', t: /bilo[ -]?bilo|ginataan|coconut/i, has: [/glutinous|rice flour/i, /coconut/i], unknownOk: true },
];

export const HELD_OUT_17_INDONESIA: TEvalPrompt[] = [
  { p: 'indonesian rawon black beef soup', t: /rawon|beef|soup/i, has: [/beef/i], unknownOk: true },
  { p: 'indonesian nasi uduk', t: /nasi uduk|coconut rice|rice/i, has: [/rice/i, /coconut/i], unknownOk: true },
  { p: 'indonesian es teler', t: /es teler|dessert|drink|fruit/i, has: [/avocado|jackfruit|coconut/i], unknownOk: true },
  { p: 'indonesian sayur asem', t: /sayur asem|asem|tamarind|soup/i, has: [/tamarind/i], unknownOk: true },
  { p: 'indonesian tahu telur', t: /tahu telur|tofu|omelet/i, has: [/tofu/i, /egg/i], unknownOk: true },
];

export const HELD_OUT_17_JAPAN_REGIONAL: TEvalPrompt[] = [
  { p: 'nagoya miso katsu', t: /miso[ -]?katsu|katsu|pork/i, has: [/pork/i, /miso/i], unknownOk: true },
  { p: 'nagoya tebasaki wings', t: /tebasaki|wing|chicken/i, has: [/chicken/i], unknownOk: true },
  { p: 'hokkaido ishikari nabe', t: /ishikari|nabe|salmon|hot[ -]?pot/i, has: [/salmon/i, /miso/i], unknownOk: true },
  { p: 'hokkaido jingisukan lamb', t: /jingisukan|genghis khan|lamb/i, has: [/lamb|mutton/i], unknownOk: true },
  { p: 'okinawa soba', t: /okinawa soba|soba|noodle/i, has: [/noodle|soba/i, /pork/i], unknownOk: true },
  { p: 'akita kiritanpo nabe', t: /kirita[nm]po|nabe|hot[ -]?pot|rice/i, has: [/rice/i, /chicken/i], unknownOk: true },
  { p: 'kyoto yudofu', t: /yud[oō]fu|tofu/i, has: [/tofu/i, /kombu|kelp/i], unknownOk: true },
  { p: 'sapporo soup curry', t: /soup curry|curry/i, has: [/chicken|vegetable/i], unknownOk: true },
  { p: 'fukuoka mentaiko pasta', t: /mentaiko|pasta|spaghetti/i, has: [/mentaiko|cod roe|roe/i], unknownOk: true },
  { p: 'osaka kushikatsu', t: /kushikatsu|kushiage|skewer/i, has: [/panko|breadcrumb/i], unknownOk: true },
  { p: 'ehime taimeshi sea bream rice', t: /tai[ -]?meshi|sea bream|rice/i, has: [/sea bream|bream|snapper/i, /rice/i], unknownOk: true },
  { p: 'hiroshima oyster dotenabe', t: /dote[ -]?nabe|oyster|nabe|hot[ -]?pot/i, has: [/oyster/i, /miso/i], unknownOk: true },
  { p: 'kanazawa jibuni duck stew', t: /jibuni|duck|stew/i, has: [/duck/i], unknownOk: true },
  { p: 'yamagata imoni taro soup', t: /imoni|taro|soup|stew/i, has: [/taro/i, /beef/i], unknownOk: true },
];

export const HELD_OUT_17_CHINA_REGIONAL: TEvalPrompt[] = [
  { p: 'cantonese white cut chicken', t: /white.?cut|bai[ -]?qie[ -]?ji|poached chicken|chicken/i, has: [/chicken/i, /ginger/i], unknownOk: true },
  { p: 'dongbei guo bao rou', t: /guo[ -]?bao[ -]?rou|pork|sweet and sour/i, has: [/pork/i], unknownOk: true },
  { p: 'hainanese wenchang chicken', t: /wenchang|hainan|chicken/i, has: [/chicken/i], unknownOk: true },
  { p: 'yunnan er kuai', t: /er[ -]?kuai|rice cake/i, has: [/rice cake|rice/i], unknownOk: true },
  { p: 'wuhan hot dry noodles', t: /hot.?dry|re[ -]?gan[ -]?mian|noodle/i, has: [/noodle/i, /sesame/i], unknownOk: true },
];

export const HELD_OUT_17_KOREA: TEvalPrompt[] = [
  { p: 'korean yachae jeon', t: /yachae|jeon|pancake|fritter/i, has: [/flour/i], unknownOk: true },
  { p: 'korean kimchi jjim', t: /kimchi[ -]?jjim|kimchi|pork/i, has: [/kimchi/i, /pork/i], unknownOk: true },
  { p: 'korean yubuchobap', t: /yubu[ -]?chobap|inari|tofu pocket/i, has: [/tofu|yubu/i, /rice/i], unknownOk: true },
  { p: 'korean nokdu juk', t: /nokdu[ -]?juk|mung bean|porridge/i, has: [/mung/i, /rice/i], unknownOk: true },
];

export const HELD_OUT_17_IRAN: TEvalPrompt[] = [
  { p: 'persian kateh rice', t: /kateh|rice/i, has: [/rice/i], unknownOk: true },
  { p: 'persian adas polo', t: /adas polo|adas|lentil|rice/i, has: [/lentil/i, /rice/i], unknownOk: true },
  { p: 'persian khoresh karafs', t: /karafs|celery|stew/i, has: [/celery/i], unknownOk: true },
  { p: 'persian ash anar', t: /ash.?e?[ -]?anar|anar|pomegranate|soup/i, has: [/pomegranate/i], unknownOk: true },
  { p: 'persian kookoo sibzamini', t: /kook?oo|kuku|sibzamini|potato/i, has: [/potato/i, /egg/i], unknownOk: true },
];

export const HELD_OUT_17_LEVANT: TEvalPrompt[] = [
  { p: 'palestinian sumagiyyeh', t: /sumagiy+eh|sumac|stew/i, has: [/sumac/i, /chard|lamb/i], unknownOk: true },
  { p: 'lebanese loubieh bi zeit', t: /loubieh|lubieh|green bean|bean/i, has: [/green bean/i], unknownOk: true },
  { p: 'syrian yalanji', t: /yalanji|yalangi|vine|stuffed/i, has: [/vine|grape leaves/i, /rice/i], unknownOk: true },
  { p: 'palestinian qidreh', t: /qidreh|idreh|rice|lamb/i, has: [/rice/i, /lamb/i], unknownOk: true },
  { p: 'syrian shakriyeh', t: /shakriy+eh|laban|yogh?urt|stew/i, has: [/yogh?urt/i, /lamb|beef/i], unknownOk: true },
  { p: 'lebanese riz a djej', t: /riz a djej|rice|chicken/i, has: [/rice/i, /chicken/i], unknownOk: true },
];

export const HELD_OUT_17_GULF: TEvalPrompt[] = [
  { p: 'qatari thareed', t: /thareed|tharid|stew|bread/i, has: [/bread|flatbread/i], unknownOk: true },
  { p: 'yemeni fahsa', t: /fahsa|lamb|stew/i, has: [/lamb/i], unknownOk: true },
  { p: 'kuwaiti jireesh with chicken', t: /jireesh|jareesh|wheat/i, has: [/wheat/i], unknownOk: true },
  { p: 'emirati chabab pancakes', t: /chabab|pancake/i, has: [/flour/i, /cardamom|saffron/i], unknownOk: true },
  { p: 'qatari madrouba', t: /madrouba|madrooba|porridge|rice/i, has: [/rice/i, /chicken/i], unknownOk: true },
  { p: 'yemeni lahoh with honey', t: /lahoh|lahuh|pancake|flatbread/i, has: [/flour/i], unknownOk: true },
  { p: 'omani mashuai', t: /mashuai|kingfish|fish|rice/i, has: [/fish|kingfish/i, /rice/i], unknownOk: true },
];

export const HELD_OUT_17_NORDIC: TEvalPrompt[] = [
  { p: 'swedish flygande jacob', t: /flygande jacob|flying jacob|chicken|casserole/i, has: [/chicken/i, /banana/i], unknownOk: true },
  { p: 'norwegian fenalar cured lamb', t: /fenal[aå]r|lamb/i, has: [/lamb/i, /salt/i], unknownOk: true },
  { p: 'norwegian fiskeboller', t: /fiskeboll|fish[ -]?ball/i, has: [/fish|cod|haddock/i], unknownOk: true },
  { p: 'finnish kaalikaaryleet', t: /kaalik[aä][aä]ryle|cabbage roll|stuffed cabbage/i, has: [/cabbage/i], unknownOk: true },
  { p: 'finnish maksalaatikko', t: /maksalaatikko|liver|casserole/i, has: [/liver/i, /rice/i], unknownOk: true },
  { p: 'swedish skagenrora', t: /skagenr[oö]ra|shrimp|prawn/i, has: [/prawn|shrimp/i, /dill/i], unknownOk: true },
  { p: 'swedish ärtsoppa with pancakes', t: /[aä]rtsoppa|pea soup|soup/i, has: [/pea/i], unknownOk: true },
  { p: 'danish leverpostej', t: /leverpostej|liver|pate|pâté/i, has: [/liver/i], unknownOk: true },
];

export const HELD_OUT_17_BALTIC: TEvalPrompt[] = [
  { p: 'lithuanian vedarai', t: /vedarai|sausage/i, has: [/potato/i], unknownOk: true },
  { p: 'latvian skabenes putra', t: /skab[eē]n|putra|porridge|soup/i, has: [/barley|kefir|buttermilk/i], unknownOk: true },
  { p: 'lithuanian balandeliai', t: /balandeliai|cabbage roll|stuffed cabbage/i, has: [/cabbage/i], unknownOk: true },
  { p: 'lithuanian skilandis', t: /skilandis|sausage/i, has: [/pork/i], unknownOk: true },
  { p: 'latvian aukstā zupa', t: /auk?st[aā] zupa|cold soup|soup/i, has: [/beet|kefir/i], unknownOk: true },
  { p: 'estonian hapukapsasupp', t: /hapukapsa|sauerkraut|soup/i, has: [/sauerkraut|cabbage/i], unknownOk: true },
  { p: 'estonian sult', t: /s[uü]lt|aspic|jelly/i, has: [/pork/i], unknownOk: true },
];

export const HELD_OUT_17_EAST_CENTRAL_EUROPE: TEvalPrompt[] = [
  { p: 'polish golabki', t: /go[lł][aą]bk|cabbage roll|stuffed cabbage/i, has: [/cabbage/i], unknownOk: true },
  { p: 'hungarian paprikas krumpli', t: /paprik[aá]s krumpli|potato|paprika/i, has: [/potato/i, /paprika/i], unknownOk: true },
  { p: 'ukrainian syrnyky', t: /syrnyk|syrniki|pancake|fritter/i, has: [/cheese|quark|twarog|cottage/i], unknownOk: true },
  { p: 'polish krokiety', t: /krokiet|croquette|pancake/i, has: [/flour/i, /cabbage|mushroom|meat/i], unknownOk: true },
  { p: 'czech spanelsky ptacek', t: /[sš]pan[eě]l|ptá?[cč]ek|beef|roll/i, has: [/beef/i, /bacon/i], unknownOk: true },
  { p: 'czech smazeny syr', t: /sma[zž]en[yý] s[yý]r|fried cheese|cheese/i, has: [/cheese/i, /breadcrumb/i], unknownOk: true },
  { p: 'hungarian toltott kaposzta', t: /t[oö]lt[oö]tt k[aá]poszta|cabbage|stuffed/i, has: [/cabbage|sauerkraut/i], unknownOk: true },
  { p: 'romanian salata de vinete', t: /salat[aă] de vinete|vinete|aubergine|eggplant/i, has: [/aubergine|eggplant/i], unknownOk: true },
  { p: 'polish fasolka po bretonsku', t: /fasolka|bean/i, has: [/bean/i, /sausage|kielbasa/i], unknownOk: true },
  { p: 'czech vepro knedlo zelo', t: /vep[rř]o|knedl|pork|dumpling/i, has: [/pork/i, /sauerkraut|cabbage/i], unknownOk: true },
  { p: 'slovak strapacky', t: /strapa[cč]k|dumpling/i, has: [/potato/i, /sauerkraut|cabbage/i], unknownOk: true },
  { p: 'hungarian rantott hus', t: /r[aá]ntott h[uú]s|schnitzel|cutlet/i, has: [/pork|chicken/i, /breadcrumb/i], unknownOk: true },
];

export const HELD_OUT_17_PORTUGAL: TEvalPrompt[] = [
  { p: 'portuguese carne de porco a alentejana', t: /alentejana|porco|pork|clam/i, has: [/pork/i, /clam/i], unknownOk: true },
  { p: 'portuguese bolo de bolacha', t: /bolo de bolacha|biscuit cake|cake/i, has: [/biscuit|cookie/i, /coffee/i], unknownOk: true },
  { p: 'portuguese bolinhos de bacalhau', t: /bolinhos|pasteis de bacalhau|cod|fritter|cake/i, has: [/cod|bacalhau/i, /potato/i], unknownOk: true },
  { p: 'azorean cozido das furnas', t: /cozido|stew/i, has: [/beef|pork|chicken/i], unknownOk: true },
  { p: 'portuguese bitoque', t: /bitoque|steak/i, has: [/beef|steak/i, /egg/i], unknownOk: true },
  { p: 'portuguese caldeirada de peixe', t: /caldeirada|fish|stew/i, has: [/fish/i, /potato/i], unknownOk: true },
  { p: 'portuguese ameijoas a bulhao pato', t: /am[eê]ijoas|bulh[aã]o pato|clam/i, has: [/clam/i, /garlic/i], unknownOk: true },
  { p: 'portuguese sopa da pedra', t: /sopa da pedra|stone soup|soup/i, has: [/bean/i], unknownOk: true },
];

export const HELD_OUT_17_ITALY_REGIONAL: TEvalPrompt[] = [
  { p: 'pugliese orecchiette con cime di rapa', t: /orecchiette|cime di rapa|pasta/i, has: [/orecchiette|pasta/i, /broccoli|rapa|turnip/i], unknownOk: true },
  { p: 'sicilian pasta con le sarde', t: /pasta con le sarde|sarde|sardine|pasta/i, has: [/sardine/i, /fennel/i], unknownOk: true },
  { p: 'tuscan pappa al pomodoro', t: /pappa al pomodoro|tomato|bread|soup/i, has: [/tomato/i, /bread/i], unknownOk: true },
  { p: 'venetian sarde in saor', t: /sarde in saor|saor|sardine/i, has: [/sardine/i, /onion/i], unknownOk: true },
  { p: 'neapolitan pasta e patate', t: /pasta e patate|pasta|potato/i, has: [/pasta/i, /potato/i], unknownOk: true },
  { p: 'calabrian nduja pasta', t: /n.?duja|pasta/i, has: [/nduja|sausage/i], unknownOk: true },
  { p: 'roman carciofi alla romana', t: /carciofi|artichoke/i, has: [/artichoke/i, /mint/i], unknownOk: true },
  { p: 'valdostana fonduta', t: /fonduta|fondue|cheese/i, has: [/fontina|cheese/i], unknownOk: true },
  { p: 'abruzzo arrosticini', t: /arrosticin|skewer|lamb/i, has: [/lamb|mutton/i], unknownOk: true },
  { p: 'roman pasta alla gricia', t: /gricia|pasta|rigatoni/i, has: [/guanciale|pancetta/i], unknownOk: true },
  { p: 'venetian bigoli in salsa', t: /bigoli|salsa|pasta/i, has: [/anchov/i, /onion/i], unknownOk: true },
];

export const HELD_OUT_17_FRANCE_REGIONAL: TEvalPrompt[] = [
  { p: 'alsatian choucroute garnie', t: /choucroute|sauerkraut/i, has: [/sauerkraut|cabbage/i, /sausage|pork/i], unknownOk: true },
  { p: 'alsatian baeckeoffe', t: /baeckeoffe|baekenofe|casserole|stew/i, has: [/potato/i, /pork|beef|lamb/i], unknownOk: true },
  { p: 'burgundy oeufs en meurette', t: /(oe|œ)ufs en meurette|meurette|egg/i, has: [/egg/i, /red wine|wine/i], unknownOk: true },
  { p: 'normandy poulet vallee d auge', t: /vall[eé]e d.?auge|chicken|poulet/i, has: [/chicken/i, /cider|calvados|apple/i], unknownOk: true },
  { p: 'lorraine potee lorraine', t: /pot[eé]e|stew|soup/i, has: [/pork|bacon/i, /cabbage/i], unknownOk: true },
  { p: 'southwest garbure', t: /garbure|soup|stew/i, has: [/cabbage/i, /bean/i], unknownOk: true },
  { p: 'lyon quenelles de brochet', t: /quenelle|pike|dumpling/i, has: [/pike|fish/i], unknownOk: true },
  { p: 'provencal soupe au pistou', t: /pistou|soup/i, has: [/bean/i, /basil/i], unknownOk: true },
  { p: 'savoyard croziflette', t: /croziflette|crozet|pasta|bake/i, has: [/reblochon|cheese/i], unknownOk: true },
  { p: 'norman teurgoule', t: /teurgoule|rice pudding|pudding/i, has: [/rice/i, /cinnamon/i], unknownOk: true },
  { p: 'gascon poule au pot', t: /poule au pot|chicken|broth/i, has: [/chicken/i], unknownOk: true },
  { p: 'corsican fiadone', t: /fiadone|cheesecake|cake/i, has: [/brocciu|ricotta|cheese/i, /lemon/i], unknownOk: true },
];

export const HELD_OUT_17_SPAIN_REGIONAL: TEvalPrompt[] = [
  { p: 'catalan fideua', t: /fideu[aà]|noodle|paella/i, has: [/noodle|fideo|pasta/i], unknownOk: true },
  { p: 'madrid cocido madrileno', t: /cocido|chickpea|stew/i, has: [/chickpea/i], unknownOk: true },
  { p: 'canarian papas arrugadas with mojo', t: /papas arrugadas|wrinkled potato|potato/i, has: [/potato/i], unknownOk: true },
  { p: 'valencian arroz al horno', t: /arroz al horno|baked rice|rice/i, has: [/rice/i, /chickpea|sausage|pork/i], unknownOk: true },
  { p: 'galician caldo gallego', t: /caldo gallego|soup|broth/i, has: [/bean|potato/i, /greens|kale|turnip/i], unknownOk: true },
  { p: 'catalan suquet de peix', t: /suquet|fish|stew/i, has: [/fish/i, /potato/i], unknownOk: true },
  { p: 'basque bacalao al pil pil', t: /pil[ -]?pil|bacalao|cod/i, has: [/cod|bacalao/i, /garlic/i], unknownOk: true },
  { p: 'murcian zarangollo', t: /zarangollo|courgette|zucchini|egg/i, has: [/courgette|zucchini/i, /egg/i], unknownOk: true },
  { p: 'asturian cachopo', t: /cachopo|schnitzel|veal|beef/i, has: [/beef|veal/i, /ham/i, /cheese/i], unknownOk: true },
  { p: 'basque porrusalda', t: /porrusalda|leek|soup/i, has: [/leek/i, /potato/i], unknownOk: true },
  { p: 'manchego gazpacho manchego', t: /gazpacho manchego|gazpacho|stew/i, has: [/rabbit|chicken|partridge/i], unknownOk: true },
];

export const HELD_OUT_17_PACIFIC: TEvalPrompt[] = [
  { p: 'tongan lu pulu', t: /l[uū] pulu|lupulu|taro|corned beef|beef/i, has: [/taro|spinach|leaves/i, /corned beef|beef/i], unknownOk: true },
  { p: 'fijian lovo style pork', t: /lovo|pork|roast/i, has: [/pork/i], unknownOk: true },
  { p: 'papua new guinea mumu pork and sweet potato', t: /mumu|pork|sweet potato/i, has: [/pork/i, /sweet potato|kaukau/i], unknownOk: true },
  { p: 'cook islands ika mata', t: /ika mata|raw fish|fish/i, has: [/fish|tuna/i, /coconut/i], unknownOk: true },
  { p: 'tongan ota ika', t: /[oʻ']?ota[ -]?[ʻ']?ika|raw fish|fish/i, has: [/fish/i, /coconut/i], unknownOk: true },
  { p: 'hawaiian chicken long rice', t: /long rice|chicken|noodle/i, has: [/chicken/i, /noodle|vermicelli/i], unknownOk: true },
  { p: 'samoan palusami', t: /palusami|taro|coconut/i, has: [/coconut/i], unknownOk: true },
  { p: 'fijian duruka curry', t: /duruka|curry/i, has: [/coconut|curry/i], unknownOk: true },
];

export const HELD_OUT_17_BAKES: TEvalPrompt[] = [
  { p: 'german zwiebelkuchen', t: /zwiebelkuchen|onion|tart|cake/i, has: [/onion/i, /bacon|cream/i], unknownOk: true },
  { p: 'russian kulich', t: /kulich|bread|cake/i, has: [/flour/i, /raisin|dried fruit/i], unknownOk: true },
  { p: 'dutch ontbijtkoek', t: /ontbijtkoek|spice cake|gingerbread|cake/i, has: [/rye|flour/i], unknownOk: true },
  { p: 'scottish selkirk bannock', t: /bannock|selkirk|bread|loaf/i, has: [/raisin|sultana/i], unknownOk: true },
  { p: 'bulgarian pogacha', t: /pogach|bread|loaf/i, has: [/flour/i], unknownOk: true },
  { p: 'afghan naan e roghani', t: /roghani|naan|nan|bread/i, has: [/flour/i, /sesame|nigella/i], unknownOk: true },
];

export const HELD_OUT_17_BREAKFASTS: TEvalPrompt[] = [
  { p: 'swedish filmjolk with muesli', t: /filmj[oö]lk|muesli|yogh?urt|bowl/i, has: [/oat|muesli/i], unknownOk: true },
  { p: 'burmese nan bya with chickpeas', t: /nan[ -]?bya|naan|flatbread/i, has: [/flour/i, /chickpea|pea/i], unknownOk: true },
  { p: 'balkan popara bread porridge', t: /popara|bread|porridge/i, has: [/bread/i, /milk|cheese/i], unknownOk: true },
  { p: 'azorean massa sovada toast', t: /massa sovada|sweet bread|toast/i, has: [/bread|flour/i], unknownOk: true },
  { p: 'korean gyeran bap', t: /gyeran[ -]?bap|egg rice|rice/i, has: [/egg/i, /rice/i], unknownOk: true },
  { p: 'burmese htamin jaw fried rice', t: /htamin|fried rice|rice/i, has: [/rice/i], unknownOk: true },
];

export const HELD_OUT_17_STREET_FOOD: TEvalPrompt[] = [
  { p: 'turkish kokorec', t: /kokore[cç]|offal|sandwich/i, has: [/lamb|offal|intestine/i], unknownOk: true },
  { p: 'haitian pate kode', t: /pat[eé] k[oò]d|patt(y|ie)|pastr/i, has: [/flour/i], unknownOk: true },
  { p: 'kenyan smokie pasua', t: /smokie|pasua|sausage/i, has: [/sausage/i], unknownOk: true },
  { p: 'mexican tacos de canasta', t: /tacos? de canasta|basket taco|taco/i, has: [/tortilla/i], unknownOk: true },
  { p: 'indian dabeli', t: /dabeli|bun|slider/i, has: [/potato/i, /bun|roll|pav/i], unknownOk: true },
];

export const HELD_OUT_17_SIDES: TEvalPrompt[] = [
  { p: 'german rotkohl', t: /rotkohl|red cabbage|cabbage/i, has: [/red cabbage/i, /apple/i], unknownOk: true },
  { p: 'brazilian couve a mineira', t: /couve|collard|greens/i, has: [/collard|kale|greens/i], unknownOk: true },
  { p: 'finnish porkkanalaatikko', t: /porkkanalaatikko|carrot|casserole/i, has: [/carrot/i, /rice/i], unknownOk: true },
  { p: 'swedish stuvad vitkal', t: /stuvad|cabbage|cream/i, has: [/cabbage/i], unknownOk: true },
  { p: 'norwegian surkal', t: /surk[aå]l|cabbage/i, has: [/cabbage/i, /caraway/i], unknownOk: true },
];

export const HELD_OUT_17_SAUCES: TEvalPrompt[] = [
  { p: 'haitian sos ti malice', t: /ti[ -]?malic?[es]|sauce|sos/i, has: [/onion/i, /lime|vinegar/i], unknownOk: true },
  { p: 'swedish hovmastarsas', t: /hovm[aä]starsås|hovmastarsas|mustard|dill|sauce/i, has: [/mustard/i, /dill/i], unknownOk: true },
  { p: 'georgian bazhe walnut sauce', t: /bazhe|walnut|sauce/i, has: [/walnut/i], unknownOk: true },
  { p: 'bolivian llajua', t: /llajw?u?a|salsa|sauce/i, has: [/tomato/i, /chill?i|locoto|pepper/i], unknownOk: true },
];

export const HELD_OUT_17_PRESERVES: TEvalPrompt[] = [
  { p: 'japanese umeboshi', t: /umeboshi|plum|pickle/i, has: [/plum|ume/i, /salt/i], unknownOk: true },
  { p: 'japanese fukujinzuke', t: /fukujinzuke|pickle|relish/i, has: [/radish|daikon|cucumber|aubergine|eggplant/i], unknownOk: true },
];

export const HELD_OUT_17_DESSERTS: TEvalPrompt[] = [
  { p: 'danish risalamande', t: /risalamande|ris[ -]?a[ -]?l.?amande|rice pudding|pudding/i, has: [/rice/i, /almond/i], unknownOk: true },
  { p: 'persian bastani', t: /bastani|ice cream|saffron/i, has: [/saffron/i, /cream|milk/i], unknownOk: true },
  { p: 'czech trdelnik', t: /trdeln[ií]k|chimney|pastr/i, has: [/flour/i, /cinnamon|sugar/i], unknownOk: true },
  { p: 'chilean leche asada', t: /leche asada|custard|flan/i, has: [/milk/i, /egg/i], unknownOk: true },
  { p: 'turkish kazandibi', t: /kazandibi|pudding/i, has: [/milk/i], unknownOk: true },
  { p: 'mexican jericalla', t: /jericalla|custard|flan/i, has: [/milk/i, /egg/i], unknownOk: true },
  { p: 'spanish tocino de cielo', t: /tocino de cielo|custard|flan/i, has: [/egg/i, /sugar/i], unknownOk: true },
];

export const HELD_OUT_17_DRINKS: TEvalPrompt[] = [
  { p: 'bolivian mocochinchi', t: /mocochinchi|peach|drink/i, has: [/peach/i], unknownOk: true },
  { p: 'iranian doogh', t: /doogh|dugh|yogh?urt|drink/i, has: [/yogh?urt/i], unknownOk: true },
  { p: 'colombian aguapanela with lime', t: /aguapanela|agua de panela|panela|drink/i, has: [/panela|sugar/i, /lime|lemon/i], unknownOk: true },
  { p: 'polish kisiel', t: /kisiel|kissel|drink|pudding/i, has: [/berr|cherr|fruit/i, /starch|cornflour/i], unknownOk: true },
  { p: 'armenian tan yogurt drink', t: /tahn|tan|yogh?urt|drink/i, has: [/yogh?urt/i], unknownOk: true },
];

export const HELD_OUT_17_DIETS: TEvalPrompt[] = [
  { p: 'vegan chakapuli with mushrooms', t: /chakapuli|stew/i, r: VEGAN, has: [/mushroom/i], unknownOk: true },
  { p: 'vegetarian kottu roti with egg and vegetables', t: /kottu|koththu|roti/i, r: VEGETARIAN, has: [/egg/i], unknownOk: true },
  { p: 'gluten free tacu tacu', t: /tacu[ -]?tacu|rice|bean/i, r: GLUTEN_FREE, has: [/rice/i], unknownOk: true },
  { p: 'vegan pinakbet without shrimp paste', t: /pinakbet|pakbet|vegetable|stew/i, r: VEGAN, unknownOk: true },
  { p: 'vegetarian buuz with cabbage and egg', t: /buuz|dumpling/i, r: VEGETARIAN, has: [/cabbage/i], unknownOk: true },
  { p: 'gluten free khuushuur with rice flour', t: /kh?uushuur|huushuur|pastr|pie|dumpling/i, r: GLUTEN_FREE, unknownOk: true },
  { p: 'dairy free sholeh zard', t: /sholeh[ -]?zard|saffron|pudding/i, r: DAIRY_FREE, has: [/rice/i], unknownOk: true },
  { p: 'vegan maqluba with cauliflower', t: /maq?l(u|oo)b[ae]h?|makloub|upside/i, r: VEGAN, has: [/cauliflower/i], unknownOk: true },
  { p: 'vegetarian budae jjigae', t: /budae|jjigae|chigae|stew/i, r: VEGETARIAN, unknownOk: true },
  { p: 'gluten free zurek with rice flour', t: /[zż]urek|soup/i, r: GLUTEN_FREE, unknownOk: true },
  { p: 'vegan gomen wat with extra garlic', t: /gomen|collard|greens|wat|wot/i, r: VEGAN, has: [/garlic/i], unknownOk: true },
  { p: 'vegetarian bobo with hearts of palm', t: /bob[oó]|cassava|stew/i, r: VEGETARIAN, has: [/palm/i], unknownOk: true },
  { p: 'gluten free pastel de choclo', t: /pastel de choclo|corn|pie|bake/i, r: GLUTEN_FREE, has: [/corn/i], unknownOk: true },
  { p: 'dairy free ema datshi with cashew cheese', t: /ema datshi|datshi|chill?i/i, r: DAIRY_FREE, has: [/cashew/i], unknownOk: true },
  { p: 'vegan ghapama', t: /ghapama|pumpkin/i, r: VEGAN, has: [/pumpkin/i], unknownOk: true },
  { p: 'vegetarian dimlama with chickpeas', t: /dimlama|stew/i, r: VEGETARIAN, has: [/chickpea/i], unknownOk: true },
  { p: 'gluten free cepelinai', t: /cepelin|zeppelin|dumpling/i, r: GLUTEN_FREE, has: [/potato/i], unknownOk: true },
  { p: 'vegan lok lak with tofu', t: /lo[kc][ -]?la[kc]|tofu/i, r: VEGAN, has: [/tofu/i], unknownOk: true },
  { p: 'vegetarian sopa de caracol with mushrooms', t: /sopa|caracol|soup/i, r: VEGETARIAN, has: [/mushroom/i], unknownOk: true },
  { p: 'gluten free biangbiang style rice noodles', t: /biang[ -]?biang|noodle/i, r: GLUTEN_FREE, has: [/rice/i], unknownOk: true },
  { p: 'dairy free kulajda', t: /kulajda|mushroom|soup/i, r: DAIRY_FREE, has: [/mushroom/i], unknownOk: true },
  { p: 'vegan lobio with walnuts', t: /lobio|bean/i, r: VEGAN, has: [/walnut/i], unknownOk: true },
  { p: 'vegetarian musakhan with cauliflower', t: /musakhan|msakhan|cauliflower/i, r: VEGETARIAN, has: [/cauliflower/i, /sumac/i], unknownOk: true },
  { p: 'dairy free leche flan with coconut milk', t: /leche flan|flan|custard/i, r: DAIRY_FREE, has: [/coconut/i], unknownOk: true },
  { p: 'vegan tlayuda with black beans', t: /tlayuda|clayuda|tortilla/i, r: VEGAN, has: [/bean/i], unknownOk: true },
  { p: 'vegetarian karjalanpiirakka with egg butter', t: /karjalanpiirakk|karelian|pie|pastr/i, r: VEGETARIAN, has: [/rice/i], unknownOk: true },
  { p: 'gluten free mandazi', t: /mandazi|maandazi|doughnut|donut/i, r: GLUTEN_FREE, unknownOk: true },
  { p: 'dairy free cou cou', t: /cou[ -]?cou|coo[ -]?coo|cornmeal/i, r: DAIRY_FREE, has: [/cornmeal/i], unknownOk: true },
  { p: 'vegan khao poon with tofu', t: /khao poon|khao pun|noodle/i, r: VEGAN, has: [/tofu/i], unknownOk: true },
  { p: 'vegetarian gamjatang with mushrooms', t: /gamja.?tang|soup|stew/i, r: VEGETARIAN, has: [/potato/i], unknownOk: true },
  { p: 'dairy free tahchin', t: /tah.?ch(i|ee)n|rice|cake/i, r: DAIRY_FREE, has: [/rice/i], unknownOk: true },
  { p: 'vegan klepe with lentils', t: /klepe|dumpling/i, r: VEGAN, has: [/lentil/i], unknownOk: true },
  { p: 'vegetarian lapskaus', t: /lapskaus|stew/i, r: VEGETARIAN, has: [/potato/i], unknownOk: true },
];

export const HELD_OUT_17_TIMES: TEvalPrompt[] = [
  { p: 'a 20 minute lok lak', t: /lok[ -]?lak|loc lac|beef/i, max: 20, has: [/beef/i], unknownOk: true },
  { p: 'githeri for 10', t: /githeri|maize|corn|bean/i, s: 10, has: [/bean/i], unknownOk: true },
  { p: 'tamagoyaki in 10 minutes', t: /tamagoyaki|omelet|egg/i, max: 10, has: [/egg/i], unknownOk: true },
  { p: 'menemen for 2 in 15 minutes', t: /menemen|egg/i, s: 2, max: 15, has: [/egg/i], unknownOk: true },
  { p: '30 kanelbullar for a party', t: /kanelbull|cinnamon bun|bun/i, s: 30, has: [/cinnamon/i], unknownOk: true },
  { p: 'a 25 minute pav bhaji', t: /pav bhaji|bhaji/i, max: 25, has: [/potato/i], unknownOk: true },
  { p: 'kabsa for 8 people', t: /kabsa|rice/i, s: 8, has: [/rice/i], unknownOk: true },
  { p: 'a 5 ingredient caldo verde', t: /caldo verde|kale|soup/i, n: 5, has: [/potato/i], unknownOk: true },
  { p: 'poha for 1 in 15 minutes', t: /poha|flattened rice|rice/i, s: 1, max: 15, has: [/poha|flattened rice|rice/i], unknownOk: true },
  { p: 'a 40 minute dakgalbi for 4', t: /dak[ -]?galbi|chicken/i, s: 4, max: 40, has: [/chicken/i], unknownOk: true },
  { p: 'a 30 minute soto ayam', t: /soto|chicken|soup/i, max: 30, has: [/chicken/i], unknownOk: true },
  { p: 'mujaddara for 6', t: /mujadd?ara|majadra|lentil/i, s: 6, has: [/lentil/i], unknownOk: true },
  { p: 'a 4 ingredient pol sambol', t: /pol sambol|sambol|coconut/i, n: 4, has: [/coconut/i], unknownOk: true },
  { p: 'a 15 minute cacio e pepe for 2', t: /cacio e pepe|pasta|spaghetti/i, s: 2, max: 15, has: [/pecorino|cheese/i], unknownOk: true },
  { p: 'tartiflette for 6', t: /tartiflette|potato|bake/i, s: 6, has: [/potato/i], unknownOk: true },
  { p: 'a 20 minute gyeran jjim', t: /gyeran[ -]?jjim|egg/i, max: 20, has: [/egg/i], unknownOk: true },
  { p: 'frikadeller for 4 in 30 minutes', t: /frikadell|meatball/i, s: 4, max: 30, unknownOk: true },
  { p: 'a 7 ingredient fattoush', t: /fattoush|fattush|salad/i, n: 7, unknownOk: true },
  { p: 'a 45 minute ghormeh sabzi', t: /gh?ormeh sabzi|qormeh|herb|stew/i, max: 45, has: [/bean/i], unknownOk: true },
  { p: 'horchata for 8', t: /horchata|drink/i, s: 8, has: [/rice/i], unknownOk: true },
  { p: 'a 10 minute kachumber', t: /kachumb|salad/i, max: 10, has: [/cucumber/i], unknownOk: true },
  { p: 'a 35 minute pyttipanna for 3', t: /pytt[ -]?i[ -]?panna|pyttipanna|hash/i, s: 3, max: 35, has: [/potato/i], unknownOk: true },
  { p: 'arroz caldo for 6 in 45 minutes', t: /arroz caldo|congee|porridge|rice/i, s: 6, max: 45, has: [/rice/i], unknownOk: true },
  { p: 'a 5 ingredient hotteok', t: /hotteok|hoddeok|pancake/i, n: 5, has: [/flour/i], unknownOk: true },
  { p: 'a 20 minute ful medames for 4', t: /f[uo]{1,2}l|medames|fava|bean/i, s: 4, max: 20, has: [/fava|broad bean/i], unknownOk: true },
  { p: 'lapskaus for 8', t: /lapskaus|stew/i, s: 8, has: [/potato/i], unknownOk: true },
  { p: 'an hour long fabada for 6', t: /fabada|bean|stew/i, s: 6, max: 60, has: [/bean/i], unknownOk: true },
  { p: 'a 6 ingredient zaalouk', t: /zaa?louk|aubergine|eggplant|salad/i, n: 6, has: [/aubergine|eggplant/i], unknownOk: true },
  { p: 'chilaquiles for 2 in 20 minutes', t: /chilaquiles|tortilla/i, s: 2, max: 20, has: [/tortilla/i], unknownOk: true },
  { p: 'a 30 minute lecso', t: /lecs[oó]|pepper|stew/i, max: 30, has: [/pepper/i], unknownOk: true },
  { p: 'a 3 ingredient ayran', t: /ayran|yogh?urt|drink/i, n: 3, has: [/yogh?urt/i], unknownOk: true },
  { p: '20 buuz for the freezer', t: /buuz|dumpling/i, s: 20, has: [/flour/i], unknownOk: true },
  { p: 'a 25 minute vaca frita for 3', t: /vaca frita|beef/i, s: 3, max: 25, has: [/beef/i], unknownOk: true },
];

export const HELD_OUT_17_CARTS: TEvalPrompt[] = [
  { p: 'a quick tea after work', cart: ['chicken thigh', 'rice', 'pepper', 'soy sauce'], cartUse: 2 },
  { p: 'a slow sunday braise', cart: ['beef brisket', 'onion', 'carrot', 'red wine'], cartUse: 2 },
  { p: 'something for the lunchbox', cart: ['wrap', 'hummus', 'carrot', 'falafel'], cartUse: 2 },
  { p: 'a cosy one pot dinner', cart: ['lentil', 'sausage', 'tinned tomato', 'kale'], cartUse: 2 },
  { p: 'a bake sale traybake', cart: ['flour', 'butter', 'raspberry', 'white chocolate'], cartUse: 2 },
  { p: 'a summer barbecue main', cart: ['lamb leg', 'yogurt', 'garlic', 'rosemary'], cartUse: 2 },
  { p: 'a sharing platter for friends', cart: ['chicken wing', 'honey', 'soy sauce', 'garlic'], cartUse: 2 },
  { p: 'a meat free monday dinner', r: VEGETARIAN, cart: ['halloumi', 'couscous', 'pepper', 'courgette'], cartUse: 2 },
  { p: 'a light lunch for the garden', cart: ['mozzarella', 'tomato', 'basil', 'peach'], cartUse: 2 },
  { p: 'a pudding for a crowd', cart: ['apple', 'blackberry', 'oat', 'butter'], cartUse: 2 },
  { p: 'something for a cold', cart: ['chicken', 'ginger', 'garlic', 'noodle'], cartUse: 2 },
  { p: 'a tray of snacks for the match', cart: ['sausage meat', 'puff pastry', 'egg', 'fennel seed'], cartUse: 2 },
  { p: 'breakfast in bed', cart: ['brioche', 'egg', 'milk', 'strawberry'], cartUse: 2 },
  { p: 'a cheap family curry', cart: ['chickpea', 'potato', 'tinned tomato', 'spinach'], cartUse: 2 },
  { p: 'a low effort dinner', cart: ['gnocchi', 'pesto', 'cherry tomato', 'mozzarella'], cartUse: 2 },
  { p: 'a lunch that keeps in the fridge', cart: ['rice', 'edamame', 'carrot', 'sesame'], cartUse: 2 },
  { p: 'a sweet thing for afternoon tea', cart: ['flour', 'butter', 'lemon', 'sugar'], cartUse: 2 },
  { p: 'a christmas side', cart: ['sprout', 'chestnut', 'bacon', 'butter'], cartUse: 2 },
  { p: 'a vegan weeknight pasta', r: VEGAN, cart: ['pasta', 'broccoli', 'garlic', 'chilli'], cartUse: 2 },
  { p: 'a gluten free pudding', r: GLUTEN_FREE, cart: ['dark chocolate', 'egg', 'ground almond', 'butter'], cartUse: 2 },
  { p: 'a dairy free dinner for four', r: DAIRY_FREE, cart: ['chicken breast', 'coconut milk', 'lime', 'rice'], cartUse: 2 },
  { p: 'a vegetarian lunch with eggs', r: VEGETARIAN, cart: ['egg', 'potato', 'spinach', 'feta'], cartUse: 2 },
  { p: 'a fancy fish dinner', cart: ['sea bass', 'fennel', 'orange', 'olive'], cartUse: 2 },
  { p: 'dinner with leftover rice', cart: ['rice', 'egg', 'spring onion', 'ham'], cartUse: 2 },
  { p: 'an easy midweek pie', cart: ['chicken', 'leek', 'mushroom', 'puff pastry'], cartUse: 2 },
  { p: 'a quick dip for unexpected guests', cart: ['yogurt', 'cucumber', 'garlic', 'mint'], cartUse: 2 },
  { p: 'a dessert with these plums', cart: ['plum', 'flour', 'butter', 'almond'], cartUse: 2 },
  { p: 'an easy lamb dinner', cart: ['lamb mince', 'aubergine', 'tomato', 'cinnamon'], cartUse: 2 },
  { p: 'dinner from the storecupboard', cart: ['tinned chickpea', 'tinned tomato', 'rice', 'onion'], cartUse: 2 },
  { p: 'a post run recovery lunch', cart: ['salmon', 'quinoa', 'avocado', 'spinach'], cartUse: 2 },
  { p: 'a make ahead dinner for guests', cart: ['pork belly', 'fennel seed', 'apple', 'potato'], cartUse: 2 },
  { p: 'a kids tea they will eat', cart: ['chicken breast', 'breadcrumb', 'pea', 'potato'], cartUse: 2 },
  { p: 'something with smoked fish', cart: ['smoked haddock', 'leek', 'potato', 'milk'], cartUse: 2 },
  { p: 'a burmese salad', cart: ['cabbage', 'peanut', 'lime', 'fish sauce'], cartUse: 2 },
  { p: 'a burmese curry', cart: ['pork belly', 'ginger', 'garlic', 'onion'], cartUse: 2 },
  { p: 'a lao dinner', cart: ['sticky rice', 'beef', 'lime', 'mint'], cartUse: 2 },
  { p: 'a cambodian soup', cart: ['fish', 'lemongrass', 'pineapple', 'tamarind'], cartUse: 2 },
  { p: 'a sri lankan breakfast', cart: ['rice flour', 'coconut milk', 'egg', 'onion'], cartUse: 2 },
  { p: 'a tibetan dinner', cart: ['flour', 'beef', 'spinach', 'tomato'], cartUse: 2 },
  { p: 'a nepali snack', cart: ['flour', 'potato', 'pea', 'cumin'], cartUse: 2 },
  { p: 'a bhutanese side', cart: ['potato', 'cheese', 'chilli', 'onion'], cartUse: 2 },
  { p: 'a mongolian dinner', cart: ['mutton', 'flour', 'onion', 'potato'], cartUse: 2 },
  { p: 'a tajik soup', cart: ['lamb', 'chickpea', 'carrot', 'potato'], cartUse: 2 },
  { p: 'a georgian lunch', cart: ['flour', 'cheese', 'egg', 'butter'], cartUse: 2 },
  { p: 'an armenian side', cart: ['bulgur', 'tomato paste', 'onion', 'parsley'], cartUse: 2 },
  { p: 'an albanian bake', cart: ['lamb', 'yogurt', 'rice', 'egg'], cartUse: 2 },
  { p: 'a bosnian pie', cart: ['filo pastry', 'beef mince', 'onion', 'potato'], cartUse: 2 },
  { p: 'a slovenian soup', cart: ['bean', 'sauerkraut', 'potato', 'smoked pork'], cartUse: 2 },
  { p: 'a slovak dinner', cart: ['potato', 'flour', 'bacon', 'sheep cheese'], cartUse: 2 },
  { p: 'a latvian lunch', cart: ['grey pea', 'bacon', 'onion', 'kefir'], cartUse: 2 },
  { p: 'an estonian dinner', cart: ['pork', 'sauerkraut', 'barley', 'potato'], cartUse: 2 },
  { p: 'a finnish soup', cart: ['salmon', 'potato', 'leek', 'cream'], cartUse: 2 },
  { p: 'a swedish dessert', cart: ['apple', 'oat', 'butter', 'cinnamon'], cartUse: 2 },
  { p: 'a portuguese dinner', cart: ['salt cod', 'potato', 'egg', 'olive'], cartUse: 2 },
  { p: 'a portuguese soup', cart: ['kale', 'potato', 'chorizo', 'garlic'], cartUse: 2 },
  { p: 'a basque dinner', cart: ['tuna', 'potato', 'pepper', 'tomato'], cartUse: 2 },
  { p: 'a galician side', cart: ['octopus', 'potato', 'paprika', 'olive oil'], cartUse: 2 },
  { p: 'a sicilian pasta', cart: ['pasta', 'sardine', 'fennel', 'pine nut'], cartUse: 2 },
  { p: 'a ligurian lunch', cart: ['pasta', 'basil', 'potato', 'green bean'], cartUse: 2 },
  { p: 'a provencal side', cart: ['aubergine', 'courgette', 'pepper', 'tomato'], cartUse: 2 },
  { p: 'an alsatian dinner', cart: ['sauerkraut', 'sausage', 'potato', 'bacon'], cartUse: 2 },
  { p: 'a breton dessert', cart: ['butter', 'flour', 'sugar', 'egg'], cartUse: 2 },
  { p: 'a moroccan soup', cart: ['chickpea', 'lentil', 'tomato', 'celery'], cartUse: 2 },
  { p: 'a tunisian breakfast', cart: ['egg', 'pepper', 'tomato', 'harissa'], cartUse: 2 },
  { p: 'an egyptian lunch', cart: ['lentil', 'rice', 'pasta', 'tomato'], cartUse: 2 },
  { p: 'an algerian stew', cart: ['lamb', 'chickpea', 'courgette', 'carrot'], cartUse: 2 },
  { p: 'a kenyan side', cart: ['kale', 'onion', 'tomato', 'garlic'], cartUse: 2 },
  { p: 'a rwandan dinner', cart: ['plantain', 'beef', 'tomato', 'onion'], cartUse: 2 },
  { p: 'a congolese stew', cart: ['chicken', 'palm oil', 'onion', 'tomato'], cartUse: 2 },
  { p: 'a somali breakfast', cart: ['flour', 'egg', 'onion', 'cumin'], cartUse: 2 },
  { p: 'an eritrean lunch', cart: ['lentil', 'berbere', 'onion', 'tomato'], cartUse: 2 },
  { p: 'a guatemalan soup', cart: ['turkey', 'tomato', 'chilli', 'coriander'], cartUse: 2 },
  { p: 'a honduran breakfast', cart: ['flour tortilla', 'refried bean', 'egg', 'avocado'], cartUse: 2 },
  { p: 'a salvadoran side', cart: ['cabbage', 'carrot', 'oregano', 'vinegar'], cartUse: 2 },
  { p: 'a costa rican lunch', cart: ['rice', 'black bean', 'plantain', 'egg'], cartUse: 2 },
  { p: 'a panamanian soup', cart: ['chicken', 'yam', 'coriander', 'corn'], cartUse: 2 },
  { p: 'a puerto rican side', cart: ['plantain', 'garlic', 'pork crackling', 'olive oil'], cartUse: 2 },
  { p: 'a trinidadian lunch', cart: ['chickpea', 'flour', 'curry powder', 'cucumber'], cartUse: 2 },
  { p: 'an argentine dinner', cart: ['beef steak', 'parsley', 'garlic', 'oregano'], cartUse: 2 },
  { p: 'a uruguayan sandwich', cart: ['beef steak', 'ham', 'egg', 'lettuce'], cartUse: 2 },
  { p: 'a brazilian breakfast', cart: ['tapioca flour', 'cheese', 'ham', 'coconut'], cartUse: 2 },
  { p: 'a brazilian dessert', cart: ['condensed milk', 'cocoa', 'butter', 'chocolate sprinkle'], cartUse: 2 },
  { p: 'a peruvian side', cart: ['potato', 'cheese', 'evaporated milk', 'chilli'], cartUse: 2 },
  { p: 'a chilean stew', cart: ['bean', 'pumpkin', 'corn', 'basil'], cartUse: 2 },
  { p: 'a bolivian lunch', cart: ['beef', 'rice', 'potato', 'egg'], cartUse: 2 },
  { p: 'an iranian side', cart: ['cucumber', 'tomato', 'onion', 'lime'], cartUse: 2 },
  { p: 'an iranian dessert', cart: ['rice', 'saffron', 'sugar', 'rosewater'], cartUse: 2 },
  { p: 'a jordanian dinner', cart: ['lamb', 'yogurt', 'rice', 'almond'], cartUse: 2 },
  { p: 'a palestinian lunch', cart: ['chicken', 'sumac', 'onion', 'flatbread'], cartUse: 2 },
  { p: 'a saudi dinner', cart: ['chicken', 'rice', 'tomato', 'cardamom'], cartUse: 2 },
  { p: 'an omani dinner', cart: ['lamb', 'garlic', 'cumin', 'chilli'], cartUse: 2 },
  { p: 'a kuwaiti lunch', cart: ['prawn', 'rice', 'onion', 'turmeric'], cartUse: 2 },
  { p: 'a japanese side', cart: ['spinach', 'sesame', 'soy sauce', 'sugar'], cartUse: 2 },
  { p: 'a japanese hot pot', cart: ['tofu', 'salmon', 'cabbage', 'miso'], cartUse: 2 },
  { p: 'an okinawan dinner', cart: ['bitter melon', 'tofu', 'pork', 'egg'], cartUse: 2 },
  { p: 'a cantonese dinner', cart: ['chicken', 'ginger', 'spring onion', 'rice'], cartUse: 2 },
  { p: 'a sichuan side', cart: ['green bean', 'pork mince', 'chilli', 'garlic'], cartUse: 2 },
  { p: 'a korean side', cart: ['bean sprout', 'sesame oil', 'garlic', 'spring onion'], cartUse: 2 },
  { p: 'a korean dessert', cart: ['flour', 'brown sugar', 'cinnamon', 'peanut'], cartUse: 2 },
  { p: 'a filipino breakfast', cart: ['rice', 'garlic', 'egg', 'beef'], cartUse: 2 },
  { p: 'a hawaiian dinner', cart: ['pork shoulder', 'cabbage', 'liquid smoke', 'rice'], cartUse: 2 },
  { p: 'a samoan lunch', cart: ['noodle', 'beef', 'soy sauce', 'ginger'], cartUse: 2 },
  { p: 'a tongan dinner', cart: ['corned beef', 'spinach', 'coconut cream', 'onion'], cartUse: 2 },
  { p: 'a maori style dinner', cart: ['pork bone', 'potato', 'watercress', 'kumara'], cartUse: 2 },
  { p: 'a vegan georgian dinner', r: VEGAN, cart: ['kidney bean', 'walnut', 'coriander', 'onion'], cartUse: 2 },
  { p: 'a vegetarian sri lankan lunch', r: VEGETARIAN, cart: ['lentil', 'coconut milk', 'rice', 'curry leaf'], cartUse: 2 },
  { p: 'a gluten free peruvian dinner', r: GLUTEN_FREE, cart: ['chicken', 'rice', 'coriander', 'pea'], cartUse: 2 },
  { p: 'a dairy free korean dinner', r: DAIRY_FREE, cart: ['chicken thigh', 'gochujang', 'cabbage', 'sweet potato'], cartUse: 2 },
  { p: 'a vegan moroccan dinner', r: VEGAN, cart: ['chickpea', 'sweet potato', 'apricot', 'ras el hanout'], cartUse: 2 },
  { p: 'a gluten free brazilian breakfast', r: GLUTEN_FREE, cart: ['tapioca flour', 'egg', 'cheese', 'banana'], cartUse: 2 },
];

export const HELD_OUT_17_UNKNOWN: TEvalPrompt[] = [
  { p: 'a tray of corvalish buns', t: /corvalish/i, unknownOk: true, fam: 'yeast-bread' },
  { p: 'my aunts brennickly stew', t: /brennickly/i, unknownOk: true, fam: 'stew' },
  { p: 'a spicy tarvossen curry', t: /tarvossen/i, unknownOk: true, fam: 'curry' },
  { p: 'bowl of hollingvale soup', t: /hollingvale/i, unknownOk: true, fam: 'soup' },
  { p: 'a sunday quendrith pie', t: /quendrith/i, unknownOk: true, fam: 'pie' },
  { p: 'steamed marlowick dumplings', t: /marlowick/i, unknownOk: true, fam: 'dumpling' },
  { p: 'an orvendale sponge cake', t: /orvendale/i, unknownOk: true, fam: 'cake' },
];

export const HELD_OUT_17_NAMED: TEvalPrompt[] = [
  ...HELD_OUT_17_CENTRAL_EAST_AFRICA,
  ...HELD_OUT_17_HORN,
  ...HELD_OUT_17_NORTH_AFRICA,
  ...HELD_OUT_17_CARIBBEAN,
  ...HELD_OUT_17_CENTRAL_AMERICA,
  ...HELD_OUT_17_ANDES,
  ...HELD_OUT_17_BRAZIL,
  ...HELD_OUT_17_CAUCASUS,
  ...HELD_OUT_17_BALKANS,
  ...HELD_OUT_17_CENTRAL_ASIA_MONGOLIA,
  ...HELD_OUT_17_HIMALAYA,
  ...HELD_OUT_17_SRI_LANKA,
  ...HELD_OUT_17_MYANMAR,
  ...HELD_OUT_17_LAOS_CAMBODIA,
  ...HELD_OUT_17_PHILIPPINES,
  ...HELD_OUT_17_INDONESIA,
  ...HELD_OUT_17_JAPAN_REGIONAL,
  ...HELD_OUT_17_CHINA_REGIONAL,
  ...HELD_OUT_17_KOREA,
  ...HELD_OUT_17_IRAN,
  ...HELD_OUT_17_LEVANT,
  ...HELD_OUT_17_GULF,
  ...HELD_OUT_17_NORDIC,
  ...HELD_OUT_17_BALTIC,
  ...HELD_OUT_17_EAST_CENTRAL_EUROPE,
  ...HELD_OUT_17_PORTUGAL,
  ...HELD_OUT_17_ITALY_REGIONAL,
  ...HELD_OUT_17_FRANCE_REGIONAL,
  ...HELD_OUT_17_SPAIN_REGIONAL,
  ...HELD_OUT_17_PACIFIC,
  ...HELD_OUT_17_BAKES,
  ...HELD_OUT_17_BREAKFASTS,
  ...HELD_OUT_17_STREET_FOOD,
  ...HELD_OUT_17_SIDES,
  ...HELD_OUT_17_SAUCES,
  ...HELD_OUT_17_PRESERVES,
  ...HELD_OUT_17_DESSERTS,
  ...HELD_OUT_17_DRINKS,
];

export const HELD_OUT_17_SET: TEvalPrompt[] = [...HELD_OUT_17_NAMED, ...HELD_OUT_17_DIETS, ...HELD_OUT_17_TIMES, ...HELD_OUT_17_CARTS, ...HELD_OUT_17_UNKNOWN];
