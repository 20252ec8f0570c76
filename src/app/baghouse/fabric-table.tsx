import { useId } from 'react';
import { SOURCE_FABRICS } from '../../core/baghouse/sources.ts';
import { selectFabricTable } from '../../machines/baghouse/selectors.ts';
import { resultsTableStyle } from '../shell/results-styles.ts';
import { noPrint } from '../shell/section-styles.ts';
import { colors, focusRing, font, space } from '../shell/theme.ts';
import { BaghouseActorContext } from './actor-context.ts';

/** A grid item: without a zero minimum width, the wide table would widen the page on a phone. */
const detailsStyle = {
  minWidth: 0,
  marginTop: space.xl,
  '& > summary': { cursor: 'pointer', fontWeight: 600, color: colors.primary, '&:focus-visible': focusRing },
  '& > summary + *': { marginTop: space.sm },
} as const;
/** Seven columns do not fit a phone: the table scrolls inside its frame, the page does not. */
const scrollStyle = { overflowX: 'auto', maxWidth: '100%', '&:focus-visible': focusRing } as const;
/** Wide enough that each column reads on a line or two; narrower screens scroll the frame. */
const tableStyle = {
  ...resultsTableStyle,
  minWidth: '50rem',
  fontSize: font.size.sm,
  '& td, & th': { ...resultsTableStyle['& th, & td'], verticalAlign: 'baseline' },
  '& td:nth-of-type(1), & td:nth-of-type(2)': { textAlign: 'right', whiteSpace: 'nowrap' },
  '& tr[aria-current="true"] th, & tr[aria-current="true"] td': { background: colors.selected },
} as const;
const sourceStyle = { margin: `${space.xs} 0 0`, fontSize: font.size.sm, color: colors.textMuted, lineHeight: 1.5 } as const;

/**
 * The filter fabrics with their temperature limits and chemical resistance,
 * folded away until wanted: the chosen fabric's row is marked, and with a gas
 * temperature, each row says whether the fabric takes it continuously.
 */
export function FabricTable() {
  const captionId = useId();
  const { rows, chosen } = BaghouseActorContext.useSelector((snapshot) => selectFabricTable(snapshot.context));
  const marked = rows.some((row) => row.takesGas !== undefined);
  return (
    <details css={[detailsStyle, noPrint]}>
      <summary>Filter fabrics: temperature limits and resistance</summary>
      <div css={scrollStyle} tabIndex={0} role="region" aria-labelledby={captionId}>
        <table css={tableStyle}>
          <caption id={captionId} css={{ textAlign: 'left', fontWeight: 600, paddingBottom: space.xs }}>
            Filter fabrics
          </caption>
          <thead>
            <tr>
              <th scope="col">Fabric</th>
              <th scope="col">Continuous</th>
              <th scope="col">Surge</th>
              <th scope="col">Acid</th>
              <th scope="col">Alkali</th>
              <th scope="col">Hydrolysis</th>
              {marked && <th scope="col">Takes the gas</th>}
              <th scope="col">Check</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.id} aria-current={row.id === chosen ? 'true' : undefined}>
                <th scope="row">
                  {row.name}
                  {row.id === chosen && ' (chosen)'}
                </th>
                <td>{row.continuous}</td>
                <td>{row.surge}</td>
                <td>{row.acid}</td>
                <td>{row.alkali}</td>
                <td>{row.hydrolysis}</td>
                {marked && <td>{row.takesGas ? 'yes' : 'no'}</td>}
                <td>{row.check}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p css={sourceStyle}>
        Source: {SOURCE_FABRICS}. ◐ the continuous temperature is confirmed by the second text; ○ from one source.
        Hydrolysis (hot, moist gas) is not in either table: it is given where vendor texts rate it. Confirm with the
        fabric supplier, who also rates finishes and membranes.
      </p>
    </details>
  );
}
