import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { KNOWLEDGE_ENTRIES } from '../../../src/core/knowledge/catalogue.ts';
import { renderAppAt } from '../render-app-at.tsx';

const SITE = 'Technology For Clean Air';

async function openKnowHow(path = '/process/know-how') {
  const user = userEvent.setup();
  const view = renderAppAt(path);
  const search = await screen.findByRole('searchbox', { name: 'Search Know-How' });
  return { user, search, ...view };
}

const groupNamed = (name: RegExp) => screen.getByRole('region', { name });

describe('Know-How: the search page', () => {
  it('keeps the heading Know-How, and with no query lists every entry by kind', async () => {
    await openKnowHow();

    expect(screen.getByRole('heading', { level: 1, name: 'Know-How' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe(`Know-How · ${SITE}`));
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent?.replace(/ \(\d+\)$/, ''))).toEqual([
      'Formulas',
      'Tables',
      'Terms',
      'Methods',
      'Worked examples',
    ]);
    const listed = screen.getAllByRole('region').flatMap((group) => within(group).queryAllByRole('link'));
    expect(listed).toHaveLength(KNOWLEDGE_ENTRIES.length);
    expect(screen.getByRole('status')).toHaveTextContent(`All ${KNOWLEDGE_ENTRIES.length} entries, by kind.`);
  });

  it('searches as one types, typo and all, and lists the results by kind, the Colebrook formula first', async () => {
    const { user, search } = await openKnowHow();

    await user.type(search, 'colbrook');

    const formulas = await waitFor(() => groupNamed(/^Formulas/));
    expect(within(formulas).getAllByRole('link')[0]).toHaveAccessibleName('Colebrook friction factor');
    expect(within(formulas).getAllByRole('link')[0]).toHaveAttribute('href', '/process/know-how/colebrook');
    expect(screen.getByRole('status')).toHaveTextContent(/entr(y|ies) match(es)? “colbrook”/);
    // One group per kind with a hit, the kind of the best hit first.
    const groups = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent?.replace(/ \(\d+\)$/, '') ?? '');
    expect(groups[0]).toBe('Formulas');
    expect(new Set(groups).size).toBe(groups.length);
    for (const group of groups) expect(['Formulas', 'Tables', 'Terms', 'Methods', 'Worked examples']).toContain(group);
  });

  it('finds the KSt formula and term by the symbol an engineer types, and says so when nothing matches', async () => {
    const { user, search } = await openKnowHow();

    await user.type(search, 'kst');
    await waitFor(() => expect(within(groupNamed(/^Terms/)).getByRole('link', { name: 'KSt: deflagration index' })).toBeInTheDocument());
    expect(within(groupNamed(/^Formulas/)).getByRole('link', { name: 'NFPA 68 dust explosion vent area' })).toBeInTheDocument();

    await user.clear(search);
    await user.type(search, 'qqqzzz');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('No entry matches “qqqzzz”.'));
  });

  it('opens with the query of its address, and opening a result shows its entry', async () => {
    const { user, history } = await openKnowHow('/process/know-how?q=colebrook');
    expect(screen.getByRole('searchbox', { name: 'Search Know-How' })).toHaveValue('colebrook');

    await user.click(await screen.findByRole('link', { name: 'Colebrook friction factor' }));

    expect(history.at(-1)).toBe('/process/know-how/colebrook');
    expect(await screen.findByRole('heading', { level: 1, name: 'Colebrook friction factor' })).toBeInTheDocument();
  });

  it('opens the best result on Enter', async () => {
    const { user, search, history } = await openKnowHow();

    await user.type(search, 'colebrook{Enter}');

    expect(await screen.findByRole('heading', { level: 1, name: 'Colebrook friction factor' })).toBeInTheDocument();
    expect(history.at(-1)).toBe('/process/know-how/colebrook');
  });
});

describe('Know-How: an entry page', () => {
  it('shows a formula as MathML with its symbols and units, source, check and the tools, linked to the worked example', async () => {
    renderAppAt('/process/know-how/continuity');

    expect(await screen.findByRole('heading', { level: 1, name: /Continuity/ })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toMatch(/^Continuity.* · Know-How · Technology For Clean Air$/));
    expect(document.querySelector('main math')).not.toBeNull();
    const symbols = screen.getByRole('table', { name: /^Symbols of Continuity/ });
    expect(within(symbols).getByRole('columnheader', { name: 'Unit' })).toBeInTheDocument();
    expect(within(symbols).getAllByRole('row').length).toBeGreaterThan(1);
    expect(screen.getByText('Source')).toBeInTheDocument();
    expect(screen.getByText('Check')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ducting Calculator' })).toHaveAttribute('href', '/ducting-calculator?solve=diameter&q=2118&v=4000&units=imperial');
    expect(screen.getByRole('link', { name: 'Ducting calculator: 2118 CFM at 4000 ft/min' })).toHaveAttribute('href', '/process/know-how/example-solve-2118-cfm');
  });

  it('renders a table entry from the core data as an accessible table', async () => {
    renderAppAt('/process/know-how/st-classes');

    const table = await screen.findByRole('table', { name: 'Dust explosion classes (St classes)' });
    expect(within(table).getAllByRole('rowheader').map((cell) => cell.textContent)).toContain('St 1');
  });

  it('shows a worked example with its published answer, the tool’s answer, the command and the link into the tool', async () => {
    renderAppAt('/process/know-how/example-solve-2118-cfm');

    expect(await screen.findByRole('heading', { level: 1, name: 'Ducting calculator: 2118 CFM at 4000 ft/min' })).toBeInTheDocument();
    expect(screen.getByText(/^9\.853 in, the tool within 0\.0005 in$/)).toBeInTheDocument();
    expect(screen.getByText(/^9\.8530\d* in \(0\.2502\d* m\)$/)).toBeInTheDocument();
    expect(screen.getByText('$ duct-calc --solve diameter --q 2118 --v 4000 --imperial')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open Ducting Calculator on this example' })).toHaveAttribute('href', '/ducting-calculator?solve=diameter&q=2118&v=4000&units=imperial');
  });

  it('renders a method’s Markdown: its headings, numbered steps and code', async () => {
    renderAppAt('/process/know-how/method-friction');

    expect(await screen.findByRole('heading', { level: 2, name: 'Steps' })).toBeInTheDocument();
    expect(screen.getAllByRole('list').map((list) => list.tagName)).toContain('OL');
    expect(screen.getByText('src/core/friction/pressure-loss.ts', { selector: 'code' })).toBeInTheDocument();
    expect(screen.queryByText(/##|`/)).toBeNull();
  });

  it('shows the site’s 404 for an unknown entry, with a way back to Know-How', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    const user = userEvent.setup();
    const { history } = renderAppAt('/process/know-how/no-such-entry');

    expect(await screen.findByRole('heading', { level: 1, name: '404' })).toBeInTheDocument();
    await waitFor(() => expect(consoleError).toHaveBeenCalledWith(expect.stringContaining('404'), '/process/know-how/no-such-entry'));
    await user.click(screen.getByRole('link', { name: 'Back to Know-How' }));
    expect(history.at(-1)).toBe('/process/know-how');
  });

  afterEach(() => vi.restoreAllMocks());
});
