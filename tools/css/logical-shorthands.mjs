import stylelint from 'stylelint';
import valueParser from 'postcss-value-parser';

/**
 * A shorthand whose left and right differ ("padding: 0 1rem 0 2rem", a border-radius rounded on
 * one side) lays out the same way in both reading directions; stylelint-use-logical looks only
 * at longhands. This rule asks for the logical longhands instead, and writes them on --fix:
 * "padding-block: 0; padding-inline: 2rem 1rem". On --fix it also rewrites the side borders'
 * colour, style and width ("border-right-color"), which stylelint-use-logical reports but
 * cannot fix, so `npm run css:logical` leaves nothing to do by hand.
 */
const ruleName = 'hearth/logical-shorthands';
const messages = stylelint.utils.ruleMessages(ruleName, {
  sides: (prop) => `"${prop}" differs left and right. Use "${prop}-block" and "${prop}-inline".`,
  corners: () => 'This border-radius differs left and right. Use border-start-start-radius and its siblings.',
});

const FOUR_SIDED = new Set(['margin', 'padding', 'inset', 'scroll-margin', 'scroll-padding']);
const SIDE_BORDER_PART = /^border-(left|right)-(color|style|width)$/i;

function values(value) {
  return valueParser(value)
    .nodes.filter((node) => node.type !== 'space' && node.type !== 'comment')
    .map((node) => valueParser.stringify(node));
}

/** The four corners of a border-radius (top-left, top-right, bottom-right, bottom-left), or null for one with a slash. */
function corners(value) {
  if (value.includes('/')) return null;
  const [a, b = a, c = a, d = b] = values(value);
  return [a, b, c, d];
}

const ruleFunction = (primary, _secondary, context) => (root, result) => {
  if (!primary) return;
  root.walkDecls((decl) => {
    const prop = decl.prop.toLowerCase();
    const sideBorder = SIDE_BORDER_PART.exec(prop);
    if (sideBorder && context.fix) {
      decl.prop = `border-inline-${sideBorder[1] === 'left' ? 'start' : 'end'}-${sideBorder[2]}`;
    } else if (FOUR_SIDED.has(prop)) {
      const parts = values(decl.value);
      if (parts.length !== 4 || parts[1] === parts[3]) return;
      if (context.fix) {
        const [top, right, bottom, left] = parts;
        decl.cloneBefore({ prop: `${prop}-block`, value: top === bottom ? top : `${top} ${bottom}` });
        decl.cloneBefore({ prop: `${prop}-inline`, value: `${left} ${right}` });
        decl.remove();
        return;
      }
      stylelint.utils.report({ message: messages.sides(prop), node: decl, result, ruleName });
    } else if (prop === 'border-radius') {
      const corner = corners(decl.value);
      if (!corner || (corner[0] === corner[1] && corner[2] === corner[3])) return;
      if (context.fix) {
        const [topLeft, topRight, bottomRight, bottomLeft] = corner;
        decl.cloneBefore({ prop: 'border-start-start-radius', value: topLeft });
        decl.cloneBefore({ prop: 'border-start-end-radius', value: topRight });
        decl.cloneBefore({ prop: 'border-end-end-radius', value: bottomRight });
        decl.cloneBefore({ prop: 'border-end-start-radius', value: bottomLeft });
        decl.remove();
        return;
      }
      stylelint.utils.report({ message: messages.corners(), node: decl, result, ruleName });
    }
  });
};

ruleFunction.ruleName = ruleName;
ruleFunction.messages = messages;

export default stylelint.createPlugin(ruleName, ruleFunction);
