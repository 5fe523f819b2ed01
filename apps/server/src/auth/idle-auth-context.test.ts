import { AsyncLocalStorage } from 'node:async_hooks';
import { describe, expect, it } from 'vitest';
import { buildTestAppForFile, signUpUser } from '../../test/test-app.js';
import { authContextStorages, switchOffAuthContextWhenIdle } from './idle-auth-context.js';

const app = await buildTestAppForFile();

/** Resolves when `open` is called: lets a test hold one call while another ends. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { open, opened };
}

/** Stands in for the auth library's entry points: each runs inside the storage, as it does. */
function libraryUsing(storage: AsyncLocalStorage<string>) {
  const inside = async (name: string, wait: Promise<void>) =>
    storage.run(name, async () => {
      await wait;
      return storage.getStore();
    });
  return {
    handler: async (request: Request) => new Response(await inside(request.url, Promise.resolve())),
    api: {
      whoAmI: Object.assign((name: string, wait: Promise<void> = Promise.resolve()) => inside(name, wait), { path: '/who-am-i' }),
      fails: async () => storage.run('failing', async () => Promise.reject(new Error('refused'))),
    },
  };
}

describe('the auth library context between calls', () => {
  it('keeps each call its own context while another call ends first', async () => {
    const storage = new AsyncLocalStorage<string>();
    const auth = switchOffAuthContextWhenIdle(libraryUsing(storage), [storage]);
    const held = gate();
    const slow = auth.api.whoAmI('slow', held.opened);
    expect(await auth.api.whoAmI('quick')).toBe('quick');
    held.open();
    expect(await slow).toBe('slow');
  });

  it('switches the storages off once the last call has settled, and on again for the next', async () => {
    const storage = new AsyncLocalStorage<string>();
    const auth = switchOffAuthContextWhenIdle(libraryUsing(storage), [storage]);
    await storage.run('ours', async () => {
      expect(await auth.api.whoAmI('first')).toBe('first');
      // Switched off: no context of the storage is seen any more, ours included.
      expect(storage.getStore()).toBeUndefined();
    });
    expect(await (await auth.handler(new Request('http://127.0.0.1/next'))).text()).toBe('http://127.0.0.1/next');
  });

  it('counts a call that failed as settled', async () => {
    const storage = new AsyncLocalStorage<string>();
    const auth = switchOffAuthContextWhenIdle(libraryUsing(storage), [storage]);
    await storage.run('ours', async () => {
      await expect(auth.api.fails()).rejects.toThrow('refused');
      expect(storage.getStore()).toBeUndefined();
    });
  });

  it("keeps what the library's functions carry besides being called", () => {
    const storage = new AsyncLocalStorage<string>();
    const auth = switchOffAuthContextWhenIdle(libraryUsing(storage), [storage]);
    expect(auth.api.whoAmI.path).toBe('/who-am-i');
    expect(auth.api.whoAmI).toBe(auth.api.whoAmI);
  });
});

describe("the server's auth calls", () => {
  it("leave the library's storages switched off once a sign-up and a full session check are done", async () => {
    // The request-state storage holds a Map per call; an outer one of ours is what is looked for.
    const [, requestState] = (await authContextStorages()) as Array<AsyncLocalStorage<Map<object, unknown>>>;
    const ours = new Map<object, unknown>();
    await requestState!.run(ours, async () => {
      const user = await signUpUser(app);
      expect((await app.inject({ method: 'GET', url: '/api/hearths', headers: user.headers })).statusCode).toBe(200);
      expect(requestState!.getStore()).toBeUndefined();
    });
  });
});
