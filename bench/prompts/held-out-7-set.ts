// The composer's seventh held-out set (issue 26): prompts of our own, written on 2026-11-27 before that
// day's seventh round of composer changes and committed on their own, without running the composer on
// them. The first six held-out sets are spent: their misses were read. Do not read this set's misses
// while working; score it once at the end (npx tsx bench/prompts/run.ts --set held-out-7).
// Same checks as eval-set.ts (see TEvalPrompt there). Dishes the offline cookbook may well not know
// carry unknownOk: DISH_UNKNOWN is a right answer for them, and a 200 answer must still be the dish.
// Prompts with no title check are open requests: a 'cart' or 'open' answer is not unrelated for them.
// Cart items are written singular because run.ts matches an item's last word as a substring of an
// ingredient line. Title patterns take the dish's usual spellings (earlier sets lost points on their own).
// Scored once on 2026-11-28 (docs/composer.md, seventh round); afterwards the shakshuka pattern, which rejected
// 'Shakshuka' itself (/sh?akshou?ka/), was corrected to /sh?aksho?uka/. Spent now: a development set.
// None repeats a prompt of eval-set.ts or held-out sets 1–6 (checked by script before committing: 234 drafts
// that repeated an earlier prompt were dropped, 18 cart prompts reworded). 375 prompts, 44 open requests with carts.
import type { TRestrictionKey } from '../../src/domain/kitchen/diet-vocabulary.ts';
import type { TEvalPrompt } from './eval-set.ts';

const VEGAN: TRestrictionKey[] = ['vegan'];
const VEGETARIAN: TRestrictionKey[] = ['vegetarian'];
const GLUTEN_FREE: TRestrictionKey[] = ['glutenFree'];
const DAIRY_FREE: TRestrictionKey[] = ['dairyFree'];

export const HELD_OUT_7_WEST_AFRICA: TEvalPrompt[] = [
  { p: 'Nigerian jollof rice for a party', t: /jollof/i, has: [/rice/i, /tomato/i] },
  { p: 'Ghanaian red red bean stew', t: /red[- ]red|bean/i, has: [/bean/i], unknownOk: true },
  { p: 'Senegalese chicken yassa with onions', t: /yassa/i, has: [/chicken/i, /onion/i] },
  { p: 'Ghanaian kelewele spicy plantain', t: /kelewele|plantain/i, has: [/plantain/i], unknownOk: true },
  { p: 'Nigerian moi moi bean pudding', t: /mo[iy][- ]?mo[iy]|bean/i, has: [/bean|pea/i], unknownOk: true },
  { p: 'Senegalese thieboudienne fish and rice', t: /thieb|ceeb|fish and rice/i, has: [/fish|cod/i, /rice/i], unknownOk: true },
  { p: 'Nigerian puff puff dough balls', t: /puff[- ]?puff|dough ball/i, has: [/flour/i], unknownOk: true },
  { p: 'Nigerian chin chin snack', t: /chin[- ]?chin/i, has: [/flour/i], unknownOk: true },
  { p: 'Liberian pepper chicken', t: /pepper chicken|chicken/i, has: [/chicken/i], unknownOk: true },
  { p: 'Nigerian efo riro greens stew', t: /efo|riro|greens|stew/i, has: [/spinach|greens|kale/i], unknownOk: true },
  { p: 'Malian tigadegena peanut stew', t: /tigadegena|peanut|groundnut/i, has: [/peanut/i], unknownOk: true },
];

export const HELD_OUT_7_CARIBBEAN: TEvalPrompt[] = [
  { p: 'Jamaican curry goat with rice', t: /curr(y|ied) goat/i, has: [/goat|lamb|mutton/i] },
  { p: 'Jamaican rice and peas with thyme', t: /rice and peas/i, has: [/rice/i, /bean|pea/i] },
  { p: 'Trinidad chicken roti', t: /roti/i, has: [/chicken/i], unknownOk: true },
  { p: 'Puerto Rican mofongo with garlic', t: /mofongo/i, has: [/plantain/i], unknownOk: true },
  { p: 'Barbadian fish cakes', t: /fish ?cake/i, has: [/fish|cod/i], unknownOk: true },
  { p: 'Trinidadian callaloo soup', t: /callaloo/i, has: [/spinach|callaloo|greens/i], unknownOk: true },
  { p: 'Jamaican fried dumplings for breakfast', t: /dumpling/i, has: [/flour/i], unknownOk: true },
  { p: 'Haitian soup joumou', t: /joumou|squash soup|pumpkin soup/i, has: [/squash|pumpkin/i], unknownOk: true },
  { p: 'Cuban picadillo with olives', t: /picadillo/i, has: [/beef/i], unknownOk: true },
];

export const HELD_OUT_7_CAUCASUS: TEvalPrompt[] = [
  { p: 'Georgian khinkali dumplings', t: /khinkali|dumpling/i, has: [/flour/i], unknownOk: true },
  { p: 'Georgian badrijani walnut aubergine rolls', t: /badrijani|aubergine|eggplant/i, has: [/aubergine|eggplant/i, /walnut/i], unknownOk: true },
  { p: 'Armenian dolma with vine leaves', t: /dolma|vine lea/i, has: [/rice/i], unknownOk: true },
  { p: 'Georgian pkhali spinach balls', t: /pkhali|spinach/i, has: [/spinach/i], unknownOk: true },
  { p: 'Georgian chicken tabaka', t: /tabaka|chicken/i, has: [/chicken/i], unknownOk: true },
  { p: 'Armenian khorovats grilled pork', t: /khorovats|pork/i, has: [/pork/i], unknownOk: true },
  { p: 'Georgian ajapsandali vegetable stew', t: /ajapsandali|vegetable stew/i, has: [/aubergine|eggplant/i], unknownOk: true },
];

export const HELD_OUT_7_BALKANS: TEvalPrompt[] = [
  { p: 'Serbian ćevapi with flatbread', t: /[cćč]evap/i, has: [/beef|lamb|pork/i], unknownOk: true },
  { p: 'Greek moussaka with béchamel', t: /moussaka|musaka/i, has: [/aubergine|eggplant/i] },
  { p: 'Serbian ajvar red pepper relish', t: /ajvar/i, has: [/pepper/i], unknownOk: true },
  { p: 'Greek souvlaki pork skewers', t: /souvlaki/i, has: [/pork/i] },
  { p: 'Albanian tavë kosi lamb and yogurt bake', t: /tav[eë] kosi|lamb/i, has: [/lamb/i, /yogh?urt/i], unknownOk: true },
  { p: 'Slovenian potica nut roll', t: /potica|nut roll/i, has: [/walnut|nut/i], unknownOk: true },
];

export const HELD_OUT_7_CENTRAL_ASIA: TEvalPrompt[] = [
  { p: 'Uzbek lamb plov with carrots', t: /plov|pilaf|pilau|osh/i, has: [/rice/i, /carrot/i] },
  { p: 'Uyghur laghman noodles', t: /la[gq]h?man|lagman/i, has: [/noodle/i], unknownOk: true },
  { p: 'Kyrgyz manti dumplings', t: /manti|dumpling/i, has: [/flour/i], unknownOk: true },
  { p: 'Uzbek achichuk tomato salad', t: /achichuk|tomato salad|salad/i, has: [/tomato/i], unknownOk: true },
  { p: 'Afghan bolani stuffed flatbread', t: /bolani|flatbread/i, has: [/flour/i], unknownOk: true },
];

export const HELD_OUT_7_SOUTH_AMERICA: TEvalPrompt[] = [
  { p: 'Peruvian ceviche with sea bass', t: /ceviche|cebiche/i, has: [/bass|fish/i, /lime/i] },
  { p: 'Argentine chimichurri for steak', t: /chimichurri/i, has: [/parsley/i] },
  { p: 'Argentinian provoleta grilled cheese', t: /provoleta|provolone|cheese/i, has: [/cheese|provolone/i], unknownOk: true },
];

export const HELD_OUT_7_PHILIPPINES: TEvalPrompt[] = [
  { p: 'Filipino chicken adobo with garlic rice', t: /adobo/i, has: [/chicken/i, /vinegar/i] },
  { p: 'Filipino beef kare-kare', t: /kare[- ]?kare/i, has: [/peanut/i], unknownOk: true },
  { p: 'Filipino chicken tinola with ginger', t: /tinola/i, has: [/chicken/i, /ginger/i], unknownOk: true },
  { p: 'Filipino bibingka rice cake', t: /bibingka|rice cake/i, has: [/rice|coconut/i], unknownOk: true },
];

export const HELD_OUT_7_KOREA: TEvalPrompt[] = [
  { p: 'Korean japchae glass noodles', t: /japchae|chapchae/i, has: [/noodle/i] },
  { p: 'Korean beef bulgogi', t: /bulgogi|pulgogi/i, has: [/beef/i] },
  { p: 'Korean tteokbokki rice cakes', t: /t?teok-?bokk?i|topokki|rice cake/i, has: [/rice cake|tteok/i], unknownOk: true },
  { p: 'Korean dakgalbi spicy chicken', t: /dak-?galbi|chicken/i, has: [/chicken/i], unknownOk: true },
  { p: 'Korean haemul pajeon seafood pancake', t: /pajeon|pancake/i, has: [/flour/i], unknownOk: true },
  { p: 'Korean sundubu jjigae', t: /sundubu|soft tofu/i, has: [/tofu/i], unknownOk: true },
  { p: 'Korean gimbap rolls', t: /gimbap|kimbap/i, has: [/rice/i], unknownOk: true },
  { p: 'Korean samgyeopsal pork belly', t: /samgyeopsal|pork belly/i, has: [/pork/i], unknownOk: true },
  { p: 'Korean hotteok sweet pancakes', t: /hotteok|pancake/i, has: [/flour/i], unknownOk: true },
  { p: 'Korean galbi jjim braised short ribs', t: /galbi|short rib/i, has: [/beef|short rib/i], unknownOk: true },
  { p: 'Korean gyeran mari rolled omelette', t: /gyeran|omelet/i, has: [/egg/i], unknownOk: true },
];

export const HELD_OUT_7_ETHIOPIA: TEvalPrompt[] = [
  { p: 'Ethiopian misir wot red lentils', t: /misir|lentil/i, has: [/lentil/i] },
  { p: 'Ethiopian injera flatbread', t: /injera/i, has: [/teff|flour/i], unknownOk: true },
  { p: 'Ethiopian shiro chickpea stew', t: /shiro/i, has: [/chickpea/i], unknownOk: true },
  { p: 'Ethiopian gomen collard greens', t: /gomen|collard/i, has: [/collard|greens|kale/i], unknownOk: true },
  { p: 'Eritrean zigni beef stew', t: /zigni|tsebhi|beef stew/i, has: [/beef/i], unknownOk: true },
  { p: 'Ethiopian atakilt wat cabbage and potato', t: /atakilt|cabbage/i, has: [/cabbage/i, /potato/i], unknownOk: true },
];

export const HELD_OUT_7_ASIA: TEvalPrompt[] = [
  { p: 'Japanese beef sukiyaki', t: /sukiyaki/i, has: [/beef/i], unknownOk: true },
  { p: 'Japanese miso soup with tofu and wakame', t: /miso soup/i, has: [/miso/i, /tofu/i] },
  { p: 'Thai larb moo pork salad', t: /larb|laab|laap/i, has: [/pork/i], unknownOk: true },
  { p: 'Vietnamese fresh summer rolls with prawns', t: /summer roll|spring roll|rice paper/i, has: [/prawn|shrimp/i] },
  { p: 'Malaysian beef rendang', t: /rendang/i, has: [/beef/i, /coconut/i] },
  { p: 'Indonesian mie goreng', t: /mi[e]? goreng/i, has: [/noodle/i], unknownOk: true },
  { p: 'Chinese mapo tofu with pork mince', t: /mapo/i, has: [/tofu/i] },
  { p: 'Chinese kung pao chicken with peanuts', t: /kung pao|gong bao/i, has: [/chicken/i, /peanut/i] },
  { p: 'Chinese char siu pork', t: /char siu|cha siu|chashu/i, has: [/pork/i], unknownOk: true },
  { p: 'Chinese egg fried rice', t: /fried rice/i, has: [/egg/i, /rice/i] },
  { p: 'Chinese hot and sour soup', t: /hot and sour/i, unknownOk: true, fam: 'soup' },
  { p: 'Chinese steamed pork bao buns', t: /bao|bun/i, has: [/pork/i, /flour/i], unknownOk: true },
  { p: 'Taiwanese beef noodle soup', t: /beef noodle/i, has: [/beef/i, /noodle/i], unknownOk: true },
  { p: 'Burmese mohinga fish noodle soup', t: /mohinga|fish noodle/i, has: [/fish|catfish/i], unknownOk: true },
  { p: 'Nepali chicken momos', t: /momo|dumpling/i, has: [/chicken/i], unknownOk: true },
];

export const HELD_OUT_7_SOUTH_ASIA: TEvalPrompt[] = [
  { p: 'Indian chana masala with tomatoes', t: /chana|chole|chickpea/i, has: [/chickpea/i] },
  { p: 'Indian chicken korma with almonds', t: /korma/i, has: [/chicken/i] },
  { p: 'Indian masala dosa with potato filling', t: /dosa/i, has: [/potato/i], unknownOk: true },
  { p: 'Indian onion bhajis', t: /bhaji|pakora/i, has: [/onion/i, /gram flour|chickpea flour|besan/i] },
  { p: 'Indian vegetable samosas', t: /samosa/i, has: [/potato|pea/i] },
  { p: 'Indian malai kofta', t: /malai kofta|kofta/i, unknownOk: true, fam: 'curry' },
  { p: 'Indian prawn malabar curry', t: /malabar|prawn curry|curry/i, has: [/prawn|shrimp/i, /coconut/i], unknownOk: true },
  { p: 'Indian egg bhurji', t: /bhurji|scrambled egg/i, has: [/egg/i], unknownOk: true },
  { p: 'Indian upma with vegetables', t: /upma|semolina/i, has: [/semolina/i], unknownOk: true },
  { p: 'Bangladeshi fish bhuna', t: /bhuna|fish curry/i, has: [/fish|cod/i], unknownOk: true },
  { p: 'Indian gobi manchurian', t: /manchurian/i, has: [/cauliflower/i], unknownOk: true },
];

export const HELD_OUT_7_MIDDLE_EAST: TEvalPrompt[] = [
  { p: 'Lebanese fattoush salad', t: /fattoush|fattush/i, has: [/cucumber|tomato/i] },
  { p: 'Lebanese tabbouleh with lots of parsley', t: /tabb?o?ul[ie]h?/i, has: [/parsley/i, /bulgur/i] },
  { p: 'Israeli sabich pita', t: /sabich|pita/i, has: [/aubergine|eggplant/i, /egg/i], unknownOk: true },
  { p: 'Palestinian musakhan chicken', t: /musakhan/i, has: [/chicken/i, /onion/i], unknownOk: true },
  { p: 'Syrian muhammara dip', t: /muhammara/i, has: [/pepper/i, /walnut/i], unknownOk: true },
  { p: 'Lebanese chicken shawarma wraps', t: /shawarma|shwarma/i, has: [/chicken/i] },
  { p: 'Turkish lentil soup mercimek', t: /mercimek|lentil soup/i, has: [/lentil/i] },
  { p: 'Persian tahdig crispy rice', t: /tahdig|rice/i, has: [/rice/i], unknownOk: true },
  { p: 'Turkish iskender kebab', t: /iskender|kebab/i, has: [/yogh?urt|beef|lamb/i], unknownOk: true },
  { p: 'Tunisian shakshuka with feta', t: /sh?aksho?uka/i, has: [/egg/i, /tomato/i] },
  { p: 'Algerian chorba frik', t: /chorba|frik/i, unknownOk: true, fam: 'soup' },
];

export const HELD_OUT_7_EUROPE: TEvalPrompt[] = [
  { p: 'French coq au vin with mushrooms', t: /coq au vin/i, has: [/chicken/i, /wine/i] },
  { p: 'French beef bourguignon', t: /bourguignon/i, has: [/beef/i, /wine/i] },
  { p: 'French ratatouille provençale', t: /ratatouille/i, has: [/aubergine|eggplant/i, /courgette|zucchini/i] },
  { p: 'French onion soup with gruyère toasts', t: /onion soup/i, has: [/onion/i] },
  { p: 'French salade niçoise', t: /ni[cç]oise/i, has: [/tuna|egg/i] },
  { p: 'French cassoulet with sausages', t: /cassoulet/i, has: [/bean/i], unknownOk: true },
  { p: 'Italian risotto alla milanese with saffron', t: /risott/i, has: [/rice/i, /saffron/i] },
  { p: 'Italian spaghetti aglio e olio', t: /aglio|garlic/i, has: [/spaghetti|pasta/i, /garlic/i] },
  { p: 'Italian penne arrabbiata', t: /arr?abb?iata/i, has: [/penne|pasta/i, /tomato/i] },
  { p: 'Italian saltimbocca alla romana', t: /saltimbocca/i, has: [/veal|chicken|pork/i], unknownOk: true },
  { p: 'Italian minestrone with borlotti beans', t: /minestrone/i, has: [/bean/i] },
  { p: 'Italian panzanella bread salad', t: /panzanella|bread salad/i, has: [/bread/i, /tomato/i] },
  { p: 'Spanish paella valenciana', t: /paella/i, has: [/rice/i] },
  { p: 'Spanish tortilla de patatas', t: /tortilla/i, has: [/potato/i, /egg/i] },
  { p: 'Spanish gambas al ajillo', t: /gambas|ajillo|garlic prawn/i, has: [/prawn|shrimp/i, /garlic/i] },
  { p: 'German käsespätzle', t: /k[aä]e?se ?sp[aä]e?tzle|sp[aä]e?tzle/i, has: [/cheese|gruy|emmental/i], unknownOk: true },
  { p: 'Austrian wiener schnitzel', t: /schnitzel/i, has: [/veal|pork|chicken/i, /breadcrumb/i] },
  { p: 'Polish pierogi ruskie', t: /pierogi/i, has: [/potato/i], unknownOk: true },
  { p: 'Polish bigos hunters stew', t: /bigos|hunter/i, has: [/cabbage|sauerkraut/i], unknownOk: true },
  { p: 'Ukrainian borscht with beetroot', t: /bor[sš]ch/i, has: [/beet/i] },
  { p: 'Russian syrniki cottage cheese pancakes', t: /syrniki|pancake/i, has: [/cottage cheese|quark|ricotta|cheese/i], unknownOk: true },
  { p: 'Dutch erwtensoep split pea soup', t: /erwtensoep|pea soup/i, has: [/split pea|pea/i], unknownOk: true },
  { p: 'Welsh cawl', t: /cawl/i, has: [/lamb/i], unknownOk: true },
  { p: 'British toad in the hole', t: /toad in the hole/i, has: [/sausage/i] },
  { p: "British shepherd's pie with lamb mince", t: /shepherd/i, has: [/lamb/i, /potato/i] },
  { p: 'British fish pie with prawns', t: /fish pie/i, has: [/fish|cod|haddock|salmon/i] },
  { p: 'a Cornish pasty', t: /pasty|pasties/i, has: [/beef/i, /potato|swede/i] },
  { p: 'British bangers and mash', t: /bangers|sausage.*mash/i, has: [/sausage/i, /potato/i] },
  { p: 'Greek chicken gyros', t: /gyro/i, has: [/chicken/i] },
];

export const HELD_OUT_7_AMERICAS: TEvalPrompt[] = [
  { p: 'Mexican chicken enchiladas verdes', t: /enchilada/i, has: [/chicken/i, /tortilla/i] },
  { p: 'Mexican pozole rojo with pork', t: /pozole|posole/i, has: [/pork/i, /hominy|corn/i], unknownOk: true },
  { p: 'Mexican tamales with chicken', t: /tamal/i, has: [/masa|corn/i], unknownOk: true },
  { p: 'Mexican huevos rancheros', t: /huevos rancheros|ranchero/i, has: [/egg/i, /tortilla/i] },
  { p: 'Tex-Mex beef fajitas', t: /fajita/i, has: [/beef/i, /pepper/i] },
  { p: 'American buttermilk fried chicken', t: /fried chicken/i, has: [/chicken/i, /buttermilk/i] },
  { p: 'American clam chowder', t: /chowder/i, has: [/clam/i] },
  { p: 'American sloppy joes', t: /sloppy joe/i, has: [/beef/i] },
  { p: 'American pulled pork sandwiches', t: /pulled pork/i, has: [/pork/i] },
  { p: 'New Orleans seafood gumbo', t: /gumbo/i, has: [/prawn|shrimp|crab/i] },
  { p: 'Southern shrimp and grits', t: /grits/i, has: [/shrimp|prawn/i] },
  { p: 'American meatloaf with glaze', t: /meat ?loaf/i, has: [/beef/i] },
  { p: 'Salvadoran pupusas with beans and cheese', t: /pupusa/i, has: [/masa|corn/i], unknownOk: true },
  { p: 'Guatemalan pepián', t: /pepi[aá]n/i, has: [/chicken/i], unknownOk: true },
];

export const HELD_OUT_7_OTHER: TEvalPrompt[] = [
  { p: 'South African chakalaka', t: /chakalaka/i, has: [/bean|pepper/i], unknownOk: true },
  { p: 'Kenyan nyama choma', t: /nyama choma|grilled/i, has: [/goat|beef|lamb/i], unknownOk: true },
  { p: 'Ugandan rolex chapati egg roll', t: /rolex|chapati/i, has: [/egg/i], unknownOk: true },
  { p: 'Mozambican peri-peri chicken', t: /peri[- ]?peri|piri[- ]?piri/i, has: [/chicken/i] },
  { p: 'Australian lamington squares', t: /lamington/i, has: [/coconut/i], unknownOk: true },
  { p: 'New Zealand pavlova with kiwi', t: /pavlova/i, has: [/egg/i] },
];

export const HELD_OUT_7_BAKES: TEvalPrompt[] = [
  { p: 'a rustic sourdough boule', t: /sourdough/i, has: [/flour/i] },
  { p: 'a plaited challah loaf', t: /challah|hallah/i, has: [/flour/i, /egg/i] },
  { p: 'Irish soda bread with buttermilk', t: /soda bread/i, has: [/flour/i, /buttermilk/i] },
  { p: 'rosemary focaccia with sea salt', t: /focaccia/i, has: [/flour/i, /rosemary/i] },
  { p: 'cinnamon rolls with cream cheese frosting', t: /cinnamon (roll|bun|swirl)/i, has: [/cinnamon/i] },
  { p: 'a classic victoria sponge', t: /victoria sponge|sponge/i, has: [/flour/i, /egg/i] },
  { p: 'a lemon drizzle loaf cake', t: /lemon drizzle|lemon/i, has: [/lemon/i] },
  { p: 'a carrot cake with walnuts', t: /carrot cake/i, has: [/carrot/i] },
  { p: 'fudgy chocolate brownies with walnuts', t: /brownie/i, has: [/chocolate|cocoa/i] },
  { p: 'chewy oatmeal raisin cookies', t: /oat(meal)?.*cookie|cookie/i, has: [/oat/i, /raisin/i] },
  { p: 'a banana walnut loaf', t: /banana/i, has: [/banana/i] },
  { p: 'fruit scones with clotted cream', t: /scone/i, has: [/flour/i] },
  { p: 'Welsh cakes on a griddle', t: /welsh cake/i, has: [/flour/i], unknownOk: true },
  { p: 'Chelsea buns with currants', t: /chelsea bun|bun/i, has: [/flour/i], unknownOk: true },
  { p: 'hot cross buns for Easter', t: /hot cross/i, has: [/flour/i] },
  { p: 'French baguettes at home', t: /baguette/i, has: [/flour/i] },
  { p: 'butter croissants from scratch', t: /croissant/i, has: [/butter/i] },
  { p: 'Danish cinnamon snails kanelsnegle', t: /kanelsnegle|cinnamon/i, has: [/cinnamon/i], unknownOk: true },
  { p: 'Swedish kardemummabullar cardamom buns', t: /kardemumma|cardamom bun|bun/i, has: [/cardamom/i], unknownOk: true },
  { p: 'German stollen with marzipan', t: /stollen/i, has: [/flour/i], unknownOk: true },
  { p: 'Italian biscotti with almonds', t: /biscott/i, has: [/almond/i] },
  { p: 'French madeleines', t: /madeleine/i, has: [/butter/i, /egg/i] },
  { p: 'French almond financiers', t: /financier/i, has: [/almond/i], unknownOk: true },
  { p: 'Japanese milk bread', t: /milk bread|shokupan/i, has: [/flour/i, /milk/i], unknownOk: true },
  { p: 'Turkish simit sesame rings', t: /simit/i, has: [/sesame/i], unknownOk: true },
  { p: 'Mexican conchas sweet bread', t: /concha/i, has: [/flour/i], unknownOk: true },
  { p: 'American cornbread in a skillet', t: /cornbread|corn bread/i, has: [/cornmeal|polenta/i] },
  { p: 'buttermilk biscuits with gravy', t: /biscuit/i, has: [/flour/i] },
  { p: 'a pear and almond frangipane tart', t: /frangipane|pear/i, has: [/pear/i, /almond/i] },
  { p: 'a sticky ginger parkin', t: /parkin|ginger/i, has: [/oat/i, /ginger/i], unknownOk: true },
  { p: 'Norwegian skillingsboller', t: /skillingsbolle|cinnamon bun/i, has: [/cinnamon/i], unknownOk: true },
  { p: 'Jewish rugelach', t: /rugel/i, has: [/flour/i], unknownOk: true },
  { p: 'Greek koulourakia butter cookies', t: /koulourak|cookie/i, has: [/butter/i], unknownOk: true },
];

export const HELD_OUT_7_BREAKFASTS: TEvalPrompt[] = [
  { p: 'fluffy American pancakes with blueberries', t: /pancake/i, has: [/blueberr/i] },
  { p: 'eggs benedict with hollandaise', t: /benedict/i, has: [/egg/i] },
  { p: 'a smoked salmon bagel with cream cheese', t: /bagel/i, has: [/salmon/i, /cream cheese/i] },
  { p: 'a breakfast burrito with chorizo', t: /burrito/i, has: [/chorizo/i, /egg/i] },
  { p: 'Belgian waffles with strawberries', t: /waffle/i, has: [/flour/i] },
  { p: 'homemade granola with honey and pecans', t: /granola/i, has: [/oat/i] },
  { p: 'Scotch pancakes drop scones', t: /scotch pancake|drop scone|pancake/i, has: [/flour/i] },
  { p: 'kedgeree with smoked haddock', t: /kedgeree/i, has: [/rice/i, /haddock|fish/i] },
  { p: 'Japanese breakfast tamago kake gohan', t: /tamago kake gohan|rice/i, has: [/egg/i, /rice/i], unknownOk: true },
  { p: 'Chinese congee with ginger', t: /congee|jook|rice porridge/i, has: [/rice/i] },
  { p: 'Colombian calentado', t: /calentado/i, unknownOk: true, fam: 'rice' },
  { p: 'chia seed pudding with mango', t: /chia/i, has: [/chia/i] },
  { p: 'a breakfast smoothie bowl', t: /smoothie/i },
  { p: 'shakshuka for two', t: /sh?aksho?uka/i, s: 2, has: [/egg/i] },
];

export const HELD_OUT_7_STREET_FOOD: TEvalPrompt[] = [
  { p: 'Egyptian falafel with tahini', t: /falafel|ta.?ameya/i, has: [/chickpea|fava|broad bean/i] },
  { p: 'Vietnamese bánh mì with pork', t: /b[aá]nh m[iì]/i, has: [/pork/i] },
  { p: 'Thai chicken satay with peanut sauce', t: /satay|sate/i, has: [/chicken/i, /peanut/i] },
  { p: 'Chinese jianbing crepe', t: /jianbing|crepe|cr[eê]pe/i, has: [/egg/i], unknownOk: true },
  { p: 'Korean hoddeok street pancakes', t: /hott?eok|hoddeok|pancake/i, has: [/flour/i], unknownOk: true },
  { p: 'American corn dogs', t: /corn ?dog/i, has: [/sausage|hot dog|frankfurter/i], unknownOk: true },
  { p: 'Chicago-style hot dogs', t: /hot ?dog/i, has: [/sausage|frankfurter|hot dog/i], unknownOk: true },
  { p: 'Greek loukoumades honey doughnuts', t: /loukoumad|doughnut|donut/i, has: [/honey/i], unknownOk: true },
  { p: 'Indonesian chicken sate ayam', t: /sate|satay/i, has: [/chicken/i], unknownOk: true },
  { p: 'Turkish gözleme with spinach', t: /g[oö]zleme/i, has: [/spinach/i], unknownOk: true },
  { p: 'fish and chips with mushy peas', t: /fish and chips|fish/i, has: [/fish|cod|haddock/i, /potato|chips/i] },
  { p: 'Japanese yakitori chicken skewers', t: /yakitori/i, has: [/chicken/i] },
];

export const HELD_OUT_7_SIDES: TEvalPrompt[] = [
  { p: 'garlic butter green beans', t: /green bean/i, has: [/green bean/i, /garlic/i] },
  { p: 'roast potatoes with goose fat', t: /roast(ed)? potato/i, has: [/potato/i] },
  { p: 'honey glazed carrots', t: /carrot/i, has: [/carrot/i, /honey/i] },
  { p: 'potato dauphinoise', t: /dauphinoise|gratin/i, has: [/potato/i, /cream/i] },
  { p: 'Yorkshire puddings for Sunday lunch', t: /yorkshire/i, has: [/egg/i, /flour/i] },
  { p: 'sautéed spinach with garlic', t: /spinach/i, has: [/spinach/i, /garlic/i] },
  { p: 'coconut rice', t: /coconut rice/i, has: [/rice/i, /coconut/i] },
  { p: 'buttery mashed swede', t: /swede|rutabaga|mash/i, has: [/swede|rutabaga/i] },
  { p: 'charred corn on the cob', t: /corn/i, has: [/corn/i] },
  { p: 'Greek lemon potatoes', t: /lemon potato|potato/i, has: [/potato/i, /lemon/i] },
  { p: 'roasted beetroot with feta', t: /beet/i, has: [/beet/i, /feta/i] },
  { p: 'roasted butternut squash wedges', t: /butternut|squash/i, has: [/squash/i] },
];

export const HELD_OUT_7_SAUCES: TEvalPrompt[] = [
  { p: 'a classic béarnaise sauce', t: /b[eé]arnaise/i, has: [/egg/i, /butter/i] },
  { p: 'basil pesto genovese', t: /pesto/i, has: [/basil/i] },
  { p: 'Japanese teriyaki sauce', t: /teriyaki/i, has: [/soy/i] },
  { p: 'a red wine jus', t: /jus|red wine|sauce|gravy/i, has: [/wine/i] },
  { p: 'a sweet chilli dipping sauce', t: /sweet chil+i/i, has: [/chil+i/i], unknownOk: true },
  { p: 'Thai peanut dipping sauce', t: /peanut sauce|satay sauce|peanut/i, has: [/peanut/i] },
  { p: 'garlic aioli', t: /aioli|allioli|garlic mayo/i, has: [/garlic/i] },
  { p: 'mint sauce for lamb', t: /mint sauce|mint/i, has: [/mint/i] },
  { p: 'homemade barbecue sauce', t: /barbecue sauce|bbq sauce/i, has: [/tomato|ketchup/i] },
  { p: 'Peruvian aji verde sauce', t: /aj[ií] verde|green sauce|sauce/i, has: [/cilantro|coriander/i], unknownOk: true },
  { p: 'Korean gochujang dipping sauce', t: /gochujang|sauce/i, has: [/gochujang/i], unknownOk: true },
  { p: 'a chocolate fudge sauce', t: /chocolate.*sauce|fudge sauce/i, has: [/chocolate|cocoa/i] },
  { p: 'a lemon butter sauce for fish', t: /lemon butter|beurre blanc|sauce/i, has: [/lemon/i, /butter/i] },
  { p: 'a simple white sauce', t: /white sauce|b[eé]chamel/i, has: [/milk/i, /flour/i] },
  { p: 'Greek skordalia', t: /skordalia/i, has: [/garlic/i], unknownOk: true },
];

export const HELD_OUT_7_PRESERVES: TEvalPrompt[] = [
  { p: 'a spiced apple chutney', t: /chutney/i, has: [/apple/i, /vinegar/i] },
  { p: 'Korean cabbage kimchi', t: /kimchi/i, has: [/cabbage/i] },
  { p: 'a plum jam with cinnamon', t: /plum jam|jam/i, has: [/plum/i] },
  { p: 'a tomato chilli jam', t: /chil+i jam|tomato jam|jam/i, has: [/tomato/i] },
  { p: 'preserved lemons', t: /preserved lemon/i, has: [/lemon/i, /salt/i], unknownOk: true },
  { p: 'blackcurrant jam', t: /blackcurrant|jam/i, has: [/blackcurrant|currant/i], unknownOk: true },
  { p: 'quick pickled carrots', t: /pickle/i, has: [/carrot/i, /vinegar/i] },
];

export const HELD_OUT_7_DESSERTS: TEvalPrompt[] = [
  { p: 'a vanilla crème brûlée', t: /cr[eè]me br[uû]l[eé]e/i, has: [/cream/i, /egg/i] },
  { p: 'a panna cotta with raspberries', t: /panna cotta/i, has: [/cream/i] },
  { p: 'Indian kheer rice pudding', t: /kheer|rice pudding/i, has: [/rice/i, /milk/i] },
  { p: 'Turkish baklava with pistachios', t: /baklava/i, has: [/pistachio|walnut|nut/i] },
  { p: 'Spanish crema catalana', t: /crema catalana|cr[eè]me br[uû]l[eé]e/i, has: [/egg/i, /milk|cream/i], unknownOk: true },
  { p: 'Japanese mochi with red bean', t: /mochi|daifuku/i, has: [/rice flour|glutinous|mochi/i], unknownOk: true },
  { p: 'Portuguese arroz doce', t: /arroz doce|rice pudding/i, has: [/rice/i], unknownOk: true },
  { p: 'Argentine alfajores with dulce de leche', t: /alfajor/i, has: [/dulce de leche|caramel/i], unknownOk: true },
  { p: 'a rhubarb and custard tart', t: /rhubarb/i, has: [/rhubarb/i] },
  { p: 'a summer berry pavlova', t: /pavlova/i, has: [/egg/i] },
  { p: 'Russian medovik honey cake', t: /medovik|honey cake/i, has: [/honey/i], unknownOk: true },
  { p: 'a chocolate lava cake', t: /lava|fondant|molten/i, has: [/chocolate/i] },
  { p: 'Scottish cranachan', t: /cranachan/i, has: [/oat/i, /raspberr/i], unknownOk: true },
];

export const HELD_OUT_7_DRINKS: TEvalPrompt[] = [
  { p: 'Indian masala chai with cardamom', t: /chai/i, has: [/tea/i, /milk/i] },
  { p: 'a glass of sangria', t: /sangria/i, has: [/wine/i] },
  { p: 'Korean dalgona coffee', t: /dalgona|whipped coffee/i, has: [/coffee/i] },
  { p: 'a matcha latte with oat milk', t: /matcha/i, has: [/matcha/i] },
  { p: 'a hot chocolate with marshmallows', t: /hot chocolate|cocoa/i, has: [/milk/i, /chocolate|cocoa/i] },
  { p: 'Russian kompot with cherries', t: /kompot|compote/i, has: [/cherr/i], unknownOk: true },
  { p: 'a banana and peanut butter smoothie', t: /smoothie/i, has: [/banana/i, /peanut/i] },
  { p: 'a green detox juice', t: /juice|green/i, unknownOk: true, fam: 'cold-drink' },
  { p: 'a golden turmeric milk', t: /turmeric|golden milk|haldi/i, has: [/turmeric/i, /milk/i] },
  { p: 'a hibiscus iced tea', t: /hibiscus/i, has: [/hibiscus/i], unknownOk: true },
  { p: 'a mango smoothie with yogurt', t: /smoothie|lassi/i, has: [/mango/i] },
];

export const HELD_OUT_7_MAINS: TEvalPrompt[] = [
  { p: 'slow-roasted pork shoulder', t: /pork/i, has: [/pork/i] },
  { p: 'a steak and ale pie', t: /steak and ale|pie/i, has: [/beef|steak/i, /ale|beer/i] },
  { p: 'salmon en croute', t: /en cro[uû]te|wellington|salmon/i, has: [/salmon/i, /pastry/i], unknownOk: true },
  { p: 'spaghetti and meatballs', t: /meatball/i, has: [/spaghetti|pasta/i] },
  { p: 'a tuna niçoise salad', t: /ni[cç]oise/i, has: [/tuna/i] },
  { p: 'a lamb kofta wrap', t: /kofta|kofte/i, has: [/lamb/i] },
  { p: 'stuffed aubergines with lamb', t: /aubergine|eggplant/i, has: [/aubergine|eggplant/i, /lamb/i] },
  { p: 'a mushroom stroganoff', t: /stroganoff/i, has: [/mushroom/i] },
  { p: 'a butternut squash risotto', t: /risott/i, has: [/squash/i, /rice/i] },
  { p: "a lentil shepherd's pie", t: /shepherd|cottage|pie/i, has: [/lentil/i] },
  { p: 'a sweet potato and chickpea curry', t: /curry/i, has: [/sweet potato/i, /chickpea/i] },
  { p: 'a leek and potato soup', t: /leek and potato|potato and leek/i, has: [/leek/i, /potato/i] },
  { p: 'a roasted red pepper soup', t: /pepper soup|red pepper/i, has: [/pepper/i] },
  { p: 'a beef and bean chilli', t: /chil+i/i, has: [/beef/i, /bean/i] },
  { p: 'honey mustard salmon', t: /salmon/i, has: [/salmon/i, /mustard/i] },
  { p: 'garlic butter prawns', t: /prawn|shrimp/i, has: [/prawn|shrimp/i, /garlic/i] },
  { p: 'a spicy sausage pasta', t: /sausage/i, has: [/sausage/i, /pasta|penne|rigatoni|spaghetti/i] },
  { p: 'a pork and apple burger', t: /burger/i, has: [/pork/i, /apple/i] },
  { p: 'a halloumi traybake', t: /halloumi/i, has: [/halloumi/i] },
  { p: 'a tofu pad thai', t: /pad thai/i, has: [/tofu/i, /noodle/i] },
  { p: 'teriyaki chicken rice bowl', t: /teriyaki/i, has: [/chicken/i, /rice/i] },
  { p: 'a prawn and chorizo paella', t: /paella/i, has: [/prawn|shrimp/i, /chorizo/i] },
  { p: 'a three-bean salad', t: /bean salad/i, has: [/bean/i] },
  { p: 'lamb chops with mint', t: /lamb chop|lamb/i, has: [/lamb/i, /mint/i] },
  { p: 'a beef and broccoli noodle stir-fry', t: /beef/i, has: [/beef/i, /broccoli/i] },
  { p: 'a cheese and onion pasty', t: /pasty|pasties/i, has: [/cheese|cheddar/i, /onion/i], unknownOk: true },
  { p: 'a pea and mint soup', t: /pea.*soup/i, has: [/pea/i, /mint/i] },
  { p: 'a spinach and ricotta cannelloni', t: /cannelloni/i, has: [/spinach/i, /ricotta/i] },
  { p: 'a duck à l’orange', t: /duck/i, has: [/duck/i, /orange/i], unknownOk: true },
];

export const HELD_OUT_7_MEATLESS: TEvalPrompt[] = [
  { p: 'meatless meatballs with tomato sauce', t: /meatball|ball/i, r: VEGETARIAN, unknownOk: true },
  { p: 'vegetable moussaka with lentils', t: /moussaka/i, r: VEGETARIAN, has: [/lentil/i], unknownOk: true },
  { p: 'veggie fajitas with black beans', t: /fajita/i, r: VEGETARIAN, has: [/black bean|bean/i] },
];

export const HELD_OUT_7_DIETS: TEvalPrompt[] = [
  { p: 'vegan mushroom bourguignon', t: /bourguignon/i, r: VEGAN, has: [/mushroom/i] },
  { p: 'vegan chickpea curry with spinach', t: /curry/i, r: VEGAN, has: [/chickpea/i, /spinach/i] },
  { p: 'dairy-free chicken alfredo', t: /alfredo/i, r: DAIRY_FREE, has: [/chicken/i], unknownOk: true },
  { p: 'keto cauliflower fried rice', t: /cauliflower/i, has: [/cauliflower/i], unknownOk: true },
  { p: 'halal lamb biryani', t: /biryani/i, has: [/lamb/i], unknownOk: true },
  { p: 'vegetarian pad see ew', t: /pad see ew|see ew/i, r: VEGETARIAN, has: [/noodle/i], unknownOk: true },
  { p: 'a low-carb zucchini lasagna', t: /lasagn/i, has: [/courgette|zucchini/i], unknownOk: true },
  { p: 'pescatarian fish tacos', t: /taco/i, r: ['pescatarian'], has: [/fish|cod/i] },
  { p: 'vegan Korean bibimbap with mushrooms', t: /bibimbap/i, r: VEGAN, has: [/mushroom/i] },
];

export const HELD_OUT_7_COOKS: TEvalPrompt[] = [
  { p: 'a peanut noodle salad', t: /noodle/i, r: ['peanutFree'], cook: { allergens: ['peanuts'] }, unknownOk: true },
  { p: 'a chicken korma curry', t: /korma/i, r: ['treeNutFree'], cook: { allergens: ['treeNuts'] }, has: [/chicken/i] },
  { p: 'prawn linguine with garlic', t: /linguine|prawn|pasta/i, r: ['shellfishFree'], cook: { allergens: ['shellfish'] }, unknownOk: true },
  { p: 'a sesame chicken stir-fry', t: /chicken/i, r: ['sesameFree'], cook: { allergens: ['sesame'] }, has: [/chicken/i], unknownOk: true },
  { p: 'a creamy chicken pasta bake', t: /pasta|bake/i, r: ['dairyFree'], cook: { allergens: ['milk'] }, has: [/chicken/i] },
  { p: 'a mushroom-free chicken pie', t: /pie/i, cook: { avoid: ['mushroom'] }, not: [/mushroom/i], has: [/chicken/i] },
  { p: 'an almond cake', t: /almond|cake/i, r: ['treeNutFree'], cook: { allergens: ['treeNuts'] }, unknownOk: true },
];

export const HELD_OUT_7_TIMES: TEvalPrompt[] = [
  { p: 'a 10-minute chicken salad', t: /chicken|salad/i, max: 10, unknownOk: true },
  { p: 'a 20-minute beef stir-fry', t: /stir[- ]?fry|beef/i, max: 20, has: [/beef/i], unknownOk: true },
  { p: 'a 30-minute chicken curry', t: /curry/i, max: 30, has: [/chicken/i] },
  { p: 'a fish supper for four', t: /fish|cod|salmon|haddock|bass/i, s: 4 },
  { p: 'a big lasagne for ten', t: /lasagn/i, s: 10 },
  { p: 'a four-ingredient banana bread', t: /banana/i, n: 4, unknownOk: true },
  { p: 'a 25-minute pasta with pesto', t: /pesto|pasta/i, max: 25 },
  { p: 'breakfast in 5 minutes', max: 5 },
  { p: 'a lentil soup for six people', t: /lentil/i, s: 6, has: [/lentil/i] },
  { p: 'a 15-minute noodle soup', t: /noodle/i, max: 15, unknownOk: true },
  { p: 'a roast chicken dinner for six', t: /chicken/i, s: 6, has: [/chicken/i] },
];

export const HELD_OUT_7_CARTS: TEvalPrompt[] = [
  { p: 'what should I cook tonight?', cart: ['pork chop', 'apple', 'potato', 'cabbage'], cartUse: 2 },
  { p: 'dinner for two from my fridge', cart: ['chicken thigh', 'pepper', 'onion', 'rice'], cartUse: 2 },
  { p: 'something warming for a rainy evening', cart: ['carrot', 'lentil', 'onion', 'stock'], cartUse: 2 },
  { p: 'a weekday supper', cart: ['beef mince', 'tomato', 'spaghetti', 'onion'], cartUse: 2 },
  { p: 'a light dinner after the gym', cart: ['cod', 'lemon', 'green bean', 'potato'], cartUse: 2 },
  { p: 'make me something tasty', cart: ['halloumi', 'courgette', 'pepper', 'red onion'], cartUse: 2 },
  { p: 'a bake for the weekend', cart: ['banana', 'flour', 'egg', 'butter'], cartUse: 2 },
  { p: 'a pudding from what is in the cupboard', cart: ['apple', 'butter', 'flour', 'sugar'], cartUse: 2 },
  { p: 'something for a lazy breakfast', cart: ['egg', 'spinach', 'bread', 'tomato'], cartUse: 2 },
  { p: 'use these up please', cart: ['broccoli', 'tofu', 'soy sauce', 'noodle'], cartUse: 2 },
  { p: 'a vegetarian dinner for tonight please', cart: ['chickpea', 'spinach', 'tomato', 'onion'], cartUse: 2 },
  { p: 'lunch ideas', cart: ['tuna', 'sweetcorn', 'mayonnaise', 'bread'], cartUse: 2 },
  { p: 'a cheap family meal', cart: ['sausage', 'potato', 'onion', 'pea'], cartUse: 2 },
  { p: 'a fresh salad', cart: ['cucumber', 'tomato', 'feta', 'olive'], cartUse: 2 },
  { p: 'something spicy and fast', cart: ['prawn', 'chilli', 'garlic', 'rice'], cartUse: 2 },
  { p: 'a soup to use these', cart: ['butternut squash', 'onion', 'stock', 'cream'], cartUse: 2 },
  { p: 'something filling after football', cart: ['sweet potato', 'black bean', 'pepper', 'tortilla'], cartUse: 2 },
  { p: 'an after-school snack', cart: ['oats', 'banana', 'honey', 'raisin'], cartUse: 2 },
  { p: 'a smoothie from the fridge', cart: ['strawberry', 'banana', 'yogurt', 'milk'], cartUse: 2 },
  { p: 'a quick pasta', cart: ['penne', 'courgette', 'parmesan', 'garlic'], cartUse: 2 },
  { p: 'a stew for tonight', cart: ['beef', 'carrot', 'onion', 'potato'], cartUse: 2 },
  { p: 'a sunday lunch from the shop run', cart: ['chicken', 'potato', 'carrot', 'parsnip'], cartUse: 2 },
  { p: 'something with rice', cart: ['rice', 'egg', 'pea', 'spring onion'], cartUse: 2 },
  { p: 'an easy curry', cart: ['chicken', 'coconut milk', 'spinach', 'onion'], cartUse: 2 },
  { p: 'a vegan lunch box', cart: ['quinoa', 'avocado', 'black bean', 'lime'], cartUse: 2, r: VEGAN },
  { p: 'a gluten-free dinner from my basket', cart: ['salmon', 'asparagus', 'potato', 'lemon'], cartUse: 2, r: GLUTEN_FREE },
  { p: 'a sweet thing to finish the meal', cart: ['pear', 'chocolate', 'cream', 'sugar'], cartUse: 2 },
  { p: 'a cosy dinner', cart: ['mushroom', 'rice', 'parmesan', 'stock'], cartUse: 2 },
  { p: 'a tray bake', cart: ['chicken thigh', 'sweet potato', 'red onion', 'pepper'], cartUse: 2 },
  { p: 'what can I do with these', cart: ['lamb mince', 'pitta', 'yogurt', 'cucumber'], cartUse: 2 },
  { p: 'a picnic dish', cart: ['egg', 'potato', 'mayonnaise', 'chive'], cartUse: 2 },
  { p: 'something for the freezer', cart: ['beef mince', 'kidney bean', 'tomato', 'onion'], cartUse: 2 },
  { p: 'a side to go with tonight', cart: ['carrot', 'honey', 'butter', 'thyme'], cartUse: 2 },
  { p: 'an easy bake', cart: ['flour', 'butter', 'sugar', 'lemon'], cartUse: 2 },
  { p: 'a dairy-free dinner from my cart', cart: ['pork', 'pineapple', 'pepper', 'rice'], cartUse: 2, r: DAIRY_FREE },
  { p: 'a light lunch at my desk', cart: ['egg', 'avocado', 'bread', 'lettuce'], cartUse: 2 },
  { p: 'dinner in half an hour', cart: ['prawn', 'noodle', 'pak choi', 'ginger'], cartUse: 2 },
  { p: 'a healthy supper', cart: ['salmon', 'broccoli', 'quinoa', 'lemon'], cartUse: 2 },
  { p: 'a meal for a cold night', cart: ['chorizo', 'chickpea', 'tomato', 'spinach'], cartUse: 2 },
  { p: 'a vegetarian oven bake from my shopping', cart: ['aubergine', 'mozzarella', 'tomato', 'basil'], cartUse: 2, r: VEGETARIAN },
  { p: 'a breakfast for the weekend', cart: ['bacon', 'egg', 'mushroom', 'bread'], cartUse: 2 },
  { p: 'something to take to work', cart: ['pasta', 'pesto', 'cherry tomato', 'mozzarella'], cartUse: 2 },
  { p: 'tonight’s tea', cart: ['fish finger', 'pea', 'potato', 'bread'], cartUse: 2 },
  { p: 'a festive treat', cart: ['cranberry', 'orange', 'flour', 'butter'], cartUse: 2 },
];

export const HELD_OUT_7_UNKNOWN: TEvalPrompt[] = [
  { p: 'glimmerpot stew', t: /glimmerpot/i, has: [/glimmerpot/i], unknownOk: true, fam: 'stew' },
  { p: 'a bowl of snarfleberry porridge', t: /snarfleberr/i, has: [/snarfleberr/i], unknownOk: true },
  { p: 'toasted wibblenut cookies', t: /wibblenut/i, has: [/wibblenut/i], unknownOk: true },
  { p: 'a zingleworth cocktail', t: /zingleworth/i, has: [/zingleworth/i], unknownOk: true },
  { p: 'braised trompleduck with plums', t: /trompleduck/i, has: [/trompleduck/i], unknownOk: true },
  { p: 'a flumberry tart', t: /flumberr/i, has: [/flumberr/i], unknownOk: true },
  { p: 'quarnish flatbread', t: /quarnish/i, has: [/quarnish/i], unknownOk: true },
];

export const HELD_OUT_7_NAMED: TEvalPrompt[] = [
  ...HELD_OUT_7_WEST_AFRICA,
  ...HELD_OUT_7_CARIBBEAN,
  ...HELD_OUT_7_CAUCASUS,
  ...HELD_OUT_7_BALKANS,
  ...HELD_OUT_7_CENTRAL_ASIA,
  ...HELD_OUT_7_SOUTH_AMERICA,
  ...HELD_OUT_7_PHILIPPINES,
  ...HELD_OUT_7_KOREA,
  ...HELD_OUT_7_ETHIOPIA,
  ...HELD_OUT_7_ASIA,
  ...HELD_OUT_7_SOUTH_ASIA,
  ...HELD_OUT_7_MIDDLE_EAST,
  ...HELD_OUT_7_EUROPE,
  ...HELD_OUT_7_AMERICAS,
  ...HELD_OUT_7_OTHER,
  ...HELD_OUT_7_BAKES,
  ...HELD_OUT_7_BREAKFASTS,
  ...HELD_OUT_7_STREET_FOOD,
  ...HELD_OUT_7_SIDES,
  ...HELD_OUT_7_SAUCES,
  ...HELD_OUT_7_PRESERVES,
  ...HELD_OUT_7_DESSERTS,
  ...HELD_OUT_7_DRINKS,
  ...HELD_OUT_7_MAINS,
];

export const HELD_OUT_7_SET: TEvalPrompt[] = [
  ...HELD_OUT_7_NAMED,
  ...HELD_OUT_7_MEATLESS,
  ...HELD_OUT_7_DIETS,
  ...HELD_OUT_7_COOKS,
  ...HELD_OUT_7_TIMES,
  ...HELD_OUT_7_CARTS,
  ...HELD_OUT_7_UNKNOWN,
];
