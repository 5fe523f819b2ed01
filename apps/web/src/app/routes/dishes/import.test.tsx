import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../testing/fake-api';
import { renderWithProviders } from '../../../testing/render';
import { Component as ImportRoute } from './import';

afterEach(() => vi.unstubAllGlobals());

const PAGE = 'https://recipes.example/brown-butter-carrots';

describe('/dishes/import?url=', () => {
  it('fills the address in and reads nothing until the cook presses Read recipe', async () => {
    const api = fakeApi({
      // The answer does not matter here, only when the read is asked for.
      'POST /import/url': { status: 424, body: { code: 'SITE_UNAVAILABLE', message: 'The site did not answer.' } },
    });
    const { user } = renderWithProviders(
      <Routes>
        <Route path="/dishes/import" element={<ImportRoute />} />
      </Routes>,
      { route: `/dishes/import?url=${encodeURIComponent(PAGE)}` },
    );
    expect(await screen.findByLabelText('Recipe web address')).toHaveValue(PAGE);
    expect(screen.getByRole('button', { name: 'Read recipe' })).toBeEnabled();
    expect(api.calls.filter((call) => call.path === '/import/url')).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Read recipe' }));
    expect(await screen.findByText('The site did not answer.')).toBeVisible();
    expect(api.calls.filter((call) => call.path === '/import/url')).toEqual([{ method: 'POST', path: '/import/url', body: { url: PAGE } }]);
  });
});
