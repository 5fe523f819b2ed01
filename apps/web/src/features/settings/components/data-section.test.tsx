import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n/i18n';
import { fakeApi } from '../../../testing/fake-api';
import { renderWithProviders } from '../../../testing/render';
import { DataSection, importSummary } from './data-section';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const exportFile = {
  format: 'the-hearth-export',
  version: 1,
  exportedAt: '2026-11-21T10:00:00.000Z',
  dishes: [{ id: 1, dishName: 'Soup' }],
  meals: [],
};

function jsonFile(content: string, name = 'the-hearth-export-2026-11-21.json') {
  return new File([content], name, { type: 'application/json' });
}

describe('DataSection: import', () => {
  it('sends the chosen file and summarises what was added and skipped', async () => {
    const { calls } = fakeApi({
      'POST /account/import': { body: { dishes: { added: 1, skipped: 2 }, meals: { added: 5, skipped: 1 } } },
    });
    const { user, queryClient } = renderWithProviders(<DataSection />);
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    await user.upload(screen.getByLabelText('File to import'), jsonFile(JSON.stringify(exportFile)));
    await user.click(screen.getByRole('button', { name: 'Import' }));

    expect(
      await screen.findByText('Import complete. Added 1 dish and 5 meals. Skipped 2 dishes and 1 meal already in your library.'),
    ).toBeInTheDocument();
    expect(calls).toEqual([{ method: 'POST', path: '/account/import', body: exportFile }]);
    expect(invalidate).toHaveBeenCalled();
  });

  it('refuses a file that is not JSON without calling the server', async () => {
    const { calls } = fakeApi({});
    const { user } = renderWithProviders(<DataSection />);
    await user.upload(screen.getByLabelText('File to import'), jsonFile('<html>not json</html>'));
    await user.click(screen.getByRole('button', { name: 'Import' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('This file is not a The Hearth export: it does not contain JSON.');
    expect(calls).toEqual([]);
  });

  it("shows the server's reason for refusing a file", async () => {
    fakeApi({
      'POST /account/import': {
        status: 400,
        body: {
          code: 'INVALID_IMPORT_FILE',
          message: 'This file could not be imported. dishes.0.dishName: Dish name is required. Nothing was imported.',
        },
      },
    });
    const { user } = renderWithProviders(<DataSection />);
    await user.upload(screen.getByLabelText('File to import'), jsonFile('{"format":"the-hearth-export"}'));
    await user.click(screen.getByRole('button', { name: 'Import' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('dishes.0.dishName: Dish name is required. Nothing was imported.');
  });

  it('asks for a file when none was chosen', async () => {
    fakeApi({});
    const { user } = renderWithProviders(<DataSection />);
    await user.click(screen.getByRole('button', { name: 'Import' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Choose a file to import.');
  });

  it('refuses a file over 10 MB before reading it', async () => {
    const { calls } = fakeApi({});
    const { user } = renderWithProviders(<DataSection />);
    const big = jsonFile('{}');
    Object.defineProperty(big, 'size', { value: 11 * 1024 * 1024 });
    await user.upload(screen.getByLabelText('File to import'), big);
    await user.click(screen.getByRole('button', { name: 'Import' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This file is larger than 10 MB, so it cannot be imported.');
    expect(calls).toEqual([]);
  });
});

describe('DataSection: download', () => {
  it('fetches the export and saves it as a dated JSON file', async () => {
    fakeApi({ 'GET /account/export': { body: exportFile } });
    const createObjectURL = vi.fn((_blob: Blob) => 'blob:export');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      expect(this.download).toBe('the-hearth-export-2026-11-21.json');
      expect(this.href).toBe('blob:export');
    });
    const { user } = renderWithProviders(<DataSection />);
    await user.click(screen.getByRole('button', { name: 'Download my data' }));

    expect(await screen.findByText('Your download has started.')).toBeInTheDocument();
    expect(click).toHaveBeenCalledOnce();
    const blob = createObjectURL.mock.calls[0]![0];
    expect(JSON.parse(await blob.text())).toEqual(exportFile);
  });

  it('says when the download could not be prepared', async () => {
    fakeApi({
      'GET /account/export': {
        status: 500,
        body: { code: 'INTERNAL_ERROR', message: 'Something went wrong on our side. Please try again.' },
      },
    });
    const { user } = renderWithProviders(<DataSection />);
    await user.click(screen.getByRole('button', { name: 'Download my data' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong on our side. Please try again.');
  });
});

describe('importSummary', () => {
  it('leaves out the skipped part when nothing was skipped', () => {
    expect(importSummary(i18n, { dishes: { added: 2, skipped: 0 }, meals: { added: 1, skipped: 0 } })).toBe(
      'Import complete. Added 2 dishes and 1 meal.',
    );
  });
});
