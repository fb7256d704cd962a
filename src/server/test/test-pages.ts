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
