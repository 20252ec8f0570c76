import type { CostForm } from '../../machines/cost/context.ts';
import { selectFieldText } from '../../machines/cost/selectors.ts';
import { inputsTableStyle } from '../shell/inputs-table-style.ts';
import { CostActorContext } from './actor-context.ts';
import { defaultOf, FIELDS, unitOf, type Group } from './fields.tsx';
import { printOnly } from '../shell/section-styles.ts';

/**
 * On paper, in place of the form: every input of a section as entered,
 * with its unit, an empty one with the value it took (the EPA default), so
 * the report shows what its numbers rest on.
 */
export function InputsSummary({ form, groups, caption }: { form: CostForm; groups: readonly Group[]; caption: string }) {
  const context = CostActorContext.useSelector((snapshot) => snapshot.context);
  const { insulated, system } = context;
  return (
    <table css={[printOnly, inputsTableStyle]}>
      <caption>{caption}</caption>
      {groups.map(({ id, legend, keys }) => (
        <tbody key={id}>
          <tr>
            <th scope="rowgroup" colSpan={3}>
              {legend}
            </th>
          </tr>
          {form === 'cost' && id === 'capital' && (
            <tr>
              <th scope="row">Insulated housing</th>
              <td>{insulated ? 'yes' : 'no'}</td>
              <td />
            </tr>
          )}
          {keys.map((key) => {
            const field = FIELDS[form].get(key);
            if (field === undefined) return null;
            const text = selectFieldText(context, form, key).trim();
            return (
              <tr key={key}>
                <th scope="row">{field.spec.label}</th>
                <td className={text ? undefined : 'default'}>{text || (defaultOf(field, system) === undefined ? 'not given' : `default ${defaultOf(field, system)}`)}</td>
                <td>{text ? unitOf(field, system) : ''}</td>
              </tr>
            );
          })}
        </tbody>
      ))}
    </table>
  );
}
