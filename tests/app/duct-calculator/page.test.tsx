import { beforeAll, describe, expect, it } from 'vitest';
import { render, screen, within, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { App } from '../../../src/app/app.tsx';
import { entryById } from '../../../src/core/knowledge/catalogue.ts';
import { server } from '../../mocks/server.ts';

// The page is a lazy chunk: load it once up front so each render resolves at once.
beforeAll(async () => {
  await import('../../../src/app/duct-calculator/page.tsx');
});

/** Renders the app at the calculator's route (lazy, under the app's providers) and waits for it. */
async function renderPage() {
  const user = userEvent.setup({ delay: null });
  const view = render(
    <Router hook={memoryLocation({ path: '/ducting-calculator', static: true }).hook}>
      <App />
    </Router>,
  );
  await screen.findByRole('heading', { level: 1, name: 'Ducting Calculator' });
  return { user, container: view.container };
}

/** jsdom runs Radix interactions slowly on a busy machine; this is a limit, not a speed check. */
const SLOW_DOM = { timeout: 30_000 };

const field = (label: 'Velocity (V)' | 'Airflow (Q)' | 'Diameter (D)') => screen.getByLabelText(label);

async function choose(user: ReturnType<typeof userEvent.setup>, select: string, option: string) {
  await user.click(screen.getByLabelText(select));
  const listbox = await screen.findByRole('listbox');
  await user.click(within(listbox).getByRole('option', { name: option }));
}

async function retype(user: ReturnType<typeof userEvent.setup>, input: HTMLElement, text: string) {
  await user.clear(input);
  if (text !== '') await user.type(input, text);
}

describe('ducting calculator page: first load', SLOW_DOM, () => {
  it('prints a report: a Print button on screen; on paper the date, units and link, and the card’s values as a table', async () => {
    await renderPage();

    expect(screen.getByRole('button', { name: 'Print report' })).toBeInTheDocument();
    expect(screen.getByText(/^Prepared \d{4}-\d{2}-\d{2} · Units: metric \(SI\)$/)).not.toBeVisible();
    const card = screen.getByText('Duct calculator', { selector: 'caption' }).closest('table')!;
    expect(card).not.toBeVisible();
    await waitFor(() =>
      expect([...card.querySelectorAll('tr')].map((row) => row.textContent)).toEqual(['Velocity (V)20m/s', 'Airflow (Q), calculated3.927m³/s', 'Diameter (D)0.5m']),
    );
  });

  it('loads lazily with the spec title, card and defaults, airflow computed as 3.927 m³/s', async () => {
    await renderPage();

    expect(screen.getByRole('heading', { level: 1, name: 'Ducting Calculator' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Duct Calculator' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Unit system' })).toHaveTextContent('Metric');
    expect(screen.getByRole('combobox', { name: 'Solve for' })).toHaveTextContent('Calculate Airflow (Q)');
    await waitFor(() => expect(field('Velocity (V)')).toHaveValue('20'));
    await waitFor(() => expect(field('Diameter (D)')).toHaveValue('0.5'));
    await waitFor(() => expect(field('Airflow (Q)')).toHaveValue('3.927'));
    expect(field('Airflow (Q)')).toBeDisabled();
  });

  it('names each field’s unit beside it', async () => {
    await renderPage();

    expect(field('Velocity (V)')).toHaveAccessibleDescription('m/s');
    expect(field('Airflow (Q)')).toHaveAccessibleDescription('m³/s');
    expect(field('Diameter (D)')).toHaveAccessibleDescription('m');
  });

  it('shows where the numbers come from in an engineer’s words, never "the spec"', async () => {
    await renderPage();

    // Equations and values with units sit in unbreakable spans, so match each paragraph's whole text.
    const paragraph = (pattern: RegExp) =>
      screen.getByText((_, element) => element?.tagName === 'P' && pattern.test(element.textContent ?? ''));
    expect(paragraph(/^Continuity equation: Q = V·A, with A = πD²\/4 for a round duct; so V = Q\/A/)).toBeVisible();
    expect(paragraph(/^Unit factors: 1 m\/s = 196\.85 ft\/min, 1 m = 39\.37 in, 1 m³\/s = 2118\.88 CFM\./)).toHaveTextContent(
      /within 2 ppm of the exact ones in NIST SP 811 \(1 in = 0\.0254 m, 1 ft = 0\.3048 m\)/,
    );
    expect(document.body).not.toHaveTextContent(/\bspec\b/i);
  });

  it('links the continuity equation and the unit factors to their Know-How entries', async () => {
    await renderPage();

    for (const [name, id] of [
      ['Know-How: Continuity equation', 'continuity'],
      ['Know-How: Unit factors', 'ducting-calculator-factors'],
    ] as const) {
      expect(screen.getByRole('link', { name })).toHaveAttribute('href', `/process/know-how/${id}`);
      expect(entryById(id), id).toBeDefined();
    }
  });

  it('applies emotion styles instead of leaking a css attribute', async () => {
    const { container } = await renderPage();

    expect(container.querySelector('[css]')).toBeNull();
  });
});

describe('ducting calculator page: typing', SLOW_DOM, () => {
  it('recomputes the airflow on every keystroke', async () => {
    const { user } = await renderPage();

    await retype(user, field('Velocity (V)'), '10');

    await waitFor(() => expect(field('Airflow (Q)')).toHaveValue('1.9635'));
  });

  it('empties the computed field, never showing a stale result, when an input is cleared', async () => {
    const { user } = await renderPage();

    await user.clear(field('Diameter (D)'));

    await waitFor(() => expect(field('Airflow (Q)')).toHaveValue(''));
    expect(field('Diameter (D)')).toHaveAccessibleDescription('m Diameter (D) is required');
  });

  it.each([
    ['-3', 'Velocity (V) must be greater than zero, got -3'],
    ['0', 'Velocity (V) must be greater than zero, got 0'],
    ['1e999', 'Velocity (V) must be a finite number, got 1e999'],
    ['fast', 'Velocity (V) must be a number, got fast'],
  ])('keeps %j as typed and explains under the field why it cannot be used', async (text, hint) => {
    const { user } = await renderPage();

    await retype(user, field('Velocity (V)'), text);

    await waitFor(() => expect(field('Velocity (V)')).toHaveValue(text));
    expect(field('Velocity (V)')).toBeInvalid();
    expect(field('Velocity (V)')).toHaveAccessibleDescription(`m/s ${hint}`);
    await waitFor(() => expect(field('Airflow (Q)')).toHaveValue(''));
    expect(screen.queryByText(/NaN|Infinity/)).toBeNull();
  });
});

describe('ducting calculator page: modes and units', SLOW_DOM, () => {
  it('solves the quantity chosen in the calculate select and frees the others', async () => {
    const { user } = await renderPage();

    await choose(user, 'Solve for', 'Calculate Diameter (D)');

    expect(field('Diameter (D)')).toBeDisabled();
    await waitFor(() => expect(field('Diameter (D)')).toHaveValue('0.5'));
    expect(field('Airflow (Q)')).toBeEnabled();
    await waitFor(() => expect(field('Airflow (Q)')).toHaveValue('3.927'));
  });

  it('offers exactly the spec’s options', async () => {
    const { user } = await renderPage();

    await user.click(screen.getByRole('combobox', { name: 'Solve for' }));
    const modes = within(await screen.findByRole('listbox')).getAllByRole('option');

    expect(modes.map((option) => option.textContent)).toEqual([
      'Calculate Velocity (V)',
      'Calculate Diameter (D)',
      'Calculate Airflow (Q)',
    ]);
  });

  it('re-displays the same values in imperial units, and the values as typed once back in metric', async () => {
    const { user } = await renderPage();
    await retype(user, field('Velocity (V)'), '0.123456');

    await choose(user, 'Unit system', 'Imperial');

    await waitFor(() => expect(field('Velocity (V)')).toHaveValue('24.3023'));
    await waitFor(() => expect(field('Diameter (D)')).toHaveValue('19.685'));
    await waitFor(() => expect(field('Airflow (Q)')).toHaveValue('51.3628'));
    expect(field('Velocity (V)')).toHaveAccessibleDescription('ft/min');
    expect(field('Airflow (Q)')).toHaveAccessibleDescription('CFM');
    expect(field('Diameter (D)')).toHaveAccessibleDescription('in');

    await choose(user, 'Unit system', 'Metric');

    await waitFor(() => expect(field('Velocity (V)')).toHaveValue('0.123456'));
    await waitFor(() => expect(field('Airflow (Q)')).toHaveValue('0.0242'));
  });

  it('sizes 2118 CFM at 4000 ft/min to a 9.853 in duct, as the CLI does', async () => {
    const { user } = await renderPage();
    await choose(user, 'Unit system', 'Imperial');
    await choose(user, 'Solve for', 'Calculate Diameter (D)');

    await retype(user, field('Airflow (Q)'), '2118');
    await retype(user, field('Velocity (V)'), '4000');

    await waitFor(() => expect(field('Diameter (D)')).toHaveValue('9.853'));
  });

  it('labels the duct diagram with the current values, the diameter in feet for imperial', async () => {
    const { user } = await renderPage();
    await waitFor(() =>
      expect(screen.getByRole('img', { name: /Duct diagram/ })).toHaveAccessibleName(
        'Duct diagram. Round duct: airflow Q 3.927 m³/s, velocity V 20 m/s, diameter D 0.5 m. Calculated: Q.',
      ),
    );

    await choose(user, 'Unit system', 'Imperial');

    await waitFor(() =>
      expect(screen.getByRole('img', { name: /Duct diagram/ })).toHaveAccessibleName(
        'Duct diagram. Round duct: airflow Q 8320.8223 CFM, velocity V 3937 ft/min, diameter D 1.6404 ft. Calculated: Q.',
      ),
    );
  });
});

describe('ducting calculator page: result notice', SLOW_DOM, () => {
  it("shows 'Calculation Result' with velocity, diameter and airflow to 2 decimals on submit", async () => {
    const { user } = await renderPage();

    await user.click(screen.getByRole('button', { name: 'Show result' }));

    const notifications = screen.getByRole('region', { name: /Notifications/ });
    expect(within(notifications).getByText('Calculation Result')).toBeInTheDocument();
    expect(within(notifications).getByText('20.00 m/s')).toBeInTheDocument();
    expect(within(notifications).getByText('0.50 m')).toBeInTheDocument();
    expect(within(notifications).getByText('3.93 m³/s')).toBeInTheDocument();
  });

  it('submits with Enter from a field, and closes with the close button', async () => {
    const { user } = await renderPage();

    await user.type(field('Velocity (V)'), '{Enter}');
    const notifications = screen.getByRole('region', { name: /Notifications/ });
    expect(within(notifications).getByText('Calculation Result')).toBeInTheDocument();

    await user.click(within(notifications).getByRole('button', { name: 'Close' }));

    expect(within(notifications).queryByText('Calculation Result')).toBeNull();
  });

  it('cannot be submitted while there is no result', async () => {
    const { user } = await renderPage();

    await user.clear(field('Velocity (V)'));

    expect(screen.getByRole('button', { name: 'Show result' })).toBeDisabled();
  });
});

describe('ducting calculator page: no network', SLOW_DOM, () => {
  it('makes no network request while calculating and submitting', async () => {
    const requests: string[] = [];
    server.events.on('request:start', ({ request }) => {
      requests.push(request.url);
    });
    const { user } = await renderPage();

    await choose(user, 'Unit system', 'Imperial');
    await choose(user, 'Solve for', 'Calculate Velocity (V)');
    await retype(user, field('Airflow (Q)'), '2118');
    await user.click(screen.getByRole('button', { name: 'Show result' }));

    await waitFor(() => expect(field('Velocity (V)')).not.toHaveValue(''));
    expect(requests).toEqual([]);
    server.events.removeAllListeners();
  });
});

describe('ducting calculator page: figures at the edges', SLOW_DOM, () => {
  it('shows 0.5 m as 19.69 in, half away from zero, and groups thousands in the notice', async () => {
    const { user } = await renderPage();
    await choose(user, 'Unit system', 'Imperial');

    await user.click(screen.getByRole('button', { name: 'Show result' }));

    const notifications = screen.getByRole('region', { name: /Notifications/ });
    expect(within(notifications).getByText('3,937.00 ft/min')).toBeInTheDocument();
    expect(within(notifications).getByText('19.69 in')).toBeInTheDocument();
    expect(within(notifications).getByText('8,320.82 CFM')).toBeInTheDocument();
  });

  it('shows a velocity of 1e30 m/s in full, also after a unit switch', async () => {
    const { user } = await renderPage();

    await retype(user, field('Velocity (V)'), '1e30');
    await waitFor(() => expect(field('Airflow (Q)')).toHaveValue('1.9635e+29'));

    await choose(user, 'Unit system', 'Imperial');
    await waitFor(() => expect(field('Velocity (V)')).toHaveValue('1.9685e+32'));
    await waitFor(() => expect(field('Airflow (Q)')).toHaveValue('4.1604e+32'));
  });

  it('shows the airflow through a 0.0001 m duct as 1.5708e-7 m³/s, not 0', async () => {
    const { user } = await renderPage();

    await retype(user, field('Diameter (D)'), '0.0001');

    await waitFor(() => expect(field('Airflow (Q)')).toHaveValue('1.5708e-7'));
  });
});
