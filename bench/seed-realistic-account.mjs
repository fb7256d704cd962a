// A realistic signed-in cook in a built server (bench/built-server.mjs): Pro, 40 saved recipes with images,
// this month planned with 60 entries and a 30-item cart. For the signed-in Lighthouse and INP benches.
import { SCREENSHOT_PASSWORD, signUpVerified } from './built-server.mjs';

const DISHES = [
  'Thai green curry',
  'Shakshuka',
  'Lemon herb roast chicken',
  'Mushroom risotto',
  'Black bean chili',
  'Salmon teriyaki',
  'Pea and mint soup',
  'Lentil dal',
];
const CART = [
  'eggs',
  'milk',
  'butter',
  'onions',
  'garlic',
  'carrots',
  'spinach',
  'tomatoes',
  'rice',
  'pasta',
  'lemons',
  'limes',
  'ginger',
  'coriander',
  'basil',
  'chicken thighs',
  'salmon fillets',
  'tofu',
  'coconut milk',
  'chickpeas',
  'lentils',
  'black beans',
  'cheddar',
  'parmesan',
  'yogurt',
  'bread',
  'potatoes',
  'mushrooms',
  'peppers',
  'courgettes',
];

async function post(context, server, pathname, data, expected = [200, 201]) {
  const response = await context.request.post(`${server.url}${pathname}`, { headers: { origin: server.url }, data });
  if (!expected.includes(response.status())) throw new Error(`${pathname}: ${response.status()} ${await response.text()}`);
  return response.json();
}

/** Seeds the account in a Playwright browser context (signed in afterwards); answers its session cookie header. */
export async function seedRealisticAccount(context, server, email = `bench-${Date.now()}@example.test`) {
  await signUpVerified(context, server, email, 'Bench Cook');
  await post(context, server, '/api/billing/dev/pay', { priceType: 'monthly' });
  // A handful of generated images (the dev provider), shared by the 40 recipes as a library would show them.
  const images = [];
  for (const dish of DISHES.slice(0, 6)) {
    try {
      images.push((await post(context, server, '/generate-image', { title: dish, ingredients: ['1 onion', '2 cloves garlic'] })).imageUrl);
    } catch (error) {
      console.info(`  (image for ${dish} not made: ${error.message.slice(0, 80)})`);
    }
  }
  const recipeIds = [];
  for (let index = 0; index < 40; index += 1) {
    const dish = DISHES[index % DISHES.length];
    const saved = await post(context, server, '/api/recipes', {
      title: `${dish} ${index + 1}`,
      ingredients: ['1 onion, chopped', '2 cloves garlic', '400 g chopped tomatoes', '200 g rice', '1 tbsp olive oil', 'salt and pepper'],
      instructions: ['Soften the onion and garlic in the oil for 5 minutes.', 'Add the tomatoes and simmer for 15 minutes.', 'Serve with the rice.'],
      category: ['Breakfast', 'Lunch', 'Dinner', 'Dessert'][index % 4],
      servings: '4',
      totalTime: '30 mins',
      imageUrl: images.length ? images[index % images.length] : '',
    });
    recipeIds.push(saved.id);
  }
  const now = new Date();
  const daysInMonth = new Date(now.getFullYear(), now.getMonth() + 1, 0).getDate();
  for (let index = 0; index < 60; index += 1) {
    const day = (index % daysInMonth) + 1;
    const date = `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
    await post(context, server, '/api/meal-plan/entries', { date, recipeId: recipeIds[index % recipeIds.length] });
  }
  for (const name of CART) await post(context, server, '/api/cart/items', { name });
  const cookies = await context.cookies(server.url);
  return { email, password: SCREENSHOT_PASSWORD, cookieHeader: cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join('; ') };
}
