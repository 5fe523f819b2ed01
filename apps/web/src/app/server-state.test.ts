import { afterEach, describe, expect, it } from 'vitest';
import { readServerState, type ServerState, serverStateScript } from './server-state';

const state: ServerState = {
  locale: 'de',
  queries: {
    mutations: [],
    queries: [
      {
        queryKey: ['dish', 7],
        queryHash: '["dish",7]',
        dehydratedAt: 1,
        state: {
          data: { name: '</script><script>alert(1)</script> <!-- Soup' },
          dataUpdateCount: 1,
          dataUpdatedAt: 1,
          error: null,
          errorUpdateCount: 0,
          errorUpdatedAt: 0,
          fetchFailureCount: 0,
          fetchFailureReason: null,
          fetchMeta: null,
          isInvalidated: false,
          status: 'success',
          fetchStatus: 'idle',
        },
      },
    ],
  },
  router: { loaderData: { '0-1': null }, actionData: null, errors: null },
};

afterEach(() => {
  document.body.innerHTML = '';
});

describe('the state a rendered page travels with', () => {
  it('cannot be closed early by any text in it, and reads back whole', () => {
    const script = serverStateScript(state);
    expect(script.match(/<\/script>/g)).toHaveLength(1);
    expect(script).not.toContain('<!--');
    document.body.innerHTML = script;
    expect(document.querySelectorAll('script')).toHaveLength(1);
    expect(readServerState()).toEqual(state);
  });

  it('is none on the static shell', () => {
    document.body.innerHTML = '<div id="root"></div>';
    expect(readServerState()).toBeNull();
  });
});
