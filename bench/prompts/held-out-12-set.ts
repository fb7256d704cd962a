// The composer's twelfth held-out set (issue 26): prompts of our own, written on 2026-11-28 by a session that
// does not change the composer, without running the composer on them or reading its source.
// The first eleven held-out sets are spent: their misses were read. Do not read this set's misses while working;
// score it once, at the end of a piece of work (npx tsx bench/prompts/run.ts --set held-out-12).
// Same checks as eval-set.ts (see TEvalPrompt there). Dishes the offline cookbook may well not know
// carry unknownOk: DISH_UNKNOWN is a right answer for them, and a 200 answer must still be the dish.
// Prompts with no title check are open requests: a 'cart' or 'open' answer is not unrelated for them.
// Cart items are written singular and without accents because run.ts matches an item's last word as a
// substring of an ingredient line.
// Title patterns take the dish's usual spellings, accents and transliterations.
// None repeats a prompt of eval-set.ts (landing prompts included), the example prompts or held-out sets 1–11:
// checked by a script before committing (prompts lower-cased, accents and punctuation stripped, articles and
// filler words dropped; shared words counted over the longer prompt). Of 1052 drafts, 393 were dropped:
// 78 exact repeats, 3 same-words repeats, 54 sharing 75% or more of their words, 220 whose words all
// appear in an earlier prompt naming a dish or hold all of its words (the dish asked for before, with a detail
// added or taken away: 'Mumbai bhel puri' after 'bhel puri'), 38 sharing 60–74% that were read by hand
// and found to be a dish or an open request asked for before ('a snack for a film night' after 'a snack for
// movie night'). 247 more were trimmed to keep the cuisines in balance (93 of them European) and the
// open requests at 70. 40 prompts still share 60–74% of their words with an earlier one, read by hand
// and kept: a different dish sharing a country's name or a word ('Nigerian banga soup' after 'Nigerian
// ogbono soup', 'Japanese hayashi rice' after 'Japanese curry rice'), a diet, allergen or serving count on
// a dish not tested that way before, an open request naming a different item or occasion, and invented
// names sharing only their template.
// 412 prompts: 271 named dishes (218 across world cuisines, 10 breads and bakes, 4 breakfasts, 5 street
// food, 5 sides, 2 sauces, 7 preserves, 9 desserts, 11 drinks), 15 naming ingredients that must appear,
// 9 meatless/veggie, 13 prompt diets, 7 with a cook's allergens, never-want list or profile flag,
// 13 times/servings/counts, 70 open requests with four-item carts, 14 invented dish names.
import type { TRestrictionKey } from '../../src/domain/kitchen/diet-vocabulary.ts';
import type { TEvalPrompt } from './eval-set.ts';

const VEGAN: TRestrictionKey[] = ['vegan'];
const VEGETARIAN: TRestrictionKey[] = ['vegetarian'];
const GLUTEN_FREE: TRestrictionKey[] = ['glutenFree'];
const DAIRY_FREE: TRestrictionKey[] = ['dairyFree'];

export const HELD_OUT_12_WEST_AFRICA: TEvalPrompt[] = [
  { p: 'Nigerian banga soup', t: /banga|soup/i, has: [/palm/i], unknownOk: true },
  { p: 'Nigerian jollof spaghetti', t: /jollof|spaghetti/i, has: [/spaghetti|pasta/i], unknownOk: true },
  { p: 'Nigerian kilishi spiced dried beef', t: /kilishi|beef/i, has: [/beef/i], unknownOk: true },
  { p: 'ofe akwu palm fruit stew', t: /akwu|palm|stew/i, unknownOk: true },
  { p: 'gari foto with eggs and tomatoes', t: /gari|foto/i, has: [/egg/i], unknownOk: true },
  { p: 'Nigerian kunun zaki millet drink', t: /kunun|millet|drink/i, has: [/millet|sorghum/i], unknownOk: true },
  { p: 'Northern Nigerian waina rice cakes', t: /waina|masa|rice cake/i, has: [/rice/i], unknownOk: true },
  { p: 'jollof couscous for a quick dinner', t: /jollof|couscous/i, has: [/couscous/i], unknownOk: true },
];

export const HELD_OUT_12_NORTH_AFRICA: TEvalPrompt[] = [
  { p: 'Moroccan bissara split pea soup', t: /bissara|bessara|soup/i, has: [/fava|split pea|bean/i], unknownOk: true },
  { p: 'seffa sweet vermicelli with cinnamon', t: /seffa|vermicelli|couscous/i, has: [/cinnamon/i], unknownOk: true },
  { p: 'Moroccan kefta tagine with eggs', t: /kefta|kofta|tagine|tajine/i, has: [/egg/i], unknownOk: true },
  { p: 'Moroccan sellou for Ramadan', t: /sellou|sfouf|slilou/i, has: [/sesame|almond/i], unknownOk: true },
  { p: 'couscous royale with merguez', t: /couscous/i, has: [/couscous/i, /merguez|sausage/i], unknownOk: true },
  { p: 'Egyptian fatta with rice and lamb', t: /fatta|fattah/i, has: [/rice/i, /bread/i], unknownOk: true },
  { p: 'om ali bread pudding', t: /om ali|umm ali|pudding/i, has: [/milk/i], unknownOk: true },
  { p: 'Tunisian mechouia grilled salad', t: /mechouia|salad/i, has: [/pepper/i], unknownOk: true },
];

export const HELD_OUT_12_EAST_SOUTH_AFRICA: TEvalPrompt[] = [
  { p: 'South African potjiekos', t: /potjie|stew/i, unknownOk: true },
  { p: 'South African milk tart', t: /milk tart|melktert/i, has: [/milk/i], unknownOk: true },
  { p: 'Malawian nsima with chambo', t: /nsima|chambo|fish/i, unknownOk: true },
  { p: 'Cape Malay bredie tomato lamb stew', t: /bredie|stew/i, has: [/lamb|mutton/i, /tomato/i], unknownOk: true },
  { p: 'Mozambican matapa', t: /matapa|cassava|greens/i, unknownOk: true },
  { p: 'Madagascan romazava', t: /romazava|stew/i, unknownOk: true },
  { p: 'Mauritian dholl puri', t: /dhol+ puri|puri/i, has: [/split pea|lentil|dal/i], unknownOk: true },
  { p: 'South African vetkoek with mince', t: /vetkoek/i, has: [/flour/i], unknownOk: true },
  { p: 'Cape Malay denningvleis', t: /denning|lamb|stew/i, unknownOk: true },
  { p: 'Tanzanian ndizi nyama plantain and beef', t: /ndizi|plantain|banana|beef/i, has: [/plantain|banana/i], unknownOk: true },
];

export const HELD_OUT_12_ETHIOPIA: TEvalPrompt[] = [{ p: 'Ethiopian spris juice layered drink', t: /spris|juice|drink/i, unknownOk: true }];

export const HELD_OUT_12_CARIBBEAN: TEvalPrompt[] = [
  { p: 'Bajan macaroni pie', t: /macaroni pie|macaroni/i, has: [/macaroni|pasta/i, /cheese|cheddar/i], unknownOk: true },
  { p: 'Cuban mojo pork shoulder', t: /mojo|pork|lech[oó]n/i, has: [/pork/i], unknownOk: true },
  { p: 'Puerto Rican pasteles', t: /pastel/i, unknownOk: true },
  { p: 'Dominican habichuelas con dulce', t: /habichuela|bean/i, has: [/bean/i], unknownOk: true },
  { p: 'Guyanese cook-up rice', t: /cook.?up|rice/i, has: [/rice/i], unknownOk: true },
  { p: 'Jamaican carrot juice with nutmeg', t: /carrot/i, has: [/carrot/i], unknownOk: true },
];

export const HELD_OUT_12_CAUCASUS: TEvalPrompt[] = [{ p: 'Azerbaijani shakarbura pastries', t: /shakarbura|shekerbura|pastr/i, unknownOk: true }];

export const HELD_OUT_12_BALKANS: TEvalPrompt[] = [
  { p: 'Romanian papanasi doughnuts', t: /papana[sș]i|doughnut/i, unknownOk: true },
  { p: 'Greek revithada baked chickpeas', t: /revithada|chickpea/i, has: [/chickpea/i], unknownOk: true },
  { p: 'Cypriot koupepia', t: /koupepia|dolma|stuffed/i, has: [/vine|grape/i], unknownOk: true },
];

export const HELD_OUT_12_CENTRAL_ASIA: TEvalPrompt[] = [
  { p: 'Mongolian boortsog fried dough', t: /boortsog|dough/i, has: [/flour/i], unknownOk: true },
  { p: 'Mongolian tsuivan noodle stir-fry', t: /tsuivan|noodle/i, has: [/noodle|flour/i], unknownOk: true },
  { p: 'Kazakh kazy horse sausage', t: /kazy|qazy|sausage/i, unknownOk: true },
];

export const HELD_OUT_12_SOUTH_AMERICA: TEvalPrompt[] = [
  { p: 'Peruvian carapulcra dried potato stew', t: /carapulcra|stew/i, has: [/potato/i], unknownOk: true },
  { p: 'pachamanca in the oven', t: /pachamanca/i, unknownOk: true },
  { p: 'arroz carreteiro with leftover beef', t: /carreteiro|rice/i, has: [/rice/i, /beef/i], unknownOk: true },
  { p: 'canjica corn pudding for Festa Junina', t: /canjica|pudding|corn/i, has: [/corn|hominy/i], unknownOk: true },
  { p: 'Argentinian humita en olla', t: /humita|corn/i, has: [/corn/i], unknownOk: true },
  { p: 'Chilean charquican stew', t: /charquic[aá]n|stew/i, has: [/potato/i], unknownOk: true },
  { p: 'Colombian bunuelos with cheese', t: /bu[nñ]uelo/i, has: [/cheese/i], unknownOk: true },
  { p: 'Ecuadorian bolon de verde', t: /bol[oó]n|plantain/i, has: [/plantain/i], unknownOk: true },
  { p: 'can you do me a Bolivian silpancho', t: /silpancho/i, has: [/beef/i, /rice/i], unknownOk: true },
  { p: 'Bolivian sonso de yuca', t: /sonso|yuca|cassava/i, has: [/cassava|yuca/i, /cheese/i], unknownOk: true },
  { p: 'Peruvian juane rice parcels', t: /juane|rice/i, has: [/rice/i], unknownOk: true },
  { p: 'Brazilian pave de chocolate', t: /pav[eê]|chocolate/i, has: [/chocolate|cocoa/i], unknownOk: true },
];

export const HELD_OUT_12_CENTRAL_AMERICA: TEvalPrompt[] = [
  { p: 'Salvadoran curtido slaw', t: /curtido|slaw/i, has: [/cabbage/i], unknownOk: true },
  { p: 'Honduran sopa de mondongo', t: /mondongo|tripe|soup/i, has: [/tripe/i], unknownOk: true },
  { p: 'Oaxacan mole negro for eight', t: /mole/i, s: 8, has: [/chil/i], unknownOk: true },
  { p: 'Mexico City huaraches', t: /huarache/i, has: [/masa|corn/i], unknownOk: true },
  { p: 'lamb barbacoa Hidalgo style', t: /barbacoa/i, has: [/lamb/i], unknownOk: true },
  { p: 'pescado zarandeado', t: /zarandeado|fish/i, unknownOk: true },
  { p: 'homemade tepache from pineapple peels', t: /tepache/i, has: [/pineapple/i], unknownOk: true },
  { p: 'goat milk cajeta', t: /cajeta|caramel/i, has: [/milk/i], unknownOk: true },
  { p: 'Yucatan marquesitas', t: /marquesita|crepe/i, unknownOk: true },
  { p: 'Belizean fry jacks', t: /fry ?jack/i, has: [/flour/i], unknownOk: true },
];

export const HELD_OUT_12_PHILIPPINES: TEvalPrompt[] = [
  { p: 'pancit malabon', t: /pancit|malabon|noodle/i, has: [/noodle/i], unknownOk: true },
  { p: 'nilagang baka', t: /nilaga|soup/i, has: [/beef/i], unknownOk: true },
  { p: 'beef kaldereta for a fiesta', t: /kaldereta|caldereta|stew/i, has: [/beef/i], unknownOk: true },
  { p: 'kutsinta brown rice cakes', t: /kutsinta|cuchinta|rice cake/i, unknownOk: true },
  { p: 'sapin-sapin layered rice cake', t: /sapin|rice cake/i, has: [/rice/i, /coconut/i], unknownOk: true },
  { p: 'Iloilo la paz batchoy', t: /batchoy|noodle/i, has: [/noodle/i], unknownOk: true },
  { p: 'daing na bangus', t: /bangus|milkfish|daing/i, unknownOk: true },
  { p: 'sinuglaw grilled pork and fish ceviche', t: /sinuglaw|kinilaw|ceviche/i, has: [/pork/i, /vinegar|lime|calamansi/i], unknownOk: true },
];

export const HELD_OUT_12_INDONESIA_MALAYSIA: TEvalPrompt[] = [
  { p: 'Malaysian mee goreng mamak', t: /mee goreng|mi goreng|noodle/i, has: [/noodle/i], unknownOk: true },
  { p: 'nasi kuning for a celebration', t: /nasi kuning|yellow rice|rice/i, has: [/rice/i, /turmeric/i], unknownOk: true },
  { p: 'siomay Bandung with peanut sauce', t: /siomay|dumpling/i, has: [/peanut/i], unknownOk: true },
  { p: 'es cendol with palm sugar', t: /cendol|chendol/i, has: [/palm sugar|gula melaka|coconut/i], unknownOk: true },
  { p: 'lontong sayur', t: /lontong/i, has: [/rice/i], unknownOk: true },
  { p: 'Malaysian rojak buah with shrimp paste', t: /rojak/i, unknownOk: true },
  { p: 'Singapore mee siam', t: /mee siam|noodle/i, has: [/vermicelli|noodle/i], unknownOk: true },
  { p: 'ais kacang shaved ice', t: /ais kacang|abc|shaved ice/i, unknownOk: true },
  { p: 'murtabak with minced lamb', t: /murtabak|martabak/i, has: [/lamb|mutton/i, /egg/i], unknownOk: true },
  { p: 'Nyonya ayam pongteh', t: /pongteh|chicken/i, has: [/chicken/i], unknownOk: true },
];

export const HELD_OUT_12_SOUTHEAST_ASIA: TEvalPrompt[] = [
  { p: 'Northern Thai gaeng hang lay pork curry', t: /hang ?l[ea]y|curry/i, has: [/pork/i], unknownOk: true },
  { p: 'pla rad prik crispy fish with chilli sauce', t: /pla rad prik|fish/i, unknownOk: true },
  { p: 'nam prik ong pork and tomato dip', t: /nam prik|dip/i, has: [/pork/i, /tomato/i], unknownOk: true },
  { p: 'Hoi An cao lau', t: /cao l[aầ]u|noodle/i, has: [/pork/i], unknownOk: true },
  { p: 'Vietnamese xoi sticky rice with mung beans', t: /x[oô]i|sticky rice/i, has: [/rice/i, /mung/i], unknownOk: true },
  { p: 'bo la lot beef in betel leaves', t: /b[oò] l[aá] l[oố]t|beef/i, has: [/beef/i], unknownOk: true },
  { p: 'banh canh cua crab noodle soup', t: /b[aá]nh canh|noodle|soup/i, has: [/crab/i], unknownOk: true },
  { p: 'nom banh chok Khmer noodles', t: /nom banh chok|noodle/i, has: [/noodle/i], unknownOk: true },
  { p: 'bai sach chrouk pork and rice', t: /bai sach chrouk|pork/i, has: [/pork/i, /rice/i], unknownOk: true },
  { p: 'Shan noodles with chicken', t: /shan|noodle/i, has: [/noodle/i], unknownOk: true },
];

export const HELD_OUT_12_KOREA: TEvalPrompt[] = [
  { p: 'jjamppong spicy seafood noodle soup', t: /jjamppong|champon|noodle/i, has: [/noodle/i], unknownOk: true },
  { p: 'jokbal braised pig trotters', t: /jokbal|trotter/i, has: [/trotter|pork/i], unknownOk: true },
  { p: 'bungeoppang fish-shaped pastries', t: /bungeoppang|taiyaki|pastr/i, has: [/red bean|adzuki/i], unknownOk: true },
  { p: 'galbitang short rib soup', t: /galbitang|galbi|soup/i, has: [/short rib|beef/i], unknownOk: true },
  { p: 'seolleongtang ox bone soup', t: /seolleongtang|bone|soup/i, has: [/beef|bone/i], unknownOk: true },
  { p: 'ojingeo bokkeum spicy squid', t: /ojingeo|squid/i, has: [/squid/i], unknownOk: true },
  { p: 'yakgwa honey cookies', t: /yakgwa|cookie/i, has: [/honey/i], unknownOk: true },
  { p: 'sujeonggwa cinnamon punch', t: /sujeonggwa|punch|cinnamon/i, has: [/cinnamon/i, /ginger/i], unknownOk: true },
];

export const HELD_OUT_12_JAPAN: TEvalPrompt[] = [
  { p: 'katsudon pork cutlet rice bowl', t: /katsudon|katsu/i, has: [/pork/i, /egg/i], unknownOk: true },
  { p: 'Japanese hayashi rice', t: /hayashi/i, has: [/beef/i], unknownOk: true },
  { p: 'tsukemen dipping noodles', t: /tsukemen|noodle/i, has: [/noodle/i], unknownOk: true },
  { p: 'chirashi sushi bowl', t: /chirashi|sushi/i, has: [/rice/i], unknownOk: true },
  { p: 'salmon ochazuke', t: /ochazuke|chazuke/i, has: [/rice/i, /salmon/i], unknownOk: true },
  { p: 'strawberry daifuku', t: /daifuku|mochi/i, has: [/strawberr/i], unknownOk: true },
  { p: 'hojicha latte', t: /hojicha|latte/i, has: [/hojicha|tea/i], unknownOk: true },
  { p: 'oden for a cold night', t: /oden/i, has: [/daikon|radish/i], unknownOk: true },
  { p: 'buta no kakuni braised pork belly', t: /kakuni|pork belly/i, has: [/pork/i], unknownOk: true },
  { p: 'natto rice with raw egg', t: /natto/i, has: [/natto/i, /rice/i], unknownOk: true },
];

export const HELD_OUT_12_CHINA: TEvalPrompt[] = [
  { p: 'Chongqing la zi ji chilli chicken', t: /la ?zi ?ji|chil+[ie] chicken|chicken/i, has: [/chicken/i], unknownOk: true },
  { p: 'suan cai yu pickled cabbage fish', t: /suan ?cai|fish/i, has: [/fish/i], unknownOk: true },
  { p: 'Hangzhou dongpo pork', t: /dongpo|pork/i, has: [/pork/i], unknownOk: true },
  { p: "Xi'an roujiamo", t: /rou ?jia ?mo|burger|sandwich/i, has: [/pork|beef/i], unknownOk: true },
  { p: 'youpo mian hot oil noodles', t: /youpo|oil|noodle/i, has: [/noodle|flour/i], unknownOk: true },
  { p: 'Cantonese cheong fun', t: /che?u?ong ?fun|rice noodle roll|rice roll/i, unknownOk: true },
  { p: 'pork and prawn siu mai', t: /siu ?mai|shumai|shao ?mai/i, has: [/pork/i], unknownOk: true },
  { p: 'Hong Kong claypot rice with lap cheong', t: /clay ?pot|rice/i, has: [/rice/i], unknownOk: true },
  { p: 'Cantonese soy sauce chicken', t: /soy sauce chicken|chicken/i, has: [/chicken/i], unknownOk: true },
  { p: 'Chinese jiaozi with pork and chives', t: /jiaozi|dumpling/i, has: [/pork/i], unknownOk: true },
  { p: 'lotus seed paste mooncakes', t: /mooncake|moon cake/i, has: [/lotus/i], unknownOk: true },
  { p: 'zongzi for the Dragon Boat festival', t: /zongzi|rice dumpling/i, has: [/glutinous|rice/i], unknownOk: true },
  { p: 'Hunan duo jiao yu fish head', t: /duo ?jiao|fish/i, has: [/fish/i, /chil/i], unknownOk: true },
  { p: 'Shanghai hairy crab with ginger vinegar', t: /crab/i, has: [/crab/i], unknownOk: true },
];

export const HELD_OUT_12_MIDDLE_EAST: TEvalPrompt[] = [
  { p: 'Palestinian msakhan with sumac onions', t: /msa?khan|musakhan|chicken/i, has: [/sumac/i, /onion/i], unknownOk: true },
  { p: 'Lebanese moutabel', t: /m[ou]+t[ae]b+[ae]l|aubergine|eggplant/i, has: [/aubergine|eggplant/i], unknownOk: true },
  { p: 'shorbat adas Lebanese lentil soup', t: /shorbat|adas|lentil/i, has: [/lentil/i], unknownOk: true },
  { p: 'Yemeni chicken mandi', t: /mandi/i, has: [/chicken/i, /rice/i], unknownOk: true },
  { p: 'Yemeni malawach flaky bread', t: /malawa?ch|bread/i, has: [/flour/i], unknownOk: true },
  { p: 'Persian kashk e bademjan', t: /kashk|bademjan|aubergine|eggplant/i, has: [/aubergine|eggplant/i], unknownOk: true },
  { p: 'Shirazi faloodeh rosewater sorbet', t: /faloodeh|falude|sorbet/i, unknownOk: true },
  { p: 'Konya etli ekmek', t: /etli ekmek|flatbread|pide/i, has: [/beef|lamb|mince/i], unknownOk: true },
  { p: 'Cappadocian testi kebab', t: /testi|kebab/i, unknownOk: true },
  { p: 'Turkish boza fermented drink', t: /boza/i, has: [/millet|bulgur|wheat/i], unknownOk: true },
  { p: 'qamar al-din apricot drink', t: /qamar|apricot/i, has: [/apricot/i], unknownOk: true },
  { p: 'Jordanian galayet bandora', t: /galayet|bandora|tomato/i, has: [/tomato/i], unknownOk: true },
];

export const HELD_OUT_12_SOUTH_ASIA: TEvalPrompt[] = [
  { p: 'peshawari karhai gosht', t: /kara?h?i|karhai|kadai|gosht/i, has: [/lamb|mutton|goat/i], unknownOk: true },
  { p: 'can you do me a Sindhi biryani with potatoes', t: /biryani/i, has: [/rice/i, /potato/i], unknownOk: true },
  { p: 'shahi paneer', t: /shahi paneer|paneer/i, has: [/paneer/i], unknownOk: true },
  { p: 'sabudana khichdi for a fasting day', t: /sabudana|khichdi|tapioca/i, has: [/sago|tapioca|sabudana/i], unknownOk: true },
  { p: 'South Indian tomato rasam', t: /rasam/i, has: [/tomato/i, /tamarind/i], unknownOk: true },
  { p: 'Kerala meen moilee', t: /moilee|molee|fish/i, has: [/fish/i, /coconut/i], unknownOk: true },
  { p: 'Goan bebinca layered cake', t: /bebinca|bebinka|cake/i, has: [/coconut/i, /egg/i], unknownOk: true },
  { p: 'Bengali kosha mangsho', t: /kosha|mangsho|mutton|curry/i, has: [/mutton|lamb|goat/i], unknownOk: true },
  { p: 'spongy rasgulla', t: /ras[ao]?gol+a|rasgul+a/i, has: [/milk|chhena|paneer/i], unknownOk: true },
  { p: 'Tibetan thukpa noodle soup', t: /thukpa|noodle/i, has: [/noodle/i], unknownOk: true },
  { p: 'Sri Lankan wambatu moju aubergine pickle', t: /moju|aubergine|eggplant|brinjal/i, has: [/aubergine|eggplant|brinjal/i], unknownOk: true },
  { p: 'Sri Lankan fish ambul thiyal', t: /ambul|thiyal|fish/i, has: [/tuna|fish/i], unknownOk: true },
  { p: 'Bangladeshi chitoi pitha', t: /pitha|rice cake/i, has: [/rice/i], unknownOk: true },
  { p: 'besan ladoo for Diwali', t: /ladoo|laddu|ladu/i, has: [/gram flour|besan|chickpea flour/i], unknownOk: true },
  { p: 'semiya paysam', t: /pay?a?sam|kheer/i, has: [/vermicelli|semiya/i, /milk/i], unknownOk: true },
  { p: 'Maharashtrian thalipeeth', t: /thalipeeth|flatbread/i, unknownOk: true },
];

export const HELD_OUT_12_EUROPE: TEvalPrompt[] = [
  { p: 'Swedish arter med flask pea soup', t: /ärtsoppa|artsoppa|arter|pea soup|soup/i, has: [/pea/i], unknownOk: true },
  { p: 'Danish smorrebrod with pickled herring', t: /sm[oø]rrebr[oø]d|open sandwich/i, has: [/herring/i, /rye|bread/i], unknownOk: true },
  { p: 'Runeberg tortes', t: /runeberg|torte|cake/i, has: [/almond/i], unknownOk: true },
  { p: 'polish golumpki', t: /go[lł][aąu]m?bk|golumpk|cabbage roll/i, has: [/cabbage/i], unknownOk: true },
  { p: 'Polish flaki tripe soup', t: /flaki|tripe/i, has: [/tripe/i], unknownOk: true },
  { p: 'Russian pirozhki with cabbage', t: /pirozhk|pirog/i, has: [/cabbage/i], unknownOk: true },
  { p: 'Hungarian rakott krumpli', t: /rakott|potato/i, has: [/potato/i, /egg/i], unknownOk: true },
  { p: 'Slovak kapustnica for Christmas Eve', t: /kapustnica|sauerkraut|soup/i, has: [/sauerkraut|cabbage/i], unknownOk: true },
  { p: 'cock-a-leekie soup', t: /cock.a.leekie|leek|soup/i, has: [/leek/i, /chicken/i], unknownOk: true },
  { p: 'Dundee cake for Christmas', t: /dundee|fruit cake|cake/i, has: [/almond/i], unknownOk: true },
  { p: 'spotted dick and custard', t: /spotted dick|pudding/i, has: [/suet|currant/i], unknownOk: true },
  { p: 'Morecambe Bay potted shrimps', t: /potted|shrimp/i, has: [/shrimp/i, /butter/i], unknownOk: true },
  { p: "ploughman's lunch", t: /ploughman/i, has: [/cheese|cheddar/i], unknownOk: true },
  { p: 'lemon syllabub', t: /syllabub/i, has: [/cream/i], unknownOk: true },
  { p: 'navarin of lamb with spring vegetables', t: /navarin|lamb/i, has: [/lamb/i], unknownOk: true },
  { p: 'Basque piperade with eggs', t: /piperade|pipérade/i, has: [/pepper/i, /egg/i], unknownOk: true },
  { p: 'socca chickpea pancake from Nice', t: /socca|farinata|pancake/i, has: [/chickpea|gram flour/i], unknownOk: true },
  { p: 'cheese gougeres', t: /goug[eè]re/i, has: [/cheese|gruy[eè]re|comt[eé]/i, /egg/i], unknownOk: true },
  { p: 'Breton kouign-amann', t: /kouign/i, has: [/butter/i, /sugar/i], unknownOk: true },
  { p: 'ile flottante', t: /[iî]le flottante|floating island/i, has: [/egg/i, /milk/i], unknownOk: true },
  { p: 'chilled vichyssoise', t: /vichyssoise|leek.*potato|soup/i, has: [/leek/i, /potato/i], unknownOk: true },
  { p: 'pork rillettes', t: /rillettes/i, has: [/pork/i], unknownOk: true },
  { p: 'pasta e ceci Roman style', t: /pasta e ceci|ceci|chickpea/i, has: [/chickpea/i, /pasta/i], unknownOk: true },
  { p: 'Livornese cacciucco', t: /cacciucco|fish stew|stew/i, unknownOk: true },
  { p: 'Piedmont tajarin with butter and sage', t: /tajarin|tagliolini|pasta/i, has: [/egg/i], unknownOk: true },
  { p: 'Valtellina pizzoccheri', t: /pizzoccheri/i, has: [/buckwheat/i, /cabbage|chard/i], unknownOk: true },
  { p: 'Emilian passatelli', t: /passatelli/i, has: [/bread ?crumb|breadcrumb/i, /parmesan|parmigiano/i], unknownOk: true },
  { p: "I'm craving Roman suppli", t: /suppl[iì]|rice ball|arancin/i, has: [/rice/i], unknownOk: true },
  { p: 'Sicilian cassata', t: /cassata/i, has: [/ricotta/i], unknownOk: true },
  { p: 'burrata with peaches', t: /burrata/i, has: [/burrata/i, /peach/i], unknownOk: true },
  { p: 'a dozen rum babas', t: /bab[aà]|savarin/i, s: 12, has: [/rum/i], unknownOk: true },
  { p: 'Sardinian seadas with honey', t: /seadas|sebadas/i, has: [/honey/i, /cheese|pecorino/i], unknownOk: true },
  { p: 'Friulian frico', t: /frico/i, has: [/cheese|montasio/i, /potato/i], unknownOk: true },
  { p: 'homemade limoncello', t: /limoncello/i, has: [/lemon/i], unknownOk: true },
  { p: 'Andalusian ajoblanco', t: /ajoblanco|ajo blanco/i, has: [/almond/i, /garlic/i], unknownOk: true },
  { p: 'callos a la madrilena', t: /callos|tripe/i, has: [/tripe/i], unknownOk: true },
  { p: 'pan con tomate', t: /pan con tomate|pa amb tom[aà]quet|tomato/i, has: [/tomato/i, /bread/i], unknownOk: true },
  { p: 'Mallorcan ensaimada', t: /ensa[iï]mada/i, has: [/flour/i, /lard|butter/i], unknownOk: true },
  { p: 'tinto de verano', t: /tinto de verano|wine/i, has: [/wine/i], unknownOk: true },
  { p: 'Portuguese bifana pork sandwich', t: /bifana|pork|sandwich/i, has: [/pork/i], unknownOk: true },
  { p: 'Alentejo acorda with egg', t: /a[cç]orda|bread soup/i, has: [/bread/i, /egg/i], unknownOk: true },
  { p: 'queijadas de Sintra', t: /queijada/i, has: [/cheese|requeij/i], unknownOk: true },
  { p: 'Swabian maultaschen', t: /maultasche/i, has: [/spinach/i], unknownOk: true },
  { p: 'Bavarian leberkase with sweet mustard', t: /leberk[aä]se|meatloaf/i, unknownOk: true },
  { p: 'Munich weisswurst breakfast', t: /wei(ss|ß|s)wurst|sausage/i, unknownOk: true },
  { p: 'viennese apple strudle', t: /strud(e)?l|strudle/i, has: [/apple/i], unknownOk: true },
  { p: 'Viennese gulaschsuppe', t: /gulasch|goulash|soup/i, has: [/beef/i, /paprika/i], unknownOk: true },
  { p: 'German lebkuchen with extra ginger', t: /lebkuchen|gingerbread/i, has: [/honey/i], unknownOk: true },
  { p: 'rote grutze with vanilla sauce', t: /r[oö]te gr[uü]tze|red berry|pudding/i, has: [/berr|currant|cherr/i], unknownOk: true },
  { p: 'spaghettieis for the kids', t: /spaghettieis|ice cream/i, has: [/strawberr/i], unknownOk: true },
];

export const HELD_OUT_12_NORTH_AMERICA: TEvalPrompt[] = [
  { p: "Hoppin' John for New Year's Day", t: /hoppin|john|black.eyed/i, has: [/black.eyed|pea/i, /rice/i], unknownOk: true },
  { p: 'hushpuppies for the fish fry', t: /hush ?pupp/i, has: [/cornmeal/i], unknownOk: true },
  { p: "I'm craving a proper Brunswick stew", t: /brunswick|stew/i, unknownOk: true },
  { p: 'pimento cheese spread', t: /pimi?ento cheese/i, has: [/cheddar|cheese/i, /pimento|pimiento|pepper/i], unknownOk: true },
  { p: 'Mardi Gras king cake', t: /king cake|galette/i, has: [/cinnamon|flour/i], unknownOk: true },
  { p: 'Southern pecan pralines', t: /praline/i, has: [/pecan/i], unknownOk: true },
  { p: 'Southern boiled peanuts', t: /boiled peanut|peanut/i, has: [/peanut/i], unknownOk: true },
  { p: 'hot pepper jelly', t: /pepper jelly|jelly/i, has: [/pepper|jalape/i], unknownOk: true },
  { p: 'Texas sheet cake', t: /sheet cake|texas/i, has: [/cocoa|chocolate/i], unknownOk: true },
  { p: 'butter tarts Canadian style', t: /butter tart/i, has: [/butter/i, /syrup|sugar/i], unknownOk: true },
];

export const HELD_OUT_12_PACIFIC: TEvalPrompt[] = [
  { p: 'Hawaiian lomi lomi salmon', t: /lomi|salmon/i, has: [/salmon/i, /tomato/i], unknownOk: true },
  { p: "I'm craving Hawaiian laulau", t: /laulau|lau lau/i, has: [/pork/i], unknownOk: true },
  { p: 'Hawaiian garlic shrimp plate', t: /garlic shrimp|shrimp/i, has: [/shrimp|prawn/i, /garlic/i], unknownOk: true },
  { p: 'Fijian kokoda for six', t: /kokoda|ceviche/i, s: 6, has: [/coconut/i, /lime|lemon/i], unknownOk: true },
  { p: 'Samoan pani popo coconut buns', t: /pani popo|coconut bun|bun/i, has: [/coconut/i], unknownOk: true },
  { p: 'Vegemite cheese scrolls', t: /scroll|vegemite/i, has: [/cheese/i], unknownOk: true },
  { p: 'Kiwi hokey pokey ice cream', t: /hokey pokey|honeycomb|ice cream/i, unknownOk: true },
  { p: 'Tahitian poisson cru', t: /poisson cru|ceviche|fish/i, has: [/coconut/i], unknownOk: true },
];

export const HELD_OUT_12_BAKES: TEvalPrompt[] = [
  { p: 'a loaf of Irish wheaten bread', t: /wheaten|soda bread|bread/i, has: [/wholemeal|whole ?wheat/i, /buttermilk/i], unknownOk: true },
  { p: 'Finnish rye crispbread', t: /crispbread|n[aä]kkileip[aä]|rye/i, has: [/rye/i], unknownOk: true },
  { p: 'Bolivian cuñapé cheese rolls', t: /cu[nñ]ap[eé]|cheese bread|roll/i, has: [/tapioca|cassava/i, /cheese/i], unknownOk: true },
  { p: 'Turkish pogaca with feta', t: /po[gğ]a[cç]a|roll|bun/i, has: [/feta|cheese/i], unknownOk: true },
  { p: 'Austrian kaisersemmel rolls', t: /kaiser|semmel|roll/i, has: [/flour/i], unknownOk: true },
  { p: 'Estonian kringel with cinnamon', t: /kringel|kringle|braid/i, has: [/cinnamon/i], unknownOk: true },
  { p: 'Staffordshire oatcakes', t: /oatcake/i, has: [/oat/i], unknownOk: true },
  { p: 'Scottish morning rolls', t: /morning roll|roll|bap/i, has: [/flour/i, /yeast/i], unknownOk: true },
  { p: 'Danish spandauer pastries', t: /spandauer|pastr/i, has: [/butter/i], unknownOk: true },
  { p: 'Iraqi samoon bread', t: /samoon|samun|bread/i, has: [/flour/i], unknownOk: true },
];

export const HELD_OUT_12_BREAKFASTS: TEvalPrompt[] = [
  { p: 'Turkish kaymak and honey breakfast', t: /kaymak|breakfast|honey/i, has: [/honey/i], unknownOk: true },
  { p: 'Costa Rican desayuno tipico', t: /desayuno|gallo pinto|breakfast/i, unknownOk: true },
  { p: 'Lebanese labneh and zaatar breakfast plate', t: /labneh|za.?atar|breakfast/i, has: [/labneh|yog(h)?urt/i], unknownOk: true },
  { p: 'Danish rye porridge ollebrod', t: /[oø]llebr[oø]d|porridge/i, has: [/rye/i], unknownOk: true },
];

export const HELD_OUT_12_STREET_FOOD: TEvalPrompt[] = [
  { p: 'Taiwanese scallion oil noodles', t: /scallion|noodle/i, has: [/scallion|spring onion/i], unknownOk: true },
  { p: 'Vietnamese banh trang nuong', t: /b[aá]nh tr[aá]ng|rice paper/i, has: [/rice paper/i], unknownOk: true },
  { p: 'Turkish balik ekmek fish sandwich', t: /bal[iı]k ekmek|fish sandwich|sandwich/i, has: [/mackerel|fish/i], unknownOk: true },
  { p: 'Chicago Italian beef sandwich', t: /italian beef|beef sandwich/i, has: [/beef/i], unknownOk: true },
  { p: 'Colombian salpicon de frutas', t: /salpic[oó]n|fruit/i, unknownOk: true },
];

export const HELD_OUT_12_SIDES: TEvalPrompt[] = [
  { p: 'Peruvian yuca frita with huancaina', t: /yuca|cassava/i, has: [/cassava|yuca/i], unknownOk: true },
  { p: 'Turkish sehriyeli pilav', t: /[sş]ehriyeli|pilav|pilaf/i, has: [/rice/i, /orzo|vermicelli/i], unknownOk: true },
  { p: 'Scottish skirlie', t: /skirlie/i, has: [/oat/i], unknownOk: true },
  { p: 'Southern butter beans with ham hock', t: /butter bean|lima/i, has: [/butter bean|lima/i], unknownOk: true },
  { p: 'Japanese goma-ae green beans', t: /goma|sesame/i, has: [/sesame/i], unknownOk: true },
];

export const HELD_OUT_12_SAUCES: TEvalPrompt[] = [
  { p: 'Portuguese molho cru', t: /molho|sauce/i, unknownOk: true },
  { p: 'Turkish biber salcasi pepper paste', t: /sal[cç]as[iı]|pepper paste/i, has: [/pepper/i], unknownOk: true },
];

export const HELD_OUT_12_PRESERVES: TEvalPrompt[] = [
  { p: 'Russian varenye cherry preserve', t: /varenye|preserve|cherry/i, has: [/cherr/i], unknownOk: true },
  { p: 'Polish powidla plum butter', t: /powid[lł]a|plum/i, has: [/plum/i], unknownOk: true },
  { p: 'pickled walnuts', t: /walnut/i, has: [/walnut/i, /vinegar/i], unknownOk: true },
  { p: 'Indian nimbu ka achaar lemon pickle', t: /achaar|achar|pickle/i, has: [/lemon|lime/i], unknownOk: true },
  { p: 'fig and walnut chutney', t: /chutney/i, has: [/fig/i], unknownOk: true },
  { p: 'Swedish lingonberry sylt', t: /lingon|sylt|jam/i, has: [/lingonberr|cranberr/i], unknownOk: true },
  { p: 'Turkish bitter orange peel preserve', t: /orange|peel|preserve|re[cç]el/i, has: [/orange/i], unknownOk: true },
];

export const HELD_OUT_12_DESSERTS: TEvalPrompt[] = [
  { p: 'Turkish irmik helvasi', t: /irmik|helva|halva/i, has: [/semolina/i], unknownOk: true },
  { p: 'Greek ekmek kataifi', t: /ekmek|kataifi|kadaif/i, has: [/kataifi|kadaif|pastry/i], unknownOk: true },
  { p: 'Peruvian mazamorra morada', t: /mazamorra/i, has: [/purple corn|corn/i], unknownOk: true },
  { p: 'Thai khanom chan layered dessert', t: /khanom chan|layer/i, has: [/coconut/i], unknownOk: true },
  { p: 'Hong Kong mango pomelo sago', t: /mango|sago|pomelo/i, has: [/mango/i, /sago|tapioca/i], unknownOk: true },
  { p: 'Norwegian tilslørte bondepiker', t: /bondepiker|veiled|trifle/i, has: [/apple/i], unknownOk: true },
  { p: 'Swedish ostkaka curd cake', t: /ostkaka|cheesecake|curd cake/i, has: [/cottage|curd|cheese/i], unknownOk: true },
  { p: 'Irish apple tart with custard', t: /apple tart|tart/i, has: [/apple/i], unknownOk: true },
  { p: 'Bakewell pudding', t: /bakewell/i, has: [/almond/i, /jam/i], unknownOk: true },
];

export const HELD_OUT_12_DRINKS: TEvalPrompt[] = [
  { p: 'Peruvian emoliente', t: /emoliente/i, unknownOk: true },
  { p: 'Hong Kong yuanyang coffee tea', t: /yuan ?yang|coffee|tea/i, has: [/coffee/i, /tea/i], unknownOk: true },
  { p: 'Russian sbiten honey drink', t: /sbiten|honey/i, has: [/honey/i], unknownOk: true },
  { p: 'Korean omija punch', t: /omija|punch/i, unknownOk: true },
  { p: 'a glass of switchel', t: /switchel|haymaker/i, has: [/vinegar/i, /ginger/i], unknownOk: true },
  { p: 'elderflower champagne', t: /elderflower/i, has: [/elderflower/i], unknownOk: true },
  { p: 'Brazilian batida de coco', t: /batida/i, has: [/coconut/i, /cacha[cç]a|rum/i], unknownOk: true },
  { p: 'Swedish julmust style Christmas soda', t: /julmust|soda/i, unknownOk: true },
  { p: 'Irish hot whiskey with cloves', t: /hot whiskey|toddy|whiskey/i, has: [/whiskey|whisky/i, /clove/i], unknownOk: true },
  { p: 'kombucha second ferment with ginger', t: /kombucha/i, has: [/ginger/i], unknownOk: true },
  { p: 'Colombian refajo', t: /refajo/i, has: [/beer/i], unknownOk: true },
];

export const HELD_OUT_12_INGREDIENTS: TEvalPrompt[] = [
  { p: 'something with leeks and smoked haddock', has: [/leek/i, /haddock/i], unknownOk: true },
  { p: 'a salad with blood oranges and fennel', t: /salad/i, has: [/blood orange|orange/i, /fennel/i], unknownOk: true },
  { p: 'a pasta using broccoli, anchovies and chilli', t: /pasta|orecchiette|spaghetti|penne/i, has: [/broccoli/i, /anchov/i], unknownOk: true },
  { p: 'a soup made with parsnips and apple', t: /soup/i, has: [/parsnip/i, /apple/i], unknownOk: true },
  { p: 'a traybake with salmon, new potatoes and asparagus', has: [/salmon/i, /potato/i, /asparagus/i], unknownOk: true },
  { p: 'a bake using aubergine, lamb mince and yogurt', has: [/aubergine|eggplant/i, /lamb/i, /yog(h)?urt/i], unknownOk: true },
  { p: 'a tart using pears and frangipane', t: /tart/i, has: [/pear/i, /almond/i], unknownOk: true },
  { p: 'a risotto with pumpkin and chestnuts', t: /risotto/i, has: [/pumpkin|squash/i, /chestnut/i], unknownOk: true },
  { p: 'something using a tin of crab meat and some avocado', has: [/crab/i, /avocado/i], unknownOk: true },
  { p: 'a noodle dish with duck and plums', t: /noodle/i, has: [/duck/i, /plum/i], unknownOk: true },
  { p: 'a dinner with tempeh, broccoli and peanut sauce', has: [/tempeh/i, /broccoli/i, /peanut/i], unknownOk: true },
  { p: 'something with jerusalem artichokes and bacon', has: [/jerusalem artichoke|sunchoke/i, /bacon/i], unknownOk: true },
  { p: 'a pie using venison and juniper', t: /pie/i, has: [/venison/i, /juniper/i], unknownOk: true },
  { p: 'a gratin with fennel and gruyere', t: /gratin|bake/i, has: [/fennel/i, /gruy[eè]re|cheese/i], unknownOk: true },
  { p: 'a salad with farro, grapes and rocket', t: /salad/i, has: [/farro/i, /grape/i], unknownOk: true },
];

export const HELD_OUT_12_MEATLESS: TEvalPrompt[] = [
  { p: 'veggie haggis', t: /haggis/i, r: VEGETARIAN, unknownOk: true },
  { p: 'meatless bigos with mushrooms', t: /bigos|stew/i, r: VEGETARIAN, has: [/mushroom/i], unknownOk: true },
  { p: 'meat-free scotch eggs', t: /scotch egg/i, r: VEGETARIAN, has: [/egg/i], unknownOk: true },
  { p: 'veggie bobotie with lentils', t: /bobotie/i, r: VEGETARIAN, has: [/lentil/i], unknownOk: true },
  { p: 'vegetable kaldereta', t: /kaldereta|caldereta|stew/i, r: VEGETARIAN, unknownOk: true },
  { p: 'meatless lahmajun with walnuts', t: /lahma[cj]un/i, r: VEGETARIAN, has: [/walnut/i], unknownOk: true },
  { p: 'veggie Scotch broth', t: /scotch broth|broth|soup/i, r: VEGETARIAN, has: [/barley/i], unknownOk: true },
  { p: 'meatless tourtiere with lentils', t: /tourti[eè]re|pie/i, r: VEGETARIAN, has: [/lentil/i], unknownOk: true },
  { p: 'vegetable mandi rice', t: /mandi|rice/i, r: VEGETARIAN, has: [/rice/i], unknownOk: true },
];

export const HELD_OUT_12_DIETS: TEvalPrompt[] = [
  { p: 'gluten-free bao buns', t: /bao|bun/i, r: GLUTEN_FREE, unknownOk: true },
  { p: 'gluten-free tempura vegetables', t: /tempura/i, r: GLUTEN_FREE, unknownOk: true },
  { p: 'vegan bobotie', t: /bobotie/i, r: VEGAN, unknownOk: true },
  { p: 'gluten-free cullen skink', t: /cullen skink|soup/i, r: GLUTEN_FREE, has: [/haddock/i], unknownOk: true },
  { p: 'dairy-free aligot', t: /aligot|mash|potato/i, r: DAIRY_FREE, has: [/potato/i], unknownOk: true },
  { p: 'vegan cao lau', t: /cao l[aầ]u|noodle/i, r: VEGAN, unknownOk: true },
  { p: 'gluten-free rum baba', t: /bab[aà]|savarin/i, r: GLUTEN_FREE, unknownOk: true },
  { p: 'dairy-free kouign-amann', t: /kouign/i, r: DAIRY_FREE, unknownOk: true },
  { p: 'vegan semla buns', t: /semla|semlor|bun/i, r: VEGAN, unknownOk: true },
  { p: 'gluten-free maultaschen', t: /maultasche/i, r: GLUTEN_FREE, unknownOk: true },
  { p: 'vegan karniyarik with lentils', t: /karn[iı]yar[iı]k|aubergine|eggplant/i, r: VEGAN, has: [/lentil/i], unknownOk: true },
  { p: 'gluten-free ensaimadas', t: /ensa[iï]mada/i, r: GLUTEN_FREE, unknownOk: true },
  { p: 'vegetarian mee siam', t: /mee siam|noodle/i, r: VEGETARIAN, unknownOk: true },
];

export const HELD_OUT_12_COOKS: TEvalPrompt[] = [
  { p: 'a satay noodle salad for lunch', t: /satay|sate|noodle|salad/i, r: ['peanutFree'], cook: { allergens: ['peanuts'] }, unknownOk: true },
  { p: 'a sesame-crusted tuna steak', t: /tuna/i, r: ['sesameFree'], cook: { allergens: ['sesame'] }, unknownOk: true },
  { p: 'a beef ragu for the freezer', t: /rag[uù]|bolognese/i, cook: { avoid: ['mushroom', 'celery'] }, not: [/mushroom/i, /celery/i], unknownOk: true },
  { p: 'a pizza night for the family', t: /pizza/i, r: GLUTEN_FREE, cook: { flags: ['glutenFree'] }, unknownOk: true },
  {
    p: 'a Sichuan boiled beef for friends',
    t: /boiled beef|shui ?zhu|beef/i,
    r: ['peanutFree'],
    cook: { allergens: ['peanuts'] },
    has: [/beef/i],
    unknownOk: true,
  },
  { p: 'a Portuguese cataplana for two', t: /cataplana/i, r: ['shellfishFree'], cook: { allergens: ['shellfish'] }, unknownOk: true },
  {
    p: 'a lemon drizzle traybake for the school fair',
    t: /drizzle|cake|traybake/i,
    r: ['eggFree', 'treeNutFree'],
    cook: { allergens: ['egg', 'treeNuts'] },
    unknownOk: true,
  },
];

export const HELD_OUT_12_TIMES: TEvalPrompt[] = [
  { p: 'half a dozen scotch eggs', t: /scotch egg/i, s: 6, has: [/egg/i], unknownOk: true },
  { p: 'chilli con carne for 40 people', t: /chil+[ie]/i, s: 40, has: [/beef|mince/i], unknownOk: true },
  { p: 'a frittata in 15 minutes', t: /frittata/i, max: 15, has: [/egg/i], unknownOk: true },
  { p: 'three dozen mini meatballs for a buffet', t: /meatball/i, s: 36, unknownOk: true },
  { p: 'a 4-ingredient banana oat bar', t: /bar|flapjack/i, n: 4, has: [/banana/i, /oat/i], unknownOk: true },
  { p: 'paella for twelve at a party', t: /paella/i, s: 12, has: [/rice/i], unknownOk: true },
  { p: 'a tray of 24 brownies', t: /brownie/i, s: 24, unknownOk: true },
  { p: 'a dal for one in 25 minutes', t: /dal|dhal|daal/i, s: 1, max: 25, has: [/lentil/i], unknownOk: true },
  { p: 'a quick 20-minute egg fried noodles for two', t: /noodle/i, s: 2, max: 20, has: [/egg/i], unknownOk: true },
  { p: 'a Sunday roast chicken for five', t: /roast|chicken/i, s: 5, has: [/chicken/i], unknownOk: true },
  { p: 'eighteen cupcakes for a school fete', t: /cupcake|cake/i, s: 18, unknownOk: true },
  { p: 'a 15-minute egg curry', t: /curry/i, max: 15, has: [/egg/i], unknownOk: true },
  { p: 'a 3-ingredient mango sorbet', t: /sorbet/i, n: 3, has: [/mango/i], unknownOk: true },
];

export const HELD_OUT_12_CARTS: TEvalPrompt[] = [
  { p: 'help, guests in an hour', cart: ['prawn', 'garlic', 'linguine', 'lemon'], cartUse: 2 },
  { p: 'I forgot to shop, what can I make', cart: ['egg', 'tinned tomato', 'onion', 'bread'], cartUse: 2 },
  { p: 'the in-laws are staying all weekend', cart: ['lamb shoulder', 'rosemary', 'garlic', 'potato'], cartUse: 2 },
  { p: 'our veg box came early this week', cart: ['celeriac', 'kale', 'leek', 'parsnip'], cartUse: 2 },
  { p: 'breakfast for a slow Sunday', cart: ['egg', 'bacon', 'mushroom', 'sourdough'], cartUse: 2 },
  { p: 'something for the beach tomorrow', cart: ['pasta', 'pesto', 'cherry tomato', 'mozzarella'], cartUse: 2 },
  { p: 'an after-school snack they will actually eat', cart: ['banana', 'oat', 'peanut butter', 'honey'], cartUse: 2 },
  { p: 'a date night in', cart: ['steak', 'asparagus', 'butter', 'shallot'], cartUse: 2 },
  { p: 'use up my broccoli and cheese', cart: ['broccoli', 'cheddar', 'milk', 'pasta'], cartUse: 2 },
  { p: 'something light and fresh', cart: ['sea bass', 'lemon', 'fennel', 'new potato'], cartUse: 2 },
  { p: 'the cream is out of date on Thursday', cart: ['single cream', 'mushroom', 'chicken breast', 'tagliatelle'], cartUse: 2 },
  { p: 'the halloumi is close to its date', cart: ['halloumi', 'courgette', 'red pepper', 'couscous'], cartUse: 2 },
  { p: 'need something from the freezer', cart: ['frozen pea', 'fish finger', 'frozen chip', 'tartare sauce'], cartUse: 2 },
  { p: 'a meal for a new mum', cart: ['chicken', 'sweet potato', 'spinach', 'chickpea'], cartUse: 2 },
  { p: 'I just got back from the butcher', cart: ['pork chop', 'black pudding', 'apple', 'cider'], cartUse: 2 },
  { p: 'the market had cheap mackerel', cart: ['mackerel', 'beetroot', 'horseradish', 'potato'], cartUse: 2 },
  { p: 'my partner is coming home late and hungry', cart: ['salmon', 'noodle', 'pak choi', 'ginger'], cartUse: 2 },
  { p: 'the kids are off school and bored', cart: ['flour', 'egg', 'milk', 'blueberry'], cartUse: 2 },
  { p: 'afternoon tea for the book club', cart: ['self-raising flour', 'butter', 'sultana', 'milk'], cartUse: 2 },
  { p: 'a barbecue for the street party', cart: ['chicken wing', 'corn on the cob', 'burger bun', 'coleslaw'], cartUse: 2 },
  { p: 'use up my leftover roast lamb', cart: ['lamb', 'pitta', 'yogurt', 'red onion'], cartUse: 2 },
  { p: 'the bananas have gone spotty', cart: ['banana', 'flour', 'egg', 'walnut'], cartUse: 2 },
  { p: 'an Easter Sunday lunch', cart: ['leg of lamb', 'mint', 'pea', 'new potato'], cartUse: 2 },
  { p: 'a Thanksgiving side dish', cart: ['sweet potato', 'pecan', 'maple syrup', 'butter'], cartUse: 2 },
  { p: 'an Eid lunch for the family', cart: ['lamb', 'basmati rice', 'saffron', 'almond'], cartUse: 2 },
  { p: 'a Hanukkah treat', cart: ['potato', 'onion', 'egg', 'apple'], cartUse: 2 },
  { p: 'something high in protein after the gym', cart: ['turkey mince', 'quinoa', 'black bean', 'pepper'], cartUse: 2 },
  { p: 'low effort, the oven does the work', cart: ['sausage', 'red onion', 'sweet potato', 'rosemary'], cartUse: 2 },
  { p: 'no oven, only a hob tonight', cart: ['gnocchi', 'spinach', 'cream', 'parmesan'], cartUse: 2 },
  { p: 'the slow cooker is free today', cart: ['beef chuck', 'onion', 'carrot', 'stout'], cartUse: 2 },
  { p: 'just back from holiday, fridge is bare', cart: ['tinned tuna', 'pasta', 'sweetcorn', 'mayonnaise'], cartUse: 2 },
  { p: 'the first asparagus of spring', cart: ['asparagus', 'egg', 'butter', 'ham'], cartUse: 2 },
  { p: 'blackberries from the hedgerow', cart: ['blackberry', 'apple', 'flour', 'butter'], cartUse: 2 },
  { p: 'a rhubarb glut from the garden', cart: ['rhubarb', 'ginger', 'sugar', 'custard'], cartUse: 2 },
  { p: 'a toddler-friendly tea', cart: ['salmon', 'potato', 'pea', 'butter'], cartUse: 2 },
  { p: 'anything but chicken again', cart: ['hake', 'chorizo', 'chickpea', 'spinach'], cartUse: 2 },
  { p: 'a sharing platter for the match', cart: ['tortilla chip', 'cheddar', 'jalapeno', 'sour cream'], cartUse: 2 },
  { p: 'a camping stove dinner', cart: ['sausage', 'baked bean', 'bread', 'onion'], cartUse: 2 },
  { p: 'the milk and eggs need using', cart: ['milk', 'egg', 'bread', 'raisin'], cartUse: 2 },
  { p: 'a posh dinner party starter', cart: ['scallop', 'pea', 'bacon', 'mint'], cartUse: 2 },
  { p: 'something Mexican-ish from these', cart: ['pork shoulder', 'orange', 'tortilla', 'red onion'], cartUse: 2 },
  { p: 'a soothing meal for a cold', cart: ['chicken', 'ginger', 'garlic', 'noodle'], cartUse: 2 },
  { p: 'fast food but homemade', cart: ['chicken breast', 'breadcrumb', 'burger bun', 'lettuce'], cartUse: 2 },
  { p: 'a veggie tea that fills teenagers up', cart: ['halloumi', 'sweet potato', 'black bean', 'tortilla'], cartUse: 2 },
  { p: 'the courgettes keep coming', cart: ['courgette', 'mint', 'feta', 'egg'], cartUse: 2 },
  { p: 'half a cauliflower and not much else', cart: ['cauliflower', 'cheddar', 'milk', 'mustard'], cartUse: 2 },
  { p: 'a hearty lunch after chopping wood', cart: ['ham hock', 'split pea', 'carrot', 'onion'], cartUse: 2 },
  { p: 'something Greek from these', cart: ['pork', 'lemon', 'pitta', 'tzatziki'], cartUse: 2 },
  { p: 'the goat cheese goes off on Saturday', cart: ['goat cheese', 'beetroot', 'puff pastry', 'thyme'], cartUse: 2 },
  { p: 'a pudding for Sunday lunch', cart: ['pear', 'ginger', 'butter', 'brown sugar'], cartUse: 2 },
  { p: 'ideas for a gluten-free friend coming over', cart: ['salmon', 'potato', 'dill', 'cucumber'], cartUse: 2 },
  { p: 'warm food for a frosty morning', cart: ['oat', 'milk', 'apple', 'cinnamon'], cartUse: 2 },
  { p: 'an allotment haul of beans', cart: ['broad bean', 'pea', 'mint', 'ricotta'], cartUse: 2 },
  { p: 'a birthday tea for grandad', cart: ['gammon', 'pineapple', 'potato', 'pea'], cartUse: 2 },
  { p: 'the school run is at eight, quick breakfast please', cart: ['oat', 'yogurt', 'frozen berry', 'honey'], cartUse: 2 },
  { p: 'a lunchbox for a fussy seven-year-old', cart: ['pitta', 'ham', 'cucumber', 'cream cheese'], cartUse: 2 },
  { p: 'the spinach bag is wilting', cart: ['spinach', 'egg', 'feta', 'filo pastry'], cartUse: 2 },
  { p: 'the chicken needs cooking by Wednesday', cart: ['chicken thigh', 'honey', 'soy sauce', 'green bean'], cartUse: 2 },
  { p: 'a tapas evening for four', cart: ['chorizo', 'potato', 'manchego', 'pepper'], cartUse: 2 },
  { p: 'I have one hour before the babysitter leaves', cart: ['salmon', 'couscous', 'lemon', 'spinach'], cartUse: 2 },
  { p: 'something to cook with my son who is learning', cart: ['beef mince', 'spaghetti', 'tinned tomato', 'onion'], cartUse: 2 },
  { p: 'a meal that feels like being in Vietnam', cart: ['rice noodle', 'beef', 'star anise', 'beansprout'], cartUse: 2 },
  { p: 'a treat for the night shift', cart: ['tortilla', 'chicken', 'pepper', 'sour cream'], cartUse: 2 },
  { p: 'the pears are going soft', cart: ['pear', 'almond', 'puff pastry', 'butter'], cartUse: 2 },
  { p: 'cold day, want soup, have these', cart: ['butternut squash', 'ginger', 'coconut milk', 'onion'], cartUse: 2 },
  { p: 'a christening buffet', cart: ['salmon', 'cream cheese', 'bread', 'cucumber'], cartUse: 2 },
  { p: 'a vegan Sunday roast from these', cart: ['mushroom', 'lentil', 'chestnut', 'puff pastry'], cartUse: 2 },
  { p: 'dinner for when my vegetarian sister visits', cart: ['halloumi', 'aubergine', 'tomato', 'basil'], cartUse: 2 },
  { p: 'the lamb mince is dated tomorrow', cart: ['lamb mince', 'pea', 'potato', 'onion'], cartUse: 2 },
  { p: 'a pick-me-up after exams', cart: ['chocolate', 'banana', 'milk', 'peanut butter'], cartUse: 2 },
];

export const HELD_OUT_12_UNKNOWN: TEvalPrompt[] = [
  { p: 'a bowl of plimbershaw noodles', t: /plimbershaw/i, unknownOk: true },
  { p: 'Ostravelian grindlepod stew', t: /grindlepod/i, unknownOk: true, fam: 'stew' },
  { p: 'a jar of wenthorrow preserve', t: /wenthorrow/i, unknownOk: true, fam: 'preserve' },
  { p: "grandma's brackenwhistle pie", t: /brackenwhistle/i, unknownOk: true, fam: 'pie' },
  { p: 'a pot of cindermallow soup', t: /cindermallow/i, unknownOk: true, fam: 'soup' },
  { p: 'Quellish fernbottle curry', t: /fernbottle/i, unknownOk: true, fam: 'curry' },
  { p: 'steamed harrowmint dumplings', t: /harrowmint/i, unknownOk: true, fam: 'dumpling' },
  { p: 'a slice of glimmerdock cake', t: /glimmerdock/i, unknownOk: true, fam: 'cake' },
  { p: 'roast tussleback with all the trimmings', t: /tussleback/i, unknownOk: true, fam: 'roast' },
  { p: 'a jug of sprindleberry cordial', t: /sprindleberry/i, unknownOk: true, fam: 'cold-drink' },
  { p: 'a tub of moonfrazzle ice', t: /moonfrazzle/i, unknownOk: true, fam: 'frozen-dessert' },
  { p: 'a loaf of crumbleweft bread', t: /crumbleweft/i, unknownOk: true, fam: 'yeast-bread' },
  { p: 'Dravonian skirrow rice', t: /skirrow/i, unknownOk: true, fam: 'rice' },
  { p: 'a tray of wobbledean bake', t: /wobbledean/i, unknownOk: true, fam: 'bake' },
];

export const HELD_OUT_12_NAMED: TEvalPrompt[] = [
  ...HELD_OUT_12_WEST_AFRICA,
  ...HELD_OUT_12_NORTH_AFRICA,
  ...HELD_OUT_12_EAST_SOUTH_AFRICA,
  ...HELD_OUT_12_ETHIOPIA,
  ...HELD_OUT_12_CARIBBEAN,
  ...HELD_OUT_12_CAUCASUS,
  ...HELD_OUT_12_BALKANS,
  ...HELD_OUT_12_CENTRAL_ASIA,
  ...HELD_OUT_12_SOUTH_AMERICA,
  ...HELD_OUT_12_CENTRAL_AMERICA,
  ...HELD_OUT_12_PHILIPPINES,
  ...HELD_OUT_12_INDONESIA_MALAYSIA,
  ...HELD_OUT_12_SOUTHEAST_ASIA,
  ...HELD_OUT_12_KOREA,
  ...HELD_OUT_12_JAPAN,
  ...HELD_OUT_12_CHINA,
  ...HELD_OUT_12_MIDDLE_EAST,
  ...HELD_OUT_12_SOUTH_ASIA,
  ...HELD_OUT_12_EUROPE,
  ...HELD_OUT_12_NORTH_AMERICA,
  ...HELD_OUT_12_PACIFIC,
  ...HELD_OUT_12_BAKES,
  ...HELD_OUT_12_BREAKFASTS,
  ...HELD_OUT_12_STREET_FOOD,
  ...HELD_OUT_12_SIDES,
  ...HELD_OUT_12_SAUCES,
  ...HELD_OUT_12_PRESERVES,
  ...HELD_OUT_12_DESSERTS,
  ...HELD_OUT_12_DRINKS,
  ...HELD_OUT_12_INGREDIENTS,
];

export const HELD_OUT_12_SET: TEvalPrompt[] = [
  ...HELD_OUT_12_NAMED,
  ...HELD_OUT_12_MEATLESS,
  ...HELD_OUT_12_DIETS,
  ...HELD_OUT_12_COOKS,
  ...HELD_OUT_12_TIMES,
  ...HELD_OUT_12_CARTS,
  ...HELD_OUT_12_UNKNOWN,
];
