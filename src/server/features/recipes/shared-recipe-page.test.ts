import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../test/test-app.ts';
import { createTestUser, type TTestUser } from '../../test/test-users.ts';
import { saveRecipeId } from '../../test/recipe-test-helpers.ts';

// The product-wide head the built index.html carries (trimmed).
const INDEX_HTML = `<!doctype html><html><head>
<title>Forkcast | AI-Powered Custom Recipes &amp; Meal Planning</title>
<meta name="description" content="Forkcast turns what is in your pantry into recipes." />
<meta property="og:type" content="website" />
<meta property="og:title" content="Forkcast | AI-Powered Custom Recipes &amp; Meal Planning" />
<meta
  property="og:description"
  content="Custom recipes from your pantry."
/>
<meta name="twitter:card" content="summary" />
</head><body><div id="root"></div></body></html>`;

describe('/shared/{id} page: the link card a chat app reads from the served HTML', () => {
  let testApp: TTestApp;
  let owner: TTestUser;

  beforeAll(async () => {
    const webDir = mkdtempSync(path.join(tmpdir(), 'forkcast-web-'));
    writeFileSync(path.join(webDir, 'index.html'), INDEX_HTML);
    testApp = await createTestApp({ webDir });
    owner = await createTestUser(testApp);
  });

  afterAll(async () => {
    await testApp.close();
  });

  it('writes the recipe title, description and image into og: and twitter: tags, once each', async () => {
    const recipeId = await saveRecipeId(testApp, owner, { title: 'Fish & "Chips" <Deluxe>', imageUrl: '/uploads/recipe-images/x/fish.svg', servings: '2' });
    const { id } = (await testApp.app.inject({ method: 'POST', url: `/api/recipes/${recipeId}/share`, headers: { cookie: owner.cookie } })).json();

    const response = await testApp.app.inject({ method: 'GET', url: `/shared/${id}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    const html = response.body;
    expect(html).toContain('<title>Fish &#38; &#34;Chips&#34; &#60;Deluxe&#62; | Forkcast</title>');
    expect(html).toContain('<meta property="og:title" content="Fish &#38; &#34;Chips&#34; &#60;Deluxe&#62; | Forkcast" />');
    expect(html).toContain('<meta property="og:type" content="article" />');
    expect(html).toContain(`<meta property="og:url" content="${testApp.deps.config.APP_URL}/shared/${id}" />`);
    expect(html).toContain(`<meta property="og:image" content="${testApp.deps.config.APP_URL}/uploads/recipe-images/x/fish.svg" />`);
    expect(html).toMatch(/<meta property="og:description" content="Serves 2 · 35 mins · 3 ingredients: 2 chicken breasts, 1 lemon, 3 cloves garlic" \/>/);
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image" />');
    expect(html).toContain('<meta name="robots" content="noindex" />');
    for (const tag of ['<title>', 'property="og:title"', 'property="og:description"', 'property="og:type"', 'name="description"', 'name="twitter:card"']) {
      expect(html.split(tag).length - 1, tag).toBe(1);
    }
    expect(html).not.toContain('<Deluxe>');
    expect(html).not.toContain(owner.id);
    expect(html).toContain('<div id="root">');
  });

  it("inserts a title with $` $' $& $$ literally, never copying the page head into the tags", async () => {
    const title = "Pie $` and $' and $& and $$ end";
    const recipeId = await saveRecipeId(testApp, owner, { title, servings: '2' });
    const { id } = (await testApp.app.inject({ method: 'POST', url: `/api/recipes/${recipeId}/share`, headers: { cookie: owner.cookie } })).json();

    const html = (await testApp.app.inject({ method: 'GET', url: `/shared/${id}` })).body;
    const escapedTitle = 'Pie $` and $&#39; and $&#38; and $$ end | Forkcast';
    expect(html).toContain(`<title>${escapedTitle}</title>`);
    expect(html).toContain(`<meta property="og:title" content="${escapedTitle}" />`);
    expect(html).toContain(`<meta name="twitter:title" content="${escapedTitle}" />`);
    expect(html.split('<head>').length - 1).toBe(1);
    expect(html.split('</head>').length - 1).toBe(1);
    expect(html.split('<body>').length - 1).toBe(1);
    // The page is the shell plus the tags: a copied head or body would at least double it.
    expect(html.length).toBeLessThan(INDEX_HTML.length + 2000);
  });

  it('keeps the product card for a missing share, and the app says it is gone', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/shared/AAAAAAAAAAAAAAAAAAAAAA' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(INDEX_HTML);
  });
});
