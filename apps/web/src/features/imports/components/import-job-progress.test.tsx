import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { ImportJob } from '@hearth/shared/imports';
import { fakeApi } from '../../../testing/fake-api';
import { renderWithProviders } from '../../../testing/render';
import { ImportJobProgress } from './import-job-progress';

const running = (done: number, total: number): ImportJob => ({ status: 'running', total, done, imported: done, skipped: 0, failed: [] });

describe('ImportJobProgress', () => {
  it('shows a progress bar while the job runs, then the summary, and says once that it ended', async () => {
    const answers: ImportJob[] = [
      running(0, 0),
      running(40, 120),
      {
        status: 'done',
        total: 120,
        done: 120,
        imported: 100,
        skipped: 18,
        failed: [
          { name: 'Burnt Toast', reason: 'This recipe has no name.' },
          { name: 'Soup', reason: 'Broken.' },
        ],
      },
    ];
    fakeApi({ 'GET /import/jobs/7': () => ({ body: answers.length > 1 ? answers.shift() : answers[0] }) });
    const onEnded = vi.fn();
    renderWithProviders(<ImportJobProgress jobId={7} onEnded={onEnded} />);

    const counting = await screen.findByRole('progressbar', { name: 'Import progress' });
    expect(counting).toHaveAttribute('aria-valuetext', 'Reading the file...');
    expect(counting).not.toHaveAttribute('aria-valuenow');

    await vi.waitFor(() => expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '40'), { timeout: 5_000 });
    const bar = screen.getByRole('progressbar');
    expect(bar).toHaveAttribute('aria-valuemax', '120');
    expect(bar).toHaveAttribute('aria-valuetext', '40 of 120 recipes');

    expect(await screen.findByRole('heading', { name: 'Import finished' }, { timeout: 5_000 })).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.getByText('Skipped as duplicates').nextSibling).toHaveTextContent('18');
    expect(screen.getByText('Imported').nextSibling).toHaveTextContent('100');
    expect(screen.getByText('Failed').nextSibling).toHaveTextContent('2');
    expect(screen.getByText(/This recipe has no name\./).closest('li')).toHaveTextContent('Burnt Toast: This recipe has no name.');
    expect(onEnded).toHaveBeenCalledTimes(1);
  });
});
