import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { convertorMachine, type ConvertorEvent } from '../../../src/machines/unit-convertor/machine.ts';
import {
  selectAppliedConditions,
  selectConditionLines,
  selectFieldIssue,
  selectInputText,
  selectLinkPath,
  selectResultRows,
} from '../../../src/machines/unit-convertor/selectors.ts';
import { unitChoiceFor, unitChoicesOf } from '../../../src/machines/unit-convertor/unit-choices.ts';
import { unitsOf } from '../../../src/core/units/catalogue.ts';

const start = (search: string, ...events: ConvertorEvent[]) => {
  const actor = createActor(convertorMachine, { input: { search } }).start();
  for (const event of events) actor.send(event);
  return actor;
};

const contextOf = (actor: ReturnType<typeof start>) => actor.getSnapshot().context;
const rowsOf = (actor: ReturnType<typeof start>) =>
  selectResultRows(contextOf(actor)).map(({ symbol, value, preciseValue }) => [symbol, value, preciseValue]);
const change = (field: Extract<ConvertorEvent, { type: 'field.change' }>['field'], text: string): ConvertorEvent => ({
  type: 'field.change',
  field,
  text,
});

describe('unit convertor machine: opening', () => {
  it('without a link, shows 4 inH₂O in every pressure unit', () => {
    const actor = start('');

    expect(contextOf(actor).quantity).toBe('pressure');
    expect(contextOf(actor).texts).toEqual({ value: '4', from: 'inH2O' });
    expect(selectInputText(contextOf(actor))).toBe('4 inH₂O');
    expect(rowsOf(actor).map(([symbol]) => symbol)).toEqual(unitsOf('pressure').map((unit) => unit.symbol));
    expect(rowsOf(actor)).toContainEqual(['Pa', '996.36', '996.35564']);
  });

  it('from a link, reproduces its conversion and takes the quantity from its unit', () => {
    const actor = start('?value=1&from=m3/h&to=CFM');

    expect(contextOf(actor).quantity).toBe('airflow');
    expect(rowsOf(actor)).toEqual([['CFM', '0.59', '0.58857778']]);
    expect(contextOf(actor).linkNotes).toEqual([]);
  });

  it('from a link with the unit in the value, finds the quantity from that unit', () => {
    const actor = start('?value=100%20degF&to=degC');

    expect(contextOf(actor).quantity).toBe('temperature');
    expect(rowsOf(actor)).toEqual([['°C', '37.78', '37.777778']]);
  });

  it('keeps unknown and repeated parameters of a link as notes and applies the rest', () => {
    const actor = start('?value=4&from=inH2O&to=Pa&foo=1&to=kPa');

    expect(contextOf(actor).linkNotes.map((note) => note.message)).toEqual([
      "Ignored unknown link parameter 'foo=1'",
      "Ignored repeated link parameter 'to=kPa'",
    ]);
    expect(rowsOf(actor)).toEqual([['Pa', '996.36', '996.35564']]);

    actor.send({ type: 'notes.dismiss' });
    expect(contextOf(actor).linkNotes).toEqual([]);
  });

  it('an unknown unit in a link becomes the From field’s issue, with no rows', () => {
    const actor = start('?value=4&from=inH20&to=Pa');

    expect(selectFieldIssue(contextOf(actor), 'from')).toMatch(/^Unknown unit "inH20"; known units of/);
    expect(selectResultRows(contextOf(actor))).toEqual([]);
  });
});

describe('unit convertor machine: editing', () => {
  it('converts again on every change and keeps the typed text, even when unusable', () => {
    const actor = start('', change('value', '1'), change('from', 'gr/ft3'));
    expect(contextOf(actor).quantity).toBe('pressure'); // the From list is the quantity's; the text is converted anyway

    actor.send({ type: 'quantity.change', quantity: 'concentration' });
    actor.send(change('from', 'gr/ft3'));
    actor.send(change('to', 'g/m3'));
    expect(rowsOf(actor)).toEqual([['g/m³', '2.29', '2.2883519']]);

    actor.send(change('value', '1,5'));
    expect(contextOf(actor).texts.value).toBe('1,5');
    expect(selectFieldIssue(contextOf(actor), 'value')).toMatch(/"1,5": write the number without thousands separators/);
    expect(selectResultRows(contextOf(actor))).toEqual([]);
  });

  it('picking a quantity keeps the value, starts from its usual unit, shows every unit and clears the conditions', () => {
    const actor = start('?value=10000&from=ACFM&to=SCFM&temperature=300F&altitude=1500m');

    actor.send({ type: 'quantity.change', quantity: 'temperature' });

    expect(contextOf(actor).texts).toEqual({ value: '10000', from: 'degF' });
    expect(rowsOf(actor).map(([symbol]) => symbol)).toEqual(['°C', '°F', 'K', '°R']);
  });

  it('emptying a field removes it from the texts and from the link', () => {
    const actor = start('?value=4&from=inH2O&to=Pa', change('to', ''));

    expect(contextOf(actor).texts).toEqual({ value: '4', from: 'inH2O' });
    expect(selectLinkPath(contextOf(actor))).toBe('/pressure-drop?value=4&from=inH2O');
  });

  it('builds the link of the inputs in the order of the conversion fields', () => {
    const actor = start('', change('to', 'Pa'), change('value', '4'));

    expect(selectLinkPath(contextOf(actor))).toBe('/pressure-drop?value=4&from=inH2O&to=Pa');
  });
});

describe('unit convertor machine: conditioned conversions', () => {
  it('10,000 ACFM at 300 °F and 1500 m is 5,818.71 SCFM at ACGIH standard air, with each factor', () => {
    const actor = start(
      '',
      { type: 'quantity.change', quantity: 'airflow' },
      change('value', '10000'),
      change('from', 'ACFM'),
      change('to', 'SCFM'),
    );
    expect(selectFieldIssue(contextOf(actor), 'temperature')).toMatch(/actual gas temperature is needed/);

    actor.send(change('temperature', '300F'));
    actor.send(change('altitude', '1500m'));

    expect(rowsOf(actor)).toEqual([['SCFM', '5,818.71', expect.stringMatching(/^5818\.7/)]]);
    const applied = selectAppliedConditions(contextOf(actor))!;
    expect(applied.reference).toMatchObject({ label: 'ACGIH standard air', statedAs: '70 °F and 29.92 inHg', dryBasis: false });
    expect(applied.factors.map(({ name, factor, formula }) => [name, factor, formula])).toEqual([
      ['Temperature', '0.697237', 'T_ref / T_act'],
      ['Pressure', '0.8345378', 'p_act / p_ref'],
    ]);
    expect(selectConditionLines(contextOf(actor))).toEqual([
      { name: 'Gas temperature', value: '148.8889 °C (422.0389 K)' },
      { name: 'Absolute pressure', value: '84.556 kPa, from the altitude 1500 m by the ISA' },
    ]);
  });

  it('50 mg/m³ at 150 °C, 98 kPa, 8 % moisture and 11 % O₂ is 130.57 mg/Nm³ dry at 6 % O₂', () => {
    const actor = start(
      '?value=50&from=mg/m3&to=mg/Nm3&temperature=150C&pressure=98kPa&moisture=8&o2=11&o2-ref=6',
    );

    expect(contextOf(actor).quantity).toBe('concentration');
    expect(rowsOf(actor)).toEqual([['mg/Nm³', '130.57', expect.stringMatching(/^130\.57/)]]);
    expect(selectResultRows(contextOf(actor))[0]!.note).toBe('dry basis');
    const applied = selectAppliedConditions(contextOf(actor))!;
    expect(applied.reference.label).toBe('normal conditions');
    expect(applied.factors.map(({ name, factor }) => [name, factor])).toEqual([
      ['Temperature', '1.549149'],
      ['Pressure', '1.033929'],
      ['Moisture (to dry gas)', '1.086957'],
      ['Oxygen reference', '1.5'],
    ]);
  });

  it('a plain conversion applies no conditions', () => {
    expect(selectAppliedConditions(contextOf(start('')))).toBeUndefined();
    expect(selectConditionLines(contextOf(start('')))).toEqual([]);
  });
});

describe('unit choices', () => {
  it('lists airflow and concentration units also on an actual, standard or normal basis', () => {
    expect(unitChoicesOf('airflow').map((choice) => choice.value)).toEqual([
      'm3/s', 'm3/h', 'm3/min', 'L/s', 'CFM', 'ACFM', 'SCFM', 'Am3/h', 'Nm3/h', 'Am3/min',
    ]);
    expect(unitChoicesOf('concentration').map((choice) => choice.label)).toContain('mg/Nm³ (normal)');
  });

  it('finds the entry a typed spelling stands for', () => {
    expect(unitChoiceFor('pressure', 'in wg')).toBe('inH2O');
    expect(unitChoiceFor('airflow', 'scfm')).toBe('SCFM');
    expect(unitChoiceFor('airflow', 'inH2O')).toBeUndefined();
    expect(unitChoiceFor('pressure', undefined)).toBeUndefined();
  });
});
