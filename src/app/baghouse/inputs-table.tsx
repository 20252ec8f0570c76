import { selectFieldText } from '../../machines/baghouse/selectors.ts';
import type { BaghouseContext } from '../../machines/baghouse/context.ts';
import { PrintedInputs, type PrintedInput } from '../shell/printed-inputs.tsx';
import { BaghouseActorContext } from './actor-context.ts';
import { FIELD_GROUPS, numberLabel, numberUnit, type FieldSpec } from './field-groups.ts';

/** A field's label, and its value as the page shows it (a choice by its name). */
function rowOf(spec: FieldSpec, context: BaghouseContext): PrintedInput {
  const text = selectFieldText(context, spec.field).trim();
  if (spec.kind === 'flag') return { label: spec.label, value: text === 'yes' ? 'counted as cloth' : 'not counted' };
  if (spec.kind === 'choice') {
    // Left empty, a choice with no "not given" entry takes its first option (pulse-jet cleaning).
    const chosen = text === '' && spec.noneLabel === undefined ? spec.options[0] : spec.options.find((option) => option.value === text.toLowerCase());
    return { label: spec.label, value: chosen?.label ?? text };
  }
  return { label: numberLabel(spec.field), value: text, unit: numberUnit(spec.field, context.system) };
}

/**
 * On paper, in place of the form: every input as the page shows it, with its
 * unit, grouped as the form groups them, so the report shows what its
 * numbers rest on. A field left empty reads "not given" (the warnings say
 * what the design assumed for it).
 */
export function InputsTable() {
  const context = BaghouseActorContext.useSelector((snapshot) => snapshot.context);
  return <PrintedInputs caption="Inputs" groups={FIELD_GROUPS.map(({ legend, fields }) => ({ legend, rows: fields.map((spec) => rowOf(spec, context)) }))} />;
}
