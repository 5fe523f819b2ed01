/**
 * Stylesheets lay out in the reading direction (docs/translating.md): logical properties
 * (margin-inline-start, inset-inline-end, text-align: start), never left or right, so a right
 * to left language mirrors the page. Top, bottom, widths and heights stay physical: no
 * language here writes vertically, so they never turn. `npm run lint` checks; `npm run
 * css:logical` converts what it can (tools/css/).
 */
const VERTICAL_OR_SIZE = [/^(margin|padding|border)-(top|bottom)/i, /^(top|bottom)$/i, /^(min-|max-)?(width|height)$/i];

export default {
  plugins: ['./tools/css/logical-shorthands.mjs', 'stylelint-use-logical'],
  rules: {
    // First: on --fix it rewrites the side borders use-logical cannot, before use-logical looks.
    'hearth/logical-shorthands': true,
    'csstools/use-logical': ['always', { except: VERTICAL_OR_SIZE }],
  },
};
