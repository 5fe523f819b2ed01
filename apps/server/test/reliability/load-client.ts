import { MEAL_TYPES } from '@hearth/shared/meal-rules';
import type { seededRandom } from '../../src/scripts/fake-library.js';
import type { JsonClient, JsonRequest } from '../http-json.js';

export interface Cook {
  email: string;
  password: string;
  /** The seeded library: read and planned with, never changed by the load. */
  libraryDishIds: number[];
}

export interface Outcome {
  operation: Operation;
  /** 0 when the connection failed. */
  status: number;
  ms: number;
  error?: string;
}

type Operation =
  'listDishes' | 'readDish' | 'timeline' | 'createDish' | 'updateDish' | 'planMeal' | 'changeMeal' | 'deleteDish' | 'deleteMeal';

/** Mostly reading, as people use a recipe app: weights out of 100. */
const MIX: Array<[Operation, number]> = [
  ['listDishes', 20],
  ['readDish', 20],
  ['timeline', 15],
  ['createDish', 10],
  ['updateDish', 10],
  ['planMeal', 10],
  ['changeMeal', 5],
  ['deleteDish', 5],
  ['deleteMeal', 5],
];

const LATER_STATUSES = ['cooked', 'eaten', 'cancelled'] as const;

interface Named {
  id: number;
  dishName?: string;
  meal_status?: string;
}

/**
 * One browser tab of a cook: runs the mix back to back and remembers what the server
 * acknowledged. It changes only what it created itself, so its expectations hold while the
 * cook's other client writes to the same library at the same time.
 */
export class LoadClient {
  readonly outcomes: Outcome[] = [];
  /** Answers other than the expected status, and reads that missed an acknowledged write. */
  readonly unexpected: string[] = [];
  acknowledgedWrites = 0;
  private readonly dishes = new Map<number, string>();
  private readonly deletedDishes = new Set<number>();
  private readonly meals = new Map<number, string>();
  private readonly deletedMeals = new Set<number>();
  private counter = 0;

  constructor(
    private readonly http: JsonClient,
    private readonly cook: Cook,
    private readonly random: ReturnType<typeof seededRandom>,
  ) {}

  async runUntil(deadline: number): Promise<void> {
    while (performance.now() < deadline) await this.run(this.pickOperation());
  }

  close(): void {
    this.http.close();
  }

  /** The dishes and meals of this client's that the server acknowledged and this client has not (yet) deleted. */
  liveIds(): { dishes: number[]; meals: number[] } {
    return { dishes: [...this.dishes.keys()], meals: [...this.meals.keys()] };
  }

  /** The dishes and meals this client deleted, acknowledged. */
  deletedIds(): { dishes: Set<number>; meals: Set<number> } {
    return { dishes: this.deletedDishes, meals: this.deletedMeals };
  }

  /** After the load: every acknowledged create, change and delete, as the server now answers. */
  async verifyWrites(): Promise<string[]> {
    const lost: string[] = [];
    const dishes = await this.http.send({ path: '/api/dishes' });
    const meals = await this.http.send({ path: '/api/meals' });
    if (dishes.status !== 200 || meals.status !== 200) return [`${this.cook.email}: lists answered ${dishes.status}, ${meals.status}`];
    const dishNames = new Map((dishes.body as Named[]).map((dish) => [dish.id, dish.dishName]));
    const mealStatuses = new Map((meals.body as Named[]).map((meal) => [meal.id, meal.meal_status]));
    for (const [id, name] of this.dishes)
      if (dishNames.get(id) !== name) lost.push(`dish ${id}: expected "${name}", found "${dishNames.get(id)}"`);
    for (const id of this.deletedDishes) if (dishNames.has(id)) lost.push(`dish ${id} was deleted but is still there`);
    for (const [id, status] of this.meals)
      if (mealStatuses.get(id) !== status) lost.push(`meal ${id}: expected ${status}, found ${mealStatuses.get(id)}`);
    for (const id of this.deletedMeals) if (mealStatuses.has(id)) lost.push(`meal ${id} was deleted but is still there`);
    return lost;
  }

  private pickOperation(): Operation {
    let roll = this.random.next() * 100;
    for (const [operation, weight] of MIX) {
      roll -= weight;
      if (roll < 0) return operation;
    }
    return 'listDishes';
  }

  private randomKey<T>(map: Map<T, unknown>): T | undefined {
    const keys = [...map.keys()];
    return keys.length ? this.random.pick(keys) : undefined;
  }

  /** Sends one request; answers the body when the status is the expected one. */
  private async call(operation: Operation, request: JsonRequest, expected: number): Promise<unknown> {
    try {
      const answer = await this.http.send(request);
      this.outcomes.push({ operation, status: answer.status, ms: answer.ms });
      if (answer.status === expected) return answer.body;
      this.unexpected.push(
        `${operation}: ${request.method ?? 'GET'} ${request.path} answered ${answer.status} ${JSON.stringify(answer.body).slice(0, 200)}`,
      );
    } catch (error) {
      this.outcomes.push({ operation, status: 0, ms: 0, error: String(error) });
    }
    return undefined;
  }

  private expectOwnDishes(listed: Named[]) {
    const names = new Map(listed.map((dish) => [dish.id, dish.dishName]));
    for (const [id, name] of this.dishes) {
      if (names.get(id) !== name) this.unexpected.push(`the list missed acknowledged dish ${id} "${name}" (found "${names.get(id)}")`);
    }
  }

  private async run(operation: Operation): Promise<void> {
    this.counter += 1;
    const label = `${this.cook.email} #${this.counter}`;
    switch (operation) {
      case 'listDishes': {
        const listed = await this.call(operation, { path: '/api/dishes' }, 200);
        if (listed) this.expectOwnDishes(listed as Named[]);
        return;
      }
      case 'readDish': {
        const own = this.random.next() < 0.5 ? this.randomKey(this.dishes) : undefined;
        const id = own ?? this.random.pick(this.cook.libraryDishIds);
        const dish = (await this.call(operation, { path: `/api/dishes/${id}` }, 200)) as Named | undefined;
        if (dish && own !== undefined && dish.dishName !== this.dishes.get(own)) {
          this.unexpected.push(`dish ${own} read back as "${dish.dishName}", expected "${this.dishes.get(own)}"`);
        }
        return;
      }
      case 'timeline': {
        const meals = (await this.call(operation, { path: '/api/meals?include_dishes=true' }, 200)) as Named[] | undefined;
        if (!meals) return;
        const statuses = new Map(meals.map((meal) => [meal.id, meal.meal_status]));
        for (const [id, status] of this.meals) {
          if (statuses.get(id) !== status) this.unexpected.push(`the timeline missed meal ${id} as ${status} (found ${statuses.get(id)})`);
        }
        return;
      }
      case 'createDish': {
        const dishName = `Load stew ${label}`;
        const body = {
          dishName,
          description: 'Made under load.',
          prepTime: 10,
          cookTime: 40,
          tags: ['Weeknight'],
          ingredients: [{ item: 'lentils', quantity: 1, unit: 'cup' }],
          instructions: ['Simmer.', 'Serve.'],
        };
        const created = (await this.call(operation, { method: 'POST', path: '/api/dishes', body }, 201)) as Named | undefined;
        if (created) this.acknowledge(() => this.dishes.set(created.id, dishName));
        return;
      }
      case 'updateDish': {
        const id = this.randomKey(this.dishes);
        if (id === undefined) return this.run('createDish');
        const dishName = `Load stew ${label} (changed)`;
        const body = { dishName, notes: `Changed by ${label}` };
        if (await this.call(operation, { method: 'PUT', path: `/api/dishes/${id}`, body }, 200))
          this.acknowledge(() => this.dishes.set(id, dishName));
        return;
      }
      case 'planMeal': {
        const day = new Date(Date.UTC(2026, 0, 1) + this.random.between(0, 729) * 86_400_000).toISOString().slice(0, 10);
        const body = {
          personal_meal: true,
          date: day,
          meal_type: this.random.pick(MEAL_TYPES),
          dish_id: this.random.pick(this.cook.libraryDishIds),
          notes: null,
        };
        const meal = (await this.call(operation, { method: 'POST', path: '/api/meals', body }, 201)) as Named | undefined;
        if (meal) this.acknowledge(() => this.meals.set(meal.id, 'planned'));
        return;
      }
      case 'changeMeal': {
        const id = this.randomKey(this.meals);
        if (id === undefined) return this.run('planMeal');
        const status = this.random.pick(LATER_STATUSES);
        if (await this.call(operation, { method: 'PATCH', path: `/api/meals/${id}`, body: { meal_status: status } }, 200)) {
          this.acknowledge(() => this.meals.set(id, status));
        }
        return;
      }
      case 'deleteDish':
        return this.deleteOne(operation, '/api/dishes', this.dishes, this.deletedDishes, 'createDish');
      case 'deleteMeal':
        return this.deleteOne(operation, '/api/meals', this.meals, this.deletedMeals, 'planMeal');
    }
  }

  /** Deletes one of the cook's own `live` things under `path`, or makes one (`otherwise`) when none is left. */
  private async deleteOne(
    operation: Operation,
    path: string,
    live: Map<number, string>,
    deleted: Set<number>,
    otherwise: Operation,
  ): Promise<void> {
    const id = this.randomKey(live);
    if (id === undefined) return this.run(otherwise);
    if ((await this.call(operation, { method: 'DELETE', path: `${path}/${id}` }, 204)) !== undefined) {
      this.acknowledge(() => {
        live.delete(id);
        deleted.add(id);
      });
    }
  }

  private acknowledge(record: () => void) {
    record();
    this.acknowledgedWrites += 1;
  }
}
