import { useId, useMemo } from 'react';
import { css } from '@emotion/react';
import { HOOD_DESIGN_TYPES } from '../../core/hood/design-types.ts';
import { selectHoodType, selectMissing, selectReport } from '../../machines/hood/selectors.ts';
import { FigureList } from '../shell/figure-list.tsx';
import { MissingList, resultsAsideStyle } from '../shell/missing-list.tsx';
import { colors, font, space } from '../shell/theme.ts';
import { WarningList } from '../shell/warning-list.tsx';
import { HoodActorContext } from './actor-context.ts';

const stackStyle = css({ display: 'grid', gap: space.lg, minWidth: 0 });
const noteStyle = css({ margin: 0, color: colors.textMuted, fontSize: font.size.sm });
const asideStyle = css({ ...resultsAsideStyle, '& p': { margin: `${space.xs} 0 0` } });

/** The hood type's equation as its source writes it, where it holds, its source and how far it was checked. */
export function HoodMethod() {
  const headingId = useId();
  const type = HoodActorContext.useSelector((snapshot) => selectHoodType(snapshot.context));
  if (type === undefined) return null;
  const { name, equation, validity, source, check } = HOOD_DESIGN_TYPES[type];
  return (
    <section aria-labelledby={headingId} css={asideStyle}>
      <h3 id={headingId}>Method: {name.toLowerCase()}</h3>
      <p>
        <code css={{ fontFamily: font.mono }}>{equation}</code>
      </p>
      <p>Holds for {validity}.</p>
      <p>
        Source: {source} ({check === '✔' ? '✔ re-computed against a worked example' : check === '◐' ? '◐ two texts agree' : '○ one secondary text'}).
      </p>
    </section>
  );
}

/**
 * The design's results from the inputs that can be used: the warnings (the
 * cross-draft among them), the flow actual and at standard air, face and
 * slot velocities, Fh and Ce, the branch and its SPh, the capture velocity
 * reached at X; and what each missing input would add.
 */
export function HoodResults() {
  const headingId = useId();
  const result = HoodActorContext.useSelector((snapshot) => snapshot.context.result);
  const system = HoodActorContext.useSelector((snapshot) => snapshot.context.system);
  const report = useMemo(() => selectReport({ result, system }), [result, system]);
  const missing = HoodActorContext.useSelector((snapshot) => selectMissing(snapshot.context));
  return (
    <section aria-labelledby={headingId} css={stackStyle}>
      <h2 id={headingId} css={{ margin: 0, fontSize: font.size.lg }}>
        Results
      </h2>
      <WarningList warnings={result.warnings} />
      {report === undefined ? (
        <p css={noteStyle}>The results show once the hood type, its size and its airflow can be used; each field says what it needs.</p>
      ) : (
        <FigureList heading="Hood design" figures={report.figures} system={system} />
      )}
      <MissingList lines={missing} />
    </section>
  );
}
