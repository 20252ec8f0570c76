import { beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAppAt } from '../render-app-at.tsx';

// The page is a lazy chunk: load it once up front so each render resolves at once.
beforeAll(async () => {
  await import('../../../src/app/duct-calculator/page.tsx');
});

/** jsdom runs the page slowly on a busy machine; this is a limit, not a speed check. */
const SLOW_DOM = { timeout: 30_000 };

const field = (label: 'Velocity (V)' | 'Airflow (Q)' | 'Diameter (D)') => screen.getByLabelText(label);

async function openLink(path: string) {
  const view = renderAppAt(path);
  await screen.findByRole('heading', { level: 1, name: 'Ducting Calculator' });
  return view;
}

describe('ducting calculator page: shareable link', SLOW_DOM, () => {
  it('reproduces the CLI example from its link: 2118 CFM at 4000 ft/min gives a 9.853 in diameter', async () => {
    const { history } = await openLink('/ducting-calculator?solve=diameter&q=2118&v=4000&units=imperial');

    expect(screen.getByRole('combobox', { name: 'Unit system' })).toHaveTextContent('Imperial');
    expect(screen.getByRole('combobox', { name: 'Solve for' })).toHaveTextContent('Calculate Diameter (D)');
    await waitFor(() => expect(field('Airflow (Q)')).toHaveValue('2118'));
    await waitFor(() => expect(field('Velocity (V)')).toHaveValue('4000'));
    await waitFor(() => expect(field('Diameter (D)')).toHaveValue('9.853'));
    expect(screen.queryByRole('status', { name: 'Link notes' })).not.toBeInTheDocument();
    expect(history).toEqual(['/ducting-calculator?solve=diameter&q=2118&v=4000&units=imperial']);
  });

  it('opens with the defaults and keeps the bare address when the link has no query', async () => {
    const { history } = await openLink('/ducting-calculator');

    await waitFor(() => expect(field('Velocity (V)')).toHaveValue('20'));
    await waitFor(() => expect(field('Diameter (D)')).toHaveValue('0.5'));
    await waitFor(() => expect(field('Airflow (Q)')).toHaveValue('3.927'));
    expect(history).toEqual(['/ducting-calculator']);
  });

  it('ignores a bad or unknown parameter with a visible note and uses the rest', async () => {
    await openLink('/ducting-calculator?solve=velocity&q=1.2&d=0.3&units=furlongs&colour=blue');

    const notes = screen.getByRole('status', { name: 'Link notes' });
    expect(notes).toHaveTextContent("Ignored link parameter 'units=furlongs': expected metric or imperial");
    expect(notes).toHaveTextContent("Ignored unknown link parameter 'colour=blue'");
    expect(screen.getByRole('combobox', { name: 'Unit system' })).toHaveTextContent('Metric');
    await waitFor(() => expect(field('Velocity (V)')).toHaveValue('16.9765'));
  });

  it('shows a bad value from the link in its field with the usual hint', async () => {
    await openLink('/ducting-calculator?solve=airflow&v=fast&d=0.5&units=metric');

    await waitFor(() => expect(field('Velocity (V)')).toHaveValue('fast'));
    await waitFor(() => expect(field('Airflow (Q)')).toHaveValue(''));
    expect(screen.getByText('Velocity (V) must be a number, got fast')).toBeVisible();
  });

  it('writes the edits into the address in place once typing pauses, never adding a history entry', async () => {
    const user = userEvent.setup({ delay: null });
    const { history } = await openLink('/ducting-calculator?solve=diameter&q=2118&v=4000&units=imperial');

    await user.clear(field('Velocity (V)'));
    await user.type(field('Velocity (V)'), '3500');

    await waitFor(() => expect(field('Diameter (D)')).toHaveValue('10.5333'));
    await waitFor(() =>
      expect(history).toEqual(['/ducting-calculator?solve=diameter&q=2118&v=3500&units=imperial']),
    );
  });
});
