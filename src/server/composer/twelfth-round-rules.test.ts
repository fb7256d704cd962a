import { describe, expect, it } from 'vitest';
import { composeForPrompt, composeForPromptOrUnknown, countCartUsed } from './test-helpers.ts';

// Twelfth round of general rules (issue #26), from the spent eighth set's read misses: open requests phrased around an
// occasion, a colour, the dish they go beside or 'the X I bought' are answered from the cart; cart items are written in
// the cook's words; names the kitchen table knows as another food's synonym ('orzo', 'marmalade') are read. Prompts of
// our own, not the held-out sets'.

const answer = composeForPrompt;

describe('an open request phrased around an occasion, a colour or a side uses the cart', () => {
  it.each([
    ['supper with the salmon we picked up', ['salmon', 'asparagus', 'lemon', 'baby potato']],
    ['lunch from the fish I got at the market', ['hake', 'leek', 'cream', 'potato']],
    ['a dairy-free tea from the fridge', ['chicken thigh', 'carrot', 'green bean', 'pear']],
    ['something green and light', ['spinach', 'couscous', 'avocado', 'lime']],
    ['something red and warming', ['tomato', 'red pepper', 'lentil', 'onion']],
    ['something to serve alongside the steaks', ['potato', 'butter', 'garlic', 'rosemary']],
    ['a side for the roast', ['carrot', 'parsnip', 'honey', 'thyme']],
    ['something to go with the sausages', ['cabbage', 'apple', 'onion', 'butter']],
    ['something for a cream tea', ['flour', 'butter', 'sultana', 'milk']],
    ['clear out the salad drawer', ['cucumber', 'tomato', 'red onion', 'feta']],
    ['empty the freezer', ['peas', 'sweetcorn', 'chicken thigh', 'bread']],
  ])('%s uses two or more of %j', (prompt, cart) => {
    const result = composeForPromptOrUnknown(prompt, cart);
    expect(result).not.toBeNull();
    expect(countCartUsed(result?.lines ?? '', cart)).toBeGreaterThanOrEqual(2);
    expect(result?.match).toBe('cart');
  });

  it('the dish a side goes with is not the answer', () => {
    expect(answer('something to serve alongside the steaks', ['potato', 'butter', 'garlic', 'rosemary']).recipe.title).not.toMatch(/steak/i);
    expect(answer('something to go with the sausages', ['cabbage', 'apple', 'onion', 'butter']).recipe.title).not.toMatch(/sausage/i);
  });

  it('an afternoon or cream tea is a bake, not a cup of tea', () => {
    const result = answer('a treat for afternoon tea', ['flour', 'butter', 'cherry', 'sugar']);
    expect(result.lines).not.toMatch(/tea bags/);
    expect(result.lines).toMatch(/flour/);
  });

  it('a baking cart makes a cake, not a savoury bake with onion and garlic', () => {
    const result = answer('something to bake this afternoon', ['flour', 'apple', 'butter', 'sugar']);
    expect(result.recipe.title).toMatch(/cake/i);
    expect(result.lines).not.toMatch(/onion|garlic/);
  });

  it('a restriction after the side request is still kept', () => {
    const result = answer('something to go alongside the burgers, dairy-free', ['corn', 'butter', 'lime', 'chilli']);
    expect(result.lines).not.toMatch(/\bbutter\b(?!.*(vegan|plant))/);
  });
});

describe("a cart item is written in the cook's word", () => {
  it('prawns, not peeled shrimp', () => {
    const result = answer('a quick prawn dinner', ['prawn', 'pak choi', 'rice noodles', 'ginger']);
    expect(result.lines).toMatch(/\bprawns\b/);
    expect(result.lines).not.toMatch(/shrimp/);
    expect(result.adapted.steps.join(' ')).not.toMatch(/shrimp/);
  });

  it('sea bass, not cod fillets, in the lines and the title', () => {
    const result = answer('dinner with the fish we bought', ['sea bass', 'fennel', 'lemon', 'new potato']);
    expect(result.lines).toMatch(/sea bass/);
    expect(result.lines).not.toMatch(/\bcod\b/);
    expect(result.recipe.title).not.toMatch(/\bcod\b/i);
  });

  it('a general word ("pasta") leaves the dish its own pasta', () => {
    const result = answer('use up my cart', ['pasta', 'garlic', 'tinned tomato', 'olives']);
    expect(result.lines).toMatch(/spaghetti|penne|lasagne|pasta/);
  });
});

describe('names the kitchen table gives another food are read', () => {
  it.each([
    ['orzo with spinach and feta', /orzo/, /spinach/],
    ['orzo with peas, lemon and parmesan', /orzo/, /peas/],
  ])('%s is a pasta dish of orzo', (prompt, pasta, food) => {
    const result = answer(prompt);
    expect(result.lines).toMatch(pasta);
    expect(result.lines).toMatch(food);
    expect(result.lines).not.toMatch(/spaghetti|baby potatoes/);
  });

  it('a marmalade sandwich is bread, butter and marmalade', () => {
    const result = answer('a marmalade sandwich for the train');
    expect(result.lines).toMatch(/marmalade/);
    expect(result.lines).toMatch(/bread/);
    expect(result.lines).not.toMatch(/mayonnaise|lettuce/);
  });

  it("an elided article is a word of its own: bucatini all'amatriciana", () => {
    const result = answer("bucatini all'amatriciana for two");
    expect(result.lines).toMatch(/guanciale/);
    expect(result.lines).toMatch(/bucatini/);
  });

  it.each([
    ['smashed baby potatoes with rosemary', /potato/],
    ['a summer fruit pudding', /bread/],
  ])('%s is made', (prompt, food) => {
    expect(answer(prompt).lines).toMatch(food);
  });
});

describe("'bread' beside a bread of the index restates it", () => {
  it.each([
    ['a naan bread for the curry', /^naan/i],
    ['garlic naan bread', /garlic naan/i],
  ])('%s', (prompt, title) => {
    const result = answer(prompt);
    expect(result.recipe.title).toMatch(title);
    expect(result.lines).toMatch(/flour/);
  });

  it('a no-knead bread is the index loaf; an invented loaf is still no dish', () => {
    const result = answer('a no-knead bread for the weekend');
    expect(result.recipe.title).toMatch(/no-knead/i);
    expect(result.lines).toMatch(/yeast/);
    expect(composeForPromptOrUnknown('an easy no-knead loaf')).toBeNull();
  });
});
