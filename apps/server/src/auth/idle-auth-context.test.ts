import { AsyncLocalStorage } from 'node:async_hooks';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, sep } from 'node:path';
import type { BetterAuthOptions } from 'better-auth';
import { describe, expect, it } from 'vitest';
import { buildTestAppForFile, signUpUser } from '../../test/test-app.js';
import { CHECKED_WITH_BETTER_AUTH, authContextStorages, contextSwitchingPays, switchOffAuthContextWhenIdle } from './idle-auth-context.js';

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

/** The installed auth library's folder (its package.json is not among its exports). */
function libraryRoot(): string {
  let folder = dirname(createRequire(import.meta.url).resolve('better-auth'));
  while (!existsSync(join(folder, 'package.json'))) folder = dirname(folder);
  return folder;
}

describe('the assumptions the wrapper rests on (docs/decisions/0031)', () => {
  it('were checked with the installed release of the auth library', () => {
    const installed = JSON.parse(readFileSync(join(libraryRoot(), 'package.json'), 'utf8')) as { name: string; version: string };
    expect(installed.name).toBe('better-auth');
    // A different release may keep other state or start unawaited work: re-read
    // runInBackground's callers and the storages in @better-auth/core/context, then move the pin.
    expect(installed.version).toBe(CHECKED_WITH_BETTER_AUTH);
  });

  it('hold for the options the server gives the library: no background tasks, no phone-number plugin', () => {
    const options: BetterAuthOptions = app.auth.options;
    expect(options.advanced?.backgroundTasks).toBeUndefined();
    expect((options.plugins ?? []).map((plugin) => plugin.id)).not.toContain('phone-number');
  });

  it("hold in the library's code: only the phone-number plugin starts work it does not await", () => {
    const dist = join(libraryRoot(), 'dist');
    const callers = readdirSync(dist, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.mjs'))
      .filter((file) => /\.runInBackground\(/.test(readFileSync(join(dist, file), 'utf8')));
    expect(callers.map((file) => file.split(sep).join('/'))).toEqual(['plugins/phone-number/routes.mjs']);
  });

  it('leaves the library as it is from Node 24 on, where no promise hook is left to switch off', () => {
    const storage = new AsyncLocalStorage<string>();
    const library = libraryUsing(storage);
    expect(switchOffAuthContextWhenIdle(library, [storage], '24.1.0')).toBe(library);
    expect(switchOffAuthContextWhenIdle(library, [storage], '22.12.0')).not.toBe(library);
    expect(contextSwitchingPays('20.19.0')).toBe(true);
  });
});
