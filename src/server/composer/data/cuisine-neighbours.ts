// A cook types the country or region their dinner is from ('an Emirati dessert', 'a Moldovan pie', 'a West African
// stew'); the named-dish index files dishes under fewer cuisines than there are countries with recognisable food. Each word
// here is a kitchen the index has no cuisine of its own for, with the index cuisines whose dishes it shares (Moldova eats
// Romania's mămăligă and plăcintă, the Emirates the Gulf's luqaimat and machboos), nearest first: a dish of those is the
// honest answer, and the note names the cook's word. Words the index already files under (Romanian, Saudi) are not here.
// Twenty-fifth round (issue #26).

const GULF = ['Gulf', 'Arabian', 'Saudi', 'Yemeni', 'Iraqi'];
const WEST_AFRICAN = ['Nigerian', 'Ghanaian', 'Senegalese', 'Ivorian', 'Liberian', 'Cameroonian'];
const EAST_AFRICAN = ['Kenyan', 'Tanzanian', 'Ugandan', 'Swahili', 'Rwandan', 'Zanzibari'];
const SOUTHERN_AFRICAN = ['South African', 'Zimbabwean', 'Zambian', 'Mozambican'];
const NORTH_AFRICAN = ['Moroccan', 'Tunisian', 'Algerian', 'Maghrebi', 'Egyptian'];
const EASTERN_CARIBBEAN = ['Caribbean', 'Trinidadian', 'Barbadian', 'Grenadian', 'Jamaican', 'Virgin Islands'];
const PACIFIC = ['Samoan', 'Fijian', 'Hawaiian', 'Māori'];
const NORDIC = ['Swedish', 'Danish', 'Norwegian', 'Finnish', 'Icelandic', 'Scandinavian'];
const BALTIC = ['Lithuanian', 'Estonian', 'Polish'];
const CENTRAL_AMERICAN = ['Guatemalan', 'Salvadoran', 'Honduran', 'Nicaraguan', 'Costa Rican'];

export const CUISINE_NEIGHBOURS: Readonly<Record<string, readonly string[]>> = {
  // The Gulf and Arabia.
  emirati: GULF,
  qatari: GULF,
  kuwaiti: GULF,
  bahraini: GULF,
  omani: GULF,
  khaleeji: GULF,
  arab: ['Arabian', 'Gulf', 'Saudi', 'Levantine', 'Lebanese', 'Egyptian'],
  arabic: ['Arabian', 'Gulf', 'Saudi', 'Levantine', 'Lebanese', 'Egyptian'],
  iranian: ['Persian'],
  kurdish: ['Iraqi', 'Turkish', 'Persian'],
  libyan: ['Tunisian', 'Maghrebi', 'Algerian'],
  sudanese: ['Egyptian', 'Eritrean', 'Ethiopian'],
  mauritanian: ['Senegalese', 'Moroccan'],
  djiboutian: ['Somali', 'Ethiopian'],
  // Africa.
  beninese: ['Nigerian', 'Ghanaian'],
  togolese: ['Ghanaian', 'Nigerian'],
  burkinabe: ['Ivorian', 'Ghanaian', 'Senegalese'],
  malian: ['Senegalese', 'Ivorian'],
  gambian: ['Senegalese'],
  guinean: ['Senegalese', 'Ivorian'],
  'sierra leonean': ['Liberian', 'Ghanaian'],
  nigerien: ['Nigerian'],
  congolese: ['Cameroonian'],
  gabonese: ['Cameroonian'],
  angolan: ['Mozambican', 'Portuguese'],
  'cape verdean': ['Portuguese', 'Madeiran'],
  malawian: ['Zambian', 'Zimbabwean'],
  burundian: ['Rwandan', 'Ugandan'],
  botswanan: ['South African', 'Zimbabwean'],
  namibian: ['South African'],
  basotho: ['South African'],
  swazi: ['South African'],
  seychellois: ['Mauritian'],
  malagasy: ['Mauritian'],
  comorian: ['Swahili', 'Zanzibari'],
  'west african': WEST_AFRICAN,
  'east african': EAST_AFRICAN,
  'southern african': SOUTHERN_AFRICAN,
  'north african': NORTH_AFRICAN,
  // Europe.
  moldovan: ['Romanian', 'Ukrainian'],
  latvian: BALTIC,
  baltic: BALTIC,
  luxembourgish: ['German', 'Belgian', 'French'],
  maltese: ['Sicilian', 'Italian'],
  kosovar: ['Albanian', 'Serbian'],
  'san marinese': ['Romagnol', 'Italian'],
  monegasque: ['Provençal', 'French'],
  andorran: ['Catalan', 'Spanish'],
  faroese: ['Danish', 'Norwegian'],
  nordic: NORDIC,
  // Asia.
  bangladeshi: ['Bengali', 'Indian'],
  bhutanese: ['Tibetan', 'Nepali'],
  maldivian: ['Sri Lankan'],
  laotian: ['Lao'],
  khmer: ['Cambodian'],
  bruneian: ['Malaysian', 'Indonesian'],
  timorese: ['Indonesian'],
  // The Americas and the Pacific.
  belizean: ['Guatemalan', 'Caribbean', 'Mexican'],
  panamanian: ['Colombian', 'Costa Rican'],
  'central american': CENTRAL_AMERICAN,
  bajan: ['Barbadian'],
  antiguan: EASTERN_CARIBBEAN,
  kittitian: EASTERN_CARIBBEAN,
  vincentian: EASTERN_CARIBBEAN,
  'st lucian': EASTERN_CARIBBEAN,
  'saint lucian': EASTERN_CARIBBEAN,
  tobagonian: ['Trinidadian'],
  tongan: PACIFIC,
  polynesian: PACIFIC,
  'pacific island': PACIFIC,
};
