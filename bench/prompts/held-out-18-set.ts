// The composer's eighteenth held-out set: prompts of our own, written on 2026-11-29 by a session that
// does not change the composer, without running the composer on them or reading its source or its docs.
// The first seventeen held-out sets are spent; this one is held out. Do not read this set's misses while working;
// score it once, at the end of a piece of work (npx tsx bench/prompts/run.ts --set held-out-18).
// Same checks as eval-set.ts (see TEvalPrompt there). Dishes the offline cookbook may well not know
// carry unknownOk: DISH_UNKNOWN is a right answer for them, and a 200 answer must still be the dish.
// Prompts with no title check are open requests: a 'cart' or 'open' answer is not unrelated for them.
// Cart items are written singular and without accents because run.ts matches an item's last word as a
// substring of an ingredient line. TEvalPrompt has no use-by field, so the carts carry none.
// Title patterns take the dish's usual spellings, accents and transliterations and a plain English rendering,
// and every ' ?' in a title pattern takes a hyphen too ('[ -]?'). Before committing, a script tested 717
// spellings (each named draft's own prompt and two to four others written for it, and each diet, time and
// invented-name prompt against its own pattern) in three passes and found 7 misses, all fixed by widening the
// patterns ('Iromba', 'Mashuni', 'Miang Khum', 'Haw Mok', 'Poc-Chuc', 'Onion Uttapa', 'Pinđur'); every pattern
// takes its own prompt.
// None repeats a prompt of eval-set.ts or held-out sets 1–17: checked by a script before committing
// (prompts lower-cased, accents and punctuation stripped, spaces collapsed; also dropped: drafts whose
// words, filler words aside, were an earlier prompt's in another order, and repeats within this set). Of 840
// drafts (553 named dishes, 58 diet and time prompts, 223 open requests, 6 invented names), 221 were dropped by
// that script (152 named, 4 diet prompts, 65 open requests: 206 as the same words, 15 in another order, none
// repeated within the set). A second script searched the earlier prompts for each named draft's own dish name
// (its title pattern's first alternative, e.g. /gbegiri/, /masa/) and dropped 196 more as asked before (e.g.
// 'ghanaian tuo zaafi', 'goan xacuti', 'korean gamjatang'; a few by a longer word that holds the name, such as
// 'masala' for masa waina, 'feijoada' for feijoa chutney). 20 named drafts were dropped by hand after a search of
// the earlier prompts for each survivor's rarer words and other names: the same dish asked in other words (laxoox
// as canjeero, accara as akara, benachin as jollof, ondeh ondeh as klepon, kothu parotta as kottu, vetebullar as
// cardamom buns, labskaus as scouse, gaeng som as kaeng som, ca phe trung as egg coffee, pa amb tomaquet as pan con
// tomate, stegt flaesk and himmel und erde asked before under a pattern whose first alternative missed them,
// erachi ularthiyathu as Kerala beef fry, qabuli palaw as kabuli pulao, chemmeen curry as Kerala prawn curry,
// xoi xeo as xoi, pate chinois as shepherd's pie, chamussas as samosas, mabi as mauby, magwinya as vetkoek).
// 14 more were cut for balance: every fifth diet prompt (6), every third time prompt (7) and one invented name.
// The named sections were not cut. The diet and time prompts put a constraint on a dish; some of those dishes
// were asked before without it, and some are asked in this set's named sections too.
// 389 prompts: 185 named dishes (144 across world cuisines, written under their region; 10 breads and bakes,
// 6 breakfasts, 8 street food, 3 sides, 9 sauces, 1 preserve, 1 dessert, 3 drinks), 25 prompt diets,
// 16 times/servings/counts, 158 open requests with four-item carts (110 of them a cuisine or region and a meal
// or kind; 48 plain meals, kinds, uses and occasions; 12 with a diet, 7 with a time limit), 5 invented dish names.
import type { TRestrictionKey } from '../../src/domain/kitchen/diet-vocabulary.ts';
import type { TEvalPrompt } from './eval-set.ts';

const VEGAN: TRestrictionKey[] = ['vegan'];
const VEGETARIAN: TRestrictionKey[] = ['vegetarian'];
const GLUTEN_FREE: TRestrictionKey[] = ['glutenFree'];
const DAIRY_FREE: TRestrictionKey[] = ['dairyFree'];

export const HELD_OUT_18_WEST_AFRICA: TEvalPrompt[] = [
  { p: 'nigerian dan wake bean dumplings', t: /dan[ -]?wake|bean|dumpling/i, has: [/bean|flour/i], unknownOk: true },
  { p: 'nigerian ugba salad', t: /ugba|ukpaka|oil bean|salad/i, has: [/oil bean|ugba|ukpaka/i], unknownOk: true },
  { p: 'nigerian ebiripo cocoyam pudding', t: /ebiripo|cocoyam|pudding/i, has: [/cocoyam|taro/i], unknownOk: true },
  { p: 'nigerian ojojo water yam fritters', t: /ojojo|yam|fritter/i, has: [/yam/i], unknownOk: true },
  { p: 'nigerian ekpang nkukwo', t: /ekpang|nkukwo|cocoyam|pottage/i, has: [/cocoyam|taro/i], unknownOk: true },
  { p: 'yoruba dodo ikire', t: /dodo[ -]?ikire|plantain/i, has: [/plantain/i], unknownOk: true },
  { p: 'ghanaian kokonte', t: /kokonte|cassava|fufu/i, has: [/cassava/i], unknownOk: true },
  { p: 'senegalese thiou curry', t: /thiou|tiou|stew|curry/i, has: [/tomato/i], unknownOk: true },
  { p: 'senegalese yetisse fish stew', t: /y[eé]t[eé]?t?isse|fish|stew/i, has: [/fish/i], unknownOk: true },
  { p: 'burkinabe firire', t: /firire|fish|fried/i, has: [/fish|tilapia/i], unknownOk: true },
  { p: 'cameroonian okok', t: /okok|gnetum|greens/i, has: [/peanut|groundnut/i], unknownOk: true },
  { p: 'cameroonian kwacoco bible', t: /kwacoco|cocoyam|parcel/i, has: [/cocoyam|taro/i], unknownOk: true },
  { p: 'congolese mikate doughnuts', t: /mikate|beignet|doughnut|puff/i, has: [/flour/i], unknownOk: true },
  { p: 'congolese mbika', t: /mbika|pumpkin seed|squash seed/i, has: [/pumpkin seed|squash seed|pepita/i], unknownOk: true },
  { p: 'nigerian adalu beans and corn', t: /adalu|bean|corn/i, has: [/bean/i, /corn|maize/i], unknownOk: true },
  { p: 'senegalese ndambe bean stew', t: /ndamb[eé]|bean|stew/i, has: [/bean/i], unknownOk: true },
  { p: 'liberian potato greens', t: /potato greens|greens|stew/i, has: [/greens|sweet potato leaves|spinach/i], unknownOk: true },
  { p: 'ivorian sauce graine', t: /sauce graine|palm nut|soup|sauce/i, has: [/palm/i], unknownOk: true },
];

export const HELD_OUT_18_EAST_SOUTHERN_AFRICA: TEvalPrompt[] = [
  { p: 'zambian chikanda', t: /chikanda|african polony|polony/i, has: [/peanut|groundnut/i], unknownOk: true },
  { p: 'zambian kapenta with tomato', t: /kapenta|fish|sardine/i, has: [/kapenta|fish|sardine|whitebait/i, /tomato/i], unknownOk: true },
  { p: 'south african umvubo', t: /umvubo|amasi|maize|porridge/i, has: [/maize|cornmeal/i, /sour milk|buttermilk|amasi|maas/i], unknownOk: true },
  { p: 'south african dikgobe', t: /dikgobe|samp|bean/i, has: [/samp|hominy|sorghum|maize/i, /bean/i], unknownOk: true },
  { p: 'botswana serobe', t: /serobe|tripe|offal/i, has: [/tripe/i], unknownOk: true },
  { p: 'namibian oshifima with ekaka', t: /oshifima|mahangu|millet|porridge/i, has: [/millet|mahangu/i], unknownOk: true },
  { p: 'kenyan mbaazi wa nazi', t: /mbaazi|pigeon pea|coconut/i, has: [/pigeon pea/i, /coconut/i], unknownOk: true },
  { p: 'tanzanian mtori banana soup', t: /mtori|banana|plantain|soup/i, has: [/banana|plantain/i, /beef/i], unknownOk: true },
  { p: 'zanzibari pweza wa nazi', t: /pweza|octopus/i, has: [/octopus/i, /coconut/i], unknownOk: true },
  { p: 'ugandan eshabwe', t: /eshabwe|ghee|sauce/i, has: [/ghee|butter/i], unknownOk: true },
  { p: 'rwandan mukeke fish', t: /mukeke|fish/i, has: [/fish/i], unknownOk: true },
  { p: 'burundian ndagala', t: /ndagala|sambaza|fish|sprat/i, has: [/fish|sprat|whitebait|sardine/i], unknownOk: true },
  { p: 'ethiopian kategna', t: /kategna|injera|toast/i, has: [/berbere/i, /butter|niter kibbeh|kibe/i], unknownOk: true },
  { p: 'mozambican matata clam stew', t: /matata|clam|stew/i, has: [/clam/i, /peanut/i], unknownOk: true },
  { p: 'south african mealie bread', t: /mealie|corn|bread/i, has: [/corn|maize/i], unknownOk: true },
  { p: 'malagasy akoho sy voanio', t: /akoho|voanio|chicken|coconut/i, has: [/chicken/i, /coconut/i], unknownOk: true },
  { p: 'mauritian mine frite', t: /mine frite|noodle/i, has: [/noodle/i], unknownOk: true },
  { p: 'comorian langouste a la vanille', t: /langouste|lobster|vanill/i, has: [/lobster|langouste|crayfish/i, /vanilla/i], unknownOk: true },
];

export const HELD_OUT_18_SOUTH_ASIA: TEvalPrompt[] = [
  { p: 'gujarati methi muthia', t: /muthia|dumpling/i, has: [/fenugreek|methi/i, /flour/i], unknownOk: true },
  { p: 'gujarati sev tameta nu shaak', t: /sev[ -]?tameta|tomato|curry/i, has: [/tomato/i, /sev|gram flour/i], unknownOk: true },
  { p: 'gujarati fafda', t: /fafda|gram flour|snack/i, has: [/gram flour|besan|chickpea flour/i], unknownOk: true },
  { p: 'gujarati khakhra', t: /khakhra|flatbread|cracker/i, has: [/flour/i], unknownOk: true },
  { p: 'gujarati mohanthal', t: /mohanthal|fudge|sweet/i, has: [/gram flour|besan|chickpea flour/i, /ghee/i], unknownOk: true },
  { p: 'rajasthani malpua', t: /malpua|pancake/i, has: [/flour/i, /sugar/i], unknownOk: true },
  { p: 'bengali kalakand', t: /kalakand|milk cake|fudge/i, has: [/milk|paneer|ricotta/i], unknownOk: true },
  { p: 'maharashtrian puran poli', t: /puran[ -]?poli|flatbread/i, has: [/chana|split chickpea|lentil/i, /jaggery|sugar/i], unknownOk: true },
  { p: 'maharashtrian pithla', t: /pithla|pitla|gram flour|curry/i, has: [/gram flour|besan|chickpea flour/i], unknownOk: true },
  { p: 'kolhapuri tambda rassa', t: /tambda|rassa|mutton|curry/i, has: [/mutton|lamb|goat/i], unknownOk: true },
  { p: 'konkani sol kadhi', t: /sol[ -]?kadhi|kokum|coconut/i, has: [/coconut/i, /kokum/i], unknownOk: true },
  { p: 'maharashtrian varan bhaat', t: /varan|dal|lentil/i, has: [/lentil|toor|dal/i], unknownOk: true },
  { p: 'maharashtrian hirvi mirchi thecha', t: /thecha|chutney|relish/i, has: [/chil/i, /garlic/i], unknownOk: true },
  { p: 'bihari sattu paratha', t: /sattu|paratha|flatbread/i, has: [/sattu|gram flour/i, /flour/i], unknownOk: true },
  { p: 'jharkhandi dhuska', t: /dhuska|fritter|bread/i, has: [/rice/i, /lentil|dal/i], unknownOk: true },
  { p: 'assamese aloo pitika', t: /aloo pitika|pitika|potato|mash/i, has: [/potato/i, /mustard oil/i], unknownOk: true },
  { p: 'manipuri singju salad', t: /singju|salad/i, has: [/cabbage/i], unknownOk: true },
  { p: 'manipuri chamthong', t: /chamthong|kangshoi|vegetable|stew/i, unknownOk: true },
  { p: 'nepali dhido with gundruk', t: /dhido|porridge|buckwheat|millet/i, has: [/buckwheat|millet|cornmeal/i], unknownOk: true },
  { p: 'sikkimese kinema curry', t: /kinema|soy[ -]?bean|curry/i, has: [/soy[ -]?bean/i], unknownOk: true },
  { p: 'kerala pulissery', t: /pulissery|moru curry|yogh?urt|curry/i, has: [/yogh?urt|buttermilk/i, /coconut/i], unknownOk: true },
  { p: 'kerala vendakka pachadi', t: /pachadi|okra|yogh?urt/i, has: [/okra/i, /yogh?urt/i], unknownOk: true },
  { p: 'kerala beans mezhukkupuratti', t: /mezhukkupuratti|mezhukkupuratty|stir[ -]?fry|bean/i, has: [/bean/i], unknownOk: true },
  { p: 'kerala ada pradhaman', t: /ada pradhaman|pradhaman|payasam|pudding/i, has: [/coconut/i, /jaggery/i], unknownOk: true },
  { p: 'kerala karimeen pollichathu', t: /karimeen|pearl spot|fish/i, has: [/fish/i, /banana leaf|coconut/i], unknownOk: true },
  { p: 'thalassery chicken biryani', t: /thalassery|tellicherry|biry?ani/i, has: [/chicken/i, /rice/i], unknownOk: true },
  { p: 'malabar kallumakkaya fry', t: /kallumakkaya|mussel/i, has: [/mussel/i], unknownOk: true },
  { p: 'kerala kappa puzhukku', t: /kappa|puzhukku|tapioca|cassava/i, has: [/tapioca|cassava/i], unknownOk: true },
  { p: 'tamil kara kuzhambu', t: /kara kuzhambu|kuzhambu|kulambu|tamarind|curry/i, has: [/tamarind/i], unknownOk: true },
  { p: 'goan ambot tik', t: /ambot[ -]?tik|fish|curry/i, has: [/fish|shark|prawn/i], unknownOk: true },
  { p: 'bengali cholar dal', t: /cholar dal|chana dal|dal/i, has: [/chana|split chickpea|bengal gram/i], unknownOk: true },
  { p: 'kashmiri nadru yakhni', t: /nadru|lotus|yakhni/i, has: [/lotus/i, /yogh?urt/i], unknownOk: true },
  { p: 'punjabi pindi chole', t: /pindi|chole|chana|chickpea/i, has: [/chickpea|chana/i], unknownOk: true },
  { p: 'parsi patra ni machhi', t: /patra ni machhi|patra|fish/i, has: [/fish/i, /coconut|coriander|cilantro/i], unknownOk: true },
  { p: 'manipuri eromba', t: /[ei]romba|chutney|mash/i, has: [/chilli|chili/i], unknownOk: true },
  { p: 'bangladeshi bhorta trio', t: /bhorta|bharta|mash/i, unknownOk: true },
  { p: 'maldivian garudhiya', t: /garudhiya|fish|soup|broth/i, has: [/tuna|fish/i], unknownOk: true },
  { p: 'maldivian mas huni', t: /mas[ -]?huni|tuna|coconut/i, has: [/tuna/i, /coconut/i], unknownOk: true },
];

export const HELD_OUT_18_SOUTHEAST_ASIA: TEvalPrompt[] = [
  { p: 'vietnamese banh beo', t: /b[aá]nh b[eè]o|rice cake|water fern/i, has: [/rice flour/i], unknownOk: true },
  { p: 'vietnamese banh bot loc', t: /b[aá]nh b[oộ]t l[oọ]c|tapioca|dumpling/i, has: [/tapioca/i], unknownOk: true },
  { p: 'vietnamese hu tieu nam vang', t: /h[uủ] ti[eế]u|noodle|soup/i, has: [/noodle/i, /pork/i], unknownOk: true },
  { p: 'vietnamese bun cha ca', t: /b[uú]n ch[aả] c[aá]|fish cake|noodle/i, has: [/fish/i, /noodle/i], unknownOk: true },
  { p: 'vietnamese chao ga', t: /ch[aá]o g[aà]|congee|porridge|rice/i, has: [/chicken/i, /rice/i], unknownOk: true },
  { p: 'vietnamese goi ga', t: /g[oỏ]i g[aà]|chicken salad|salad/i, has: [/chicken/i, /cabbage/i], unknownOk: true },
  { p: 'vietnamese ca ri ga', t: /c[aà] ri g[aà]|curry|chicken/i, has: [/chicken/i, /coconut/i], unknownOk: true },
  { p: 'vietnamese banh da lon', t: /b[aá]nh da l[oợ]n|layer cake|cake/i, has: [/tapioca/i, /mung bean|pandan/i], unknownOk: true },
  { p: 'vietnamese bot chien', t: /b[oộ]t chi[eê]n|rice cake|fried/i, has: [/rice flour|rice cake/i, /egg/i], unknownOk: true },
  { p: 'thai gaeng pa jungle curry', t: /gaeng pa|kaeng pa|jungle curry|curry/i, unknownOk: true },
  { p: 'southern thai kua kling', t: /kh?ua kling|dry curry|curry/i, has: [/pork|beef|chicken/i], unknownOk: true },
  { p: 'thai nam tok moo', t: /nam tok|waterfall|pork|salad/i, has: [/pork/i, /lime/i], unknownOk: true },
  { p: 'thai khanom jeen nam ngiao', t: /kh?anom jeen|nam ngiao|noodle/i, has: [/noodle/i], unknownOk: true },
  { p: 'thai miang kham', t: /miang kh?[au]m|leaf wrap|wrap/i, has: [/coconut/i, /peanut/i], unknownOk: true },
  { p: 'thai hor mok pla', t: /h[oa][rw]?[ -]?mok|fish custard|fish/i, has: [/fish/i, /coconut/i, /egg/i], unknownOk: true },
  { p: 'malaysian nasi ulam', t: /nasi ulam|herb rice|rice/i, has: [/rice/i], unknownOk: true },
  { p: 'malaysian laksa johor', t: /laksa johor|laksa/i, has: [/fish|mackerel/i, /spaghetti|noodle/i], unknownOk: true },
  {
    p: 'malaysian kangkung belacan',
    t: /kangkung|morning glory|water spinach/i,
    has: [/water spinach|kangkung|morning glory|spinach/i, /shrimp paste|belacan/i],
    unknownOk: true,
  },
  { p: 'malaysian sambal petai prawns', t: /petai|stink bean|sambal|prawn/i, has: [/prawn|shrimp/i], unknownOk: true },
  { p: 'malaysian otak otak', t: /otak[ -]?otak|fish cake|fish/i, has: [/fish/i, /coconut/i], unknownOk: true },
  { p: 'singaporean popiah', t: /popiah|spring roll|roll/i, has: [/jicama|turnip|yam bean/i], unknownOk: true },
  { p: 'singaporean roti john', t: /roti john|omelet(te)? sandwich|sandwich/i, has: [/egg/i, /baguette|bread/i], unknownOk: true },
  { p: 'filipino sinanglay na tilapia', t: /sinanglay|tilapia|fish/i, has: [/tilapia|fish/i, /coconut/i], unknownOk: true },
  { p: 'filipino ukoy', t: /ukoy|okoy|fritter/i, has: [/shrimp|prawn/i], unknownOk: true },
  { p: 'filipino puto bumbong', t: /puto bumbong|purple rice|rice cake/i, has: [/glutinous rice|rice/i], unknownOk: true },
  { p: 'filipino suman sa ibos', t: /suman|rice cake/i, has: [/glutinous rice|sticky rice/i, /coconut/i], unknownOk: true },
  { p: 'indonesian asinan betawi', t: /asinan|pickle|salad/i, has: [/cabbage|cucumber/i], unknownOk: true },
  { p: 'indonesian serabi', t: /serabi|surabi|pancake/i, has: [/rice flour/i, /coconut/i], unknownOk: true },
  { p: 'singaporean sambal stingray', t: /stingray|ikan bakar|sambal|fish/i, has: [/stingray|skate|fish/i], unknownOk: true },
  { p: 'peranakan ayam buah keluak', t: /buah keluak|keluak|chicken/i, has: [/chicken/i], unknownOk: true },
  { p: 'vietnamese bun rieu', t: /b[uú]n ri[eê]u|crab|noodle|soup/i, has: [/crab/i, /tomato/i], unknownOk: true },
  { p: 'vietnamese banh khot', t: /b[aá]nh kh[oọ]t|pancake|prawn|shrimp/i, has: [/rice flour/i], unknownOk: true },
  { p: 'vietnamese che ba mau', t: /ch[eè] ba m[aà]u|three colou?r|dessert/i, has: [/bean/i, /coconut/i], unknownOk: true },
  { p: 'vietnamese mi quang', t: /m[iì] qu[aả]ng|noodle/i, has: [/noodle/i], unknownOk: true },
  { p: 'timorese batar daan', t: /batar daan|corn|pumpkin|bean/i, has: [/corn/i], unknownOk: true },
  { p: 'bruneian ambuyat', t: /ambuyat|sago/i, has: [/sago/i], unknownOk: true },
];

export const HELD_OUT_18_EAST_ASIA: TEvalPrompt[] = [
  { p: 'japanese kake udon', t: /kake udon|udon/i, has: [/udon/i, /dashi|bonito|kombu/i], unknownOk: true },
  { p: 'japanese tonjiru', t: /tonjiru|butajiru|pork miso soup|soup/i, has: [/pork/i, /miso/i], unknownOk: true },
  { p: 'japanese kakiage', t: /kakiage|tempura|fritter/i, has: [/flour/i], unknownOk: true },
  { p: 'japanese chikuwa isobe age', t: /chikuwa|isobe|fish cake/i, has: [/chikuwa|fish cake/i], unknownOk: true },
  { p: 'korean dakjuk', t: /dakjuk|dak[ -]?juk|chicken porridge|porridge|congee/i, has: [/chicken/i, /rice/i], unknownOk: true },
  { p: 'xian yangrou paomo', t: /yangrou paomo|paomo|pao mo|lamb|soup/i, has: [/lamb|mutton/i, /bread|flatbread/i], unknownOk: true },
  { p: 'chongqing mala xiang guo', t: /ma[ -]?la xiang[ -]?guo|dry pot|stir[ -]?fry/i, has: [/sichuan pepper/i], unknownOk: true },
  { p: 'sichuan zhong dumplings', t: /zhong|dumpling/i, has: [/pork/i], unknownOk: true },
  { p: 'hong kong pineapple bun', t: /pineapple bun|bo[ -]?lo[ -]?bao|bun/i, has: [/flour/i], unknownOk: true },
  { p: 'macanese minchi', t: /minchi|minchee|mince/i, has: [/beef|pork|mince/i, /potato/i], unknownOk: true },
  { p: 'okinawan rafute', t: /raf(u|ū)te|pork belly|pork/i, has: [/pork/i], unknownOk: true },
  { p: 'okinawan champuru with spam', t: /champur[uū]|chanpuru|stir[ -]?fry/i, has: [/spam|pork|luncheon/i], unknownOk: true },
];

export const HELD_OUT_18_MIDDLE_EAST: TEvalPrompt[] = [
  { p: 'iraqi timman bagilla', t: /timman|bagilla|rice|broad bean/i, has: [/rice/i, /broad bean|fava/i, /dill/i], unknownOk: true },
  { p: 'palestinian qidra', t: /qidra|rice|lamb/i, has: [/rice/i, /lamb|chicken/i], unknownOk: true },
  { p: 'emirati chebab pancakes', t: /chebab|jabab|pancake/i, has: [/flour/i, /cardamom|saffron/i], unknownOk: true },
  { p: 'turkish kabak mucver', t: /m[uü]cver|courgette|zucchini|fritter/i, has: [/courgette|zucchini/i], unknownOk: true },
  { p: 'turkish su boregi', t: /su b[oö]re[gğ]i|b[oö]rek|pastr/i, has: [/cheese|feta/i], unknownOk: true },
];

export const HELD_OUT_18_EUROPE: TEvalPrompt[] = [
  { p: 'greek fasolakia', t: /fasolakia|green bean/i, has: [/green bean/i, /tomato/i], unknownOk: true },
  { p: 'cypriot afelia', t: /afelia|pork/i, has: [/pork/i, /coriander/i, /wine/i], unknownOk: true },
  { p: 'maltese ftira', t: /ftira|bread|sandwich/i, has: [/tomato/i], unknownOk: true },
  { p: 'tuscan fagioli all uccelletto', t: /uccelletto|bean/i, has: [/bean/i, /sage/i], unknownOk: true },
  { p: 'french pommes boulangere', t: /boulang[eè]re|potato/i, has: [/potato/i, /onion/i], unknownOk: true },
  { p: 'french far breton', t: /far breton|far|prune|custard/i, has: [/prune/i], unknownOk: true },
  { p: 'french flamiche aux poireaux', t: /flamiche|leek|tart/i, has: [/leek/i], unknownOk: true },
  { p: 'spanish pimientos de padron', t: /pimientos de padr[oó]n|padr[oó]n|pepper/i, has: [/pepper/i], unknownOk: true },
  { p: 'swiss zurcher geschnetzeltes', t: /geschnetzeltes|z[uü]rich|veal/i, has: [/veal/i, /cream/i], unknownOk: true },
  { p: 'swiss raclette potatoes', t: /raclette|potato|cheese/i, has: [/potato/i, /cheese|raclette/i], unknownOk: true },
  { p: 'scottish clapshot', t: /clapshot|mash|neeps/i, has: [/potato/i, /swede|turnip/i], unknownOk: true },
];

export const HELD_OUT_18_AMERICAS: TEvalPrompt[] = [
  { p: 'mexican entomatadas', t: /entomatadas|tortilla|tomato/i, has: [/tortilla/i, /tomato/i], unknownOk: true },
  { p: 'yucatan poc chuc', t: /poc[ -]?chuc|pork/i, has: [/pork/i, /orange/i], unknownOk: true },
  { p: 'peruvian arroz con pato', t: /arroz con pato|duck|rice/i, has: [/duck/i, /rice/i], unknownOk: true },
  { p: 'cajun maque choux', t: /maque choux|corn/i, has: [/corn/i, /pepper/i], unknownOk: true },
  { p: 'quebecois pouding chomeur', t: /pouding ch[oô]meur|pudding|cake/i, has: [/maple|brown sugar/i], unknownOk: true },
];

export const HELD_OUT_18_PACIFIC: TEvalPrompt[] = [{ p: 'australian damper', t: /damper|bread|soda bread/i, has: [/flour/i], unknownOk: true }];

export const HELD_OUT_18_BAKES: TEvalPrompt[] = [
  { p: 'lucknowi sheermal', t: /sh[ei]+rmal|saffron bread|flatbread|bread/i, has: [/flour/i, /milk/i], unknownOk: true },
  { p: 'pakistani taftan bread', t: /taftan|flatbread|bread/i, has: [/flour/i], unknownOk: true },
  { p: 'kashmiri bakarkhani', t: /ba[kq]ar[ -]?khani|flatbread|bread/i, has: [/flour/i, /butter|ghee/i], unknownOk: true },
  { p: 'persian sangak bread', t: /sangak|flatbread|bread/i, has: [/flour/i], unknownOk: true },
  { p: 'czech houska', t: /houska|braided|bread|roll/i, has: [/flour/i], unknownOk: true },
  { p: 'czech vanocka christmas bread', t: /v[aá]no[cč]ka|braided|bread/i, has: [/flour/i, /raisin|almond/i], unknownOk: true },
  { p: 'chilean hallulla rolls', t: /hallulla|roll|bread/i, has: [/flour/i], unknownOk: true },
  { p: 'mexican telera rolls', t: /telera|roll|bread/i, has: [/flour/i], unknownOk: true },
  { p: 'filipino pan de coco', t: /pan de coco|coconut bread|bun|bread/i, has: [/coconut/i], unknownOk: true },
  { p: 'armenian matnakash', t: /matnakash|bread/i, has: [/flour/i], unknownOk: true },
];

export const HELD_OUT_18_BREAKFASTS: TEvalPrompt[] = [
  { p: 'turkish kaygana', t: /kaygana|omelet|pancake/i, has: [/egg/i], unknownOk: true },
  { p: 'bombay eggs kejriwal', t: /kejriwal|egg|toast/i, has: [/egg/i, /cheese/i, /bread|toast/i], unknownOk: true },
  { p: 'irani cafe bun maska', t: /bun maska|maska|bun/i, has: [/butter/i], unknownOk: true },
  { p: 'south indian uttapam', t: /utt?h?app?am?|oothappam|pancake/i, has: [/rice|batter/i], unknownOk: true },
  { p: 'tamil ven pongal', t: /pongal|rice|lentil/i, has: [/rice/i, /mung|moong|lentil|dal/i], unknownOk: true },
  { p: 'dominican morir sonando', t: /morir so[nñ]ando|orange|milk/i, has: [/orange/i, /milk/i], unknownOk: true },
];

export const HELD_OUT_18_STREET_FOOD: TEvalPrompt[] = [
  { p: 'catalan butifarra amb mongetes', t: /butifarra|botifarra|sausage/i, has: [/sausage|butifarra|botifarra/i, /bean/i], unknownOk: true },
  { p: 'mexican tlacoyos', t: /tlacoyo|masa|corn cake/i, has: [/masa|corn/i, /bean/i], unknownOk: true },
  { p: 'mexican gorditas', t: /gordita|masa|corn cake/i, has: [/masa|corn/i], unknownOk: true },
  { p: 'veracruz molotes', t: /molote|masa|fritter/i, has: [/masa|corn/i], unknownOk: true },
  { p: 'yucatan panuchos', t: /panucho|tortilla/i, has: [/tortilla|masa/i, /bean/i], unknownOk: true },
  { p: 'yucatan salbutes', t: /salbut|tortilla/i, has: [/tortilla|masa/i], unknownOk: true },
  { p: 'peruvian sanguche de chola', t: /sanguche|chola|sandwich/i, has: [/pork/i, /bread|roll/i], unknownOk: true },
  { p: 'argentine bondiola sandwich', t: /bondiola|pork|sandwich/i, has: [/pork/i], unknownOk: true },
];

export const HELD_OUT_18_SIDES: TEvalPrompt[] = [
  { p: 'german gurkensalat', t: /gurkensalat|cucumber|salad/i, has: [/cucumber/i], unknownOk: true },
  { p: 'american succotash', t: /succotash|corn|bean/i, has: [/corn/i, /lima|butter bean|bean/i], unknownOk: true },
  { p: 'french haricots verts amandine', t: /amandine|green bean|haricot/i, has: [/green bean|haricot/i, /almond/i], unknownOk: true },
];

export const HELD_OUT_18_SAUCES: TEvalPrompt[] = [
  { p: 'canarian mojo verde', t: /mojo verde|green mojo|mojo|sauce/i, has: [/coriander|cilantro|parsley/i, /garlic/i], unknownOk: true },
  { p: 'puerto rican ajilimojili', t: /ajilimoj[ií]li|sauce/i, has: [/garlic/i, /pepper/i], unknownOk: true },
  { p: 'antillean sauce chien', t: /sauce chien|chien|sauce/i, has: [/chive|spring onion|shallot/i, /lime/i], unknownOk: true },
  { p: 'macedonian pindjur', t: /pin(dj|dž|đ|dz)ur|relish|spread/i, has: [/pepper/i, /aubergine|eggplant|tomato/i], unknownOk: true },
  { p: 'ligurian agliata', t: /agliata|garlic sauce|sauce/i, has: [/garlic/i, /walnut|bread/i], unknownOk: true },
  { p: 'veronese peara sauce', t: /pear[aà]|pepper sauce|bread sauce|sauce/i, has: [/bread|breadcrumb/i, /pepper/i], unknownOk: true },
  { p: 'piedmontese bagnet verde', t: /bagnet verd|green sauce|sauce/i, has: [/parsley/i, /anchov/i], unknownOk: true },
  { p: 'sicilian salmoriglio', t: /salmoriglio|sauce|dressing/i, has: [/lemon/i, /oregano/i], unknownOk: true },
  { p: 'south indian gunpowder podi', t: /podi|gunpowder|chutney powder/i, has: [/lentil|dal|urad|chana/i], unknownOk: true },
];

export const HELD_OUT_18_PRESERVES: TEvalPrompt[] = [{ p: 'caribbean guava jelly', t: /guava|jelly|jam/i, has: [/guava/i], unknownOk: true }];

export const HELD_OUT_18_DESSERTS: TEvalPrompt[] = [
  { p: 'greek portokalopita', t: /portokalopita|orange cake|orange|cake/i, has: [/orange/i, /filo|phyllo/i], unknownOk: true },
];

export const HELD_OUT_18_DRINKS: TEvalPrompt[] = [
  { p: 'persian sekanjabin', t: /sekanjabin|sikanjabin|syrup|mint/i, has: [/mint/i, /vinegar/i], unknownOk: true },
  { p: 'egyptian sobia', t: /sobia|sobya|coconut|rice|drink/i, has: [/milk|coconut/i], unknownOk: true },
  { p: 'indian rose sharbat', t: /sharbat|sherbet|rose|drink/i, has: [/rose/i], unknownOk: true },
];

export const HELD_OUT_18_DIETS: TEvalPrompt[] = [
  { p: 'vegan sayur lodeh with tempeh', t: /sayur lodeh|lodeh|vegetable|coconut/i, r: VEGAN, has: [/tempeh/i], unknownOk: true },
  { p: 'vegan nikujaga with mushrooms', t: /nikujaga|niku jaga|potato|mushroom/i, r: VEGAN, has: [/potato/i, /mushroom/i], unknownOk: true },
  { p: 'vegetarian pastel de choclo', t: /pastel de choclo|corn pie|pie/i, r: VEGETARIAN, has: [/corn/i], unknownOk: true },
  { p: 'vegan gigantes plaki', t: /gigantes|giant bean|butter bean|bean/i, r: VEGAN, has: [/bean/i], unknownOk: true },
  { p: 'vegan bicol express with tofu', t: /bicol express|tofu/i, r: VEGAN, has: [/tofu/i, /coconut/i], unknownOk: true },
  { p: 'vegetarian lancashire hotpot', t: /hot[ -]?pot|stew/i, r: VEGETARIAN, has: [/potato/i], unknownOk: true },
  { p: 'gluten free kopytka', t: /kopytka|dumpling|gnocchi/i, r: GLUTEN_FREE, has: [/potato/i], unknownOk: true },
  { p: 'dairy free kaiserschmarrn', t: /kaiserschmarr?n|pancake/i, r: DAIRY_FREE, has: [/egg/i], unknownOk: true },
  { p: 'vegetarian ajiaco', t: /ajiaco|potato|soup/i, r: VEGETARIAN, has: [/potato/i], unknownOk: true },
  { p: 'gluten free carbonnade flamande', t: /carbonn?ade|flemish|beef|stew/i, r: GLUTEN_FREE, has: [/beef/i], unknownOk: true },
  { p: 'dairy free cachapas', t: /cachapa|corn pancake|pancake/i, r: DAIRY_FREE, has: [/corn/i], unknownOk: true },
  { p: 'vegetarian glamorgan sausages', t: /glamorgan|sausage/i, r: VEGETARIAN, has: [/leek/i], unknownOk: true },
  { p: 'vegan holubtsi with mushroom and rice', t: /holubt?si|cabbage roll|stuffed cabbage/i, r: VEGAN, has: [/cabbage/i, /mushroom/i], unknownOk: true },
  { p: 'vegetarian sancocho', t: /sancocho|stew|soup/i, r: VEGETARIAN, has: [/plantain|yuca|cassava|yam|potato/i], unknownOk: true },
  { p: 'dairy free syrniki', t: /syrniki|pancake/i, r: DAIRY_FREE, unknownOk: true },
  { p: 'vegan tlayuda', t: /tlayuda|clayuda|tortilla/i, r: VEGAN, has: [/bean/i], unknownOk: true },
  { p: 'vegetarian pho with mushrooms', t: /ph[oở]|noodle|soup/i, r: VEGETARIAN, has: [/mushroom/i], unknownOk: true },
  { p: 'vegan maque choux', t: /maque choux|corn/i, r: VEGAN, has: [/corn/i], unknownOk: true },
  { p: 'dairy free gratin dauphinois', t: /dauphinois|gratin|potato/i, r: DAIRY_FREE, has: [/potato/i], unknownOk: true },
  { p: 'vegan okonomiyaki', t: /okonomiyaki|pancake/i, r: VEGAN, has: [/cabbage/i], unknownOk: true },
  { p: 'vegan kuku sabzi', t: /kuku|kookoo|frittata|herb/i, r: VEGAN, unknownOk: true },
  { p: 'gluten free chapli kebab', t: /chapli|kebab|kabab/i, r: GLUTEN_FREE, unknownOk: true },
  { p: 'vegan lu rou fan with shiitake', t: /lu[ -]?rou[ -]?fan|braised|mushroom|shiitake|rice/i, r: VEGAN, has: [/shiitake|mushroom/i], unknownOk: true },
  { p: 'dairy free quindim', t: /quindim|coconut|custard/i, r: DAIRY_FREE, has: [/coconut/i], unknownOk: true },
  { p: 'vegetarian cornish pasty with cheese', t: /pasty|pasties/i, r: VEGETARIAN, has: [/cheese/i], unknownOk: true },
];

export const HELD_OUT_18_TIMES: TEvalPrompt[] = [
  { p: 'a 20 minute cilbir for 2', t: /[cç][iı]lb[iı]r|egg/i, max: 20, s: 2, has: [/egg/i], unknownOk: true },
  { p: 'nikujaga for 6', t: /nikujaga|niku jaga|beef|potato/i, s: 6, has: [/potato/i], unknownOk: true },
  { p: 'a 5 ingredient colcannon', t: /colcannon|mash|potato/i, n: 5, has: [/potato/i], unknownOk: true },
  { p: 'poffertjes for 8', t: /poffertjes|pancake/i, s: 8, unknownOk: true },
  { p: 'cullen skink for 4 in 40 minutes', t: /cullen skink|skink|soup/i, max: 40, s: 4, has: [/haddock/i], unknownOk: true },
  { p: 'a 6 ingredient salmorejo', t: /salmorejo|tomato|soup/i, n: 6, has: [/tomato/i], unknownOk: true },
  { p: 'a 25 minute pimientos de padron', t: /padr[oó]n|pepper/i, max: 25, has: [/pepper/i], unknownOk: true },
  { p: 'dakgalbi for 4', t: /dak[ -]?galbi|chicken/i, s: 4, has: [/chicken/i], unknownOk: true },
  { p: 'a 10 minute pa amb tomaquet', t: /pa amb tom[aà]quet|pan con tomate|tomato bread|bread/i, max: 10, has: [/tomato/i], unknownOk: true },
  { p: 'a 4 ingredient kaiserschmarrn', t: /kaiserschmarr?n|pancake/i, n: 4, has: [/egg/i], unknownOk: true },
  { p: '12 chamussas for a party', t: /chamussa|samosa|pastr/i, s: 12, unknownOk: true },
  { p: 'a 30 minute rajas con crema', t: /rajas|poblano|pepper/i, max: 30, has: [/pepper|poblano/i], unknownOk: true },
  { p: 'a 3 ingredient agua de jamaica', t: /jamaica|hibiscus/i, n: 3, has: [/hibiscus/i], unknownOk: true },
  { p: 'a 40 minute hutspot for 5', t: /hutspot|stamppot|mash/i, max: 40, s: 5, has: [/potato/i], unknownOk: true },
  { p: 'pelmeni for 6', t: /pelmeni|dumpling/i, s: 6, unknownOk: true },
  { p: 'a 7 ingredient chicken inasal', t: /inasal|chicken/i, n: 7, has: [/chicken/i], unknownOk: true },
];

export const HELD_OUT_18_CARTS: TEvalPrompt[] = [
  { p: 'a nigerian soup', cart: ['spinach', 'palm oil', 'beef', 'crayfish'], cartUse: 2 },
  { p: 'a senegalese lunch', cart: ['rice', 'fish', 'cabbage', 'carrot'], cartUse: 2 },
  { p: 'an ivorian side', cart: ['plantain', 'chilli', 'onion', 'tomato'], cartUse: 2 },
  { p: 'a zimbabwean dinner', cart: ['cornmeal', 'beef', 'kale', 'tomato'], cartUse: 2 },
  { p: 'a zambian side', cart: ['pumpkin leaf', 'peanut', 'tomato', 'onion'], cartUse: 2 },
  { p: 'a mozambican dinner', cart: ['prawn', 'garlic', 'lemon', 'chilli'], cartUse: 2 },
  { p: 'a malagasy stew', cart: ['pork', 'cassava leaf', 'garlic', 'ginger'], cartUse: 2 },
  { p: 'a mauritian lunch', cart: ['noodle', 'chicken', 'soy sauce', 'spring onion'], cartUse: 2 },
  { p: 'a namibian dinner', cart: ['beef', 'onion', 'pepper', 'chilli'], cartUse: 2 },
  { p: 'a kerala dinner', cart: ['fish', 'coconut milk', 'curry leaf', 'tamarind'], cartUse: 2 },
  { p: 'a goan curry', cart: ['prawn', 'coconut', 'kokum', 'chilli'], cartUse: 2 },
  { p: 'a bengali lunch', cart: ['fish', 'mustard seed', 'potato', 'turmeric'], cartUse: 2 },
  { p: 'a gujarati snack', cart: ['gram flour', 'yogurt', 'mustard seed', 'sugar'], cartUse: 2 },
  { p: 'a punjabi dinner', cart: ['kidney bean', 'butter', 'tomato', 'cream'], cartUse: 2 },
  { p: 'a kashmiri curry', cart: ['lamb', 'yogurt', 'fennel seed', 'ginger'], cartUse: 2 },
  { p: 'a tamil breakfast', cart: ['semolina', 'onion', 'curry leaf', 'mustard seed'], cartUse: 2 },
  { p: 'a hyderabadi dinner', cart: ['basmati rice', 'mutton', 'yogurt', 'saffron'], cartUse: 2 },
  { p: 'a pakistani breakfast', cart: ['chickpea', 'flour', 'semolina', 'sugar'], cartUse: 2 },
  { p: 'a bangladeshi curry', cart: ['chicken', 'potato', 'onion', 'garam masala'], cartUse: 2 },
  { p: 'a maldivian lunch', cart: ['tuna', 'coconut', 'onion', 'lime'], cartUse: 2 },
  { p: 'a singaporean dinner', cart: ['crab', 'tomato ketchup', 'chilli', 'egg'], cartUse: 2 },
  { p: 'a peranakan dinner', cart: ['chicken', 'candlenut', 'lemongrass', 'tamarind'], cartUse: 2 },
  { p: 'a vietnamese lunch', cart: ['rice noodle', 'pork', 'lettuce', 'fish sauce'], cartUse: 2 },
  { p: 'a vietnamese dessert', cart: ['mung bean', 'coconut milk', 'sugar', 'tapioca pearl'], cartUse: 2 },
  { p: 'a northern thai dinner', cart: ['pork mince', 'tomato', 'chilli', 'garlic'], cartUse: 2 },
  { p: 'an isan lunch', cart: ['sticky rice', 'chicken', 'lemongrass', 'lime'], cartUse: 2 },
  { p: 'a lao soup', cart: ['chicken', 'lemongrass', 'galangal', 'bamboo shoot'], cartUse: 2 },
  { p: 'a khmer lunch', cart: ['pork', 'rice', 'egg', 'pickled cucumber'], cartUse: 2 },
  { p: 'a burmese breakfast', cart: ['rice noodle', 'fish', 'lemongrass', 'chickpea flour'], cartUse: 2 },
  { p: 'a filipino stew', cart: ['pork belly', 'vinegar', 'soy sauce', 'garlic'], cartUse: 2 },
  { p: 'a balinese dinner', cart: ['chicken', 'turmeric', 'lemongrass', 'shallot'], cartUse: 2 },
  { p: 'a yunnan noodle dish', cart: ['rice noodle', 'pork mince', 'chilli', 'peanut'], cartUse: 2 },
  { p: 'a hunan dinner', cart: ['pork belly', 'chilli', 'garlic', 'fermented black bean'], cartUse: 2 },
  { p: 'a shanghai lunch', cart: ['noodle', 'spring onion', 'soy sauce', 'sugar'], cartUse: 2 },
  { p: 'a xinjiang dinner', cart: ['lamb', 'cumin', 'pepper', 'noodle'], cartUse: 2 },
  { p: 'a hakka dish', cart: ['pork belly', 'preserved mustard green', 'soy sauce', 'sugar'], cartUse: 2 },
  { p: 'a taiwanese breakfast', cart: ['soy milk', 'egg', 'spring onion', 'flour'], cartUse: 2 },
  { p: 'a hong kong style breakfast', cart: ['macaroni', 'ham', 'egg', 'chicken stock'], cartUse: 2 },
  { p: 'a japanese breakfast', cart: ['rice', 'salmon', 'miso', 'tofu'], cartUse: 2 },
  { p: 'a hokkaido dinner', cart: ['lamb', 'cabbage', 'bean sprout', 'onion'], cartUse: 2 },
  { p: 'a korean lunch', cart: ['rice', 'tuna', 'mayonnaise', 'seaweed'], cartUse: 2 },
  { p: 'a mongolian lunch', cart: ['beef', 'flour', 'onion', 'garlic'], cartUse: 2 },
  { p: 'an afghan dinner', cart: ['rice', 'lamb', 'carrot', 'raisin'], cartUse: 2 },
  { p: 'a persian dinner', cart: ['chicken', 'saffron', 'barberry', 'rice'], cartUse: 2 },
  { p: 'an iraqi breakfast', cart: ['egg', 'aubergine', 'flatbread', 'tomato'], cartUse: 2 },
  { p: 'a syrian salad', cart: ['bulgur', 'tomato paste', 'walnut', 'pomegranate molasses'], cartUse: 2 },
  { p: 'a turkish meze', cart: ['yogurt', 'carrot', 'garlic', 'dill'], cartUse: 2 },
  { p: 'a cypriot dinner', cart: ['pork', 'red wine', 'coriander seed', 'potato'], cartUse: 2 },
  { p: 'a greek island lunch', cart: ['rusk', 'tomato', 'feta', 'oregano'], cartUse: 2 },
  { p: 'a cretan dinner', cart: ['lamb', 'artichoke', 'lemon', 'dill'], cartUse: 2 },
  { p: 'a maltese dinner', cart: ['rabbit', 'tomato', 'red wine', 'pea'], cartUse: 2 },
  { p: 'a sardinian pasta', cart: ['pasta', 'sausage', 'tomato', 'pecorino'], cartUse: 2 },
  { p: 'a roman pasta', cart: ['pasta', 'guanciale', 'pecorino', 'black pepper'], cartUse: 2 },
  { p: 'a venetian supper', cart: ['sardine', 'onion', 'raisin', 'pine nut'], cartUse: 2 },
  { p: 'a tuscan soup', cart: ['cannellini bean', 'kale', 'bread', 'tomato'], cartUse: 2 },
  { p: 'a pugliese lunch', cart: ['orecchiette', 'broccoli', 'anchovy', 'chilli'], cartUse: 2 },
  { p: 'a neapolitan dinner', cart: ['pasta', 'potato', 'provolone', 'pancetta'], cartUse: 2 },
  { p: 'a piedmont starter', cart: ['pepper', 'anchovy', 'garlic', 'olive oil'], cartUse: 2 },
  { p: 'a calabrian dinner', cart: ['nduja', 'pasta', 'tomato', 'ricotta'], cartUse: 2 },
  { p: 'a lyonnaise supper', cart: ['potato', 'onion', 'butter', 'parsley'], cartUse: 2 },
  { p: 'a normandy dinner', cart: ['pork chop', 'apple', 'cider', 'cream'], cartUse: 2 },
  { p: 'a burgundy supper', cart: ['egg', 'red wine', 'bacon', 'mushroom'], cartUse: 2 },
  { p: 'a savoyard dinner', cart: ['potato', 'reblochon', 'bacon', 'onion'], cartUse: 2 },
  { p: 'a nicoise lunch', cart: ['tuna', 'egg', 'green bean', 'olive'], cartUse: 2 },
  { p: 'a catalan starter', cart: ['bread', 'tomato', 'garlic', 'serrano ham'], cartUse: 2 },
  { p: 'an andalusian soup', cart: ['tomato', 'bread', 'garlic', 'sherry vinegar'], cartUse: 2 },
  { p: 'a basque starter', cart: ['salt cod', 'pepper', 'garlic', 'olive oil'], cartUse: 2 },
  { p: 'an asturian stew', cart: ['white bean', 'chorizo', 'morcilla', 'pork belly'], cartUse: 2 },
  { p: 'a canarian side', cart: ['potato', 'paprika', 'pepper', 'garlic'], cartUse: 2 },
  { p: 'a portuguese lunch', cart: ['sardine', 'pepper', 'bread', 'onion'], cartUse: 2 },
  { p: 'an azorean dinner', cart: ['beef', 'red wine', 'garlic', 'allspice'], cartUse: 2 },
  { p: 'a german dinner', cart: ['pork chop', 'sauerkraut', 'potato', 'mustard'], cartUse: 2 },
  { p: 'a bavarian lunch', cart: ['pretzel', 'sausage', 'mustard', 'radish'], cartUse: 2 },
  { p: 'an austrian dessert', cart: ['apple', 'filo pastry', 'raisin', 'cinnamon'], cartUse: 2 },
  { p: 'a swiss supper', cart: ['potato', 'cheese', 'onion', 'bacon'], cartUse: 2 },
  { p: 'a dutch dinner', cart: ['potato', 'kale', 'smoked sausage', 'milk'], cartUse: 2 },
  { p: 'a belgian lunch', cart: ['mussel', 'white wine', 'celery', 'shallot'], cartUse: 2 },
  { p: 'a hungarian supper', cart: ['chicken', 'paprika', 'sour cream', 'onion'], cartUse: 2 },
  { p: 'a romanian dinner', cart: ['cornmeal', 'feta', 'sour cream', 'egg'], cartUse: 2 },
  { p: 'a serbian bake', cart: ['white bean', 'onion', 'paprika', 'bacon'], cartUse: 2 },
  { p: 'a croatian lunch', cart: ['squid', 'potato', 'garlic', 'parsley'], cartUse: 2 },
  { p: 'a ukrainian dinner', cart: ['buckwheat', 'mushroom', 'onion', 'egg'], cartUse: 2 },
  { p: 'a russian soup', cart: ['cabbage', 'beef', 'potato', 'dill'], cartUse: 2 },
  { p: 'a lithuanian lunch', cart: ['beetroot', 'kefir', 'cucumber', 'egg'], cartUse: 2 },
  { p: 'an irish supper', cart: ['potato', 'cabbage', 'bacon', 'butter'], cartUse: 2 },
  { p: 'a scottish dinner', cart: ['oat', 'haddock', 'potato', 'leek'], cartUse: 2 },
  { p: 'a welsh lunch', cart: ['leek', 'cheese', 'bread', 'mustard'], cartUse: 2 },
  { p: 'a creole lunch', cart: ['prawn', 'tomato', 'celery', 'rice'], cartUse: 2 },
  { p: 'a southern side', cart: ['collard green', 'bacon', 'onion', 'cider vinegar'], cartUse: 2 },
  { p: 'a tex mex dinner', cart: ['beef mince', 'flour tortilla', 'cheddar', 'pinto bean'], cartUse: 2 },
  { p: 'a quebecois supper', cart: ['beef mince', 'potato', 'sweetcorn', 'butter'], cartUse: 2 },
  { p: 'an oaxacan dinner', cart: ['chicken', 'dried chilli', 'chocolate', 'sesame'], cartUse: 2 },
  { p: 'a yucatecan lunch', cart: ['pork shoulder', 'achiote', 'orange', 'red onion'], cartUse: 2 },
  { p: 'a cuban dinner', cart: ['pork shoulder', 'orange', 'garlic', 'black bean'], cartUse: 2 },
  { p: 'a jamaican lunch', cart: ['chicken', 'allspice', 'scotch bonnet', 'spring onion'], cartUse: 2 },
  { p: 'a barbadian dinner', cart: ['cornmeal', 'okra', 'fish', 'tomato'], cartUse: 2 },
  { p: 'a venezuelan breakfast', cart: ['corn flour', 'cheese', 'black bean', 'avocado'], cartUse: 2 },
  { p: 'a colombian soup', cart: ['chicken', 'potato', 'corn', 'caper'], cartUse: 2 },
  { p: 'an ecuadorian lunch', cart: ['potato', 'cheese', 'avocado', 'milk'], cartUse: 2 },
  { p: 'an argentine side', cart: ['pumpkin', 'corn', 'onion', 'cheese'], cartUse: 2 },
  { p: 'a paraguayan bake', cart: ['cornmeal', 'cheese', 'onion', 'milk'], cartUse: 2 },
  { p: 'a brazilian lunch', cart: ['rice', 'black bean', 'pork', 'orange'], cartUse: 2 },
  { p: 'a samoan side', cart: ['taro leaf', 'coconut cream', 'onion', 'corned beef'], cartUse: 2 },
  { p: 'a kiwi dessert', cart: ['egg white', 'sugar', 'cream', 'kiwi fruit'], cartUse: 2 },
  { p: 'what can I make with this', cart: ['tuna', 'pasta', 'sweetcorn', 'mayonnaise'], cartUse: 2 },
  { p: 'something with the chicken', cart: ['chicken breast', 'mushroom', 'cream', 'tarragon'], cartUse: 2 },
  { p: 'a bake sale', cart: ['flour', 'butter', 'sugar', 'chocolate chip'], cartUse: 2 },
  { p: 'whats for tea', cart: ['sausage', 'onion', 'potato', 'gravy'], cartUse: 2 },
  { p: 'a pot luck dish', cart: ['pasta', 'pesto', 'cherry tomato', 'mozzarella'], cartUse: 2 },
  { p: 'a rainy day bake', cart: ['banana', 'flour', 'egg', 'walnut'], cartUse: 2 },
  { p: 'something cheap for payday week', cart: ['rice', 'egg', 'frozen pea', 'soy sauce'], cartUse: 2 },
  { p: 'a birthday cake for my son', cart: ['flour', 'butter', 'egg', 'cocoa'], cartUse: 2 },
  { p: 'a romantic pudding', cart: ['dark chocolate', 'cream', 'raspberry', 'egg'], cartUse: 2 },
  { p: 'use up these tomatoes', cart: ['tomato', 'garlic', 'basil', 'bread'], cartUse: 2 },
  { p: 'something with leftover turkey', cart: ['turkey', 'rice', 'pea', 'curry powder'], cartUse: 2 },
  { p: 'a camping breakfast', cart: ['bacon', 'egg', 'bread', 'baked bean'], cartUse: 2 },
  { p: 'a dip for movie night', cart: ['cream cheese', 'spinach', 'artichoke', 'parmesan'], cartUse: 2 },
  { p: 'a canape for new year', cart: ['puff pastry', 'smoked salmon', 'cream cheese', 'dill'], cartUse: 2 },
  { p: 'something with the courgettes', cart: ['courgette', 'feta', 'egg', 'mint'], cartUse: 2 },
  { p: 'a school night dinner', cart: ['chicken drumstick', 'rice', 'pea', 'paprika'], cartUse: 2 },
  { p: 'a gratin', cart: ['cauliflower', 'cheddar', 'milk', 'butter'], cartUse: 2 },
  { p: 'a risotto', cart: ['arborio rice', 'squash', 'sage', 'parmesan'], cartUse: 2 },
  { p: 'a pie', cart: ['steak', 'ale', 'onion', 'shortcrust pastry'], cartUse: 2 },
  { p: 'a stew', cart: ['lamb shoulder', 'carrot', 'barley', 'onion'], cartUse: 2 },
  { p: 'a crumble', cart: ['rhubarb', 'flour', 'butter', 'sugar'], cartUse: 2 },
  { p: 'a vegetarian burmese salad', r: VEGETARIAN, cart: ['tea leaf', 'cabbage', 'peanut', 'tomato'], cartUse: 2 },
  { p: 'a vegan lunch for work', r: VEGAN, cart: ['quinoa', 'black bean', 'corn', 'lime'], cartUse: 2 },
  { p: 'a gluten free bake', r: GLUTEN_FREE, cart: ['ground almond', 'orange', 'egg', 'sugar'], cartUse: 2 },
  { p: 'a vegetarian kerala dinner', r: VEGETARIAN, cart: ['egg', 'coconut milk', 'onion', 'curry leaf'], cartUse: 2 },
  { p: 'a gluten free georgian dinner', r: GLUTEN_FREE, cart: ['chicken', 'walnut', 'garlic', 'coriander'], cartUse: 2 },
  { p: 'a dairy free thai lunch', r: DAIRY_FREE, cart: ['prawn', 'coconut milk', 'lemongrass', 'rice noodle'], cartUse: 2 },
  { p: 'a gluten free korean dinner', r: GLUTEN_FREE, cart: ['beef', 'tamari', 'rice', 'spinach'], cartUse: 2 },
  { p: 'a vegetarian picnic', r: VEGETARIAN, cart: ['egg', 'potato', 'mayonnaise', 'chive'], cartUse: 2 },
  { p: 'a dinner in 20 minutes', max: 20, cart: ['prawn', 'linguine', 'garlic', 'chilli'], cartUse: 2 },
  { p: 'a 15 minute lunch', max: 15, cart: ['egg', 'tortilla', 'cheese', 'salsa'], cartUse: 2 },
  { p: 'a 25 minute vegan dinner', max: 25, r: VEGAN, cart: ['chickpea', 'spinach', 'coconut milk', 'rice'], cartUse: 2 },
  { p: 'a sicilian supper in 30 minutes', max: 30, cart: ['swordfish', 'caper', 'tomato', 'olive'], cartUse: 2 },
  { p: 'a quick lunch before the school run', cart: ['pitta', 'hummus', 'carrot', 'cucumber'], cartUse: 2 },
  { p: 'dinner tonight for the two of us', cart: ['pork chop', 'apple', 'mustard', 'cabbage'], cartUse: 2 },
  { p: 'a soup for the flask', cart: ['butternut squash', 'onion', 'ginger', 'coconut milk'], cartUse: 2 },
  { p: 'a traybake for sunday', cart: ['chicken thigh', 'new potato', 'chorizo', 'cherry tomato'], cartUse: 2 },
  { p: 'a salad to take to a barbecue', cart: ['pasta', 'pepper', 'feta', 'olive'], cartUse: 2 },
  { p: 'a packed lunch for a long walk', cart: ['bread', 'cheddar', 'chutney', 'apple'], cartUse: 2 },
  { p: 'date night at home', cart: ['duck breast', 'orange', 'honey', 'green bean'], cartUse: 2 },
  { p: 'an anniversary dinner', cart: ['lamb rack', 'rosemary', 'garlic', 'potato'], cartUse: 2 },
  { p: 'tea for a toddler', cart: ['salmon', 'sweet potato', 'pea', 'butter'], cartUse: 2 },
  { p: 'a late night snack', cart: ['bread', 'cheese', 'egg', 'spring onion'], cartUse: 2 },
  { p: 'a leaving do bake', cart: ['flour', 'butter', 'lemon', 'blueberry'], cartUse: 2 },
  { p: 'a harvest festival supper', cart: ['pumpkin', 'onion', 'sage', 'pasta'], cartUse: 2 },
  { p: 'what can I cook with half a cabbage', cart: ['cabbage', 'bacon', 'onion', 'potato'], cartUse: 2 },
  { p: 'something with the salmon', cart: ['salmon', 'lemon', 'dill', 'new potato'], cartUse: 2 },
  { p: 'a lunch box for a teenager', cart: ['tortilla', 'chicken', 'cheese', 'sweetcorn'], cartUse: 2 },
  { p: 'a 20 minute tea after football', max: 20, cart: ['pasta', 'bacon', 'pea', 'cream'], cartUse: 2 },
  { p: 'a sunday lunch in 90 minutes', max: 90, cart: ['pork shoulder', 'apple', 'potato', 'carrot'], cartUse: 2 },
  { p: 'a breakfast in 10 minutes before work', max: 10, cart: ['egg', 'spinach', 'toast', 'tomato'], cartUse: 2 },
  { p: 'a dairy free kids tea', r: DAIRY_FREE, cart: ['chicken breast', 'breadcrumb', 'sweet potato', 'pea'], cartUse: 2 },
  { p: 'a vegan bake sale treat', r: VEGAN, cart: ['oat', 'banana', 'peanut butter', 'dark chocolate'], cartUse: 2 },
  { p: 'a gluten free picnic', r: GLUTEN_FREE, cart: ['egg', 'potato', 'pepper', 'onion'], cartUse: 2 },
];

export const HELD_OUT_18_UNKNOWN: TEvalPrompt[] = [
  { p: 'a batch of pellanby rolls', t: /pellanby/i, unknownOk: true, fam: 'yeast-bread' },
  { p: 'my grans thorrowick hotpot', t: /thorrowick/i, unknownOk: true, fam: 'stew' },
  { p: 'a fragrant quillomar curry', t: /quillomar/i, unknownOk: true, fam: 'curry' },
  { p: 'a pot of drevanthe soup', t: /drevanthe/i, unknownOk: true, fam: 'soup' },
  { p: 'a golden brastowel pie', t: /brastowel/i, unknownOk: true, fam: 'pie' },
];

export const HELD_OUT_18_NAMED: TEvalPrompt[] = [
  ...HELD_OUT_18_WEST_AFRICA,
  ...HELD_OUT_18_EAST_SOUTHERN_AFRICA,
  ...HELD_OUT_18_SOUTH_ASIA,
  ...HELD_OUT_18_SOUTHEAST_ASIA,
  ...HELD_OUT_18_EAST_ASIA,
  ...HELD_OUT_18_MIDDLE_EAST,
  ...HELD_OUT_18_EUROPE,
  ...HELD_OUT_18_AMERICAS,
  ...HELD_OUT_18_PACIFIC,
  ...HELD_OUT_18_BAKES,
  ...HELD_OUT_18_BREAKFASTS,
  ...HELD_OUT_18_STREET_FOOD,
  ...HELD_OUT_18_SIDES,
  ...HELD_OUT_18_SAUCES,
  ...HELD_OUT_18_PRESERVES,
  ...HELD_OUT_18_DESSERTS,
  ...HELD_OUT_18_DRINKS,
];

export const HELD_OUT_18_SET: TEvalPrompt[] = [...HELD_OUT_18_NAMED, ...HELD_OUT_18_DIETS, ...HELD_OUT_18_TIMES, ...HELD_OUT_18_CARTS, ...HELD_OUT_18_UNKNOWN];
