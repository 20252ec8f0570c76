import { useId, type ReactNode } from 'react';
import { css } from '@emotion/react';
import { ELBOW_ANGLE_SHARE, FITTING_SOURCE, NAMED_FITTINGS } from '../../core/exhaust-system/fittings.ts';
import { ACGIH_FRICTION_SOURCE, acgihCoefficientsOf } from '../../core/friction/acgih.ts';
import { DUCT_MATERIALS, MATERIAL_IDS } from '../../core/friction/roughness.ts';
import { formatNumber } from '../../core/format/number.ts';
import { HOOD_TYPES, HOOD_TYPE_IDS, HOOD_TYPE_SOURCE } from '../../core/hood/hood-types.ts';
import { colors, font, space } from '../shell/theme.ts';
import { noPrint } from '../shell/section-styles.ts';
import { scrollRegionStyle, sheetTableStyle } from './styles.ts';

const detailsStyle = css({
  fontSize: font.size.sm,
  '& summary': { cursor: 'pointer', fontWeight: 600, color: colors.primary },
  '& h3': { margin: `${space.md} 0 ${space.xs}`, fontSize: font.size.md },
  '& p': { margin: `${space.xs} 0`, color: colors.textMuted, lineHeight: 1.45 },
});

const field = (value: number) => formatNumber(value, 'field');

/** One row of a reference table: its name (the row header) and its cells. */
interface ReferenceRow {
  readonly key: string;
  readonly name: string;
  readonly cells: readonly ReactNode[];
}

/** A titled table of one of core's tables, in its own scrolling region on a phone. */
function ReferenceTable({ title, lead, columns, rows }: { title: string; lead: string; columns: readonly string[]; rows: readonly ReferenceRow[] }) {
  const headingId = useId();
  return (
    <>
      <h3 id={headingId}>{title}</h3>
      <p>{lead}</p>
      <div role="region" aria-labelledby={headingId} tabIndex={0} css={scrollRegionStyle}>
        <table css={sheetTableStyle} aria-labelledby={headingId}>
          <thead>
            <tr>
              {columns.map((column) => (
                <th key={column} scope="col">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map(({ key, name, cells }) => (
              <tr key={key}>
                <th scope="row">{name}</th>
                {cells.map((cell, index) => (
                  <td key={columns[index + 1]}>{cell}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}

const hoodTypeRows: readonly ReferenceRow[] = HOOD_TYPE_IDS.map((id) => {
  const { name, entryLoss, coefficientOfEntry, check } = HOOD_TYPES[id];
  return { key: id, name, cells: [<code key="id">{id}</code>, field(entryLoss), formatNumber(coefficientOfEntry, 'table', { decimals: 2 }), check] };
});

const materialRows: readonly ReferenceRow[] = MATERIAL_IDS.map((id) => {
  const coefficients = acgihCoefficientsOf(id);
  const { label, roughness } = DUCT_MATERIALS[id];
  return {
    key: id,
    name: label,
    cells: [
      <code key="id">{id}</code>,
      coefficients === undefined ? 'none (Colebrook only)' : [coefficients.a, coefficients.b, coefficients.c].map(field).join(', '),
      `${formatNumber(roughness.value, 'field', { decimals: 6 })} ${roughness.unit}`,
    ],
  };
});

/**
 * What the sheet's named columns take, from core's tables: each hood type
 * with its Fh, Ce and check status, each material with its ACGIH
 * coefficients and roughness, the elbow angles and the named fittings, each
 * with its source. Folded away until asked for; not printed (the results'
 * formulas and sources name them).
 */
export function FittingTables() {
  const angles = Object.entries(ELBOW_ANGLE_SHARE)
    .sort(([a], [b]) => Number(b) - Number(a))
    .map(([angle, share]) => `${angle}° ${formatNumber(share, 'table', { decimals: 3 })}`)
    .join(', ');
  return (
    <details css={[detailsStyle, noPrint]}>
      <summary>Hood types, materials, elbows and fittings (ACGIH)</summary>
      <ReferenceTable
        title="Hood types"
        lead={`Fh in VP of the duct; Ce = 1/√(1 + Fh). A given hood entry loss Fh wins over the type. ◐ confirmed by a second text, ○ one secondary text. ${HOOD_TYPE_SOURCE}.`}
        columns={['Hood type', 'Id', 'Fh', 'Ce', 'Check']}
        rows={hoodTypeRows}
      />
      <ReferenceTable
        title="Materials"
        lead={`The ACGIH friction equation H_f = a·V^b/Q^c with the material's coefficients; Colebrook with its roughness ε. ${ACGIH_FRICTION_SOURCE}.`}
        columns={['Material', 'Id', 'ACGIH a, b, c', 'ε']}
        rows={materialRows}
      />
      <h3>Elbows and fittings</h3>
      <p>
        Elbows: a number of 90° elbows, or by angle, <code>2x90, 1x45</code>; each angle costs its share of the 90° elbow&apos;s loss: {angles}. Fittings:{' '}
        {Object.entries(NAMED_FITTINGS)
          .map(([id, fitting]) => `${id}, ${fitting.label.toLowerCase()}, ${field(fitting.lossVp)} VP`)
          .join('; ')}
        . {FITTING_SOURCE}.
      </p>
    </details>
  );
}
