import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { TestUser } from './test-app.js';

/** Dishes, meals and account calls as a test user, for the account suites. */
export function accountCalls(app: FastifyInstance) {
  async function createDish(user: TestUser, payload: object): Promise<number> {
    const response = await app.inject({ method: 'POST', url: '/api/dishes', headers: user.headers, payload });
    expect(response.statusCode).toBe(201);
    return response.json().id as number;
  }

  async function planMeal(user: TestUser, date: string, mealType: string, dishId: number | null, notes: string | null = null) {
    const response = await app.inject({
      method: 'POST',
      url: '/api/meals',
      headers: user.headers,
      payload: { personal_meal: true, date, meal_type: mealType, meal_status: 'planned', dish_id: dishId, notes },
    });
    expect(response.statusCode).toBe(201);
    return response.json().id as number;
  }

  function deleteAccount(user: TestUser | null, payload: object = { confirmEmail: user?.email, password: user?.password }) {
    return app.inject({ method: 'DELETE', url: '/api/account', headers: user?.headers ?? {}, payload });
  }

  async function userRowCount(table: 'dishes' | 'meals' | 'sessions' | 'accounts', column: string, userId: string) {
    const row = await app.db
      .selectFrom(table as 'dishes')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where(column as 'owner_id', '=', userId)
      .executeTakeFirstOrThrow();
    return Number(row.count);
  }

  return { createDish, planMeal, deleteAccount, userRowCount };
}
