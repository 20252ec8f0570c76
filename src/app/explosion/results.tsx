import { useId, useMemo } from 'react';
import { css } from '@emotion/react';
import { VENT_STANDARD_NAMES } from '../../core/explosion/report.ts';
import { figureText } from '../../core/report/figure.ts';
import { selectReport, selectResultIssues } from '../../machines/explosion/selectors.ts';
import { FigureList } from '../shell/figure-list.tsx';
import { colors, font, radius, space } from '../shell/theme.ts';
import { WarningList } from '../shell/warning-list.tsx';
import { VentActorContext } from './actor-context.ts';

const stackStyle = css({ display: 'grid', gap: space.lg, minWidth: 0 });
const noteStyle = css({ margin: 0, color: colors.textMuted, fontSize: font.size.sm });
const problemStyle = css({ margin: 0, padding: `${space.sm} ${space.md}`, borderLeft: `4px solid ${colors.danger}`, borderRadius: radius.sm, color: colors.text });
const headlineStyle = css({
  margin: 0,
  padding: `${space.sm} ${space.md}`,
  background: colors.selected,
  borderRadius: radius.sm,
  fontSize: font.size.md,
  '& strong': { fontSize: font.size.lg, whiteSpace: 'nowrap' },
});

/**
 * How far the figures are checked, said where they are read (REFERENCE.md's
 * marks): the area equations agree with a second implementation; the rest
 * was read from one text and awaits a check against the standards.
 */
const CHECK_STATUS =
  'Check status: the vent areas (NFPA 68 eq. 8.2.2 and 8.2.3, EN 14491) agree with a second, independent implementation (◐). The validity limits, the partial-volume and vent-duct corrections (NFPA 68 eq. 8.6.2 among them), the fireball and external pressure, and the dust table come from one reading of the standards (○): confirm them against your copy before you sign.';

/**
 * The vent design: the governing area and the St class first, then the
 * warnings highlighted, each standard's area with its base and
 * corrections, and the hazard zone, every figure with its formula and
 * source on demand; or each problem that stands in the way.
 */
export function VentResults() {
  const headingId = useId();
  const result = VentActorContext.useSelector((snapshot) => snapshot.context.result);
  const system = VentActorContext.useSelector((snapshot) => snapshot.context.system);
  const figures = useMemo(() => selectReport({ result }), [result]);
  const problems = selectResultIssues({ result });
  const { design } = result;
  const area = figures?.find((figure) => figure.key === 'ventArea');
  const shown = area === undefined ? undefined : figureText(area, system);
  return (
    <section aria-labelledby={headingId} css={stackStyle}>
      <h2 id={headingId} css={{ margin: 0, fontSize: font.size.lg }}>
        Results
      </h2>
      {design !== undefined && shown !== undefined && (
        <p css={headlineStyle}>
          Vent area required: <strong>{`${shown.value} ${shown.unit}`}</strong> ({VENT_STANDARD_NAMES[design.governing]} governs) · dust class <strong>{design.stClass}</strong>
        </p>
      )}
      {problems.map((problem) => (
        <p key={problem} role="alert" css={problemStyle}>
          {problem}
        </p>
      ))}
      {design !== undefined && <WarningList warnings={design.warnings} />}
      {figures === undefined ? (
        <p css={noteStyle}>The vent area shows once the volume, the dust’s KSt and Pmax (or a dust of the table) and Pred can be used; each field says what it needs.</p>
      ) : (
        <>
          <FigureList heading="Vent design" figures={figures} system={system} />
          <p css={noteStyle}>{CHECK_STATUS}</p>
        </>
      )}
    </section>
  );
}
