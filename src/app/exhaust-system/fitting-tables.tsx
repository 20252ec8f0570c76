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
      <h3 id="hood-types-heading">Hood types</h3>
      <p>Fh in VP of the duct; Ce = 1/√(1 + Fh). A given hood entry loss Fh wins over the type. ◐ confirmed by a second text, ○ one secondary text. {HOOD_TYPE_SOURCE}.</p>
      <div role="region" aria-labelledby="hood-types-heading" tabIndex={0} css={scrollRegionStyle}>
        <table css={sheetTableStyle} aria-labelledby="hood-types-heading">
          <thead>
            <tr>
              <th scope="col">Hood type</th>
              <th scope="col">Id</th>
              <th scope="col">Fh</th>
              <th scope="col">Ce</th>
              <th scope="col">Check</th>
            </tr>
          </thead>
          <tbody>
            {HOOD_TYPE_IDS.map((id) => (
              <tr key={id}>
                <th scope="row">{HOOD_TYPES[id].name}</th>
                <td>
                  <code>{id}</code>
                </td>
                <td>{field(HOOD_TYPES[id].entryLoss)}</td>
                <td>{formatNumber(HOOD_TYPES[id].coefficientOfEntry, 'table', { decimals: 2 })}</td>
                <td>{HOOD_TYPES[id].check}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <h3 id="materials-heading">Materials</h3>
      <p>The ACGIH friction equation H_f = a·V^b/Q^c with the material&apos;s coefficients; Colebrook with its roughness ε. {ACGIH_FRICTION_SOURCE}.</p>
      <div role="region" aria-labelledby="materials-heading" tabIndex={0} css={scrollRegionStyle}>
        <table css={sheetTableStyle} aria-labelledby="materials-heading">
          <thead>
            <tr>
              <th scope="col">Material</th>
              <th scope="col">Id</th>
              <th scope="col">ACGIH a, b, c</th>
              <th scope="col">ε</th>
            </tr>
          </thead>
          <tbody>
            {MATERIAL_IDS.map((id) => {
              const coefficients = acgihCoefficientsOf(id);
              const { value, unit } = DUCT_MATERIALS[id].roughness;
              return (
                <tr key={id}>
                  <th scope="row">{DUCT_MATERIALS[id].label}</th>
                  <td>
                    <code>{id}</code>
                  </td>
                  <td>{coefficients === undefined ? 'none (Colebrook only)' : [coefficients.a, coefficients.b, coefficients.c].map(field).join(', ')}</td>
                  <td>
                    {formatNumber(value, 'field', { decimals: 6 })} {unit}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
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
