import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { UNIT_PREFERENCE_KEY } from '../../../src/app/shell/unit-preference.ts';
import { renderAppAt } from '../render-app-at.tsx';

// The page is a lazy chunk: load it once up front so each render resolves at once.
beforeAll(async () => {
  await import('../../../src/app/monitoring/monitoring-page.tsx');
});

beforeEach(() => localStorage.setItem(UNIT_PREFERENCE_KEY, 'metric'));

async function renderPart(path = '/monitoring') {
  const user = userEvent.setup({ delay: null });
  const view = renderAppAt(path);
  const part = await screen.findByRole('region', { name: 'Industries' }, { timeout: 10_000 });
  return { user, part: within(part), ...view };
}

describe('the Industries part', { timeout: 30_000 }, () => {
  it('lists the ten industries, each naming its processes and dusts, none opened', async () => {
    const { part } = await renderPart();

    const items = part.getAllByRole('listitem');
    expect(items).toHaveLength(10);
    expect(part.getByRole('button', { name: 'Woodworking' })).toHaveAttribute('aria-expanded', 'false');
    expect(items[0]).toHaveTextContent('Dusts: sawdust and shavings (dry), sanding dust (wood flour).');
    expect(part.getByRole('status')).toHaveTextContent('10 of 10 industries');
  });

  it('finds industries by a dust or a process, and says so when none matches', async () => {
    const { user, part } = await renderPart();
    const search = part.getByRole('searchbox', { name: 'Search industries, processes and dusts' });

    await user.type(search, 'kiln');
    expect(part.getAllByRole('listitem').map((item) => within(item).getByRole('button').textContent)).toEqual(['Cement and minerals']);
    await user.clear(search);
    await user.type(search, 'asbestos');
    expect(part.queryAllByRole('listitem')).toEqual([]);
    expect(part.getByRole('status')).toHaveTextContent('No industry matches this search');
  });

  it('opens an industry to its collector and each dust’s properties with their sources, and its tools’ links', async () => {
    const { user, part } = await renderPart();

    await user.click(part.getByRole('button', { name: 'Cement and minerals' }));

    expect(part.getByRole('button', { name: 'Cement and minerals' })).toHaveAttribute('aria-expanded', 'true');
    expect(part.getByText(/Reverse-air fabric filter on cement and lime kilns/)).toBeInTheDocument();
    const cement = within(part.getByRole('article', { name: 'Portland cement' }));
    expect(cement.getByText('EPA air-to-cloth ratio').nextElementSibling).toHaveTextContent(
      '0.61 m/min shaker or reverse-air, 2.44 m/min pulse-jet (cement)Source: EPA Cost Manual, Sec. 6 Ch. 1, Table 1.1',
    );
    expect(cement.getByText('Loose bulk density').nextElementSibling).toHaveTextContent('1,506 kg/m³ (cement, Portland)');
    expect(cement.getByText(/get it tested before calling it safe/)).toBeInTheDocument();
    expect(cement.getByRole('link', { name: 'Baghouse Design for portland cement' })).toHaveAttribute(
      'href',
      '/baghouse-design?dust=cement&cleaning=reverse-air&units=metric',
    );
    // Cement is not in the explosion table: no link pretends to size its vent.
    expect(cement.queryByRole('link', { name: /Explosion Protection/ })).toBeNull();
    expect(within(part.getByRole('article', { name: 'Quicklime dust' })).getByRole('link', { name: 'Duct sizing for quicklime dust' })).toHaveAttribute(
      'href',
      '/ducting-calculator?solve=diameter&v=23&units=metric&transport=heavy-moist-dust',
    );
  });

  it('opens a link’s industry in its units, and shows the same figures in the other system after a switch', async () => {
    const { user, part, history } = await renderPart('/monitoring?industry=woodworking&units=imperial');

    const sawdust = () => within(part.getByRole('article', { name: 'Sawdust and shavings (dry)' }));
    expect(sawdust().getByText('Loose bulk density').nextElementSibling).toHaveTextContent('10–13 lb/ft³ (sawdust, dry)');
    await user.click(part.getByRole('combobox', { name: 'Unit system' }));
    await user.click(screen.getByRole('option', { name: 'Metric (SI)' }));

    expect(sawdust().getByText('Loose bulk density').nextElementSibling).toHaveTextContent('160–208 kg/m³ (sawdust, dry)');
    expect(sawdust().getByRole('link', { name: 'Explosion Protection for sawdust and shavings (dry)' })).toHaveAttribute(
      'href',
      '/explosion-protection?dust=sawdust&units=metric',
    );
    await waitFor(() => expect(history.at(-1)).toBe('/monitoring?industry=woodworking&units=metric'));
  });
});
