import type { CostForm } from '../../machines/cost/context.ts';
import { selectFieldText } from '../../machines/cost/selectors.ts';
import { colors, space } from '../shell/theme.ts';
import { CostActorContext } from './actor-context.ts';
import { defaultOf, FIELDS, unitOf, type Group } from './fields.tsx';
import { printOnly } from '../shell/section-styles.ts';

const tableStyle = {
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: '8pt',
  fontVariantNumeric: 'tabular-nums',
  '& caption': { textAlign: 'left', fontWeight: 600, fontSize: '10pt', padding: `${space.sm} 0 2pt` },
  '& th, & td': { padding: '1pt 4pt', borderBottom: `0.5pt solid ${colors.border}`, textAlign: 'left', verticalAlign: 'baseline' },
  '& th[scope="rowgroup"]': { paddingTop: '4pt', color: colors.primary },
  '& td:nth-of-type(1)': { textAlign: 'right', whiteSpace: 'nowrap', fontWeight: 600 },
  '& .default': { fontWeight: 400, color: colors.textMuted },
} as const;

/**
 * On paper, in place of the form: every input of a section as entered,
 * with its unit, an empty one with the value it took (the EPA default), so
 * the report shows what its numbers rest on.
 */
export function InputsSummary({ form, groups, caption }: { form: CostForm; groups: readonly Group[]; caption: string }) {
  const context = CostActorContext.useSelector((snapshot) => snapshot.context);
  const { insulated, system } = context;
  return (
    <table css={[printOnly, tableStyle]}>
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
