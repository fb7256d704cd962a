import { describe, expect, it } from 'vitest';
import { extractRecipe } from './extract-recipe.ts';
import { findHostRule } from './host-rules.ts';

// Small pages written for these tests: each uses the markup a site's rule reads, with our own recipe text.

function jsonLd(recipe: Record<string, unknown>): string {
  return `<script type="application/ld+json">${JSON.stringify({ '@context': 'https://schema.org', '@type': 'Recipe', name: 'Test Dish', ...recipe })}</script>`;
}

describe('host rules', () => {
  it('finds a rule by host or subdomain, and none for other sites', () => {
    expect(findHostRule('https://www.eggs.ca/recipes/x/')?.mirrors).toMatch(/^EggsCa/);
    expect(findHostRule('https://eggs.ca/recipes/x/')?.mirrors).toMatch(/^EggsCa/);
    expect(findHostRule('https://noteggs.ca/recipes/x/')).toBeUndefined();
    expect(findHostRule('https://cook.test/x/')).toBeUndefined();
    expect(findHostRule('not a url')).toBeUndefined();
  });

  it('ninjatestkitchen: blank microdata ingredients and broken step JSON are read from the first imperial list and the method list', () => {
    const html = `<article itemscope itemtype="http://schema.org/Recipe">
      <meta itemprop="name" content="Oven Flatbread"><meta itemprop="recipeIngredient" content=" ">
      <meta itemprop="recipeInstructions" content="[{"@type":"HowToStep","text":"broken"}]"><meta itemprop="recipeYield" content="2">
      <div class="single-ingredients__group" data-unit="metric"><div class="single-ingredients__item"><ul class="single-ingredients__list">
        <li><span class="font-weight-semi-bold mr-2">200g</span> Flatbread dough</li></ul></div></div>
      <div class="single-ingredients__group" data-unit="imperial"><div class="single-ingredients__item"><ul class="single-ingredients__list">
        <li><span class="font-weight-semi-bold mr-2">7oz</span> Flatbread dough</li><li>A pinch of sea salt</li></ul></div></div>
      <div class="single-ingredients__group" data-unit="imperial"><div class="single-ingredients__item"><ul class="single-ingredients__list">
        <li><span class="font-weight-semi-bold mr-2">7oz</span> Flatbread dough</li></ul></div></div>
      <ul class="single-method__method"><li><h6>Step 1</h6><p>Heat the oven with the stone inside.</p></li><li><h6>Step 2</h6><p>Bake the dough for 4 minutes.</p></li></ul>
      <ul class="single-method__method"><li><p>Another method's step.</p></li></ul></article>`;
    expect(extractRecipe(html, 'https://ninjatestkitchen.eu/recipe/flatbread/')).toMatchObject({
      title: 'Oven Flatbread',
      ingredients: [{ name: '7oz Flatbread dough' }, { name: 'A pinch of sea salt' }],
      instructions: ['Heat the oven with the stone inside.', 'Bake the dough for 4 minutes.'],
    });
    // Elsewhere the same page has no ingredients to give: no recipe.
    expect(extractRecipe(html, 'https://cook.test/recipe/flatbread/')).toBeNull();
  });

  it('adrianasbestrecipes: steps are the WP Recipe Maker step items, without section and step names', () => {
    const html = `${jsonLd({
      recipeIngredient: ['2 cups masa'],
      recipeInstructions: [
        { '@type': 'HowToSection', name: 'The dough', itemListElement: [{ '@type': 'HowToStep', name: 'mix', text: 'Mix the masa with water.' }] },
      ],
    })}<div class="wprm-recipe-instruction-group"><h4 class="wprm-recipe-group-name">The dough</h4><ul>
      <li class="wprm-recipe-instruction"><div class="wprm-recipe-instruction-text"><span>Mix the masa with water.</span></div></li>
      <li class="wprm-recipe-instruction"><div class="wprm-recipe-instruction-text"><span>Rest it for ten minutes.</span></div></li></ul></div>`;
    expect(extractRecipe(html, 'https://www.adrianasbestrecipes.com/dough/')?.instructions).toEqual(['Mix the masa with water.', 'Rest it for ten minutes.']);
    // Elsewhere the general reading keeps the section name as a heading and drops the one-word step label.
    expect(extractRecipe(html, 'https://cook.test/dough/')?.instructions).toEqual(['The dough', 'Mix the masa with water.']);
    // With host rules switched off (the bench's never-seen-site mode) the site reads like any other.
    expect(extractRecipe(html, 'https://www.adrianasbestrecipes.com/dough/', { useHostRules: false })?.instructions).toEqual([
      'The dough',
      'Mix the masa with water.',
    ]);
  });

  it('alittlebityummy: ingredient lines from the amount data attributes (once each), prep and cook from the recipe meta', () => {
    const html = `${jsonLd({ recipeIngredient: ['Gluten Free', 'Nut Free'], recipeInstructions: ['Cook the rice.'] })}
      <div class="recipe-meta"><span>PREP IN <span class="highlight">5 MIN</span></span><span>COOKS IN <span class="highlight">20 MIN</span></span></div>
      <div class="ingredients-tab-content">
        <div><b class="ingredient-unit-display" data-primary-amount="150" data-primary-unit="g" data-secondary-amount="0.75" data-secondary-unit="cup"></b> <span class="ingredient-name-display">white rice</span></div>
        <div><b class="ingredient-unit-display" data-primary-amount="1" data-primary-unit="tsp"></b> <span class="ingredient-name-display">salt</span></div>
        <div><b class="ingredient-unit-display" data-primary-amount="1" data-primary-unit="tsp"></b> <span class="ingredient-name-display">salt</span></div>
      </div>`;
    expect(extractRecipe(html, 'https://www.alittlebityummy.com/recipe/rice/')).toMatchObject({
      ingredients: [{ name: '150 g (0.75 cup) white rice' }, { name: '1 tsp salt' }],
      prepTime: '5 min',
      cookTime: '20 min',
      totalTime: '25 min',
    });
    // Its prep + cook is the total, whatever the JSON-LD says.
    const withTotal = html.replace('"recipeInstructions"', '"totalTime":"PT2H","recipeInstructions"');
    expect(extractRecipe(withTotal, 'https://www.alittlebityummy.com/recipe/rice/')?.totalTime).toBe('25 min');
  });

  it('culinaryhill: ingredient lines as the page writes them, text pieces joined by spaces, without the checkbox sign', () => {
    const html = `${jsonLd({ recipeIngredient: ['2 pears ((ripe))'], recipeInstructions: ['Slice the pears.'] })}
      <ul class="wprm-recipe-ingredients"><li class="wprm-recipe-ingredient"><span class="sr-only">&#9634; </span><span>2</span> <span><a href="/pears/">pears</a></span> <span>ripe, or firm</span></li></ul>`;
    expect(extractRecipe(html, 'https://www.culinaryhill.com/pears/')?.ingredients).toEqual([{ name: '2 pears ripe, or firm' }]);
  });

  it('eggs.ca: each ingredient is its amount and its name, metric amounts included', () => {
    const html = `${jsonLd({ recipeIngredient: ['1 cup milk'], recipeInstructions: ['Whisk.'] })}
      <div class="ingredients__wrap ingredients__wrap--simple"><ul><li class="ingredient"><span class="ingredient__amount">1 cup (250 mL) </span><span class="ingredient__ingredient">milk</span></li>
      <li class="ingredient"><span class="ingredient__amount">2 </span><span class="ingredient__ingredient">eggs</span></li></ul></div>`;
    expect(extractRecipe(html, 'https://www.eggs.ca/recipes/custard/')?.ingredients).toEqual([{ name: '1 cup (250 mL) milk' }, { name: '2 eggs' }]);
  });

  it('gourmettraveller: ingredient group headings listed among the structured ingredients are dropped', () => {
    const html = `${jsonLd({ recipeIngredient: ['200 g fish', 'Herb sauce', '1 bunch parsley'], recipeInstructions: ['Grill the fish.'] })}
      <div class="recipe-ingredients__title">Herb sauce</div>`;
    expect(extractRecipe(html, 'https://www.gourmettraveller.com.au/fish/')?.ingredients).toEqual([{ name: '200 g fish' }, { name: '1 bunch parsley' }]);
    expect(extractRecipe(html, 'https://cook.test/fish/')?.ingredients).toHaveLength(3);
  });

  it('greatbritishchefs and fitmencook: servings from the page when the JSON-LD has none', () => {
    const recipe = jsonLd({ recipeIngredient: ['1 leek'], recipeInstructions: ['Slice the leek.'] });
    const withIcon = `${recipe}<div><span class="gbcicon-serves"></span><span> 6 </span></div>`;
    expect(extractRecipe(withIcon, 'https://www.greatbritishchefs.com/recipes/leek')?.servings).toBe('6');
    const withHeadings = `${recipe}<h4>Top 10 leek dishes</h4><h4>Ingredients for 3 (small) servings</h4><h4>Nutrition per serving</h4>`;
    expect(extractRecipe(withHeadings, 'https://fitmencook.com/recipes/leek/')?.servings).toBe('3 servings');
    // The general reading finds servings a heading states too, on any site.
    expect(extractRecipe(withHeadings, 'https://cook.test/recipes/leek/')?.servings).toBe('3 servings');
  });

  it('bodybuilding: ingredient lines from the first ingredient list, whitespace collapsed', () => {
    const html = `${jsonLd({ recipeIngredient: ['2.5 cup oats'], recipeInstructions: ['Cook the oats.'] })}
      <ul class="bb-recipe__ingredient-list"><li>2½
          cup
          rolled oats</li></ul><ul class="bb-recipe__ingredient-list"><li>1 cup other</li></ul>`;
    expect(extractRecipe(html, 'https://www.bodybuilding.com/recipes/oats')?.ingredients).toEqual([{ name: '2½ cup rolled oats' }]);
  });
});
