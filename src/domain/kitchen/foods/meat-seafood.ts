import { buildFoods, type TFoodRow } from './food-row.ts';

// Raw weights per 100 g (USDA SR Legacy-like); piece = a typical single portion as bought.
const MEAT: TFoodRow[] = [
  ['chicken breast', 120, 22.5, 0, 2.6, 0, 0, { piece: 174, cup: 140, fillet: 174 }, ['boneless skinless chicken breast', 'chicken breast fillet', 'chicken fillet', 'chicken tender', 'chicken tenderloin', 'skinless chicken breast'], ['poultry']],
  ['chicken thigh', 121, 19.7, 0, 4.1, 0, 0, { piece: 110, cup: 140, fillet: 110 }, ['boneless skinless chicken thigh', 'chicken thigh fillet', 'skinless chicken thigh', 'boneless chicken thigh'], ['poultry']],
  ['chicken thigh with skin', 221, 16.5, 0, 16.6, 0, 0, { piece: 150 }, ['bone-in chicken thigh', 'skin-on chicken thigh', 'bone-in skin-on chicken thigh', 'chicken leg', 'chicken drumstick', 'drumstick', 'chicken leg quarter'], ['poultry']],
  ['chicken wing', 191, 17.5, 0, 12.9, 0, 0, { piece: 45 }, ['wing', 'chicken wingette', 'buffalo wing'], ['poultry']],
  ['chicken', 215, 18.6, 0, 15.1, 0, 0, { piece: 1500, cup: 140 }, ['whole chicken', 'roasting chicken', 'chicken piece', 'fryer chicken'], ['poultry']],
  ['cooked chicken', 190, 28.9, 0, 7.4, 0, 0, { cup: 140 }, ['shredded chicken', 'rotisserie chicken', 'leftover chicken', 'cooked chicken breast', 'diced cooked chicken', 'grilled chicken'], ['poultry']],
  ['ground chicken', 143, 17.4, 0, 8.1, 0, 0, { cup: 225, package: 454 }, ['minced chicken', 'chicken mince'], ['poultry']],
  ['turkey breast', 114, 23.7, 0.1, 1.5, 0, 0.1, { slice: 28, piece: 200, cup: 140 }, ['turkey', 'sliced turkey', 'deli turkey', 'turkey cutlet'], ['poultry']],
  ['ground turkey', 148, 17.5, 0, 8.3, 0, 0, { cup: 225, package: 454 }, ['minced turkey', 'turkey mince', 'lean ground turkey'], ['poultry']],
  ['duck breast', 132, 18.3, 0, 6, 0, 0, { piece: 200 }, ['duck'], ['poultry']],
  ['ground beef', 254, 17.2, 0, 20, 0, 0, { cup: 225, package: 454 }, ['beef mince', 'minced beef', 'hamburger', 'hamburger meat', 'ground chuck', 'mince'], ['meat']],
  ['lean ground beef', 176, 20, 0, 10, 0, 0, { cup: 225, package: 454 }, ['extra lean ground beef', '90% lean ground beef', 'lean beef mince', 'ground sirloin'], ['meat']],
  ['beef steak', 155, 21, 0, 7.5, 0, 0, { piece: 225, slice: 30 }, ['steak', 'sirloin', 'sirloin steak', 'ribeye', 'rib eye', 'ribeye steak', 'flank steak', 'skirt steak', 'strip steak', 'new york strip', 'tenderloin', 'beef tenderloin', 'filet mignon', 'flat iron steak', 'hanger steak', 'beef sirloin', 'beef', 'top sirloin', 'rump steak', 'sirloin tip'], ['meat']],
  ['beef chuck', 180, 19.4, 0, 11.2, 0, 0, { piece: 1400, cup: 140 }, ['chuck roast', 'stewing beef', 'stew meat', 'beef stew meat', 'braising steak', 'pot roast', 'brisket', 'beef brisket', 'short rib', 'beef short rib', 'oxtail', 'chuck'], ['meat']],
  ['pork chop', 172, 20.8, 0, 9.4, 0, 0, { piece: 180 }, ['pork loin chop', 'bone-in pork chop', 'boneless pork chop'], ['meat']],
  ['pork tenderloin', 120, 21, 0, 3.5, 0, 0, { piece: 450 }, ['pork fillet', 'pork loin', 'pork loin roast'], ['meat']],
  ['pork shoulder', 186, 17.7, 0, 12.4, 0, 0, { piece: 1800 }, ['pork butt', 'boston butt', 'pork', 'pulled pork', 'pork belly'], ['meat']],
  ['ground pork', 263, 16.9, 0, 21.2, 0, 0, { cup: 225, package: 454 }, ['pork mince', 'minced pork'], ['meat']],
  ['bacon', 417, 12.6, 1.4, 39.7, 0, 0, { slice: 28, strip: 28, piece: 28, cup: 140, package: 340 }, ['streaky bacon', 'thick-cut bacon', 'bacon rasher', 'rasher', 'bacon strip', 'lardon', 'pancetta'], ['meat']],
  ['ham', 145, 20.9, 1.5, 5.5, 0, 0, { slice: 28, cup: 140, piece: 28 }, ['deli ham', 'cooked ham', 'smoked ham', 'prosciutto', 'serrano ham', 'canadian bacon'], ['meat']],
  ['sausage', 301, 12, 2.1, 27, 0, 1, { piece: 75 }, ['pork sausage', 'italian sausage', 'breakfast sausage', 'sausage link', 'bratwurst', 'sausage meat'], ['meat']],
  ['chicken sausage', 301, 12, 2.1, 27, 0, 1, { piece: 75 }, [], ['meat', 'poultry']],
  ['chorizo', 455, 24.1, 1.9, 38.3, 0, 0, { piece: 75, cup: 113, slice: 6 }, ['spanish chorizo', 'mexican chorizo', 'andouille', 'kielbasa', 'smoked sausage'], ['meat']],
  ['salami', 378, 21.1, 1.2, 31.7, 0, 0.4, { slice: 10, piece: 10 }, ['pepperoni', 'soppressata', 'mortadella'], ['meat']],
  ['hot dog', 290, 10.3, 4.2, 26, 0, 1.6, { piece: 52 }, ['frankfurter', 'wiener'], ['meat']],
  ['lamb', 282, 16.6, 0, 23.4, 0, 0, { piece: 1500, cup: 140 }, ['lamb shoulder', 'leg of lamb', 'lamb leg', 'lamb shank', 'lamb chop', 'rack of lamb', 'lamb loin', 'mutton'], ['meat']],
  ['goat', 109, 20.6, 0, 2.3, 0, 0, { piece: 1500, cup: 140 }, ['goat meat', 'goat shoulder', 'goat leg', 'mutton goat', 'chevon'], ['meat']],
  ['ground lamb', 282, 16.6, 0, 23.4, 0, 0, { cup: 225, package: 454 }, ['lamb mince', 'minced lamb'], ['meat']],
  ['veal', 112, 20.3, 0, 2.9, 0, 0, { piece: 150 }, ['veal cutlet', 'veal scallopini'], ['meat']],
  ['venison', 120, 22.96, 0, 2.42, 0, 0, { piece: 150 }, ['bison', 'ground bison', 'elk'], ['meat']],
  ['rabbit', 136, 20, 0, 5.6, 0, 0, { piece: 1200, cup: 140 }, ['rabbit leg', 'guinea fowl', 'fowl', 'grouse'], ['meat']],
  ['quail', 136, 20, 0, 5.6, 0, 0, { piece: 1200, cup: 140 }, ['pheasant'], ['poultry']],
  ['chicken liver', 119, 16.9, 0.7, 4.8, 0, 0, { piece: 44, cup: 140 }, ['liver'], ['meat', 'poultry']],
  ['beef liver', 135, 20.4, 3.9, 3.6, 0, 0, { piece: 80, slice: 80, cup: 140 }, ['calf liver', 'calves liver', 'lamb liver', 'pork liver'], ['meat']],
];

const SEAFOOD: TFoodRow[] = [
  ['salmon', 208, 20.4, 0, 13.4, 0, 0, { fillet: 170, piece: 170 }, ['salmon fillet', 'atlantic salmon', 'salmon steak', 'skinless salmon', 'arctic char', 'trout', 'rainbow trout', 'steelhead'], ['fish']],
  ['smoked salmon', 117, 18.3, 0, 4.3, 0, 0, { slice: 20, piece: 20, package: 113 }, ['lox', 'gravlax', 'smoked trout'], ['fish']],
  ['canned salmon', 167, 23.1, 0, 7.3, 0, 0, { can: 170, cup: 140 }, [], ['fish']],
  ['tuna', 109, 24.4, 0, 0.5, 0, 0, { piece: 170, fillet: 170, cup: 140 }, ['tuna steak', 'ahi tuna', 'sushi-grade tuna', 'yellowfin tuna', 'ahi', 'swordfish', 'swordfish steak'], ['fish']],
  ['canned tuna', 116, 25.5, 0, 0.8, 0, 0, { can: 142, cup: 154 }, ['tuna in water', 'light tuna', 'chunk light tuna', 'albacore tuna', 'tinned tuna', 'tuna fish'], ['fish']],
  ['white fish', 82, 17.8, 0, 0.7, 0, 0, { fillet: 150, piece: 150 }, ['cod', 'cod fillet', 'haddock', 'pollock', 'tilapia', 'tilapia fillet', 'halibut', 'sole', 'flounder', 'hake', 'white fish fillet', 'whitefish', 'sea bass', 'bass', 'snapper', 'red snapper', 'grouper', 'mahi mahi', 'catfish', 'branzino', 'sea bream', 'fish fillet', 'fish'], ['fish']],
  ['mackerel', 205, 18.6, 0, 13.9, 0, 0, { fillet: 110, piece: 110, can: 125 }, ['smoked mackerel', 'sardine', 'canned sardine', 'herring', 'kipper'], ['fish']],
  ['anchovy', 210, 28.9, 0, 9.7, 0, 0, { fillet: 4, piece: 4, can: 45, tsp: 4 }, ['anchovy fillet', 'anchovies', 'anchovy paste'], ['fish']],
  ['shrimp', 85, 20.1, 0, 0.5, 0, 0, { piece: 12, cup: 145 }, ['prawn', 'king prawn', 'tiger prawn', 'jumbo shrimp', 'large shrimp', 'peeled shrimp', 'raw shrimp', 'cooked shrimp'], ['shellfish']],
  // Raw abalone (USDA 15001), sliced for Korean jeonbok juk (twenty-fifth round).
  ['abalone', 105, 17.1, 6, 0.8, 0, 0, { piece: 100 }, ['jeonbok'], ['shellfish']],
  ['scallop', 69, 12.1, 3.2, 0.5, 0, 0, { piece: 30, cup: 140 }, ['sea scallop', 'bay scallop'], ['shellfish']],
  ['crab', 87, 18.1, 0, 1.1, 0, 0, { cup: 135, can: 170, piece: 80 }, ['crabmeat', 'crab meat', 'lump crab meat', 'crab stick'], ['shellfish']],
  ['imitation crab', 87, 18.1, 0, 1.1, 0, 0, { cup: 135, can: 170, piece: 80 }, [], ['fish']],
  ['lobster', 77, 16.5, 0, 0.8, 0, 0, { piece: 150, cup: 145 }, ['lobster tail', 'crawfish', 'langoustine'], ['shellfish']],
  ['bonito flakes', 320, 75, 0.4, 2.9, 0, 0, { cup: 5, tbsp: 1, tsp: 0.3, handful: 5, package: 5 }, ['dried bonito flake', 'katsuobushi'], ['fish']],
  ['mussel', 86, 11.9, 3.7, 2.2, 0, 0, { piece: 7, cup: 150 }, ['mussels', 'oyster'], ['shellfish']],
  // Raw clams (USDA SR Legacy 15157, mixed species), their own row (twenty-seventh round): clam dishes had the mussel's
  // name and numbers. A mollusc is 'shellfish' in the allergen vocabulary, as the mussel is ('mollusc' → shellfishFree).
  ['clam', 86, 14.7, 3.6, 1, 0, 0, { piece: 10, cup: 160 }, ['clams', 'littleneck clam', 'manila clam', 'vongole', 'quahog', 'cockle', 'cockles'], ['shellfish']],
  ['squid', 92, 15.6, 3.1, 1.4, 0, 0, { piece: 100, cup: 150 }, ['calamari', 'octopus', 'squid ring'], ['shellfish']],
];

export const MEAT_FOODS = buildFoods('meat', MEAT);
export const SEAFOOD_FOODS = buildFoods('seafood', SEAFOOD);
