// The composer's fourth held-out set (issue 26): prompts of our own, written on 2026-11-27 before that
// day's fourth round of composer changes and committed on their own, without running the composer on
// them. The first three held-out sets are spent: their misses were read. Do not read this set's misses
// while working; score it once at the end (npx tsx bench/prompts/run.ts --set held-out-4).
// Same checks as eval-set.ts (see TEvalPrompt there). Dishes the offline cookbook may well not know
// carry unknownOk: DISH_UNKNOWN is a right answer for them, and a 200 answer must still be the dish.
// Prompts with no title check are open requests: a 'cart' or 'open' answer is not unrelated for them.
// Cart items are written singular because run.ts matches an item's last word as a substring of an
// ingredient line.
import type { TRestrictionKey } from '../../src/domain/kitchen/diet-vocabulary.ts';
import type { TEvalPrompt } from './eval-set.ts';

const VEGAN: TRestrictionKey[] = ['vegan'];
const VEGETARIAN: TRestrictionKey[] = ['vegetarian'];
const GLUTEN_FREE: TRestrictionKey[] = ['glutenFree'];
const DAIRY_FREE: TRestrictionKey[] = ['dairyFree'];

export const HELD_OUT_4_WEST_AFRICA: TEvalPrompt[] = [
  { p: 'Ghanaian jollof with chicken', t: /jollof/i, has: [/rice/i, /tomato/i] },
  { p: 'pounded yam and egusi', t: /egusi|pounded yam/i, has: [/melon seed|egusi|yam/i] },
  { p: 'Nigerian moi moi', t: /moi[- ]?moi|moin[- ]?moin/i, has: [/bean|black-eyed/i] },
  { p: 'groundnut soup from Ghana', t: /groundnut|peanut/i, has: [/peanut|groundnut/i] },
  { p: 'Nigerian pepper soup with goat', t: /pepper ?soup/i, has: [/goat|lamb/i] },
  { p: 'Senegalese chicken mafe', t: /maf[eé]|peanut stew|groundnut stew/i, has: [/chicken/i, /peanut/i] },
  { p: 'fried plantain dodo', t: /dodo|plantain/i, has: [/plantain/i] },
  { p: 'Nigerian efo riro', t: /efo/i, has: [/spinach|greens|efo/i], unknownOk: true },
  { p: 'Ghanaian kenkey with fried fish', t: /kenkey/i, has: [/corn|maize/i], unknownOk: true },
  { p: 'Nigerian beef suya', t: /suya/i, has: [/beef/i] },
  { p: 'Gambian domoda', t: /domoda|peanut stew|groundnut stew/i, has: [/peanut/i], unknownOk: true },
  { p: 'Ghanaian shito', t: /shito/i, has: [/pepper|chil/i], unknownOk: true },
  { p: 'Nigerian ogbono soup', t: /ogbono/i, has: [/ogbono|mango seed/i], unknownOk: true },
  { p: 'Cameroonian ndolé', t: /ndol[eé]/i, has: [/bitterleaf|spinach|greens/i, /peanut/i], unknownOk: true },
  { p: 'Nigerian asun', t: /asun/i, has: [/goat/i], unknownOk: true },
  { p: 'Ghanaian banku', t: /banku/i, has: [/corn|cassava/i], unknownOk: true },
  { p: 'attiéké with grilled fish', t: /atti[eé]k[eé]/i, has: [/cassava/i], unknownOk: true },
];

export const HELD_OUT_4_CARIBBEAN: TEvalPrompt[] = [
  { p: 'Trinidad callaloo', t: /callaloo/i, has: [/callaloo|spinach|dasheen/i, /okra|coconut/i] },
  { p: 'Jamaican escovitch fish', t: /escovitch|escabeche/i, has: [/fish|snapper/i, /vinegar/i] },
  { p: 'Jamaican fried dumplings', t: /dumpling/i, has: [/flour/i] },
  { p: 'Trinidad bake and shark', t: /bake|shark/i, has: [/flour/i], unknownOk: true },
  { p: 'Caribbean coconut bread', t: /coconut bread/i, has: [/coconut/i, /flour/i] },
  { p: 'Dominican mangú', t: /mang[uú]/i, has: [/plantain/i] },
  { p: 'Jamaican toto', t: /toto/i, has: [/coconut/i], unknownOk: true },
  { p: 'Jamaican cornmeal porridge', t: /porridge/i, has: [/cornmeal/i] },
  { p: 'Trinidad buss up shut', t: /buss up shut|paratha|roti/i, has: [/flour/i], unknownOk: true },
  { p: 'Cuban medianoche sandwich', t: /medianoche|cuban sandwich/i, has: [/pork|ham/i], unknownOk: true },
  { p: 'Jamaican saltfish fritters', t: /fritter|stamp and go/i, has: [/salt ?fish|cod/i] },
];

export const HELD_OUT_4_CAUCASUS: TEvalPrompt[] = [
  { p: 'Georgian chakhokhbili', t: /chakhokhbili/i, has: [/chicken/i, /tomato/i] },
  { p: 'megruli khachapuri', t: /khachapuri/i, has: [/cheese|sulguni|mozzarella/i] },
  { p: 'Georgian kharcho soup', t: /kharcho/i, has: [/beef/i, /rice/i] },
  { p: 'Georgian tkemali sauce', t: /tkemali/i, has: [/plum/i] },
  { p: 'Georgian lobiani', t: /lobiani/i, has: [/bean/i, /flour/i] },
  { p: 'Georgian ajapsandali', t: /ajapsandali/i, has: [/aubergine|eggplant/i] },
  { p: 'Armenian lahmajun', t: /lahma[cj]un|lahmacun/i, has: [/lamb|beef/i, /flour/i] },
  { p: 'Georgian elarji', t: /elarji/i, has: [/cornmeal|corn/i, /cheese/i], unknownOk: true },
  { p: 'Azerbaijani saj kebab', t: /saj|kebab/i, has: [/lamb|beef|chicken/i], unknownOk: true },
];

export const HELD_OUT_4_BALKANS: TEvalPrompt[] = [
  { p: 'Serbian pljeskavica', t: /pljeskavica/i, has: [/beef|pork/i] },
  { p: 'Bulgarian shopska salad', t: /shopska/i, has: [/tomato/i, /cucumber/i, /cheese|feta|sirene/i] },
  { p: 'Bosnian ćevapi', t: /[cć]evap/i, has: [/beef|lamb/i] },
  { p: 'Greek pastitsio', t: /pastitsio/i, has: [/pasta|macaroni/i, /beef|lamb/i] },
  { p: 'Bulgarian banitsa', t: /banitsa|banica/i, has: [/filo|phyllo/i, /cheese|feta/i] },
  { p: 'Greek fasolada', t: /fasolada/i, has: [/bean/i] },
  { p: 'Serbian podvarak', t: /podvarak/i, has: [/sauerkraut|cabbage/i], unknownOk: true },
  { p: 'Greek tiropita', t: /tiropita/i, has: [/feta|cheese/i, /filo|phyllo/i] },
  { p: 'Romanian mămăligă', t: /m[aă]m[aă]lig[aă]/i, has: [/cornmeal|polenta/i] },
  { p: 'Greek spanakorizo', t: /spanakorizo/i, has: [/spinach/i, /rice/i], unknownOk: true },
  { p: 'Croatian fritule', t: /fritul/i, has: [/flour/i], unknownOk: true },
];

export const HELD_OUT_4_CENTRAL_ASIA: TEvalPrompt[] = [
  { p: 'Kazakh beshbarmak', t: /beshbarmak/i, has: [/lamb|beef|horse/i, /flour|noodle/i] },
  { p: 'Uyghur laghman with beef', t: /la[gq]h?man/i, has: [/noodle|flour/i, /beef/i] },
  { p: 'Kyrgyz boorsok', t: /boorsok|baursak/i, has: [/flour/i] },
  { p: 'Afghan kabuli pulao', t: /kabuli|pulao|palaw/i, has: [/rice/i, /carrot/i, /raisin/i] },
  { p: 'Uzbek chuchvara', t: /chuchvara/i, has: [/flour/i, /lamb|beef/i], unknownOk: true },
  { p: 'Kazakh baursaki', t: /baursak|boorsok/i, has: [/flour/i] },
  { p: 'Afghan mantu', t: /mant[uı]/i, has: [/flour/i, /beef|lamb/i] },
  { p: 'Uzbek lagman stir-fried', t: /la[gq]h?man/i, has: [/noodle|flour/i] },
  { p: 'Turkmen dograma', t: /dograma/i, has: [/lamb|mutton/i, /bread/i], unknownOk: true },
  { p: 'Tajik oshi palov', t: /palov|plov|pilaf|osh/i, has: [/rice/i, /carrot/i] },
];

export const HELD_OUT_4_SOUTH_AMERICA: TEvalPrompt[] = [
  { p: 'Peruvian aji de gallina', t: /a[jg]i de gallina/i, has: [/chicken/i] },
  { p: 'Peruvian causa', t: /causa/i, has: [/potato/i] },
  { p: 'Argentine chimichurri steak', t: /chimichurri|steak/i, has: [/steak|beef/i, /parsley/i] },
  { p: 'Brazilian brigadeiros', t: /brigadeiro/i, has: [/condensed milk/i, /cocoa|chocolate/i] },
  { p: 'Argentine alfajores', t: /alfajor/i, has: [/dulce de leche/i] },
  { p: 'Peruvian papa a la huancaína', t: /huanca[ií]na/i, has: [/potato/i] },
  { p: 'Chilean sopaipillas', t: /sopaipill/i, has: [/flour/i], unknownOk: true },
  { p: 'Brazilian farofa', t: /farofa/i, has: [/cassava|manioc/i], unknownOk: true },
  { p: 'Peruvian arroz con pollo', t: /arroz con pollo/i, has: [/rice/i, /chicken/i] },
  { p: 'Argentine milanesa napolitana', t: /milanesa/i, has: [/beef|chicken/i, /cheese/i] },
];

export const HELD_OUT_4_PHILIPPINES: TEvalPrompt[] = [
  { p: 'Filipino pork sisig', t: /sisig/i, has: [/pork/i] },
  { p: 'Filipino bistek tagalog', t: /bistek/i, has: [/beef/i, /soy/i] },
  { p: 'Filipino arroz caldo', t: /arroz caldo|lugaw/i, has: [/rice/i, /ginger/i] },
  { p: 'Filipino leche flan', t: /leche flan|flan/i, has: [/egg/i, /condensed milk|milk/i] },
  { p: 'Filipino pork menudo', t: /menudo/i, has: [/pork/i, /tomato/i] },
  { p: 'Filipino chicken inasal', t: /inasal/i, has: [/chicken/i] },
  { p: 'Filipino pinakbet', t: /pinakbet/i, has: [/squash|aubergine|eggplant|okra/i] },
  { p: 'Filipino bibingka', t: /bibingka/i, has: [/rice flour|rice/i, /coconut/i] },
  { p: 'Filipino beef caldereta', t: /caldereta|kaldereta/i, has: [/beef/i] },
  { p: 'Filipino tortang talong', t: /tortang talong|torta/i, has: [/aubergine|eggplant/i, /egg/i] },
  { p: 'pork barbecue skewers Filipino style', t: /barbecue|skewer/i, has: [/pork/i] },
  { p: 'Filipino champorado', t: /champorado/i, has: [/rice/i, /cocoa|chocolate/i] },
];

export const HELD_OUT_4_KOREA: TEvalPrompt[] = [
  { p: 'Korean doenjang jjigae', t: /doenjang/i, has: [/doenjang|soybean paste|miso/i] },
  { p: 'Korean dakgangjeong', t: /dakgangjeong|fried chicken/i, has: [/chicken/i] },
  { p: 'Korean kimbap', t: /kimbap|gimbap/i, has: [/rice/i, /nori|seaweed|laver/i] },
  { p: 'Korean bossam', t: /bossam/i, has: [/pork/i] },
  { p: 'Korean samgyetang', t: /samgyetang/i, has: [/chicken/i, /rice/i] },
  { p: 'Korean haemul pajeon', t: /pajeon|pancake/i, has: [/spring onion|scallion|green onion/i, /flour/i] },
  { p: 'Korean kongguksu', t: /kongguksu/i, has: [/soy ?bean|soybean/i, /noodle/i], unknownOk: true },
  { p: 'Korean jeyuk bokkeum', t: /jeyuk|bokkeum/i, has: [/pork/i, /gochujang/i] },
  { p: 'Korean gyeran jjim', t: /gyeran|steamed egg/i, has: [/egg/i] },
  { p: 'Korean kimchi mandu', t: /mandu|dumpling/i, has: [/kimchi/i] },
  { p: 'Korean bibim naengmyeon', t: /naengmyeon/i, has: [/noodle/i] },
  { p: 'Korean sigeumchi namul', t: /namul|sigeumchi|spinach/i, has: [/spinach/i, /sesame/i] },
  { p: 'Korean hobak jeon', t: /jeon|hobak/i, has: [/courgette|zucchini|squash/i, /egg/i], unknownOk: true },
  { p: 'Korean army stew budae jjigae', t: /budae|army stew/i, has: [/spam|sausage|ham/i], unknownOk: true },
];

export const HELD_OUT_4_ETHIOPIA: TEvalPrompt[] = [
  { p: 'Ethiopian key wat', t: /key ?wat|key wot|beef stew/i, has: [/beef/i, /berbere/i] },
  { p: 'Ethiopian atakilt wat', t: /atakilt/i, has: [/cabbage/i, /potato|carrot/i] },
  { p: 'Ethiopian ful medames', t: /ful/i, has: [/fava|broad bean/i] },
  { p: 'Ethiopian yemisir kik alicha', t: /kik|alicha|misir/i, has: [/lentil|split pea/i], unknownOk: true },
  { p: 'Ethiopian niter kibbeh', t: /kibbeh|kibe|butter/i, has: [/butter/i] },
  { p: 'Ethiopian doro tibs', t: /tibs/i, has: [/chicken/i] },
  { p: 'Ethiopian buna coffee', t: /coffee|buna/i, has: [/coffee/i], unknownOk: true },
  { p: 'Ethiopian azifa lentil salad', t: /azifa|lentil salad/i, has: [/lentil/i] },
  { p: 'Ethiopian kik alicha with split peas', t: /kik|alicha/i, has: [/split pea|lentil/i], unknownOk: true },
];

export const HELD_OUT_4_WORLD: TEvalPrompt[] = [
  { p: 'Indonesian rendang daging', t: /rendang/i, has: [/beef/i, /coconut/i] },
  { p: 'Vietnamese cơm tấm', t: /c[oơ]m t[aấ]m|broken rice/i, has: [/rice/i, /pork/i], unknownOk: true },
  { p: 'Thai khao soi', t: /khao soi/i, has: [/noodle/i, /coconut/i] },
  { p: 'Thai larb gai', t: /larb|laab/i, has: [/chicken/i, /lime/i] },
  { p: 'Japanese tonkotsu ramen', t: /ramen/i, has: [/noodle/i, /pork/i] },
  { p: 'Japanese okonomiyaki', t: /okonomiyaki/i, has: [/cabbage/i, /flour/i] },
  { p: 'Chinese dan dan noodles', t: /dan ?dan/i, has: [/noodle/i, /pork/i] },
  { p: 'Cantonese char siu', t: /char siu/i, has: [/pork/i] },
  { p: 'Sichuan fish-fragrant aubergine', t: /aubergine|eggplant/i, has: [/aubergine|eggplant/i] },
  { p: 'Indian rajma chawal', t: /rajma/i, has: [/kidney bean/i] },
  { p: 'Indian baingan bharta', t: /baingan|bharta/i, has: [/aubergine|eggplant|brinjal/i] },
  { p: 'Keralan avial', t: /avial|aviyal/i, has: [/coconut/i], unknownOk: true },
  { p: 'Sri Lankan dhal curry', t: /dh?al/i, has: [/lentil/i, /coconut/i] },
  { p: 'Nepali momo', t: /momo/i, has: [/flour/i] },
  { p: 'Persian tahdig', t: /tahdig/i, has: [/rice/i] },
  { p: 'Lebanese fattoush', t: /fattoush/i, has: [/pita|bread/i, /cucumber|tomato/i] },
  { p: 'Syrian muhammara', t: /muhammara/i, has: [/pepper/i, /walnut/i] },
  { p: 'Turkish imam bayildi', t: /imam bay[iı]ld[iı]/i, has: [/aubergine|eggplant/i] },
  { p: 'South African bunny chow', t: /bunny chow/i, has: [/bread|loaf/i] },
  { p: 'Mexican pozole rojo', t: /pozole/i, has: [/pork/i, /hominy|corn/i] },
  { p: 'Mexican chiles rellenos', t: /chiles? rellenos?/i, has: [/poblano|pepper|chil/i, /cheese/i] },
  { p: 'Mexican tamales', t: /tamal/i, has: [/masa|corn/i] },
  { p: 'Spanish pisto', t: /pisto/i, has: [/courgette|zucchini/i, /tomato/i] },
  { p: 'Italian ribollita', t: /ribollita/i, has: [/bean/i, /bread/i] },
  { p: 'Italian vitello tonnato', t: /vitello tonnato|tonnato/i, has: [/veal/i, /tuna/i], unknownOk: true },
  { p: 'French blanquette de veau', t: /blanquette/i, has: [/veal/i, /cream/i], unknownOk: true },
  { p: 'Hungarian chicken paprikash', t: /paprik[aá]s/i, has: [/chicken/i, /paprika/i] },
  { p: 'Swedish köttbullar', t: /k[oö]ttbullar|meatball/i, has: [/beef|pork/i] },
  { p: 'Irish coddle', t: /coddle/i, has: [/sausage/i, /potato/i] },
];

export const HELD_OUT_4_USUAL: TEvalPrompt[] = [
  { p: 'sticky honey garlic chicken thighs', t: /honey/i, has: [/chicken/i, /honey/i, /garlic/i] },
  { p: 'a creamy Tuscan salmon', t: /tuscan/i, has: [/salmon/i, /cream/i] },
  { p: 'beef and broccoli', t: /beef.*broccoli/i, has: [/beef/i, /broccoli/i] },
  { p: 'teriyaki salmon bowl', t: /teriyaki/i, has: [/salmon/i, /rice/i] },
  { p: 'lemon herb roast chicken', t: /roast/i, has: [/chicken/i, /lemon/i] },
  { p: 'baked ziti', t: /ziti|pasta bake|baked/i, has: [/pasta|ziti/i] },
  { p: 'turkey meatloaf', t: /meatloaf/i, has: [/turkey/i] },
  { p: 'pork chops with apples', t: /pork chop/i, has: [/pork/i, /apple/i] },
  { p: 'garlic butter shrimp pasta', t: /shrimp|prawn/i, has: [/shrimp|prawn/i, /garlic/i] },
  { p: 'a roasted vegetable couscous', t: /couscous/i, has: [/couscous/i] },
  { p: 'slow cooker pulled pork', t: /pulled pork/i, has: [/pork/i] },
  { p: 'sheet pan chicken fajitas', t: /fajita/i, has: [/chicken/i, /pepper/i] },
  { p: 'a salmon and dill fishcake', t: /fish ?cake/i, has: [/salmon/i] },
  { p: 'sausage and bean casserole', t: /casserole|stew/i, has: [/sausage/i, /bean/i] },
  { p: 'a tuna pasta bake', t: /tuna/i, has: [/tuna/i, /pasta/i] },
  { p: 'chilli con carne with rice', t: /chil[il]i/i, has: [/beef/i, /bean/i] },
];

export const HELD_OUT_4_BAKES: TEvalPrompt[] = [
  { p: 'Welsh bara brith', t: /bara brith/i, has: [/dried fruit|raisin|sultana|currant/i, /tea/i] },
  { p: 'Portuguese pão de ló', t: /p[aã]o de l[oó]|sponge/i, has: [/egg/i, /flour/i], unknownOk: true },
  { p: 'Swedish cardamom buns', t: /cardamom/i, has: [/cardamom/i, /flour/i] },
  { p: 'a lemon drizzle cake', t: /lemon drizzle/i, has: [/lemon/i, /flour/i] },
  { p: 'Scottish shortbread', t: /shortbread/i, has: [/butter/i, /flour/i] },
  { p: 'German stollen', t: /stollen/i, has: [/flour/i, /dried fruit|raisin|marzipan|almond/i] },
  { p: 'Italian panettone', t: /panettone/i, has: [/flour/i, /raisin|candied|peel/i] },
  { p: 'a pumpkin loaf', t: /pumpkin/i, has: [/pumpkin/i, /flour/i] },
  { p: 'Danish rye bread', t: /rye|rugbr[oø]d/i, has: [/rye/i] },
  { p: 'a blueberry muffin', t: /muffin/i, has: [/blueberr/i] },
  { p: 'Jewish challah', t: /challah/i, has: [/flour/i, /egg/i] },
  { p: 'Indian naan bread', t: /naan/i, has: [/flour/i, /yogh?urt/i] },
  { p: 'Chinese steamed bao buns', t: /bao/i, has: [/flour/i] },
  { p: 'French brioche', t: /brioche/i, has: [/butter/i, /egg/i] },
  { p: 'Greek koulourakia', t: /koulourakia/i, has: [/butter/i, /flour/i], unknownOk: true },
  { p: 'a rhubarb crumble cake', t: /rhubarb/i, has: [/rhubarb/i] },
];

export const HELD_OUT_4_BREAKFASTS: TEvalPrompt[] = [
  { p: 'Turkish çılbır', t: /[cç][iı]lb[iı]r|egg/i, has: [/egg/i, /yogh?urt/i] },
  { p: 'Mexican chilaquiles', t: /chilaquiles/i, has: [/tortilla/i] },
  { p: 'huevos divorciados', t: /huevos|divorciados/i, has: [/egg/i], unknownOk: true },
  { p: 'a full Irish breakfast', t: /irish breakfast|full irish|fry/i, has: [/egg/i, /sausage|bacon|rasher/i] },
  { p: 'Scandinavian overnight oats', t: /overnight oats|oats/i, has: [/oat/i] },
  { p: 'Indian poha', t: /poha/i, has: [/rice|poha/i] },
  { p: 'South Indian upma', t: /upma/i, has: [/semolina/i] },
  { p: 'a breakfast burrito', t: /burrito/i, has: [/egg/i, /tortilla/i] },
  { p: 'cinnamon French toast', t: /french toast/i, has: [/bread|brioche/i, /egg/i, /cinnamon/i] },
  { p: 'Israeli bourekas', t: /boureka/i, has: [/puff pastry|pastry|filo/i], unknownOk: true },
  { p: 'Chinese congee with pork', t: /congee|jook/i, has: [/rice/i, /pork/i] },
  { p: 'a bacon and egg muffin', t: /muffin|sandwich|bacon/i, has: [/bacon/i, /egg/i] },
  { p: 'Polish placki ziemniaczane', t: /placki|potato pancake/i, has: [/potato/i], unknownOk: true },
];

export const HELD_OUT_4_STREET_FOOD: TEvalPrompt[] = [
  { p: 'Indian pani puri', t: /pani ?puri|golgappa/i, has: [/potato|chickpea/i], unknownOk: true },
  { p: 'Mumbai pav bhaji', t: /pav bhaji/i, has: [/potato/i] },
  { p: 'Mexican elote', t: /elote/i, has: [/corn/i] },
  { p: 'Turkish döner kebab', t: /d[oö]ner/i, has: [/lamb|chicken|beef/i] },
  { p: 'Greek souvlaki', t: /souvlaki/i, has: [/pork|chicken/i] },
  { p: 'Vietnamese banh xeo', t: /b[aá]nh x[eè]o/i, has: [/rice flour/i], unknownOk: true },
  { p: 'Taiwanese popcorn chicken', t: /popcorn chicken|chicken/i, has: [/chicken/i] },
  { p: 'Japanese takoyaki', t: /takoyaki/i, has: [/octopus/i, /flour/i], unknownOk: true },
  { p: 'Belgian frites', t: /frites|fries/i, has: [/potato/i] },
  { p: 'Indian vada pav', t: /vada pav/i, has: [/potato/i] },
  { p: 'Thai moo ping', t: /moo ping|pork/i, has: [/pork/i], unknownOk: true },
  { p: 'Indonesian martabak', t: /martabak/i, has: [/flour|egg/i], unknownOk: true },
];

export const HELD_OUT_4_SIDES: TEvalPrompt[] = [
  { p: 'roasted Brussels sprouts with bacon', t: /brussels sprout/i, has: [/brussels sprout/i, /bacon/i] },
  { p: 'honey roasted parsnips', t: /parsnip/i, has: [/parsnip/i, /honey/i] },
  { p: 'Hasselback potatoes', t: /hasselback/i, has: [/potato/i] },
  { p: 'a braised red cabbage', t: /red cabbage/i, has: [/red cabbage|cabbage/i] },
  { p: 'Southern collard greens', t: /collard/i, has: [/collard|greens/i] },
  { p: 'a cucumber raita', t: /raita/i, has: [/yogh?urt/i, /cucumber/i] },
  { p: 'Korean kongnamul', t: /kongnamul|bean ?sprout/i, has: [/bean ?sprout/i], unknownOk: true },
  { p: 'Mexican refried beans', t: /refried/i, has: [/bean/i] },
  { p: 'roasted carrots with cumin', t: /carrot/i, has: [/carrot/i, /cumin/i] },
  { p: 'Japanese gomae', t: /goma[- ]?ae|gomae|spinach/i, has: [/spinach/i, /sesame/i] },
];

export const HELD_OUT_4_SAUCES_AND_PRESERVES: TEvalPrompt[] = [
  { p: 'a béarnaise sauce', t: /b[eé]arnaise/i, has: [/butter/i, /egg/i, /tarragon/i] },
  { p: 'homemade hollandaise', t: /hollandaise/i, has: [/butter/i, /egg/i] },
  { p: 'peri peri sauce', t: /peri[- ]?peri|piri[- ]?piri/i, has: [/chil/i] },
  { p: 'a romesco sauce', t: /romesco/i, has: [/pepper/i, /almond|hazelnut/i] },
  { p: 'homemade sriracha', t: /sriracha/i, has: [/chil/i, /garlic/i], unknownOk: true },
  { p: 'a cranberry sauce', t: /cranberr/i, has: [/cranberr/i] },
  { p: 'a mango chutney', t: /mango chutney|chutney/i, has: [/mango/i] },
  { p: 'a pickled red onion', t: /pickled (red )?onion/i, has: [/onion/i, /vinegar/i] },
  { p: 'Indian tamarind chutney', t: /tamarind/i, has: [/tamarind/i] },
  { p: 'a tahini sauce', t: /tahini/i, has: [/tahini/i, /lemon/i] },
];

export const HELD_OUT_4_DESSERTS: TEvalPrompt[] = [
  { p: 'Portuguese pastéis de nata', t: /past[eé]i?s de nata|custard tart|nata/i, has: [/egg/i, /pastry/i] },
  { p: 'Italian affogato', t: /affogato/i, has: [/espresso|coffee/i, /ice cream|gelato/i] },
  { p: 'Spanish churros with chocolate', t: /churro/i, has: [/flour/i] },
  { p: 'Turkish künefe', t: /k[uü]nefe|kunafa|knafeh/i, has: [/kataifi|pastry|vermicelli|shredded/i, /cheese/i], unknownOk: true },
  { p: 'Indian kheer', t: /kheer/i, has: [/rice/i, /milk/i] },
  { p: 'Indian gulab jamun', t: /gulab jamun/i, has: [/milk powder|milk|khoya/i] },
  { p: 'Thai mango sticky rice', t: /mango sticky rice|sticky rice/i, has: [/mango/i, /rice/i, /coconut/i] },
  { p: 'Japanese mochi', t: /mochi/i, has: [/rice flour|glutinous/i] },
  { p: 'Brazilian quindim', t: /quindim/i, has: [/coconut/i, /egg/i], unknownOk: true },
  { p: 'Filipino turon with jackfruit', t: /turon/i, has: [/banana|plantain/i] },
  { p: 'a peach cobbler', t: /cobbler/i, has: [/peach/i] },
  { p: 'a chocolate mousse', t: /mousse/i, has: [/chocolate/i, /egg|cream/i] },
  { p: 'Greek loukoumades', t: /loukoumades/i, has: [/flour/i, /honey/i] },
  { p: 'Russian syrniki', t: /syrniki/i, has: [/cottage cheese|quark|tvorog|ricotta|farmer/i] },
  { p: 'Austrian apple strudel', t: /strudel/i, has: [/apple/i] },
  { p: 'a banoffee pie', t: /banoffee/i, has: [/banana/i, /toffee|caramel|dulce|condensed/i] },
];

export const HELD_OUT_4_DRINKS: TEvalPrompt[] = [
  { p: 'a Mexican horchata', t: /horchata/i, has: [/rice/i, /cinnamon/i] },
  { p: 'Turkish ayran', t: /ayran/i, has: [/yogh?urt/i] },
  { p: 'a Vietnamese iced coffee', t: /coffee|c[aà] ph[eê]/i, has: [/coffee|espresso/i, /condensed milk/i] },
  { p: 'a hibiscus tea', t: /hibiscus|sorrel|jamaica/i, has: [/hibiscus|sorrel/i] },
  { p: 'Korean sikhye', t: /sikhye/i, has: [/rice/i], unknownOk: true },
  { p: 'Russian kompot', t: /kompot/i, has: [/berr|apple|cherr|plum/i] },
  { p: 'Indian masala chaas', t: /chaas|buttermilk/i, has: [/yogh?urt|buttermilk/i], unknownOk: true },
  { p: 'Spanish sangria', t: /sangr[ií]a/i, has: [/wine/i] },
  { p: 'Mexican champurrado', t: /champurrado/i, has: [/masa|corn/i, /chocolate/i], unknownOk: true },
  { p: 'Peruvian chicha morada', t: /chicha/i, has: [/purple corn|corn/i], unknownOk: true },
  { p: 'Irish coffee', t: /irish coffee/i, has: [/whisk/i, /coffee/i] },
];

export const HELD_OUT_4_MEATLESS: TEvalPrompt[] = [
  { p: 'veggie bolognese', t: /bolognese/i, r: VEGETARIAN },
  { p: 'meatless lasagna rolls', t: /lasagn/i, r: VEGETARIAN },
  { p: 'veggie fried rice', t: /fried rice/i, r: VEGETARIAN, has: [/rice/i] },
  { p: 'vegetable jalfrezi', t: /jalfrezi/i, r: VEGETARIAN },
  { p: 'veggie quesadillas', t: /quesadilla/i, r: VEGETARIAN, has: [/tortilla/i] },
  { p: 'vegetable tagine', t: /tagine/i, r: VEGETARIAN },
  { p: 'veggie ramen', t: /ramen/i, r: VEGETARIAN, has: [/noodle/i] },
  { p: 'vegetable pot pie', t: /pot pie|pie/i, r: VEGETARIAN },
  { p: 'veggie kebabs', t: /kebab|skewer/i, r: VEGETARIAN },
  { p: 'meatless cottage pie', t: /cottage|shepherd|pie/i, r: VEGETARIAN, has: [/potato/i] },
];

export const HELD_OUT_4_DIETS: TEvalPrompt[] = [
  { p: 'vegan banana pancakes', t: /pancake/i, r: VEGAN, has: [/banana/i] },
  { p: 'vegan carrot cake', t: /carrot cake/i, r: VEGAN, has: [/carrot/i] },
  { p: 'vegan mushroom stroganoff', t: /stroganoff/i, r: VEGAN, has: [/mushroom/i] },
  { p: 'vegan chocolate mousse', t: /mousse/i, r: VEGAN, unknownOk: true },
  { p: 'vegan French toast', t: /french toast/i, r: VEGAN },
  { p: 'gluten-free pizza base', t: /pizza/i, r: GLUTEN_FREE },
  { p: 'dairy-free rice pudding', t: /rice pudding/i, r: DAIRY_FREE, has: [/rice/i] },
  { p: 'egg-free banana muffins', t: /muffin/i, r: ['eggFree'], has: [/banana/i] },
  { p: 'vegetarian moussaka with lentils', t: /moussaka/i, r: VEGETARIAN, has: [/lentil/i] },
  { p: 'low-carb cauliflower rice stir-fry', t: /stir[- ]?fr|cauliflower/i, has: [/cauliflower/i] },
  { p: 'vegan gluten-free pancakes', t: /pancake/i, r: ['vegan', 'glutenFree'] },
  { p: 'shellfish-free seafood chowder', t: /chowder/i, r: ['shellfishFree'], unknownOk: true },
];

export const HELD_OUT_4_COOKS: TEvalPrompt[] = [
  { p: 'a Waldorf salad', t: /waldorf/i, r: ['treeNutFree'], cook: { allergens: ['treeNuts'] } },
  { p: 'shrimp scampi', t: /scampi/i, r: ['shellfishFree'], cook: { allergens: ['shellfish'] }, unknownOk: true },
  { p: 'a lemon meringue pie', t: /lemon meringue/i, r: ['eggFree'], cook: { allergens: ['egg'] }, unknownOk: true },
  { p: 'hummus and pitta', t: /hummus/i, r: ['sesameFree'], cook: { allergens: ['sesame'] } },
  { p: 'a cheese pizza', t: /pizza/i, r: GLUTEN_FREE, cook: { allergens: ['wheat'] } },
  { p: 'a chicken and mushroom risotto', t: /risotto/i, not: [/mushroom/i], cook: { avoid: ['mushroom'] } },
  { p: 'beef lasagne', t: /lasagn/i, r: VEGETARIAN, cook: { flags: ['vegetarian'] }, unknownOk: true },
];

export const HELD_OUT_4_TIMES: TEvalPrompt[] = [
  { p: 'a 20-minute stir fry', t: /stir[- ]?fr/i, max: 20, unknownOk: true },
  { p: 'breakfast ready in ten minutes', max: 10 },
  { p: 'fried rice in 20 minutes', t: /fried rice/i, max: 20, unknownOk: true },
  { p: 'a 15-minute salad for lunch', t: /salad/i, max: 15 },
  { p: 'beef stew in 15 minutes', t: /stew/i, max: 15, unknownOk: true },
  { p: 'a quick dinner under 30 minutes', max: 30 },
];

export const HELD_OUT_4_CARTS: TEvalPrompt[] = [
  { p: 'something sweet for after dinner', cart: ['apple', 'oats', 'butter', 'cinnamon'], cartUse: 2 },
  { p: 'a quick lunch from the cart', cart: ['tofu', 'broccoli', 'soy sauce', 'rice noodle'], cartUse: 2, r: VEGAN },
  { p: 'what can I make tonight?', cart: ['chicken breast', 'mushroom', 'cream', 'spinach'], cartUse: 2 },
  { p: 'dinner from these', cart: ['lamb mince', 'aubergine', 'tomato', 'onion'], cartUse: 2 },
  { p: 'please use these up', cart: ['cauliflower', 'chickpea', 'coconut milk', 'curry paste'], cartUse: 2 },
  { p: 'a breakfast idea', cart: ['egg', 'avocado', 'bread', 'chilli'], cartUse: 2 },
  { p: 'a Friday night dinner', cart: ['salmon', 'asparagus', 'new potato', 'lemon'], cartUse: 2 },
  { p: 'a baking project', cart: ['flour', 'butter', 'blueberry', 'sugar'], cartUse: 2 },
  { p: 'a soup for tonight', cart: ['butternut squash', 'onion', 'ginger', 'coconut milk'], cartUse: 2 },
  { p: 'a vegetarian supper', cart: ['lentil', 'sweet potato', 'spinach', 'tomato'], cartUse: 2, r: VEGETARIAN },
  { p: 'a simple pasta', cart: ['pasta', 'courgette', 'lemon', 'parmesan'], cartUse: 2 },
  { p: 'a quick supper for one', cart: ['egg', 'mushroom', 'cheddar', 'spring onion'], cartUse: 2 },
  { p: 'a lunch from the shopping cart', cart: ['tuna', 'sweetcorn', 'mayonnaise', 'bread'], cartUse: 2 },
  { p: 'dinner for four', cart: ['chicken thigh', 'rice', 'pepper', 'paprika'], cartUse: 2 },
  { p: 'a dessert from what I have', cart: ['strawberry', 'cream', 'sugar', 'meringue'], cartUse: 2 },
  { p: 'a healthy lunch bowl from my cart', cart: ['quinoa', 'cucumber', 'feta', 'cherry tomato'], cartUse: 2 },
  { p: 'make something with these', cart: ['pork chop', 'apple', 'onion', 'sage'], cartUse: 2 },
  { p: 'a Mexican-style dinner', cart: ['black bean', 'tortilla', 'avocado', 'lime'], cartUse: 2 },
  { p: 'an Indian-style dinner', cart: ['chicken thigh', 'yogurt', 'garam masala', 'rice'], cartUse: 2 },
  { p: 'a vegan lunch from what I have', cart: ['tofu', 'peanut butter', 'noodle', 'carrot'], cartUse: 2, r: VEGAN },
  { p: 'an afternoon nibble from my cart', cart: ['chickpea', 'tahini', 'lemon', 'garlic'], cartUse: 2 },
  { p: 'a weekend brunch', cart: ['egg', 'smoked salmon', 'bagel', 'cream cheese'], cartUse: 2 },
  { p: 'something comforting', cart: ['potato', 'leek', 'butter', 'milk'], cartUse: 2 },
  { p: 'a fish supper', cart: ['white fish', 'potato', 'pea', 'lemon'], cartUse: 2 },
  { p: 'a dinner party main', cart: ['duck breast', 'orange', 'honey', 'potato'], cartUse: 2 },
  { p: 'a cold drink', cart: ['mango', 'yogurt', 'milk', 'cardamom'], cartUse: 2 },
  { p: 'something baked', cart: ['banana', 'oats', 'egg', 'honey'], cartUse: 2 },
  { p: 'a side for the barbecue', cart: ['corn', 'butter', 'lime', 'chilli'], cartUse: 2 },
  { p: 'a midweek dinner', cart: ['beef mince', 'kidney bean', 'tomato', 'onion'], cartUse: 2 },
  { p: 'a gluten-free dinner', cart: ['chicken breast', 'sweet potato', 'broccoli', 'garlic'], cartUse: 2, r: GLUTEN_FREE },
  { p: 'a dairy-free dinner', cart: ['prawn', 'noodle', 'pak choi', 'ginger'], cartUse: 2, r: DAIRY_FREE },
  { p: 'an autumn dessert', cart: ['pear', 'flour', 'butter', 'ginger'], cartUse: 2 },
  { p: 'a one-pot dinner', cart: ['chorizo', 'rice', 'pepper', 'pea'], cartUse: 2 },
  { p: 'tea-time treat', cart: ['carrot', 'flour', 'egg', 'walnut'], cartUse: 2 },
  { p: 'a stir-fry from my cart', cart: ['beef', 'pepper', 'noodle', 'oyster sauce'], cartUse: 2 },
  { p: 'a light supper tonight', cart: ['egg', 'asparagus', 'parmesan', 'pea'], cartUse: 2 },
  { p: 'a curry night', cart: ['paneer', 'spinach', 'tomato', 'cream'], cartUse: 2, r: VEGETARIAN },
  { p: 'a salad', cart: ['chicken breast', 'lettuce', 'parmesan', 'crouton'], cartUse: 2 },
  { p: 'leftover rescue', cart: ['cooked rice', 'egg', 'spring onion', 'soy sauce'], cartUse: 2 },
  { p: 'a warming breakfast', cart: ['oats', 'pear', 'maple syrup', 'milk'], cartUse: 2 },
  { p: 'something with a kick', cart: ['chicken wing', 'hot sauce', 'butter', 'celery'], cartUse: 2 },
  { p: 'a pescatarian lunch', cart: ['sardine', 'tomato', 'bread', 'garlic'], cartUse: 2, r: ['pescatarian'] },
  { p: 'dinner, nothing fancy', cart: ['sausage', 'potato', 'onion', 'gravy'], cartUse: 2 },
  { p: 'a kids’ tea', cart: ['fish finger', 'pea', 'potato', 'ketchup'], cartUse: 2 },
];

export const HELD_OUT_4_UNKNOWN: TEvalPrompt[] = [
  { p: 'glimmerwick casserole', t: /glimmerwick/i, has: [/glimmerwick/i], unknownOk: true, fam: 'bake' },
  { p: 'a plate of zandorfles', t: /zandorfle/i, has: [/zandorfle/i], unknownOk: true },
  { p: 'quibbleroot curry', t: /quibbleroot/i, has: [/quibbleroot/i], unknownOk: true, fam: 'curry' },
  { p: 'trundlecake', t: /trundlecake/i, has: [/trundle/i], unknownOk: true },
  { p: 'a mug of snizzleberry tea', t: /snizzleberr/i, has: [/snizzleberr/i], unknownOk: true },
  { p: 'wobblenut pie', t: /wobblenut/i, has: [/wobblenut/i], unknownOk: true, fam: 'pie' },
  { p: 'Icelandic svið', t: /svi[ðd]/i, has: [/sheep|lamb/i], unknownOk: true },
  { p: 'Filipino balut', t: /balut/i, has: [/duck egg|egg/i], unknownOk: true },
  { p: 'Sardinian su filindeu', t: /filindeu/i, has: [/semolina|flour/i], unknownOk: true },
  { p: 'witchetty grub stir fry', t: /witchetty/i, has: [/witchetty|grub/i], unknownOk: true },
  { p: 'a vegan beef wellington', t: /wellington/i, r: VEGAN, unknownOk: true },
  { p: 'an egg-free egg fried rice', t: /fried rice/i, r: ['eggFree'], unknownOk: true },
  { p: 'dairy-free paneer butter masala', t: /paneer|butter masala/i, r: DAIRY_FREE, unknownOk: true },
  { p: 'something with shrimp', r: ['shellfishFree'], cook: { allergens: ['shellfish'] }, unknownOk: true },
  { p: 'a 10-minute roast beef', t: /roast beef|beef/i, max: 10, unknownOk: true },
  { p: 'vegetarian chicken kiev', t: /kiev/i, r: VEGETARIAN, unknownOk: true },
];

export const HELD_OUT_4_NAMED: TEvalPrompt[] = [
  ...HELD_OUT_4_WEST_AFRICA,
  ...HELD_OUT_4_CARIBBEAN,
  ...HELD_OUT_4_CAUCASUS,
  ...HELD_OUT_4_BALKANS,
  ...HELD_OUT_4_CENTRAL_ASIA,
  ...HELD_OUT_4_SOUTH_AMERICA,
  ...HELD_OUT_4_PHILIPPINES,
  ...HELD_OUT_4_KOREA,
  ...HELD_OUT_4_ETHIOPIA,
  ...HELD_OUT_4_WORLD,
  ...HELD_OUT_4_USUAL,
  ...HELD_OUT_4_BAKES,
  ...HELD_OUT_4_BREAKFASTS,
  ...HELD_OUT_4_STREET_FOOD,
  ...HELD_OUT_4_SIDES,
  ...HELD_OUT_4_SAUCES_AND_PRESERVES,
  ...HELD_OUT_4_DESSERTS,
  ...HELD_OUT_4_DRINKS,
];

export const HELD_OUT_4_SET: TEvalPrompt[] = [
  ...HELD_OUT_4_NAMED,
  ...HELD_OUT_4_MEATLESS,
  ...HELD_OUT_4_DIETS,
  ...HELD_OUT_4_COOKS,
  ...HELD_OUT_4_TIMES,
  ...HELD_OUT_4_CARTS,
  ...HELD_OUT_4_UNKNOWN,
];
