import { selectFieldText } from '../../machines/baghouse/selectors.ts';
import { printOnly } from '../shell/section-styles.ts';
import { inputsTableStyle } from '../shell/inputs-table-style.ts';
import { BaghouseActorContext } from './actor-context.ts';
import { FIELD_GROUPS, numberLabel, numberUnit, type FieldSpec } from './field-groups.ts';

/** A field's label, and its value as the page shows it (a choice by its name). */
function useRow(spec: FieldSpec): { label: string; value: string; unit: string | undefined } {
  const text = BaghouseActorContext.useSelector((snapshot) => selectFieldText(snapshot.context, spec.field)).trim();
  const system = BaghouseActorContext.useSelector((snapshot) => snapshot.context.system);
  if (spec.kind === 'flag') return { label: spec.label, value: text === 'yes' ? 'counted as cloth' : 'not counted', unit: undefined };
  if (spec.kind === 'choice') {
    // Left empty, a choice with no "not given" entry takes its first option (pulse-jet cleaning).
    const chosen = text === '' && spec.noneLabel === undefined ? spec.options[0] : spec.options.find((option) => option.value === text.toLowerCase());
    return { label: spec.label, value: chosen?.label ?? text, unit: undefined };
  }
  return { label: numberLabel(spec.field), value: text, unit: numberUnit(spec.field, system) };
}

function InputRow({ spec }: { spec: FieldSpec }) {
  const { label, value, unit } = useRow(spec);
  return (
    <tr>
      <th scope="row">{label}</th>
      <td className={value === '' ? 'default' : undefined}>{value === '' ? 'not given' : value}</td>
      <td>{value === '' ? '' : unit}</td>
    </tr>
  );
}

/**
 * On paper, in place of the form: every input as the page shows it, with its
 * unit, grouped as the form groups them, so the report shows what its
 * numbers rest on. A field left empty reads "not given" (the warnings say
 * what the design assumed for it).
 */
export function InputsTable() {
  return (
    <table css={[printOnly, inputsTableStyle]}>
      <caption>Inputs</caption>
      {FIELD_GROUPS.map(({ legend, fields }) => (
        <tbody key={legend}>
          <tr>
            <th scope="rowgroup" colSpan={3}>
              {legend}
            </th>
          </tr>
          {fields.map((spec) => (
            <InputRow key={spec.field} spec={spec} />
          ))}
        </tbody>
      ))}
    </table>
  );
}
