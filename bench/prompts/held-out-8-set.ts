// The composer's eighth held-out set (issue 26): prompts of our own, written on 2026-11-28 before the
// ninth round of composer changes and committed on their own, without running the composer on them.
// The first seven held-out sets are spent: their misses were read. Do not read this set's misses while
// working; score it once at the end (npx tsx bench/prompts/run.ts --set held-out-8).
// Same checks as eval-set.ts (see TEvalPrompt there). Dishes the offline cookbook may well not know
// carry unknownOk: DISH_UNKNOWN is a right answer for them, and a 200 answer must still be the dish.
// Prompts with no title check are open requests: a 'cart' or 'open' answer is not unrelated for them.
// Cart items are written singular because run.ts matches an item's last word as a substring of an
// ingredient line. Title patterns take the dish's usual spellings and accents (earlier sets lost points on their own).
// None repeats a prompt of eval-set.ts (landing prompts included) or held-out sets 1–7: checked by a script
// before committing (prompts lower-cased, accents and punctuation stripped, articles dropped; exact repeats,
// prompts with the same words once filler words were dropped, and prompts sharing most of their words with
// an earlier one, read by hand). Of 505 drafts, 120 were dropped as repeats or near-repeats and 14 open
// requests reworded. 385 prompts: 270 named dishes, 15 naming ingredients that must appear, 8 meatless/veggie,
// 14 prompt diets, 5 with a cook's allergens or never-want list, 15 times/servings/counts, 50 open requests
// with carts, 8 invented dish names.
import type { TRestrictionKey } from '../../src/domain/kitchen/diet-vocabulary.ts';
import type { TEvalPrompt } from './eval-set.ts';

const VEGAN: TRestrictionKey[] = ['vegan'];
const VEGETARIAN: TRestrictionKey[] = ['vegetarian'];
const GLUTEN_FREE: TRestrictionKey[] = ['glutenFree'];
const DAIRY_FREE: TRestrictionKey[] = ['dairyFree'];

export const HELD_OUT_8_WEST_AFRICA: TEvalPrompt[] = [
  { p: 'smoky party jollof like they make in Lagos', t: /jollof/i, has: [/rice/i, /tomato|pepper/i] },
  { p: 'how do I make beef suya skewers', t: /suya/i, has: [/beef/i, /peanut|groundnut|kuli/i], unknownOk: true },
  { p: 'egusi soup with spinach and goat meat', t: /egusi/i, has: [/egusi|melon seed/i], unknownOk: true },
  { p: 'Ghana-style waakye rice and beans', t: /waakye|rice and beans/i, has: [/rice/i, /bean|pea/i], unknownOk: true },
  { p: 'akara black-eyed pea fritters for breakfast', t: /akara|accara|fritter/i, has: [/black[- ]eyed|bean|pea/i], unknownOk: true },
  { p: 'Senegalese mafé with lamb', t: /maf[eé]|peanut|groundnut/i, has: [/peanut/i, /lamb/i], unknownOk: true },
  { p: 'Nigerian fried rice with liver and mixed veg', t: /fried rice/i, has: [/rice/i], unknownOk: true },
  { p: 'Togolese ablo steamed rice cakes', t: /ablo|rice cake/i, has: [/rice|corn/i], unknownOk: true },
  { p: 'Gambian domoda peanut stew', t: /domoda|peanut|groundnut/i, has: [/peanut|groundnut/i], unknownOk: true },
  { p: 'Cameroonian ndolé with bitter leaf and peanuts', t: /ndol[eé]/i, has: [/peanut/i], unknownOk: true },
  { p: 'Burkina Faso riz gras', t: /riz gras|rice/i, has: [/rice/i], unknownOk: true },
];

export const HELD_OUT_8_CARIBBEAN: TEvalPrompt[] = [
  { p: 'jerk pork shoulder on the grill', t: /jerk/i, has: [/pork/i, /allspice|pimento|scotch bonnet|chil+i/i] },
  { p: 'Jamaican ackee and saltfish breakfast', t: /ackee/i, has: [/ackee/i, /saltfish|cod/i], unknownOk: true },
  { p: 'Trini doubles with curried channa', t: /doubles|channa|chana/i, has: [/chickpea|channa/i], unknownOk: true },
  { p: 'bake and saltfish from Trinidad', t: /bake|saltfish/i, has: [/flour/i], unknownOk: true },
  { p: 'Trinidadian pelau with chicken and pigeon peas', t: /pelau/i, has: [/rice/i, /pea/i], unknownOk: true },
  { p: 'Grenada oildown one-pot', t: /oil ?down/i, has: [/breadfruit|coconut/i], unknownOk: true },
  { p: 'Bajan cou-cou with okra', t: /cou[- ]?cou|coo[- ]?coo/i, has: [/cornmeal|okra/i], unknownOk: true },
  { p: 'Haitian griot fried pork with pikliz', t: /griot|griyo|pork/i, has: [/pork/i], unknownOk: true },
  { p: 'Cuban ropa vieja shredded beef', t: /ropa vieja/i, has: [/beef/i], unknownOk: true },
  { p: 'Dominican sancocho with three meats', t: /sancocho/i, unknownOk: true, fam: 'stew' },
  { p: 'Jamaican beef patties with flaky pastry', t: /patt(y|ie)/i, has: [/beef/i, /flour|pastry/i], unknownOk: true },
  { p: 'Cuban moros y cristianos', t: /moros|black beans and rice|rice/i, has: [/black bean|bean/i, /rice/i], unknownOk: true },
];

export const HELD_OUT_8_CAUCASUS: TEvalPrompt[] = [
  { p: 'Adjarian khachapuri boat with an egg yolk', t: /khachapuri|cheese bread/i, has: [/cheese|sulguni|feta|mozzarella/i, /egg/i], unknownOk: true },
  { p: 'Georgian lobio bean stew in a clay pot', t: /lobio|bean/i, has: [/bean/i], unknownOk: true },
  { p: 'chakhapuli lamb with tarragon and plums', t: /chakhapuli|lamb/i, has: [/lamb/i, /tarragon/i], unknownOk: true },
  { p: 'Georgian chicken satsivi in walnut sauce', t: /satsivi|walnut/i, has: [/chicken/i, /walnut/i], unknownOk: true },
  { p: 'Azeri dushbara tiny dumplings in broth', t: /dushbara|d[uü]shbara|dumpling/i, has: [/flour/i], unknownOk: true },
  { p: 'Georgian chikhirtma chicken soup with egg', t: /chikhirtma|chicken soup/i, has: [/chicken/i, /egg/i], unknownOk: true },
  { p: 'Georgian ojakhuri pork and potatoes', t: /ojakhuri|pork/i, has: [/pork/i, /potato/i], unknownOk: true },
  { p: 'Armenian lavash baked at home', t: /lavash/i, has: [/flour/i], unknownOk: true },
  { p: 'Georgian ajika hot pepper paste', t: /ad?jika|pepper paste/i, has: [/pepper|chil+i/i], unknownOk: true },
];

export const HELD_OUT_8_BALKANS: TEvalPrompt[] = [
  { p: 'Bulgarian banitsa with feta and eggs', t: /banitsa|banica/i, has: [/feta|cheese/i, /egg/i], unknownOk: true },
  { p: 'Romanian mici grilled sausages', t: /mici|mititei|sausage/i, has: [/beef|pork|lamb/i], unknownOk: true },
  { p: 'Macedonian tavče gravče baked beans', t: /tav[cč]e|grav[cč]e|bean/i, has: [/bean/i], unknownOk: true },
  { p: 'Greek pastitsio for a crowd', t: /pastitsio|pastichio/i, has: [/pasta|macaroni|bucatini/i], unknownOk: true },
  { p: 'Bosnian ćufte meatballs in tomato sauce', t: /[cćč]ufte|meatball/i, has: [/beef|lamb|pork/i, /tomato/i], unknownOk: true },
  { p: 'Serbian prebranac baked white beans with onion', t: /prebranac|bean/i, has: [/bean/i, /onion/i], unknownOk: true },
  { p: 'Montenegrin kačamak cornmeal with cheese', t: /ka[cč]amak|polenta|cornmeal/i, has: [/cornmeal|polenta/i], unknownOk: true },
];

export const HELD_OUT_8_CENTRAL_ASIA: TEvalPrompt[] = [
  { p: 'Kazakh beshbarmak with flat noodles', t: /beshbarmak|besbarmak/i, has: [/noodle|flour/i], unknownOk: true },
  { p: 'Uzbek non bread baked in the oven', t: /non|lepeshka|bread/i, has: [/flour/i], unknownOk: true },
  { p: 'Tajik qurutob with flatbread', t: /qurutob|kurutob/i, has: [/yogh?urt|qurut|kefir/i], unknownOk: true },
  { p: 'Kyrgyz shorpo lamb soup', t: /shorpo|shurpa|sho?rpa|chorba|lamb soup/i, has: [/lamb/i], unknownOk: true },
  { p: 'Afghan kabuli pulao with carrots and raisins', t: /kabuli|pulao|palaw|pilaf/i, has: [/rice/i, /carrot/i, /raisin/i], unknownOk: true },
  { p: 'Afghan aushak leek dumplings', t: /aushak|ashak|dumpling/i, has: [/leek|chive|spring onion|scallion/i], unknownOk: true },
  { p: 'Mongolian buuz steamed dumplings', t: /buuz|dumpling/i, has: [/flour/i], unknownOk: true },
];

export const HELD_OUT_8_SOUTH_AMERICA: TEvalPrompt[] = [
  { p: 'Brazilian feijoada with black beans and pork', t: /feijoada/i, has: [/black bean|bean/i, /pork|sausage/i], unknownOk: true },
  { p: 'cheesy pão de queijo balls', t: /p[aã]o de queijo|cheese bread/i, has: [/tapioca|cassava/i, /cheese|parmesan/i], unknownOk: true },
  { p: 'Venezuelan arepas stuffed with black beans and cheese', t: /arepa/i, has: [/cornmeal|masa|corn/i], unknownOk: true },
  { p: 'Peruvian causa limeña with tuna', t: /causa/i, has: [/potato/i, /tuna/i], unknownOk: true },
  { p: 'Argentine beef empanadas baked not fried', t: /empanada/i, has: [/beef/i, /flour|pastry/i] },
  { p: 'Peruvian anticuchos beef heart skewers', t: /anticucho/i, has: [/beef|heart/i], unknownOk: true },
  { p: 'Ecuadorian locro de papa potato soup', t: /locro|potato soup/i, has: [/potato/i], unknownOk: true },
  { p: 'Brazilian moqueca fish stew with coconut', t: /moqueca/i, has: [/fish|cod|snapper|prawn/i, /coconut/i], unknownOk: true },
];

export const HELD_OUT_8_PHILIPPINES: TEvalPrompt[] = [
  { p: 'pork sinigang with tamarind broth', t: /sinigang/i, has: [/pork/i, /tamarind/i], unknownOk: true },
  { p: 'pancit canton for a birthday', t: /pancit/i, has: [/noodle/i], unknownOk: true },
  { p: 'lumpia shanghai spring rolls', t: /lumpia|spring roll/i, has: [/pork/i], unknownOk: true },
  { p: 'sizzling pork sisig', t: /sisig/i, has: [/pork/i], unknownOk: true },
  { p: 'arroz caldo chicken rice porridge', t: /arroz caldo|congee|rice porridge/i, has: [/rice/i, /chicken/i], unknownOk: true },
  { p: 'banana turon with jackfruit', t: /turon|banana/i, has: [/banana|plantain/i], unknownOk: true },
  { p: 'Filipino beef bistek with onions', t: /bistek|beef/i, has: [/beef/i, /onion/i], unknownOk: true },
  { p: 'halo-halo shaved ice dessert', t: /halo[- ]?halo/i, unknownOk: true, fam: 'frozen-dessert' },
];

export const HELD_OUT_8_KOREA: TEvalPrompt[] = [
  { p: 'kimchi jjigae with pork belly', t: /kimchi (jjigae|stew)|jjigae/i, has: [/kimchi/i, /pork/i], unknownOk: true },
  { p: 'doenjang jjigae soybean paste stew', t: /doenjang|soybean paste|jjigae/i, has: [/doenjang|soybean paste|miso/i], unknownOk: true },
  { p: 'dak-dori-tang spicy braised chicken', t: /dak-?dori-?tang|dakbokkeumtang|chicken/i, has: [/chicken/i], unknownOk: true },
  { p: 'Korean bossam boiled pork wraps', t: /bossam|pork/i, has: [/pork/i], unknownOk: true },
  { p: 'mul naengmyeon cold noodles', t: /naengmyeon|cold noodle/i, has: [/noodle/i], unknownOk: true },
  { p: 'Korean fried chicken with gochujang glaze', t: /korean fried chicken|yangnyeom|fried chicken/i, has: [/chicken/i, /gochujang/i] },
  { p: 'gamja jorim braised potatoes', t: /gamja|potato/i, has: [/potato/i], unknownOk: true },
  { p: 'kimchi pancake kimchijeon', t: /kimchi ?(jeon|pancake)|kimchijeon|pancake/i, has: [/kimchi/i, /flour/i], unknownOk: true },
  { p: 'Korean spinach side dish sigeumchi namul', t: /sigeumchi|namul|spinach/i, has: [/spinach/i], unknownOk: true },
];

export const HELD_OUT_8_ETHIOPIA: TEvalPrompt[] = [
  { p: 'doro wat chicken stew with boiled eggs', t: /doro w[ao]t|chicken stew/i, has: [/chicken/i, /egg/i], unknownOk: true },
  { p: 'Ethiopian beef tibs with rosemary', t: /tibs/i, has: [/beef/i], unknownOk: true },
  { p: 'Ethiopian kitfo with spiced butter', t: /kitfo/i, has: [/beef/i], unknownOk: true },
  { p: 'Ethiopian berbere spice blend', t: /berbere/i, has: [/paprika|chil+i/i], unknownOk: true },
  { p: 'Ethiopian spiced butter niter kibbeh', t: /niter kibbeh|kibbe|spiced butter/i, has: [/butter/i], unknownOk: true },
  { p: 'Ethiopian fasolia green beans and carrots', t: /fasolia|fasolya|green bean/i, has: [/green bean/i, /carrot/i], unknownOk: true },
];

export const HELD_OUT_8_MIDDLE_EAST: TEvalPrompt[] = [
  { p: 'Jordanian mansaf with lamb and jameed', t: /mansaf/i, has: [/lamb/i, /rice/i], unknownOk: true },
  { p: 'Lebanese kibbeh with bulgur and lamb', t: /kibb?eh?|kubba/i, has: [/bulgur/i, /lamb|beef/i], unknownOk: true },
  { p: 'Palestinian maqluba upside-down rice', t: /ma[qk]lo?u?bah?/i, has: [/rice/i], unknownOk: true },
  { p: 'Egyptian koshari with crispy onions', t: /ko?u?shari|koshary/i, has: [/lentil/i, /rice/i], unknownOk: true },
  { p: 'shish taouk chicken skewers', t: /shish ta[oa]u?k|tawook|chicken/i, has: [/chicken/i], unknownOk: true },
  { p: 'mujaddara lentils and rice with fried onions', t: /mujadd?ara|mejadra|lentil/i, has: [/lentil/i, /rice|bulgur/i], unknownOk: true },
  { p: 'Persian fesenjan with pomegranate and walnuts', t: /fesenjan|fesenjoon|fesenjun/i, has: [/walnut/i, /pomegranate/i], unknownOk: true },
  { p: 'ghormeh sabzi herb stew', t: /ghormeh|sabzi|herb stew/i, has: [/parsley|herb|coriander|fenugreek/i], unknownOk: true },
  { p: 'Persian kuku sabzi herb frittata', t: /kuku|kookoo|frittata/i, has: [/egg/i], unknownOk: true },
  { p: 'smoky baba ghanoush', t: /baba gh?an+o?u?sh|baba ganoush/i, has: [/aubergine|eggplant/i] },
  { p: 'Lebanese manakish with zaatar', t: /manak(e|i)?sh|mana.?eesh|za.?atar/i, has: [/za.?atar/i, /flour/i], unknownOk: true },
  { p: 'Turkish lahmacun thin lamb flatbreads', t: /lahmacun|lahmajoun/i, has: [/lamb|beef/i, /flour/i], unknownOk: true },
  { p: 'Yemeni saltah stew with hilbeh', t: /saltah|salta/i, unknownOk: true, fam: 'stew' },
  { p: 'Iraqi dolma with stuffed onions', t: /dolma|stuffed/i, has: [/rice/i], unknownOk: true },
  { p: 'Turkish imam bayildi stuffed aubergines', t: /imam bay[iı]ld[iı]|aubergine|eggplant/i, has: [/aubergine|eggplant/i], unknownOk: true },
];

export const HELD_OUT_8_SOUTH_ASIA: TEvalPrompt[] = [
  { p: 'Kerala fish moilee in coconut milk', t: /moilee|molee|molly|fish curry/i, has: [/fish|cod|pomfret|kingfish/i, /coconut/i], unknownOk: true },
  { p: 'Goan pork vindaloo', t: /vindaloo/i, has: [/pork/i, /vinegar/i] },
  { p: 'Hyderabadi chicken dum biryani', t: /biryani|biriyani/i, has: [/chicken/i, /rice/i] },
  { p: 'Punjabi rajma chawal', t: /rajma|kidney bean/i, has: [/kidney bean|rajma/i], unknownOk: true },
  { p: 'dal makhani slow-cooked black lentils', t: /dal makhani|daal makhani|dal/i, has: [/lentil|urad/i] },
  { p: 'baingan bharta smoky mashed aubergine', t: /baingan|bharta|aubergine|eggplant/i, has: [/aubergine|eggplant/i], unknownOk: true },
  { p: 'South Indian sambar with drumsticks', t: /samb(h)?ar/i, has: [/lentil|toor|dal/i], unknownOk: true },
  { p: 'crispy masala vada', t: /vada|vadai|fritter/i, has: [/lentil|chana dal|dal/i], unknownOk: true },
  { p: 'idli with coconut chutney', t: /idli/i, has: [/rice/i], unknownOk: true },
  { p: 'aloo paratha stuffed flatbread', t: /paratha|parotta/i, has: [/potato/i, /flour/i], unknownOk: true },
  { p: 'Pakistani nihari beef stew', t: /nihari/i, has: [/beef/i], unknownOk: true },
  { p: 'Nepali dal bhat', t: /dal bhat|daal bhat|dal/i, has: [/lentil/i], unknownOk: true },
  { p: 'matar paneer with peas', t: /mat+ar paneer|mutter paneer|paneer/i, has: [/paneer/i, /pea/i] },
];

export const HELD_OUT_8_SOUTHEAST_ASIA: TEvalPrompt[] = [
  { p: 'Thai massaman curry with beef and potatoes', t: /mass?aman/i, has: [/beef/i, /potato/i] },
  { p: 'som tam green papaya salad', t: /som tam|papaya salad/i, has: [/papaya/i], unknownOk: true },
  { p: 'khao soi northern Thai curry noodles', t: /khao so[iy]|curry noodle/i, has: [/noodle/i, /coconut/i], unknownOk: true },
  { p: 'pad kra pao with crispy fried egg', t: /kra ?pao|gra ?pow|krapow|holy basil|basil/i, has: [/basil/i], unknownOk: true },
  { p: 'Vietnamese bún chả grilled pork with noodles', t: /b[uú]n ch[aả]|pork/i, has: [/pork/i, /noodle|vermicelli/i], unknownOk: true },
  { p: 'Vietnamese beef phở with star anise', t: /\bph[oở]/i, has: [/beef/i, /noodle/i] },
  { p: 'Vietnamese caramel pork thit kho', t: /th[iị]t kho|caramel(ised)? pork|braised pork/i, has: [/pork/i], unknownOk: true },
  { p: 'bánh xèo crispy pancakes', t: /b[aá]nh x[eè]o|pancake|cr[eê]pe/i, has: [/rice flour|flour/i], unknownOk: true },
  { p: 'Malaysian nasi lemak with sambal', t: /nasi lemak/i, has: [/rice/i, /coconut/i], unknownOk: true },
  { p: 'Malaysian laksa lemak', t: /laksa/i, has: [/noodle/i, /coconut/i], unknownOk: true },
  { p: 'Indonesian gado-gado with peanut dressing', t: /gado[- ]?gado/i, has: [/peanut/i], unknownOk: true },
  { p: 'Indonesian nasi goreng with a fried egg', t: /nasi goreng|fried rice/i, has: [/rice/i, /egg/i] },
  { p: 'Lao khao piak sen chicken noodle soup', t: /khao piak|noodle soup/i, has: [/noodle/i, /chicken/i], unknownOk: true },
];

export const HELD_OUT_8_EAST_ASIA: TEvalPrompt[] = [
  { p: 'Japanese okonomiyaki cabbage pancake', t: /okonomiyaki|pancake/i, has: [/cabbage/i, /flour/i], unknownOk: true },
  { p: 'tonkotsu-style ramen at home', t: /ramen/i, has: [/noodle/i, /pork/i], unknownOk: true },
  { p: 'Japanese oyakodon chicken and egg bowl', t: /oyakodon|chicken and egg/i, has: [/chicken/i, /egg/i], unknownOk: true },
  { p: 'pork gyoza pan-fried dumplings', t: /gyoza|dumpling|potsticker/i, has: [/pork/i] },
  { p: 'Japanese nikujaga beef and potato stew', t: /nikujaga|beef and potato/i, has: [/beef/i, /potato/i], unknownOk: true },
  { p: 'Sichuan dan dan noodles', t: /dan ?dan/i, has: [/noodle/i], unknownOk: true },
  { p: 'Cantonese steamed fish with ginger and spring onion', t: /steamed fish|fish/i, has: [/fish|bass|cod/i, /ginger/i] },
  { p: 'Chinese red-braised pork belly hong shao rou', t: /hong shao|red[- ]braised|pork belly/i, has: [/pork/i], unknownOk: true },
  { p: 'Shanghai xiaolongbao soup dumplings', t: /xiao ?long ?bao|soup dumpling|dumpling/i, has: [/pork/i, /flour/i], unknownOk: true },
  { p: 'Taiwanese three cup chicken', t: /three[- ]cup|san bei/i, has: [/chicken/i, /basil/i], unknownOk: true },
];

export const HELD_OUT_8_EUROPE: TEvalPrompt[] = [
  { p: 'Italian osso buco with gremolata', t: /oss?o ?bu(c|cc)o/i, has: [/veal|beef/i], unknownOk: true },
  { p: 'cacio e pepe the Roman way', t: /cacio e pepe/i, has: [/pecorino|parmesan|cheese/i, /pepper/i] },
  { p: 'bucatini all’amatriciana', t: /amatriciana/i, has: [/guanciale|pancetta|bacon/i, /tomato/i] },
  { p: 'Sicilian caponata', t: /caponata/i, has: [/aubergine|eggplant/i], unknownOk: true },
  { p: 'French boeuf en daube provençale', t: /daube/i, has: [/beef/i, /wine/i], unknownOk: true },
  { p: 'French tartiflette with reblochon', t: /tartiflette/i, has: [/potato/i, /reblochon|cheese/i], unknownOk: true },
  { p: 'Provençal bouillabaisse', t: /bouillabaisse/i, has: [/fish|cod|monkfish|mullet/i], unknownOk: true },
  { p: 'French moules marinières', t: /moules|mussel/i, has: [/mussel/i, /wine/i] },
  { p: 'Spanish salmorejo cold tomato soup', t: /salmorejo/i, has: [/tomato/i, /bread/i], unknownOk: true },
  { p: 'pulpo a la gallega octopus with paprika', t: /pulpo|octopus/i, has: [/octopus/i], unknownOk: true },
  { p: 'Hungarian chicken paprikash with dumplings', t: /paprika?sh|paprik[aá]s/i, has: [/chicken/i, /paprika/i] },
  { p: 'Czech svíčková beef in cream sauce', t: /sv[ií][cč]kov[aá]|beef/i, has: [/beef/i], unknownOk: true },
  { p: 'German currywurst with chips', t: /currywurst/i, has: [/sausage|bratwurst/i], unknownOk: true },
  { p: 'Swedish köttbullar with lingonberries', t: /k[oö]ttbullar|meatball/i, has: [/beef|pork/i] },
  { p: 'Norwegian fårikål lamb and cabbage', t: /f[aå]rik[aå]l|lamb and cabbage/i, has: [/lamb/i, /cabbage/i], unknownOk: true },
  { p: 'Russian beef stroganoff with egg noodles', t: /stroganoff/i, has: [/beef/i] },
  { p: 'Irish colcannon with kale', t: /colcannon/i, has: [/potato/i, /kale|cabbage/i], unknownOk: true },
  { p: 'Lancashire hotpot with lamb neck', t: /hotpot|hot pot/i, has: [/lamb/i, /potato/i], unknownOk: true },
  { p: 'Belgian carbonnade flamande beef and beer stew', t: /carbonn?ade|beef and beer/i, has: [/beef/i, /beer|ale/i], unknownOk: true },
  { p: 'Swiss rösti potato cake', t: /r[oö]e?sti/i, has: [/potato/i], unknownOk: true },
  { p: 'Dutch stamppot with smoked sausage', t: /stamppot|boerenkool/i, has: [/potato/i, /sausage/i], unknownOk: true },
  { p: 'Greek kleftiko slow-baked lamb', t: /kleftiko|lamb/i, has: [/lamb/i], unknownOk: true },
];

export const HELD_OUT_8_AMERICAS: TEvalPrompt[] = [
  { p: 'tacos al pastor with pineapple', t: /al pastor|pastor/i, has: [/pork/i, /pineapple/i], unknownOk: true },
  { p: 'chicken mole poblano', t: /mole/i, has: [/chicken/i, /chil+i|ancho|mulato|pasilla/i], unknownOk: true },
  { p: 'chiles rellenos stuffed with cheese', t: /chil(e|i)s? rellenos?|stuffed pepper|poblano/i, has: [/poblano|pepper|chil/i, /cheese/i], unknownOk: true },
  { p: 'Mexican chilaquiles rojos with a fried egg', t: /chilaquiles/i, has: [/tortilla/i, /egg/i], unknownOk: true },
  { p: 'birria tacos with consommé for dipping', t: /birria/i, has: [/beef|goat/i], unknownOk: true },
  { p: 'sopa de lima from Yucatán', t: /sopa de lima|lime soup/i, has: [/lime/i, /chicken/i], unknownOk: true },
  { p: 'Cajun chicken and sausage jambalaya', t: /jambalaya/i, has: [/rice/i, /sausage|andouille/i] },
  { p: 'Louisiana red beans and rice', t: /red beans/i, has: [/kidney bean|red bean|bean/i, /rice/i] },
  { p: 'crawfish étouffée', t: /[eé]touff[eé]e/i, has: [/crawfish|shrimp|prawn/i], unknownOk: true },
  { p: 'Philly cheesesteak with provolone', t: /cheese ?steak/i, has: [/beef|steak/i, /provolone|cheese/i] },
  { p: 'Texas brisket in the oven', t: /brisket/i, has: [/brisket|beef/i] },
  { p: 'Cincinnati chili over spaghetti', t: /cincinnati|chil+i/i, has: [/beef/i, /spaghetti/i], unknownOk: true },
  { p: 'Canadian poutine with gravy and cheese curds', t: /poutine/i, has: [/potato|fries|chips/i, /cheese|curd/i] },
  { p: 'Tex-Mex queso dip', t: /queso/i, has: [/cheese/i], unknownOk: true },
];

export const HELD_OUT_8_OTHER: TEvalPrompt[] = [
  { p: 'Durban bunny chow', t: /bunny chow|curry/i, has: [/bread|loaf/i], unknownOk: true },
  { p: 'Moroccan chicken tagine with preserved lemon and olives', t: /tagine|tajine/i, has: [/chicken/i, /olive/i] },
  { p: 'Tunisian brik with egg and tuna', t: /brik|briouat/i, has: [/egg/i], unknownOk: true },
  { p: 'Kenyan sukuma wiki collard greens', t: /sukuma|collard|greens/i, has: [/collard|kale|greens/i], unknownOk: true },
  { p: 'East African mandazi coconut doughnuts', t: /mandazi|maandazi|doughnut|donut/i, has: [/flour/i], unknownOk: true },
  { p: 'Australian meat pie with gravy', t: /meat pie|pie/i, has: [/beef/i], unknownOk: true },
  { p: 'Māori hāngī-style roast', t: /h[aā]ng[iī]|roast/i, unknownOk: true, fam: 'roast' },
];

export const HELD_OUT_8_BAKES: TEvalPrompt[] = [
  { p: 'a no-knead crusty bread', t: /bread|loaf/i, has: [/flour/i, /yeast/i] },
  { p: 'sourdough discard crackers', t: /cracker/i, has: [/sourdough|starter|discard/i], unknownOk: true },
  { p: 'a seeded rye loaf', t: /rye/i, has: [/rye/i] },
  { p: 'pumpernickel like the German bakeries', t: /pumpernickel|rye/i, has: [/rye/i], unknownOk: true },
  { p: 'soft pretzels with coarse salt', t: /pretzel|brezel/i, has: [/flour/i] },
  { p: 'Italian ciabatta with big holes', t: /ciabatta/i, has: [/flour/i], unknownOk: true },
  { p: 'Georgian shoti bread', t: /shoti|shotis|bread/i, has: [/flour/i], unknownOk: true },
  { p: 'Finnish pulla cardamom braid', t: /pulla|cardamom/i, has: [/cardamom/i], unknownOk: true },
  { p: 'lemon meringue pie with a crisp base', t: /lemon meringue/i, has: [/lemon/i, /egg/i] },
  { p: 'Bakewell tart with raspberry jam', t: /bakewell/i, has: [/almond/i, /jam|raspberr/i] },
  { p: 'Eccles cakes', t: /eccles/i, has: [/currant/i], unknownOk: true },
  { p: 'peach cobbler with biscuit topping', t: /cobbler/i, has: [/peach/i] },
  { p: 'pecan pie for Thanksgiving', t: /pecan pie/i, has: [/pecan/i] },
  { p: 'snickerdoodle cookies', t: /snickerdoodle/i, has: [/cinnamon/i], unknownOk: true },
  { p: 'shortbread fingers with butter', t: /shortbread/i, has: [/butter/i, /flour/i] },
  { p: 'Anzac biscuits with golden syrup', t: /anzac/i, has: [/oat/i, /coconut/i], unknownOk: true },
  { p: 'Austrian sachertorte', t: /sacher/i, has: [/chocolate/i, /apricot/i], unknownOk: true },
  { p: 'Hungarian dobos torte', t: /dobos/i, has: [/chocolate|cocoa/i], unknownOk: true },
  { p: 'Italian panettone for Christmas', t: /panettone/i, has: [/flour/i], unknownOk: true },
  { p: 'Indian naan bread in a frying pan', t: /naan/i, has: [/flour/i] },
  { p: 'homemade flour tortillas', t: /tortilla/i, has: [/flour/i] },
  { p: 'Scandinavian cinnamon bun wreath', t: /cinnamon|kanel/i, has: [/cinnamon/i], unknownOk: true },
];

export const HELD_OUT_8_BREAKFASTS: TEvalPrompt[] = [
  { p: 'overnight oats with peanut butter and banana', t: /overnight oat|oat/i, has: [/oat/i, /peanut/i] },
  { p: 'a full English fry-up', t: /full english|fry[- ]up|breakfast/i, has: [/egg/i, /bacon|sausage/i] },
  { p: 'Dutch baby pancake with lemon', t: /dutch baby|pancake/i, has: [/egg/i, /flour/i] },
  { p: 'Turkish menemen scrambled eggs with peppers', t: /menemen/i, has: [/egg/i, /pepper/i], unknownOk: true },
  { p: 'Turkish eggs çılbır with garlic yogurt', t: /[cç][iı]lb[iı]r|turkish eggs|poached egg/i, has: [/egg/i, /yogh?urt/i], unknownOk: true },
  { p: 'Mexican huevos a la mexicana', t: /huevos|egg/i, has: [/egg/i, /tomato/i], unknownOk: true },
  { p: 'savoury oatmeal with a soft egg', t: /oat|porridge/i, has: [/oat/i, /egg/i], unknownOk: true },
  { p: 'Danish æbleskiver pancake balls', t: /[aæ]e?bleskiver|pancake/i, has: [/flour/i], unknownOk: true },
  { p: 'buckwheat galette with ham and egg', t: /galette|cr[eê]pe/i, has: [/buckwheat/i], unknownOk: true },
  { p: 'baked eggs with spinach and feta', t: /baked egg|egg/i, has: [/egg/i, /spinach/i] },
  { p: 'Indian poha with peanuts', t: /poha|pohe/i, has: [/flattened rice|poha|rice flakes|beaten rice/i], unknownOk: true },
  { p: 'Israeli-style shakshuka with a green twist', t: /sh?aksho?uka/i, has: [/egg/i], unknownOk: true },
];

export const HELD_OUT_8_STREET_FOOD: TEvalPrompt[] = [
  { p: 'esquites corn cups with lime', t: /esquites|corn/i, has: [/corn/i, /lime/i], unknownOk: true },
  { p: 'Turkish döner kebab at home', t: /d[oö]ner|kebab/i, has: [/lamb|beef|chicken/i], unknownOk: true },
  { p: 'Greek pork gyros pita with tzatziki', t: /gyro/i, has: [/pork/i, /pita|pitta/i] },
  { p: 'Japanese takoyaki octopus balls', t: /takoyaki/i, has: [/octopus/i, /flour/i], unknownOk: true },
  { p: 'Belgian-style fries with mayo', t: /fries|frites|chips/i, has: [/potato/i] },
  { p: 'Argentine choripán with chimichurri', t: /chorip[aá]n|chorizo/i, has: [/chorizo|sausage/i], unknownOk: true },
  { p: 'Colombian empanadas with aji', t: /empanada/i, has: [/corn|masa|flour/i], unknownOk: true },
  { p: 'Nigerian suya-spiced beef shawarma', t: /shawarma|suya/i, has: [/beef/i], unknownOk: true },
  { p: 'Indonesian martabak manis sweet pancake', t: /martabak|terang bulan|pancake/i, has: [/flour/i], unknownOk: true },
];

export const HELD_OUT_8_SIDES: TEvalPrompt[] = [
  { p: 'crispy smashed potatoes', t: /smashed potato|potato/i, has: [/potato/i] },
  { p: 'cauliflower cheese for a roast dinner', t: /cauliflower cheese/i, has: [/cauliflower/i, /cheese|cheddar/i] },
  { p: 'Southern collard greens with smoked turkey', t: /collard/i, has: [/collard/i], unknownOk: true },
  { p: 'Mexican rice arroz rojo', t: /arroz rojo|mexican rice|spanish rice|rice/i, has: [/rice/i, /tomato/i] },
  { p: 'jeera rice with cumin seeds', t: /jeera rice|cumin rice/i, has: [/rice/i, /cumin/i] },
  { p: 'German potato salad with bacon', t: /potato salad|kartoffelsalat/i, has: [/potato/i] },
  { p: 'crunchy coleslaw for a barbecue', t: /coleslaw|slaw/i, has: [/cabbage/i] },
  { p: 'Moroccan carrot salad with cumin', t: /carrot/i, has: [/carrot/i, /cumin/i] },
  { p: 'Korean bean sprout salad kongnamul muchim', t: /kongnamul|bean ?sprout/i, has: [/bean ?sprout|soybean sprout/i], unknownOk: true },
];

export const HELD_OUT_8_SAUCES: TEvalPrompt[] = [
  { p: 'a proper hollandaise sauce', t: /hollandaise/i, has: [/egg/i, /butter/i] },
  { p: 'sauce vierge for grilled fish', t: /vierge|sauce/i, has: [/tomato/i, /olive oil/i], unknownOk: true },
  { p: 'Mexican salsa verde with tomatillos', t: /salsa verde|green salsa|salsa/i, has: [/tomatillo/i], unknownOk: true },
  { p: 'Greek tzatziki with dill', t: /tzatziki|tsatsiki/i, has: [/yogh?urt/i, /cucumber/i] },
  { p: 'Romesco sauce with almonds', t: /romesco/i, has: [/pepper/i, /almond/i], unknownOk: true },
  { p: 'North African harissa paste', t: /harissa/i, has: [/chil+i|pepper/i], unknownOk: true },
  { p: 'Yemeni zhoug green chilli sauce', t: /zh?o?ug|skhug|s[ck]hug/i, has: [/coriander|cilantro/i, /chil+i/i], unknownOk: true },
  { p: 'onion gravy for sausages', t: /gravy/i, has: [/onion/i] },
  { p: 'Italian salsa verde with capers and anchovies', t: /salsa verde|green sauce/i, has: [/parsley/i, /caper/i], unknownOk: true },
  { p: 'tahini sauce with lemon', t: /tahini|tahina/i, has: [/tahini/i, /lemon/i] },
  { p: 'Chinese chilli crisp oil', t: /chil+i (crisp|oil)|la ?jiao/i, has: [/chil+i/i], unknownOk: true },
];

export const HELD_OUT_8_PRESERVES: TEvalPrompt[] = [
  { p: 'strawberry jam without pectin', t: /strawberry jam|jam/i, has: [/strawberr/i, /sugar/i] },
  { p: 'Indian mango pickle', t: /mango pickle|achar|pickle/i, has: [/mango/i], unknownOk: true },
  { p: 'homemade sauerkraut in a jar', t: /sauerkraut|kraut/i, has: [/cabbage/i, /salt/i] },
  { p: 'fig and balsamic chutney', t: /chutney|jam/i, has: [/fig/i], unknownOk: true },
  { p: 'lemon curd in jars', t: /lemon curd/i, has: [/lemon/i, /egg/i] },
  { p: 'Haitian pikliz spicy pickled slaw', t: /pikliz|pickle|slaw/i, has: [/cabbage/i, /vinegar/i], unknownOk: true },
  { p: 'apricot jam with vanilla', t: /apricot/i, has: [/apricot/i] },
];

export const HELD_OUT_8_DESSERTS: TEvalPrompt[] = [
  { p: 'Italian tiramisu with espresso', t: /tiramis[uù]/i, has: [/mascarpone/i, /coffee|espresso/i] },
  { p: 'gajar ka halwa carrot pudding', t: /gajar|halwa|halva|carrot/i, has: [/carrot/i], unknownOk: true },
  { p: 'Eton mess with strawberries', t: /eton mess/i, has: [/strawberr/i, /cream/i] },
  { p: 'Turkish künefe with cheese', t: /k[uü]nefe|kunafa|knafeh|kanafeh/i, has: [/cheese|mozzarella|akkawi/i], unknownOk: true },
  { p: 'Middle Eastern malabi rose pudding', t: /malab[iy]|muhallebi|mahalabia|pudding/i, has: [/milk/i], unknownOk: true },
  { p: 'Greek galaktoboureko custard pie', t: /galaktoboureko|custard pie/i, has: [/filo|phyllo/i, /milk/i], unknownOk: true },
  { p: 'Korean bingsu with red beans', t: /bingsu|patbingsu|shaved ice/i, unknownOk: true, fam: 'frozen-dessert' },
  { p: 'a mango sorbet without a machine', t: /sorbet/i, has: [/mango/i] },
  { p: 'chocolate mousse with dark chocolate', t: /mousse/i, has: [/chocolate/i] },
  { p: 'a Dutch apple pie with lattice', t: /apple pie|appeltaart/i, has: [/apple/i] },
  { p: 'Greek yogurt with honey and walnuts', t: /yogh?urt/i, has: [/yogh?urt/i, /honey/i, /walnut/i] },
  { p: 'Polish szarlotka apple cake', t: /szarlotka|apple cake/i, has: [/apple/i], unknownOk: true },
  {
    p: 'Hungarian túrós csusza with bacon',
    t: /t[uú]r[oó]s|csusza|noodle/i,
    has: [/cottage cheese|quark|t[uú]r[oó]|cheese/i, /pasta|noodle/i],
    unknownOk: true,
  },
  { p: 'Indian rasmalai for Diwali', t: /ras ?malai/i, has: [/milk/i], unknownOk: true },
];

export const HELD_OUT_8_DRINKS: TEvalPrompt[] = [
  { p: 'Mexican horchata with rice and cinnamon', t: /horchata/i, has: [/rice/i, /cinnamon/i], unknownOk: true },
  { p: 'Turkish ayran yogurt drink', t: /ayran|doogh|yogh?urt drink/i, has: [/yogh?urt/i] },
  { p: 'German glühwein for a cold night', t: /gl[uü]e?hwein|mulled wine/i, has: [/wine/i] },
  { p: 'Caribbean sorrel drink with ginger', t: /sorrel|hibiscus/i, has: [/sorrel|hibiscus/i], unknownOk: true },
  { p: 'fiery homemade ginger ale', t: /ginger (ale|beer)/i, has: [/ginger/i] },
  { p: 'Ukrainian uzvar dried fruit drink', t: /uzvar|compote|kompot/i, has: [/dried|prune|apple|pear/i], unknownOk: true },
  { p: 'Vietnamese iced coffee with condensed milk', t: /c[aà] ph[eê]|iced coffee|coffee/i, has: [/coffee/i, /condensed milk/i] },
  { p: 'old-fashioned lemonade with real lemons', t: /lemonade/i, has: [/lemon/i] },
  { p: 'a warm cup of London fog', t: /london fog|earl grey/i, has: [/tea|earl grey/i], unknownOk: true },
  { p: 'Korean sikhye sweet rice drink', t: /sikhye|shikhye|rice drink|rice punch/i, has: [/rice/i], unknownOk: true },
  { p: 'Indian nimbu pani lemonade with black salt', t: /nimbu pani|lemonade|lime/i, has: [/lemon|lime/i], unknownOk: true },
  { p: 'a Turkish coffee in a cezve', t: /turkish coffee|coffee/i, has: [/coffee/i] },
  { p: 'Brazilian caipirinha with lime', t: /caipirinha/i, has: [/lime/i, /cacha[cç]a/i], unknownOk: true },
  { p: 'Russian kvass from rye bread', t: /kvass|kvas/i, has: [/rye|bread/i], unknownOk: true },
  { p: 'a cherry and almond smoothie', t: /smoothie/i, has: [/cherr/i, /almond/i] },
];

export const HELD_OUT_8_INGREDIENTS: TEvalPrompt[] = [
  { p: 'something with the leftover roast chicken and leeks', t: /chicken|leek/i, has: [/chicken/i, /leek/i] },
  { p: 'a pasta using the cavolo nero and walnuts', t: /pasta|cavolo|kale/i, has: [/cavolo nero|kale/i, /walnut/i], unknownOk: true },
  { p: 'a tray of roast cod with chorizo and butter beans', t: /cod/i, has: [/cod/i, /chorizo/i, /butter bean|bean/i] },
  { p: 'a salad with roasted pear, blue cheese and walnuts', t: /salad/i, has: [/pear/i, /blue cheese|gorgonzola|stilton|roquefort/i] },
  { p: 'chicken thighs with fennel and orange', t: /chicken/i, has: [/chicken/i, /fennel/i, /orange/i] },
  { p: 'a soup of celeriac and apple', t: /celeriac/i, has: [/celeriac/i, /apple/i], unknownOk: true },
  { p: 'pork tenderloin with prunes', t: /pork/i, has: [/pork/i, /prune/i] },
  { p: 'a risotto with peas and lemon zest', t: /risott/i, has: [/rice/i, /pea/i, /lemon/i] },
  { p: 'a frittata using up the asparagus and goat cheese', t: /frittata/i, has: [/egg/i, /asparagus/i, /goat/i] },
  { p: 'mackerel with beetroot and horseradish', t: /mackerel/i, has: [/mackerel/i, /beet/i], unknownOk: true },
  { p: 'lamb meatballs with apricots', t: /meatball|kofta/i, has: [/lamb/i, /apricot/i], unknownOk: true },
  { p: 'a noodle dish with prawns and pak choi', t: /noodle|prawn|shrimp/i, has: [/prawn|shrimp/i, /pak choi|bok choy/i] },
  { p: 'slow-cooked beef cheeks in red wine', t: /beef/i, has: [/beef/i, /wine/i], unknownOk: true },
  { p: 'orzo with courgette, mint and feta', t: /orzo/i, has: [/orzo/i, /courgette|zucchini/i, /feta/i] },
  { p: 'grilled halloumi with watermelon', t: /halloumi|watermelon/i, has: [/halloumi/i, /watermelon/i] },
];

export const HELD_OUT_8_MEATLESS: TEvalPrompt[] = [
  { p: 'veggie cottage pie with lentils and mushrooms', t: /cottage|shepherd|pie/i, r: VEGETARIAN, has: [/lentil|mushroom/i] },
  { p: 'meatless bolognese with walnuts', t: /bolognese|ragu|rag[uù]/i, r: VEGETARIAN, unknownOk: true },
  { p: 'veggie burgers made from black beans', t: /burger/i, r: VEGETARIAN, has: [/black bean|bean/i] },
  { p: 'vegetable biryani with paneer', t: /biryani|biriyani/i, r: VEGETARIAN, has: [/rice/i] },
  { p: 'meatless chilli with sweet potato', t: /chil+i/i, r: VEGETARIAN, has: [/sweet potato/i] },
  { p: 'meat-free pad kra pao with tofu', t: /kra ?pao|gra ?pow|krapow|basil/i, r: VEGETARIAN, has: [/tofu/i], unknownOk: true },
  { p: 'vegetable paella with artichokes', t: /paella/i, r: VEGETARIAN, has: [/rice/i] },
  { p: 'veggie gyoza with cabbage and mushroom', t: /gyoza|dumpling|potsticker/i, r: VEGETARIAN, has: [/cabbage|mushroom/i], unknownOk: true },
];

export const HELD_OUT_8_DIETS: TEvalPrompt[] = [
  { p: 'vegan mac and cheese with cashews', t: /mac(aroni)? (and|&|n'?) cheese|macaroni cheese/i, r: VEGAN, unknownOk: true },
  { p: 'vegan chocolate chip cookies', t: /cookie/i, r: VEGAN, has: [/chocolate/i] },
  { p: 'dairy-free risotto with mushrooms', t: /risott/i, r: DAIRY_FREE, has: [/mushroom/i, /rice/i] },
  { p: 'dairy-free chocolate pudding', t: /chocolate|pudding|mousse/i, r: DAIRY_FREE, has: [/chocolate|cocoa/i], unknownOk: true },
  { p: 'vegetarian moussaka', t: /moussaka|musaka/i, r: VEGETARIAN, has: [/aubergine|eggplant/i], unknownOk: true },
  { p: 'vegetarian ramen with miso', t: /ramen/i, r: VEGETARIAN, has: [/noodle/i, /miso/i], unknownOk: true },
  { p: 'egg-free carrot cake', t: /carrot cake/i, r: ['eggFree'], has: [/carrot/i], unknownOk: true },
  { p: 'nut-free pesto with sunflower seeds', t: /pesto/i, r: ['treeNutFree', 'peanutFree'], has: [/basil/i], unknownOk: true },
  { p: 'gluten-free and dairy-free banana bread', t: /banana/i, r: ['glutenFree', 'dairyFree'], has: [/banana/i], unknownOk: true },
  { p: 'pescatarian paella with mussels', t: /paella/i, r: ['pescatarian'], has: [/mussel/i, /rice/i] },
  { p: 'gluten-free Yorkshire puddings', t: /yorkshire/i, r: GLUTEN_FREE, has: [/egg/i], unknownOk: true },
  { p: 'vegetarian Scotch eggs', t: /scotch egg/i, r: VEGETARIAN, has: [/egg/i], unknownOk: true },
  { p: 'vegan japchae with shiitake', t: /japchae|chapchae/i, r: VEGAN, has: [/noodle/i, /shiitake|mushroom/i] },
  { p: 'gluten-free potato gnocchi with sage butter', t: /gnocchi/i, r: GLUTEN_FREE, has: [/potato/i], unknownOk: true },
];

export const HELD_OUT_8_COOKS: TEvalPrompt[] = [
  { p: 'a satay chicken noodle bowl', t: /satay|noodle|chicken/i, r: ['peanutFree'], cook: { allergens: ['peanuts'] }, has: [/chicken/i], unknownOk: true },
  { p: 'a pecan and maple tart', t: /tart|pecan/i, r: ['treeNutFree'], cook: { allergens: ['treeNuts'] }, unknownOk: true },
  { p: 'a prawn and mango salad', t: /salad|prawn|mango/i, r: ['shellfishFree'], cook: { allergens: ['shellfish'] }, unknownOk: true },
  { p: 'a coriander chicken curry', t: /curry/i, cook: { avoid: ['coriander'] }, not: [/coriander|cilantro/i], has: [/chicken/i], unknownOk: true },
  { p: 'a tofu and sesame stir-fry', t: /tofu|stir[- ]?fry/i, r: ['soyFree', 'sesameFree'], cook: { allergens: ['soy', 'sesame'] }, unknownOk: true },
];

export const HELD_OUT_8_TIMES: TEvalPrompt[] = [
  { p: 'a 20-minute prawn linguine', t: /linguine|prawn|pasta/i, max: 20, has: [/prawn|shrimp/i], unknownOk: true },
  { p: 'a 15-minute egg fried rice', t: /fried rice/i, max: 15, has: [/egg/i, /rice/i], unknownOk: true },
  { p: 'a 10-minute tomato bruschetta', t: /bruschetta/i, max: 10, has: [/tomato/i, /bread|baguette|ciabatta/i], unknownOk: true },
  { p: 'a 30-minute lamb kofta', t: /kofta|kofte|kebab/i, max: 30, has: [/lamb/i], unknownOk: true },
  { p: 'a 25-minute chicken fajita dinner', t: /fajita/i, max: 25, has: [/chicken/i], unknownOk: true },
  { p: 'a 40-minute vegetable soup', t: /soup/i, max: 40 },
  { p: 'a 45-minute fish pie', t: /fish pie/i, max: 45, has: [/fish|cod|haddock|salmon/i], unknownOk: true },
  { p: 'a one-hour beef stew', t: /stew/i, max: 60, has: [/beef/i], unknownOk: true },
  { p: 'a 5-minute mug cake', t: /mug cake|cake/i, max: 5, unknownOk: true },
  { p: 'pancakes for twelve', t: /pancake/i, s: 12 },
  { p: 'a chicken curry for eight', t: /curry/i, s: 8, has: [/chicken/i] },
  { p: 'a three-ingredient peanut butter cookie', t: /cookie/i, n: 3, has: [/peanut/i], unknownOk: true },
  { p: 'a five-ingredient tomato pasta', t: /pasta|spaghetti|penne/i, n: 5, has: [/tomato/i], unknownOk: true },
  { p: 'a 12-minute miso noodle soup', t: /noodle|miso/i, max: 12, unknownOk: true },
  { p: 'a chilli for two people', t: /chil+i/i, s: 2 },
];

export const HELD_OUT_8_CARTS: TEvalPrompt[] = [
  { p: 'dinner tonight out of whatever I have', cart: ['salmon fillet', 'rice', 'broccoli', 'soy sauce'], cartUse: 2 },
  { p: 'help me use up my fridge before the big shop', cart: ['courgette', 'feta', 'egg', 'spring onion'], cartUse: 2 },
  { p: 'something sweet from the cupboard', cart: ['dark chocolate', 'butter', 'egg', 'sugar'], cartUse: 2 },
  { p: 'a quick lunch for one', cart: ['tortilla', 'cheddar', 'black bean', 'salsa'], cartUse: 2 },
  { p: 'what can I make tonight with this lot', cart: ['chicken breast', 'lemon', 'garlic', 'couscous'], cartUse: 2 },
  { p: 'something comforting after a long day', cart: ['potato', 'leek', 'stock', 'cream'], cartUse: 2 },
  { p: 'a midweek vegetarian dinner', cart: ['halloumi', 'chickpea', 'red pepper', 'spinach'], cartUse: 2, r: VEGETARIAN },
  { p: 'a vegan lunch in a hurry', cart: ['tofu', 'peanut butter', 'rice noodle', 'carrot'], cartUse: 2, r: VEGAN },
  { p: 'breakfast from what is left', cart: ['bagel', 'cream cheese', 'smoked salmon', 'cucumber'], cartUse: 2 },
  { p: 'a dessert for guests', cart: ['strawberry', 'double cream', 'meringue', 'mint'], cartUse: 2 },
  { p: 'the kids will eat this', cart: ['chicken', 'breadcrumb', 'potato', 'pea'], cartUse: 2 },
  { p: 'a fakeaway night', cart: ['beef strip', 'pepper', 'noodle', 'oyster sauce'], cartUse: 2 },
  { p: 'clear out the veg drawer', cart: ['carrot', 'celery', 'onion', 'tinned tomato'], cartUse: 2 },
  { p: 'a snack for movie night', cart: ['popcorn', 'butter', 'caramel', 'sea salt'], cartUse: 2 },
  { p: 'a lazy sunday brunch for two', cart: ['sourdough', 'avocado', 'egg', 'chilli flake'], cartUse: 2 },
  { p: 'turn these leftovers into a meal', cart: ['cooked rice', 'ham', 'pea', 'egg'], cartUse: 2 },
  { p: 'a baking project with the kids', cart: ['flour', 'butter', 'sugar', 'sprinkle'], cartUse: 2 },
  { p: 'a warm drink before bed', cart: ['milk', 'honey', 'cinnamon', 'nutmeg'], cartUse: 2 },
  { p: 'something cold to drink, it is boiling out', cart: ['lime', 'mint', 'sparkling water', 'cucumber'], cartUse: 2 },
  { p: 'a packed lunch for school', cart: ['wrap', 'hummus', 'carrot', 'cucumber'], cartUse: 2 },
  { p: 'dinner with the fish I bought', cart: ['sea bass', 'fennel', 'lemon', 'new potato'], cartUse: 2 },
  { p: 'something hearty and cheap', cart: ['red lentil', 'onion', 'coconut milk', 'curry powder'], cartUse: 2 },
  { p: 'a date-night dinner at home', cart: ['steak', 'mushroom', 'shallot', 'red wine'], cartUse: 2 },
  { p: 'what goes with these', cart: ['lamb shoulder', 'rosemary', 'garlic', 'potato'], cartUse: 2 },
  { p: 'a pasta tonight', cart: ['spaghetti', 'anchovy', 'caper', 'olive'], cartUse: 2 },
  { p: 'a gluten-free tea from the fridge', cart: ['pork chop', 'sweet potato', 'green bean', 'apple'], cartUse: 2, r: GLUTEN_FREE },
  { p: 'a dairy-free pudding', cart: ['coconut milk', 'mango', 'lime', 'sugar'], cartUse: 2, r: DAIRY_FREE },
  { p: 'these are about to go off, help', cart: ['banana', 'blueberry', 'yogurt', 'oat'], cartUse: 2 },
  { p: 'supper on a budget', cart: ['egg', 'potato', 'onion', 'cheddar'], cartUse: 2 },
  { p: 'something green and healthy', cart: ['kale', 'quinoa', 'avocado', 'lemon'], cartUse: 2 },
  { p: 'an autumn bake', cart: ['pumpkin', 'cinnamon', 'flour', 'brown sugar'], cartUse: 2 },
  { p: 'a dish to bring to a potluck', cart: ['pasta', 'mozzarella', 'tomato sauce', 'sausage'], cartUse: 2 },
  { p: 'a starter for dinner guests', cart: ['prawn', 'avocado', 'lime', 'chilli'], cartUse: 2 },
  { p: 'a bowl of something spicy', cart: ['chicken thigh', 'gochujang', 'rice', 'cucumber'], cartUse: 2 },
  { p: 'lunch with the bread going stale', cart: ['bread', 'tomato', 'basil', 'garlic'], cartUse: 2 },
  { p: 'a vegan dinner from my basket', cart: ['aubergine', 'chickpea', 'tomato', 'cumin'], cartUse: 2, r: VEGAN },
  { p: 'what to cook with turkey mince', cart: ['turkey mince', 'courgette', 'tomato', 'onion'], cartUse: 2 },
  { p: 'a sunday roast from my shopping', cart: ['pork belly', 'apple', 'potato', 'carrot'], cartUse: 2 },
  { p: 'supper with the smoked haddock I bought', cart: ['smoked haddock', 'milk', 'potato', 'spinach'], cartUse: 2 },
  { p: 'a filling breakfast before a hike', cart: ['oat', 'milk', 'apple', 'walnut'], cartUse: 2 },
  { p: 'a stir-fry from the crisper drawer', cart: ['tofu', 'broccoli', 'ginger', 'soy sauce'], cartUse: 2 },
  { p: 'make something from my cart please', cart: ['mince', 'taco shell', 'lettuce', 'cheddar'], cartUse: 2 },
  { p: 'a soup for when I feel ill', cart: ['chicken', 'carrot', 'noodle', 'ginger'], cartUse: 2 },
  { p: 'an afternoon tea treat', cart: ['flour', 'butter', 'raisin', 'milk'], cartUse: 2 },
  { p: 'something to go alongside the burgers', cart: ['corn', 'butter', 'lime', 'chilli'], cartUse: 2 },
  { p: 'a lunch with the tinned stuff', cart: ['tuna', 'cannellini bean', 'red onion', 'parsley'], cartUse: 2 },
  { p: 'tea for the family tonight', cart: ['sausage', 'lentil', 'carrot', 'onion'], cartUse: 2 },
  { p: 'a berry pudding', cart: ['raspberry', 'blackberry', 'flour', 'butter'], cartUse: 2 },
  { p: 'I have these, what now?', cart: ['duck breast', 'orange', 'honey', 'pak choi'], cartUse: 2 },
  { p: 'a one-pan dinner', cart: ['chorizo', 'rice', 'pepper', 'pea'], cartUse: 2 },
];

export const HELD_OUT_8_UNKNOWN: TEvalPrompt[] = [
  { p: 'crumbleton pie with gravy', t: /crumbleton/i, unknownOk: true, fam: 'pie' },
  { p: 'a pot of sproingle soup', t: /sproingle/i, unknownOk: true, fam: 'soup' },
  { p: 'frazzlemint iced tea', t: /frazzlemint/i, has: [/frazzlemint/i], unknownOk: true },
  { p: 'grilled blorvish fillets', t: /blorvish/i, has: [/blorvish/i], unknownOk: true },
  { p: 'Veltrani-style quornel bread', t: /quornel/i, has: [/quornel/i], unknownOk: true },
  { p: 'a plinkberry crumble', t: /plinkberr/i, unknownOk: true, fam: 'bake' },
  { p: 'roast mungleroot with honey', t: /mungleroot/i, has: [/mungleroot/i], unknownOk: true },
  { p: 'zarvadi dumplings', t: /zarvadi/i, unknownOk: true, fam: 'dumpling' },
];

export const HELD_OUT_8_NAMED: TEvalPrompt[] = [
  ...HELD_OUT_8_WEST_AFRICA,
  ...HELD_OUT_8_CARIBBEAN,
  ...HELD_OUT_8_CAUCASUS,
  ...HELD_OUT_8_BALKANS,
  ...HELD_OUT_8_CENTRAL_ASIA,
  ...HELD_OUT_8_SOUTH_AMERICA,
  ...HELD_OUT_8_PHILIPPINES,
  ...HELD_OUT_8_KOREA,
  ...HELD_OUT_8_ETHIOPIA,
  ...HELD_OUT_8_MIDDLE_EAST,
  ...HELD_OUT_8_SOUTH_ASIA,
  ...HELD_OUT_8_SOUTHEAST_ASIA,
  ...HELD_OUT_8_EAST_ASIA,
  ...HELD_OUT_8_EUROPE,
  ...HELD_OUT_8_AMERICAS,
  ...HELD_OUT_8_OTHER,
  ...HELD_OUT_8_BAKES,
  ...HELD_OUT_8_BREAKFASTS,
  ...HELD_OUT_8_STREET_FOOD,
  ...HELD_OUT_8_SIDES,
  ...HELD_OUT_8_SAUCES,
  ...HELD_OUT_8_PRESERVES,
  ...HELD_OUT_8_DESSERTS,
  ...HELD_OUT_8_DRINKS,
  ...HELD_OUT_8_INGREDIENTS,
];

export const HELD_OUT_8_SET: TEvalPrompt[] = [
  ...HELD_OUT_8_NAMED,
  ...HELD_OUT_8_MEATLESS,
  ...HELD_OUT_8_DIETS,
  ...HELD_OUT_8_COOKS,
  ...HELD_OUT_8_TIMES,
  ...HELD_OUT_8_CARTS,
  ...HELD_OUT_8_UNKNOWN,
];
