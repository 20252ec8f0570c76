import { describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createActorContext } from '@xstate/react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { setup } from 'xstate';
import type { UnitSystem } from '../../../src/core/report/figure.ts';
import { readMeasure, type MeasureSpec } from '../../../src/core/report/measure.ts';
import { shownMeasureText } from '../../../src/core/report/typed-text.ts';
import { ToolCard } from '../../../src/app/shell/tool-card.tsx';
import { ToolSystemSelect, ToolUnitField } from '../../../src/app/shell/tool-fields.tsx';
import { ToolPage, ToolSection } from '../../../src/app/shell/tool-page.tsx';
import { openForm, typedInOf, type FormContext, type FormInputs, type FormMachineInput, type FormSpec } from '../../../src/machines/shared/form-context.ts';
import { FORM_TRANSITIONS, formActions, formGuards, type FormEvent } from '../../../src/machines/shared/form-machine.ts';

// A one-field form tool (a length), its link `/tool?length=…&units=…`, read by core.
const LENGTH = { key: 'length', label: 'Length L', quantity: 'length', units: { metric: 'm', imperial: 'ft' }, range: { min: 0, max: 1000, minExclusive: true } } as const satisfies MeasureSpec;
type Inputs = FormInputs<'length'>;
type Reading = ReturnType<typeof readMeasure> | undefined;
type Context = FormContext<Inputs, Reading>;

const spec: FormSpec<Inputs, Reading> = {
  read: ({ texts, typedIn }, system) => (texts.length === undefined ? undefined : readMeasure(LENGTH, texts.length, typedIn.length ?? system)),
  readsInSystemShown: false,
  inputsOf: ({ texts, typedIn }) => ({ texts, typedIn }),
  example: { inputs: () => ({ texts: { length: '10' }, typedIn: { length: 'metric' } }), message: 'Loaded the worked example in place of your inputs.' },
  clear: { inputs: () => ({ texts: {}, typedIn: {} }), hasInputs: ({ texts }) => texts.length !== undefined, message: 'Cleared the inputs.' },
};
const machine = setup({
  types: { context: {} as Context, events: {} as FormEvent<'length'>, input: {} as FormMachineInput },
  actions: formActions<Context, FormEvent<'length'>>(spec),
  guards: formGuards<Context>(spec),
}).createMachine({
  context: ({ input }) => {
    const query = new URLSearchParams(input.search);
    const length = query.get('length');
    const notes = query.has('colour') ? [{ name: 'colour', value: 'red', message: 'colour is not a parameter of this tool; ignored.' }] : [];
    const inputs = length === null ? undefined : (system: UnitSystem) => ({ texts: { length }, typedIn: typedInOf({ length }, system) });
    return openForm(spec, { system: (query.get('units') as UnitSystem | null) ?? undefined, notes, inputs }, input.preferredSystem);
  },
  initial: 'editing',
  states: { editing: { on: FORM_TRANSITIONS } },
});
const ToolActorContext = createActorContext(machine);

const selectors = {
  linkPath: ({ texts, typedIn, system }: Context) =>
    `/tool?${texts.length === undefined ? '' : `length=${encodeURIComponent(texts.length)}${typedIn.length === system ? '' : LENGTH.units[typedIn.length!]}&`}units=${system}`,
  shownText: ({ texts, typedIn, system }: Context, field: 'length') =>
    texts[field] === undefined ? '' : shownMeasureText(LENGTH, texts[field], typedIn[field] ?? system, system),
  fieldIssue: ({ result }: Context) => (result?.status === 'error' ? result.issue.message : undefined),
};
const unitOf = (_field: 'length', system: UnitSystem) => LENGTH.units[system];

function Result() {
  const result = ToolActorContext.useSelector((snapshot) => snapshot.context.result);
  return <p>{result?.status === 'success' ? `L = ${result.valueSi} m` : 'No length'}</p>;
}

function renderTool(path: string, props: Partial<Parameters<typeof ToolPage<Context, 'length'>>[0]> = {}) {
  const location = memoryLocation({ path, record: true });
  render(
    <Router hook={location.hook} searchHook={location.searchHook}>
      <ToolPage<Context, 'length'> title="A Tool" subtitle="A length." actor={ToolActorContext} selectors={selectors} {...props}>
        <ToolCard
          inputs={
            <>
              <ToolSystemSelect />
              <ToolUnitField field="length" label="Length" unitOf={unitOf} />
            </>
          }
          summary={null}
          results={
            <ToolSection name="results">
              <Result />
            </ToolSection>
          }
        />
      </ToolPage>
    </Router>,
  );
  return { user: userEvent.setup({ delay: null }), history: location.history! };
}

describe('ToolPage', () => {
  it('heads the page, opens the machine on the link, keeps the link in step with the inputs and reads them through core', async () => {
    const { user, history } = renderTool('/tool?length=2&units=metric', { actions: 'example-and-clear' });
    expect(screen.getByRole('heading', { level: 1, name: 'A Tool' })).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Inputs' })).toBeInTheDocument();
    expect(screen.getByText('L = 2 m')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Length' }), '5');
    expect(screen.getByText('L = 25 m')).toBeInTheDocument();
    // The address follows once the inputs rest (useReplaceLink).
    await waitFor(() => expect(history.at(-1)).toBe('/tool?length=25&units=metric'));
  });

  it('offers the example and a clear, each with an undo that puts the inputs back', async () => {
    const { user } = renderTool('/tool?length=2', { actions: 'example-and-clear' });
    await user.click(screen.getByRole('button', { name: 'Load worked example' }));
    expect(screen.getByRole('textbox', { name: 'Length' })).toHaveValue('10');
    expect(screen.getByText('Loaded the worked example in place of your inputs.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(screen.getByRole('textbox', { name: 'Length' })).toHaveValue('2');

    await user.click(screen.getByRole('button', { name: 'Clear inputs' }));
    expect(screen.getByRole('textbox', { name: 'Length' })).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Clear inputs' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByText('Cleared the inputs.')).toBeNull();
  });

  it('has no Clear inputs with the example alone, and no toolbar where the tool places its own actions', () => {
    renderTool('/tool', { actions: 'example' });
    expect(screen.getByRole('button', { name: 'Load worked example' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Clear inputs' })).toBeNull();
    document.body.innerHTML = '';
    renderTool('/tool');
    expect(screen.queryByRole('button', { name: 'Load worked example' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Print report' })).toBeNull();
  });

  it('shows the undo only where the tool’s undoMessage says', async () => {
    const { user } = renderTool('/tool', { actions: 'example', undoMessage: () => undefined });
    await user.click(screen.getByRole('button', { name: 'Load worked example' }));
    expect(screen.getByRole('textbox', { name: 'Length' })).toHaveValue('10');
    expect(screen.queryByRole('button', { name: 'Undo' })).toBeNull();
  });

  it('names what the link ignored until dismissed', async () => {
    const { user } = renderTool('/tool?length=2&colour=red');
    const notes = screen.getByRole('status', { name: 'Link notes' });
    expect(within(notes).getByText('colour is not a parameter of this tool; ignored.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Dismiss link notes' }));
    expect(screen.queryByRole('status', { name: 'Link notes' })).toBeNull();
  });

  it('shows a typed number converted on a unit switch and never changes it', async () => {
    const { user, history } = renderTool('/tool?length=10&units=metric');
    await user.click(screen.getByRole('combobox', { name: 'Unit system' }));
    await user.click(screen.getByRole('option', { name: 'Imperial (US)' }));
    expect(screen.getByRole('textbox', { name: 'Length' })).toHaveValue('32.8084');
    expect(screen.getByText('L = 10 m')).toBeInTheDocument();
    await waitFor(() => expect(history.at(-1)).toBe('/tool?length=10m&units=imperial'));
  });
});
