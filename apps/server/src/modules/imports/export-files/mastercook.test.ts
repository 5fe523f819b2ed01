import { describe, expect, it } from 'vitest';
import { namesAndErrors, readZipWithPhoto, tempFolderForEachTest, writeAndReadExport } from '../../../../test/export-fixtures.js';

const folder = tempFolderForEachTest();

/** An .mx2 file laid out as MasterCook writes it: a list of names, then one RcpE per recipe. */
const MX2 = `<?xml version="1.0" standalone="yes" encoding="ISO-8859-1"?>
<!DOCTYPE mx2 SYSTEM "mx2.dtd">
<mx2 source="MasterCook" date="November 24, 2026">
<Summ>
<Nam>
Cr\u00e8me Caramel
</Nam>
<Nam>
Carrot Sticks
</Nam>
<Nam>
Plain Rice
</Nam></Summ>
<RcpE name="Cr\u00e8me Caramel" author="Mme Dupont" img="Images\\creme.jpg">
<Serv qty="6"/>
<PrpT elapsed="0:25"/>
<CatS>
<CatT>
Desserts
</CatT>
<CatT>
French
</CatT>
</CatS>
<IngR name="For the caramel:" unit="" qty=""></IngR>
<IngR name="sugar" unit="cup" qty="1/2"></IngR>
<IngR name="For the custard:" unit="" qty=""></IngR>
<IngR name="milk" unit="cups" qty="2">
<IPrp>
warmed
</IPrp>
</IngR>
<IngR name="eggs" unit="" qty="3"></IngR>
<DirS>
<DirT img="">
Melt the sugar until amber and pour it into the moulds.
</DirT>
<DirT img="">
Whisk the eggs into the milk \u0096 gently.

Bake in a water bath for 40 minutes.
</DirT>
</DirS>
<Desc>
A bistro classic.
</Desc>
<Srce>
Grandmother's notebook
</Srce>
<AltS label="Internet address" source="https://mastercook.example/creme-caramel"/>
<TTim elapsed="1:45"/>
<Note>
Chill overnight.
</Note>
<Nutr>
Per serving: 210 calories
</Nutr>
</RcpE>
<RcpE name="Carrot Sticks - (4" by 1/2")" author="">
<Serv qty="4"/>
<IngR name="carrots" unit="" qty="4"></IngR>
<DirS><DirT img="">Cut the carrots.</DirT></DirS>
</RcpE>
<RcpE name="Plain Rice" author="">
<Yield unit="servings" qty="3.000000"/>
<IngR name="rice" unit="cup" qty="1"></IngR>
<DirS><DirT img="">Simmer for 18 minutes.</DirT></DirS>
</RcpE>
</mx2>
`;

const WINDOWS_1252 = Buffer.from(MX2, 'latin1');

describe('MasterCook exports', () => {
  it('reads every RcpE of an .mx2 written in windows-1252', async () => {
    const { format, recipes } = await writeAndReadExport(folder, 'Desserts.mx2', WINDOWS_1252);
    expect(format).toBe('mastercook');
    expect(recipes.map((recipe) => recipe.error)).toEqual([undefined, undefined, undefined]);
    const [caramel, sticks, rice] = recipes;
    expect(caramel!.dish).toMatchObject({
      dishName: 'Crème Caramel',
      description: 'A bistro classic.',
      servings: 6,
      prepTime: 25,
      cookTime: null,
      totalTime: 105,
      sourceUrl: 'https://mastercook.example/creme-caramel',
      tags: ['Desserts', 'French'],
      instructions: [
        'Melt the sugar until amber and pour it into the moulds.',
        'Whisk the eggs into the milk – gently.',
        'Bake in a water bath for 40 minutes.',
      ],
      notes: "Chill overnight.\n\nNutrition: Per serving: 210 calories\n\nSource: Grandmother's notebook, by Mme Dupont",
    });
    expect(caramel!.dish!.ingredients.map(({ quantity, unit, item, note, group }) => [quantity, unit, item, note ?? '', group])).toEqual([
      [0.5, 'cup', 'sugar', '', 'For the caramel'],
      [2, 'cup', 'milk', 'warmed', 'For the custard'],
      [3, '', 'eggs', '', 'For the custard'],
    ]);
    // MasterCook leaves quotes in names unescaped: the name is cut there, the recipe and the next still read.
    expect(sticks!.dish).toMatchObject({ servings: 4, instructions: ['Cut the carrots.'] });
    expect(sticks!.dish!.dishName).toMatch(/^Carrot Sticks/);
    expect(rice!.dish).toMatchObject({ dishName: 'Plain Rice', servings: 3, instructions: ['Simmer for 18 minutes.'] });
  });

  it('reads a .mz2 zip with the photos its recipes name', async () => {
    const { photo, format, recipes } = await readZipWithPhoto(
      folder,
      'Desserts.mz2',
      { name: 'Desserts.mx2', data: WINDOWS_1252 },
      'Images/creme.jpg',
    );
    expect(format).toBe('mastercook');
    expect(recipes).toHaveLength(3);
    expect(recipes[0]!.picture?.equals(photo)).toBe(true);
    expect(recipes[2]!.picture).toBeUndefined();
  });

  it('names a recipe without a name in the failures and reads the rest', async () => {
    const { recipes } = await writeAndReadExport(
      folder,
      'x.mx2',
      '<mx2 source="MasterCook"><RcpE name=""><IngR name="salt" qty="1" unit="pinch"/></RcpE><RcpE name="Salt"><IngR name="salt" qty="1" unit="pinch"/></RcpE></mx2>',
    );
    expect(namesAndErrors(recipes)).toEqual([
      ['Untitled recipe', 'This recipe has no name.'],
      ['Salt', undefined],
    ]);
  });
});

/** MasterCook's text export, laid out as it writes each recipe. */
const MXP = [
  '',
  '                     *  Exported from  MasterCook  *',
  '',
  "                            Shepherd's Pie",
  '',
  'Recipe By     : Aunt May',
  'Serving Size  : 6     Preparation Time :0:40',
  'Categories    : Main Dish                        British',
  '',
  '  Amount  Measure       Ingredient -- Preparation Method',
  '--------  ------------  --------------------------------',
  '   1      pound         ground lamb',
  '   1      large         onion -- chopped',
  '   2      cups          beef stock',
  '',
  'Brown the lamb with the onion.',
  '',
  'Spread the potatoes on top and bake for 25 minutes.',
  '',
  'Source:',
  '  "Family cookbook"',
  'S(Internet Address):',
  '  "https://mastercook.example/pie"',
  '                                    - - - - - - - - - - - - - - - - - - -',
  '',
  'NOTES : Freezes well.',
  '',
  'Per Serving (excluding unknown items): 420 Calories; 20g Fat',
  '',
  '',
  '                     *  Exported from  MasterCook  *',
  '',
  '                              Gravy',
  '',
  'Serving Size  : 4',
  '',
  '  Amount  Measure       Ingredient -- Preparation Method',
  '--------  ------------  --------------------------------',
  '   2      tablespoons   flour',
  '',
  'Whisk into the pan juices.',
  '',
].join('\r\n');

describe('MasterCook text exports', () => {
  it('reads each recipe of an .mxp, its ingredient table by the columns of its dash line', async () => {
    const { format, recipes } = await writeAndReadExport(folder, 'pies.mxp', MXP);
    expect(format).toBe('mastercook');
    expect(namesAndErrors(recipes)).toEqual([
      ["Shepherd's Pie", undefined],
      ['Gravy', undefined],
    ]);
    expect(recipes[0]!.dish).toMatchObject({
      servings: 6,
      prepTime: 40,
      tags: ['Main Dish', 'British'],
      sourceUrl: 'https://mastercook.example/pie',
      instructions: ['Brown the lamb with the onion.', 'Spread the potatoes on top and bake for 25 minutes.'],
      notes:
        'Freezes well.\n\nNutrition: Per Serving (excluding unknown items): 420 Calories; 20g Fat\n\nSource: Family cookbook, by Aunt May',
    });
    expect(recipes[0]!.dish!.ingredients.map(({ quantity, unit, item, note }) => [quantity, unit, item, note ?? ''])).toEqual([
      [1, 'lb', 'ground lamb', ''],
      [1, '', expect.stringMatching(/onion/), expect.stringMatching(/chopped/)],
      [2, 'cup', 'beef stock', ''],
    ]);
    expect(recipes[1]!.dish).toMatchObject({ servings: 4, instructions: ['Whisk into the pan juices.'] });
  });

  it('reads rows and header lines built to make a pattern backtrack, in one go', async () => {
    const spaces = ' '.repeat(1_000_000);
    const mxp = [
      '                     *  Exported from  MasterCook  *',
      '',
      '                              Long Rows',
      '',
      // Header-like lines of letters with no label's colon, and no ingredient table after them.
      ...Array.from({ length: 2_000 }, () => `${'Serving Size '.repeat(14)}x: y`),
      '',
      '  Amount  Measure       Ingredient -- Preparation Method',
      '--------  ------------  --------------------------------',
      `   1      cup           rice${spaces}x`,
      '',
      'Cook the rice.',
      '',
    ].join('\r\n');
    const { recipes } = await writeAndReadExport(folder, 'long.mxp', mxp);
    expect(namesAndErrors(recipes)).toEqual([['Long Rows', undefined]]);
    expect(recipes[0]!.dish!.ingredients).toMatchObject([{ quantity: 1, unit: 'cup', item: expect.stringMatching(/^rice/) }]);
  });
});
