import { describe, expect, it } from 'vitest';
import {
  EMPTY_LISTS_PAGE,
  GRAPH_REFERENCE_PAGE,
  HTML_STRING_STEPS_PAGE,
  JSON_LD_PAGE,
  MICRODATA_PAGE,
  PICTURE_CHOICE_PAGE,
  PLAIN_PAGE,
  RDFA_PAGE,
} from '../../../test/test-pages.ts';
import { formatDuration, parseIsoDuration } from '../../../../domain/duration.ts';
import { extractPageText, extractRecipe } from './extract-recipe.ts';

describe('extractRecipe', () => {
  it('reads JSON-LD in a @graph with sections, steps, an image reference and durations', () => {
    expect(extractRecipe(JSON_LD_PAGE, 'https://cook.test/dal/')).toEqual({
      title: 'Weeknight Red Lentil Dal & Rice',
      ingredients: [{ name: '1 cup red lentils' }, { name: '1 tbsp ghee (or oil)' }, { name: '1 tsp cumin seeds' }, { name: '3 cups water' }],
      instructions: ['Dal', 'Rinse the lentils.', 'Simmer with the water for 20 minutes.', 'Tadka', 'Fry the cumin in ghee and pour over.'],
      prepTime: '10 min',
      cookTime: '25 min',
      totalTime: '35 min',
      servings: '4 servings',
      imageUrl: 'https://cook.test/img/dal.jpg',
    });
  });

  it('reads a top-level array, string instructions with line breaks and a plain image string', () => {
    const html = `<script type="application/ld+json">[{"@type":"Organization","name":"Site"},
      {"@type":"Recipe","name":"Toast","recipeIngredient":["2 slices bread"],"recipeInstructions":"Toast the bread.<br>Butter it.",
       "recipeYield":2,"prepTime":"PT2M","cookTime":"PT3M","image":["/toast.jpg"]}]</script>`;
    expect(extractRecipe(html, 'https://cook.test/toast/')).toMatchObject({
      title: 'Toast',
      instructions: ['Toast the bread.', 'Butter it.'],
      servings: '2',
      totalTime: '5 min',
      imageUrl: 'https://cook.test/toast.jpg',
    });
  });

  it('skips broken JSON-LD and falls back to microdata, ignoring nested item names', () => {
    const html = MICRODATA_PAGE.replace('<head>', '<head><script type="application/ld+json">{ not json</script>');
    expect(extractRecipe(html, 'https://cook.test/granola/')).toEqual({
      title: 'Maple Granola',
      ingredients: [{ name: '3 cups rolled oats' }, { name: '1/3 cup maple syrup' }, { name: '1/4 cup olive oil' }],
      instructions: ['Heat the oven to 150°C.', 'Mix everything.', 'Bake for an hour, stirring twice.'],
      totalTime: '1 hr 5 min',
      servings: '8 cups',
      imageUrl: 'https://cook.test/img/granola.jpg',
    });
  });

  it('splits one HTML instructions string into steps, counts days in durations, takes the first yield and the first ImageObject', () => {
    expect(extractRecipe(HTML_STRING_STEPS_PAGE, 'https://cook.test/bread/')).toEqual({
      title: 'Slow Sourdough',
      ingredients: [{ name: '500 g bread flour' }, { name: '350 g water' }, { name: '10 g salt' }],
      instructions: ['Mix flour and water.', 'Add the salt & fold.', 'Bake at 250°C.'],
      totalTime: '26 hr 30 min',
      servings: '6',
      imageUrl: 'https://cook.test/img/loaf-wide.jpg',
    });
  });

  it('follows @id references in a @graph and repairs PHP-escaped quotes', () => {
    expect(extractRecipe(GRAPH_REFERENCE_PAGE, 'https://cook.test/soup/')).toMatchObject({
      title: "Grandma's Tomato Soup",
      instructions: ['Roast the tomatoes.', 'Blend with the onion.'],
      prepTime: '15 min',
      cookTime: '45 min',
      totalTime: '1 hr',
      servings: '4 - 6 bowls',
      imageUrl: 'https://cook.test/img/soup.png',
    });
  });

  it('reads RDFa, ignoring the names of nested items', () => {
    expect(extractRecipe(RDFA_PAGE, 'https://cook.test/pancakes/')).toEqual({
      title: 'Fluffy Pancakes',
      ingredients: [{ name: '1 cup flour' }, { name: '1 cup milk' }, { name: '1 egg' }],
      instructions: ['Whisk everything.', 'Fry in a hot pan.'],
      totalTime: '20 min',
      servings: '8 pancakes',
      imageUrl: 'https://cook.test/img/pancakes.webp',
    });
  });

  it('reads empty Recipe lists from the page: the lists under its headings, leaves only, and a labelled servings value', () => {
    expect(extractRecipe(EMPTY_LISTS_PAGE, 'https://cook.test/omelette/')).toEqual({
      title: 'Herb Omelette',
      ingredients: [{ name: '3 eggs' }, { name: '1 tbsp chives' }, { name: '1 tbsp parsley' }],
      instructions: ['Beat the eggs with the herbs.', 'Cook gently in butter.'],
      servings: '2',
    });
  });

  it('chooses the largest picture by its stated size, unless it is the site logo, and keeps ranges to their upper end', () => {
    // The Recipe's first image is 1200 wide (area 1200²); a share picture without a size does not beat it.
    const withShare = HTML_STRING_STEPS_PAGE.replace('<head>', '<head><meta property="og:image" content="https://cook.test/img/share.jpg">');
    expect(extractRecipe(withShare, 'https://cook.test/bread/')?.imageUrl).toBe('https://cook.test/img/loaf-wide.jpg');
    const withLargerShare = withShare.replace(
      'share.jpg">',
      'share.jpg"><meta property="og:image:width" content="1600"><meta property="og:image:height" content="1200">',
    );
    expect(extractRecipe(withLargerShare, 'https://cook.test/bread/')?.imageUrl).toBe('https://cook.test/img/share.jpg');
    const withLogo = HTML_STRING_STEPS_PAGE.replace(
      '<head>',
      '<head><meta property="og:image" content="https://cook.test/logo.png"><meta property="og:image:width" content="2000">',
    );
    expect(extractRecipe(withLogo, 'https://cook.test/bread/')?.imageUrl).toBe('https://cook.test/img/loaf-wide.jpg');
    const ranged = HTML_STRING_STEPS_PAGE.replace('["6","6 to 8 slices"]', '"8-10 slices"');
    expect(extractRecipe(ranged, 'https://cook.test/bread/')?.servings).toBe('10 slices');
  });

  it('reads picture sizes from ImageObjects, share-picture tags and the address, and breaks ties by https, then order', () => {
    // 900x900 from the address beats the 1600x500 ImageObject and the 1000x700 share picture.
    expect(extractRecipe(PICTURE_CHOICE_PAGE, 'https://cook.test/pie/')?.imageUrl).toBe('https://cook.test/img/pie-900x900.jpg');
    // Query sizes count when both are given: 1200 × 1000 is now the largest.
    const withQuerySize = PICTURE_CHOICE_PAGE.replace('"https://cook.test/img/pie.jpg"', '"https://cook.test/img/pie.jpg?w=1200&h=1000"');
    expect(extractRecipe(withQuerySize, 'https://cook.test/pie/')?.imageUrl).toBe('https://cook.test/img/pie.jpg?w=1200&h=1000');
    // The same address as share picture and Recipe image keeps the larger stated size.
    const withSharedAddress = PICTURE_CHOICE_PAGE.replace('https://cook.test/img/pie-share.jpg', 'https://cook.test/img/pie.jpg').replace(
      'content="700"',
      'content="1000"',
    );
    expect(extractRecipe(withSharedAddress, 'https://cook.test/pie/')?.imageUrl).toBe('https://cook.test/img/pie.jpg');
    // Without any size, an https picture beats an http one, and the Recipe's first beats the rest.
    const unsized = `<script type="application/ld+json">{"@type":"Recipe","name":"Pie","recipeIngredient":["1 apple"],"recipeInstructions":"Bake.",
      "image":["http://cook.test/img/a.jpg","https://cook.test/img/b.jpg","https://cook.test/img/c.jpg"]}</script>`;
    expect(extractRecipe(unsized, 'https://cook.test/pie/')?.imageUrl).toBe('https://cook.test/img/b.jpg');
  });

  it('keeps headings inside a microdata instructions block, reads HowToStep names as headings and forgives template slips in durations', () => {
    const microdata = `<div itemscope itemtype="https://schema.org/Recipe"><h1 itemprop="name">Sprouts</h1>
      <time itemprop="prepTime" datetime="PT10M">10 min</time><time itemprop="cookTime" datetime="PT32 M">32 min</time>
      <ul><li itemprop="recipeIngredient">500 g Brussels sprouts</li></ul>
      <div itemprop="recipeInstructions"><h3>Roast</h3><ol><li>Heat the oven.</li><li>Roast 30 minutes.</li></ol></div></div>`;
    expect(extractRecipe(microdata, 'https://cook.test/sprouts/')).toMatchObject({
      instructions: ['Roast', 'Heat the oven.', 'Roast 30 minutes.'],
      totalTime: '42 min',
    });
    const named = `<script type="application/ld+json">{"@type":"Recipe","name":"Fries","recipeIngredient":["1 kg potatoes"],"prepTime":"PTH5M",
      "recipeInstructions":[{"@type":"HowToStep","name":"Parboil","text":"Boil the fries for 5 minutes."},{"@type":"HowToStep","name":"2","text":"Roast them."},
      {"@type":"HowToStep","name":"Serve hot.","text":"Serve hot."}]}</script>`;
    expect(extractRecipe(named, 'https://cook.test/fries/')).toMatchObject({
      instructions: ['Parboil', 'Boil the fries for 5 minutes.', 'Roast them.', 'Serve hot.'],
      prepTime: '5 min',
    });
  });

  it('splits an ingredient entry holding several lines, takes bullets and step numbers out, and keeps group headings as headings', () => {
    const html = `<script type="application/ld+json">${JSON.stringify({
      '@type': 'Recipe',
      name: 'Sesame Noodles',
      recipeIngredient: ['For the sauce:', '- 2 tbsp tahini\n- 1 tbsp soy sauce', '<strong>For the noodles</strong>', '• 200 g noodles<br>• 1 spring onion'],
      recipeInstructions: ['1. Whisk the sauce ingredients.', 'Step 2', 'Boil the noodles.', '3) Toss together.'],
    })}</script>`;
    expect(extractRecipe(html, 'https://cook.test/noodles/')).toMatchObject({
      ingredients: [
        { name: 'For the sauce:' },
        { name: '2 tbsp tahini' },
        { name: '1 tbsp soy sauce' },
        { name: 'For the noodles:' },
        { name: '200 g noodles' },
        { name: '1 spring onion' },
      ],
      instructions: ['Whisk the sauce ingredients.', 'Boil the noodles.', 'Toss together.'],
    });
  });

  it("fills in what the JSON-LD dropped from the page's own lists: missing ingredients and a cut-off step", () => {
    const html = `<script type="application/ld+json">${JSON.stringify({
      '@type': 'Recipe',
      name: 'Lemon Rice',
      recipeIngredient: ['1 cup rice', '2 cups water'],
      recipeInstructions: [
        { '@type': 'HowToStep', text: 'Rinse the rice.' },
        { '@type': 'HowToStep', text: 'Simmer for 15 minutes, then stir in the…' },
      ],
    })}</script>
      <h2>Ingredients</h2><ul><li>1 cup rice</li><li>2 cups water</li><li>1 lemon, zested</li></ul>
      <h2>Instructions</h2><ol><li>Rinse the rice.</li><li>Simmer for 15 minutes, then stir in the lemon zest.</li></ol>
      <h2>More recipes</h2><ul><li>Lime rice</li></ul>`;
    expect(extractRecipe(html, 'https://cook.test/lemon-rice/')).toMatchObject({
      ingredients: [{ name: '1 cup rice' }, { name: '2 cups water' }, { name: '1 lemon, zested' }],
      instructions: ['Rinse the rice.', 'Simmer for 15 minutes, then stir in the lemon zest.'],
    });
  });

  it("reads the page's list items without their own style blocks, and a numbered step text still repeats its name", () => {
    const html = `<script type="application/ld+json">${JSON.stringify({
      '@type': 'Recipe',
      name: 'Pea Soup',
      recipeIngredient: ['500 g peas'],
      recipeInstructions: [
        { '@type': 'HowToStep', name: 'Simmer the peas...', text: '1. Simmer the peas in stock.' },
        { '@type': 'HowToStep', name: 'Blend', text: '2. Blend until smooth and season to…' },
      ],
    })}</script>
      <h2>Method</h2><ol><li><style>.c1{display:block}</style>Simmer the peas in stock.</li><li>Blend until smooth and season to taste.</li></ol>`;
    expect(extractRecipe(html, 'https://cook.test/pea-soup/')?.instructions).toEqual(['Simmer the peas in stock.', 'Blend until smooth and season to taste.']);
  });

  it("keeps the JSON-LD lists when the page's markup says something else", () => {
    const html = `<script type="application/ld+json">${JSON.stringify({
      '@type': 'Recipe',
      name: 'Plain Rice',
      recipeIngredient: ['1 cup rice', '2 cups water'],
      recipeInstructions: ['Simmer the rice in the water.'],
    })}</script>
      <h2>Ingredients</h2><ul><li>1 cup jasmine rice</li><li>2 cups water</li><li>salt</li></ul>`;
    expect(extractRecipe(html, 'https://cook.test/plain-rice/')).toMatchObject({
      ingredients: [{ name: '1 cup rice' }, { name: '2 cups water' }],
      instructions: ['Simmer the rice in the water.'],
    });
  });

  it('reads servings a heading states when no structured value gives them, and drops one-word step labels', () => {
    const html = `<script type="application/ld+json">${JSON.stringify({
      '@type': 'Recipe',
      name: 'Flatbreads',
      recipeIngredient: ['250 g flour', '150 ml yoghurt'],
      recipeInstructions: [
        { '@type': 'HowToStep', name: 'knead', text: 'Knead the flour and yoghurt.' },
        { '@type': 'HowToStep', name: 'Cooking', text: 'Dry-fry each one.' },
      ],
    })}</script><h3>Makes 6 flatbreads</h3>`;
    expect(extractRecipe(html, 'https://cook.test/flatbreads/')).toMatchObject({
      servings: '6 flatbreads',
      instructions: ['Knead the flour and yoghurt.', 'Cooking', 'Dry-fry each one.'],
    });
  });

  it('finds nothing on a page without recipe data', () => {
    expect(extractRecipe(PLAIN_PAGE, 'https://cook.test/stew/')).toBeNull();
  });

  it('keeps the readable text of a page for the language model, without navigation', () => {
    const text = extractPageText(PLAIN_PAGE, 1_000);
    expect(text).toContain('1 kg beef chuck');
    expect(text).not.toContain('Home | About');
    expect(extractPageText(PLAIN_PAGE, 20)).toHaveLength(20);
  });
});

describe('durations', () => {
  it.each([
    ['PT35M', 35],
    ['PT1H20M', 80],
    ['P0DT2H', 120],
    ['PT90S', 2],
    ['P1DT2H', 1560],
    ['20 minutes', null],
  ])('%s → %s minutes', (input, expected) => {
    expect(parseIsoDuration(input)).toBe(expected);
  });

  it('formats minutes for the recipe card', () => {
    expect(formatDuration(1)).toBe('1 min');
    expect(formatDuration(60)).toBe('1 hr');
    expect(formatDuration(135)).toBe('2 hr 15 min');
  });
});
