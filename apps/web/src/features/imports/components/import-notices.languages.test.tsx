import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { ImportJob, ImportNotice } from '@hearth/shared/imports';
import { switchLocale } from '../../../lib/i18n/locale-switch';
import { fakeApi } from '../../../testing/fake-api';
import { renderWithProviders } from '../../../testing/render';
import { ImportJobProgress } from './import-job-progress';
import { ImportWarnings } from './import-warnings';

afterEach(async () => {
  await act(() => switchLocale('en'));
});

const WARNINGS = [
  'Only the first 150 of 1,204 ingredients were kept.',
  'This page holds 2 recipes; “Lasagne” was read.',
  'A warning from a newer server.',
];
const DETAILS: ImportNotice[] = [
  { code: 'ingredients_cut', params: { kept: 150, found: 1204 } },
  { code: 'several_recipes', params: { count: 2, name: 'Lasagne' } },
  { code: 'some_newer_code', params: {} },
];

describe('import warnings and failures in the shown language', () => {
  it('keeps the server’s English words in English', () => {
    renderWithProviders(<ImportWarnings warnings={WARNINGS} details={DETAILS} />);
    const items = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(items).toEqual(WARNINGS);
  });

  it('says each warning in German by its code, numbers the German way, and an unknown code in English', async () => {
    await act(() => switchLocale('de'));
    renderWithProviders(<ImportWarnings warnings={WARNINGS} details={DETAILS} />);
    expect(screen.getByText('Bitte vor dem Speichern prüfen:')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Nur die ersten 150 von 1.204 Zutaten wurden übernommen.',
      'Diese Seite enthält 2 Rezepte; gelesen wurde „Lasagne“.',
      'A warning from a newer server.',
    ]);
  });

  it('says why a recipe was not imported in German, a reader’s own words inside a German sentence, and a reason without a code as the server wrote it', async () => {
    await act(() => switchLocale('de'));
    const job: ImportJob = {
      status: 'done',
      total: 3,
      done: 3,
      imported: 1,
      skipped: 0,
      failed: [
        { name: 'Suppe', reason: 'This entry is not a Mela recipe.', code: 'not_a_mela_recipe', params: {} },
        {
          name: 'Kuchen',
          reason: 'ingredients.0.item: Required',
          code: 'recipe_unreadable_detail',
          params: { detail: 'ingredients.0.item: Required' },
        },
        { name: 'Brot', reason: 'A reason from an older server.' },
      ],
    };
    fakeApi({ 'GET /import/jobs/7': { body: job } });
    renderWithProviders(<ImportJobProgress jobId={7} onEnded={() => {}} />);
    const failures = await screen.findAllByRole('listitem');
    expect(failures.map((item) => item.textContent)).toEqual([
      'Suppe: Dieser Eintrag ist kein Mela-Rezept.',
      'Kuchen: Dieses Rezept ließ sich nicht lesen: ingredients.0.item: Required',
      'Brot: A reason from an older server.',
    ]);
    expect(within(failures[0]!).getByText('Suppe')).toHaveAttribute('translate', 'no');
  });

  it('says that a whole file gave nothing in Arabic, naming the format it was read as', async () => {
    await act(() => switchLocale('ar'));
    const job: ImportJob = {
      status: 'failed',
      total: 0,
      done: 0,
      imported: 0,
      skipped: 0,
      failed: [
        {
          name: 'mealie.zip',
          reason: 'No recipe could be read from this file (read as Mealie recipe export (.zip)). It should hold a folder per recipe.',
          code: 'nothing_read',
          params: { format_name: 'Mealie recipe export (.zip)', expects: 'a folder per recipe', first_reason: '' },
        },
      ],
    };
    fakeApi({ 'GET /import/jobs/8': { body: job } });
    renderWithProviders(<ImportJobProgress jobId={8} onEnded={() => {}} />);
    const [failure] = await screen.findAllByRole('listitem');
    expect(failure!.textContent).toBe('mealie.zip: تعذّرت قراءة أي وصفة من هذا الملف (قُرئ بصيغة Mealie recipe export (.zip)).');
  });
});
