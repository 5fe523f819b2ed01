import { createServer } from 'node:http';

/**
 * Playwright starts this beside the app: a recipe web site on loopback, with pages written for
 * The Hearth's journeys (schema.org JSON-LD, as most recipe sites publish), and one that
 * refuses servers as some sites do.
 */
const port = Number(process.env.PORT);

const RECIPE = {
  '@context': 'https://schema.org',
  '@type': 'Recipe',
  name: 'Brown Butter Carrots',
  description: 'Roasted carrots glazed with brown butter and honey.',
  prepTime: 'PT10M',
  cookTime: 'PT30M',
  recipeYield: '4 servings',
  recipeCategory: 'Side',
  recipeIngredient: [
    'For the carrots:',
    '1 kg carrots, peeled and halved',
    '2 tbsp olive oil',
    'For the glaze:',
    '60 g butter',
    '1 tbsp honey, plus more to taste',
  ],
  recipeInstructions: [
    { '@type': 'HowToStep', text: 'Roast the carrots with the oil at 220°C for 25 minutes.' },
    { '@type': 'HowToStep', text: 'Brown the butter, stir in the honey and toss with the carrots.' },
  ],
};

function page(json: object): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Brown Butter Carrots | Loopback Kitchen</title>
<script type="application/ld+json">${JSON.stringify(json)}</script></head>
<body><h1>Brown Butter Carrots</h1><p>A side for any roast.</p></body></html>`;
}

/** A recipe with a picture, which the import's review shows. */
const PIE = {
  '@context': 'https://schema.org',
  '@type': 'Recipe',
  name: 'Picture Pie',
  image: `http://127.0.0.1:${port}/pictures/pie.png`,
  recipeIngredient: ['2 apples', 'salt to taste'],
  recipeInstructions: [{ '@type': 'HowToStep', text: 'Bake.' }],
};

/** A 1x1 PNG: enough for a browser to draw. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

const server = createServer((request, response) => {
  const path = new URL(request.url ?? '/', 'http://site').pathname;
  if (path === '/ready') return response.writeHead(200).end('ok');
  if (path === '/recipes/brown-butter-carrots') {
    return response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(page(RECIPE));
  }
  if (path === '/recipes/picture-pie') {
    return response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(page(PIE));
  }
  if (path === '/pictures/pie.png') return response.writeHead(200, { 'content-type': 'image/png' }).end(PNG);
  if (path === '/members-only') return response.writeHead(403).end('Forbidden');
  return response.writeHead(404).end('Not found');
});
server.listen(port, '127.0.0.1', () => console.log(`Recipe site listening at http://127.0.0.1:${port}`));
