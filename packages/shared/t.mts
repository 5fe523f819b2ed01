import { formatAmount } from './src/amounts.ts';
import { scaleQuantity } from './src/scaling.ts';
import { convertForDisplay } from './src/unit-systems.ts';
import { convertTemperatures } from './src/temperatures.ts';
import { cookSteps, ingredientsForStep } from './src/cook-steps.ts';
const f: Array<[number,string]> = [[1.5,'cup'],[1/3,'tsp'],[0.5,'cup'],[2,''],[1,'lb'],[250,'g'],[1.5,'l'],[2,'cup'],[3,'clove'],[2,'slice'],[2,'pinch'],[2,'tsp'],[2,'fl oz'],[0,'to taste'],[0,'as needed'],[0,'cup'],[1.4999999,'cup'],[0.2,'tsp'],[0.1,'tsp'],[12.345,'g'],[0.004,'g'],[2.5,'kg'],[1,'cup'],[1.02,'cup'],[0.97,'cup'],[0,'pinch'],[3,'bunch'],[1.75,'oz'],[0.666,''],[NaN,'cup']];
for (const [q,u] of f) console.log(q,u,'=>',JSON.stringify(formatAmount(q,u)));
const s: Array<[number,string,number]> = [[1,'',0.5],[1,'',0.25],[3,'',0.5],[1,'clove',0.25],[1/3,'cup',2],[0.5,'tsp',3],[200,'g',1.5],[75,'g',1.5],[1,'g',0.25],[1.25,'kg',1.5],[1,'pinch',3],[1,'to taste',3],[60000,'g',2],[0.125,'tsp',0.5],[7,'g',0.5],[2,'tbsp',1.5]];
for (const [q,u,k] of s) console.log('scale',q,u,'x',k,'=>',JSON.stringify(scaleQuantity(q,u,k)), formatAmount(scaleQuantity(q,u,k).quantity,u));
const c: Array<[number,string,'us'|'metric']> = [[1,'tsp','metric'],[1,'tbsp','metric'],[1,'cup','metric'],[0.5,'cup','metric'],[3,'cup','metric'],[4,'cup','metric'],[1,'gallon','metric'],[6,'cup','metric'],[8,'oz','metric'],[1,'lb','metric'],[2.2,'lb','metric'],[5,'ml','us'],[15,'ml','us'],[240,'ml','us'],[720,'ml','us'],[1,'l','us'],[2,'l','us'],[100,'g','us'],[250,'g','us'],[500,'g','us'],[1,'kg','us'],[28,'g','us'],[2,'tbsp','us'],[3,'piece','metric'],[1,'cup','as-written'],[750,'ml','us'],[1.5,'l','us'],[30,'ml','us'],[0.25,'tsp','metric']];
for (const [q,u,sys] of c) { const r = convertForDisplay(q,u,sys); console.log('conv',q,u,sys,'=>',formatAmount(r.quantity,r.unit), r.quantity); }
for (const t of ['Bake at 350°F for 25 minutes.','Heat to 180C.','Roast at 200 °C','Preheat to 425 degrees F','Bake at 350-375°F','Cook to 165°F inside','Gas mark 4','Gas mark 4 (180C)','Add 2 C flour','Bake 12 C','Preheat oven to 220 degrees Celsius']) console.log(t,'|',convertTemperatures(t,'metric'),'|',convertTemperatures(t,'us'));
console.log(cookSteps('Boil water.\n\nAdd pasta and cook.\n\nDrain.'));
console.log(cookSteps('1. Boil water\n2. Add pasta\n3) Drain'));
console.log(cookSteps('1. Boil water. 2. Add 1.5 cups pasta. 3. Drain approx. 5 min. later.'));
console.log(cookSteps('Simmer approx. 5 min. until soft. Add 1.5 cups stock. Serve.'));
const ing = [{item:'unsalted butter'},{item:'large eggs'},{item:'olive oil'},{item:'vegetable oil'},{item:'garlic cloves, minced'},{item:'brown sugar'},{item:'sugar'},{item:'Tomatoes (ripe)'},{item:'all-purpose flour'}];
for (const st of ['Melt the butter.','Beat the egg.','Heat the olive oil.','Heat the oil.','Add the garlic.','Stir in the sugar.','Add brown sugar','Add tomato and flour','Add the eggs and BUTTER']) console.log(st,'=>',ingredientsForStep(st,ing).map(i=>i.item));
