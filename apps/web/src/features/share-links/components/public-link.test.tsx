import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../testing/render';
import { PublicLink } from './public-link';

afterEach(() => vi.unstubAllGlobals());

const URL_OF_LINK = 'http://localhost:3000/r/AbCdEfGhIjKlMnOpQrStUvWxYz0123456789_-abcde';

/** A server that keeps one dish's link as the real one does, and records what it was sent. */
function linkServer() {
  let link: { url: string; created_at: string; indexable: boolean } | null = null;
  const sent: Array<{ method: string; body: unknown }> = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      expect(String(input)).toBe('/api/dishes/7/share-link');
      const method = init.method ?? 'GET';
      sent.push({ method, body: init.body ? JSON.parse(String(init.body)) : undefined });
      if (method === 'POST') {
        const { indexable } = JSON.parse(String(init.body)) as { indexable: boolean };
        link = { url: URL_OF_LINK, created_at: '2026-11-27T10:00:00.000Z', indexable };
        return Response.json(link);
      }
      if (method === 'DELETE') {
        link = null;
        return new Response(null, { status: 204 });
      }
      if (!link) return Response.json({ code: 'SHARE_LINK_NOT_FOUND', message: 'This dish has no public link.' }, { status: 404 });
      return Response.json(link);
    }),
  );
  return sent;
}

describe('PublicLink', () => {
  it('asks for nothing until opened, then makes, indexes and revokes the link', async () => {
    const sent = linkServer();
    const { user } = renderWithProviders(<PublicLink dishId={7} />);
    expect(sent).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Share a link' }));
    await user.click(await screen.findByRole('button', { name: 'Make a public link' }));
    expect(await screen.findByRole('textbox', { name: 'Public link' })).toHaveValue(URL_OF_LINK);
    expect(sent.at(-1)).toEqual({ method: 'POST', body: { indexable: false } });

    const indexable = screen.getByRole('checkbox', { name: 'Let search engines show it' });
    expect(indexable).not.toBeChecked();
    await user.click(indexable);
    expect(sent.at(-1)).toEqual({ method: 'POST', body: { indexable: true } });
    expect(await screen.findByRole('checkbox', { name: 'Let search engines show it' })).toBeChecked();

    await user.click(screen.getByRole('button', { name: 'Stop sharing the link' }));
    expect(await screen.findByText('The link no longer works.')).toBeInTheDocument();
    expect(sent.at(-1)).toEqual({ method: 'DELETE', body: undefined });
    expect(screen.queryByRole('textbox', { name: 'Public link' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Make a public link' })).toBeInTheDocument();
  });

  it('says so when the link cannot be made', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_input: RequestInfo | URL, init: RequestInit = {}) =>
        (init.method ?? 'GET') === 'GET'
          ? Response.json({ code: 'SHARE_LINK_NOT_FOUND', message: 'This dish has no public link.' }, { status: 404 })
          : new Response('Bad gateway', { status: 502 }),
      ),
    );
    const { user } = renderWithProviders(<PublicLink dishId={7} />);
    await user.click(screen.getByRole('button', { name: 'Share a link' }));
    await user.click(await screen.findByRole('button', { name: 'Make a public link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The public link could not be changed. Please try again.');
  });
});
