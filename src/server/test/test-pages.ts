// Small recipe pages written for the tests (never copies of real sites).

export const JSON_LD_PAGE = `<!doctype html><html><head><title>Weeknight Dal</title>
<script type="application/ld+json">{"@context":"https://schema.org","@graph":[
  {"@type":"WebPage","@id":"https://cook.test/dal/#webpage","name":"Weeknight Dal | Cook Test"},
  {"@type":"ImageObject","@id":"https://cook.test/dal/#primaryimage","url":"https://cook.test/img/dal.jpg"},
  {"@type":["Recipe"],"name":"Weeknight Red Lentil Dal &amp; Rice","image":{"@id":"https://cook.test/dal/#primaryimage"},
   "recipeYield":["4","4 servings"],"prepTime":"PT10M","cookTime":"PT25M","totalTime":"PT35M",
   "recipeIngredient":["1 cup red lentils","1 tbsp ghee ((or oil))","1 tsp cumin seeds","3 cups water"],
   "recipeInstructions":[
     {"@type":"HowToSection","name":"Dal","itemListElement":[
       {"@type":"HowToStep","text":"Rinse the lentils."},
       {"@type":"HowToStep","text":"Simmer with the water for 20 minutes."}]},
     {"@type":"HowToSection","name":"Tadka","itemListElement":[
       {"@type":"HowToStep","text":"Fry the cumin in ghee and pour over."}]}]}
]}</script></head><body><h1>Weeknight Dal</h1></body></html>`;

export const MICRODATA_PAGE = `<!doctype html><html><head><title>Granola</title></head><body>
<article itemscope itemtype="http://schema.org/Recipe">
  <h1 itemprop="name">Maple Granola</h1>
  <div itemprop="author" itemscope itemtype="http://schema.org/Person"><span itemprop="name">Ada Cook</span></div>
  <img itemprop="image" src="/img/granola.jpg" alt="">
  <meta itemprop="totalTime" content="PT1H5M">
  <span itemprop="recipeYield">8 cups</span>
  <ul>
    <li itemprop="recipeIngredient">3 cups rolled oats</li>
    <li itemprop="recipeIngredient">1/3 cup maple syrup</li>
    <li itemprop="recipeIngredient">1/4 cup olive oil</li>
  </ul>
  <ol itemprop="recipeInstructions"><li>Heat the oven to 150&deg;C.</li><li>Mix everything.</li><li>Bake for an hour, stirring twice.</li></ol>
</article></body></html>`;

export const PLAIN_PAGE = `<!doctype html><html><head><title>Grandma's stew</title></head><body>
<nav>Home | About</nav><main><h1>Grandma's beef stew</h1>
<p>You need 1 kg beef chuck, 4 carrots, 2 onions and a litre of stock. Brown the beef, add the vegetables and stock,
and simmer for two hours until tender.</p></main><footer>© cook.test</footer></body></html>`;

// ---- one small page per schema.org edge case the importer reads

/** recipeInstructions as one HTML string, days in an ISO 8601 duration, recipeYield as an array, image as an array of ImageObjects. */
export const HTML_STRING_STEPS_PAGE = `<!doctype html><html><head>
<script type="application/ld+json">{"@context":"https://schema.org","@type":"Recipe","name":"Slow Sourdough",
 "recipeIngredient":["500 g bread flour","350 g water","10 g salt"],
 "recipeInstructions":"<ol><li>Mix flour and water.</li><li>Add the salt &amp; fold.</li></ol><p>Bake at 250&deg;C.</p>",
 "totalTime":"P1DT2H30M","recipeYield":["6","6 to 8 slices"],
 "image":[{"@type":"ImageObject","url":"https://cook.test/img/loaf-wide.jpg","width":1200},{"@type":"ImageObject","url":"https://cook.test/img/loaf-square.jpg"}]}</script>
</head><body><h1>Slow Sourdough</h1></body></html>`;

/** A Recipe reached through mainEntity by @id in a @graph, its image an @id reference, PHP-escaped quotes in a string. */
export const GRAPH_REFERENCE_PAGE = `<!doctype html><html><head>
<script type="application/ld+json">{"@context":"https://schema.org","@graph":[
 {"@type":"WebPage","@id":"https://cook.test/soup/#webpage","mainEntity":{"@id":"https://cook.test/soup/#recipe"}},
 {"@type":"ImageObject","@id":"https://cook.test/soup/#img","contentUrl":"https://cook.test/img/soup.png"},
 {"@type":"Recipe","@id":"https://cook.test/soup/#recipe","name":"Grandma\\'s Tomato Soup","image":{"@id":"https://cook.test/soup/#img"},
  "recipeIngredient":["1 kg tomatoes","1 onion"],"recipeInstructions":[{"@type":"HowToStep","text":"Roast the tomatoes."},{"@type":"HowToStep","text":"Blend with the onion."}],
  "prepTime":"PT15M","cookTime":"PT45M","recipeYield":"4 - 6 bowls"}]}</script>
</head><body></body></html>`;

/** RDFa Lite with the schema.org vocabulary. */
export const RDFA_PAGE = `<!doctype html><html><head><title>Pancakes</title></head><body>
<div vocab="https://schema.org/" typeof="Recipe">
  <h1 property="name">Fluffy Pancakes</h1>
  <img property="image" src="/img/pancakes.webp" alt="">
  <meta property="totalTime" content="PT20M">
  <p>Makes <span property="recipeYield">8 pancakes</span></p>
  <ul><li property="recipeIngredient">1 cup flour</li><li property="recipeIngredient">1 cup milk</li><li property="recipeIngredient">1 egg</li></ul>
  <ol property="recipeInstructions"><li>Whisk everything.</li><li>Fry in a hot pan.</li></ol>
  <div property="author" typeof="Person"><span property="name">Sam</span></div>
</div></body></html>`;

/** A declared Recipe whose lists are empty: the lists under the page's headings, servings from a label. */
export const EMPTY_LISTS_PAGE = `<!doctype html><html><head>
<script type="application/ld+json">{"@context":"https://schema.org","@type":"Recipe","name":"Herb Omelette","recipeIngredient":[],"recipeInstructions":[]}</script>
</head><body><nav><ul><li>Home</li></ul></nav><article>
<div><span>Servings:</span><span>2</span></div>
<h2>Ingredients</h2><ul><li>3 eggs</li><li><strong>Herbs</strong><ul><li>1 tbsp chives</li><li>1 tbsp parsley</li></ul></li></ul>
<h2>Instructions</h2><ol><li>Beat the eggs with the herbs.</li><li>Cook gently in butter.</li></ol>
<h2>Comments</h2><ul><li>Lovely!</li></ul></article></body></html>`;

/** A Recipe offering several pictures of different sizes, stated or in the address, and a share picture with its size. */
export const PICTURE_CHOICE_PAGE = `<!doctype html><html><head>
<meta property="og:image" content="https://cook.test/img/pie-share.jpg"><meta property="og:image:width" content="1000"><meta property="og:image:height" content="700">
<script type="application/ld+json">{"@context":"https://schema.org","@type":"Recipe","name":"Apple Pie",
 "recipeIngredient":["6 apples","1 pie crust"],"recipeInstructions":"Fill the crust.<br>Bake for 50 minutes.",
 "image":["https://cook.test/img/pie.jpg","https://cook.test/img/pie-900x900.jpg",{"@type":"ImageObject","url":"https://cook.test/img/pie-wide.jpg","width":"1600px","height":500}]}</script>
</head><body><h1>Apple Pie</h1></body></html>`;
