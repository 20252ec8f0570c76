import { useMemo } from 'react';
import { css } from '@emotion/react';
import { CircleCheck, CircleMinus, CircleX, type LucideIcon } from 'lucide-react';
import { checkProject, type CheckStatus } from '../../core/project/checks.ts';
import type { Project } from '../../core/project/document.ts';
import { dataTableStyle } from '../shell/data-table-style.ts';
import { leadStyle, sectionHeadingStyle } from '../shell/section-styles.ts';
import { overviewSectionStyle } from './styles.ts';
import { colors, font, space } from '../shell/theme.ts';

const STATUS_TEXT: Readonly<Record<CheckStatus, string>> = { pass: 'Pass', fail: 'Fail', 'not-applicable': 'Not applicable' };
// The icon carries the colour (3:1 is enough for a graphic); the word stays in text colours that read at small size.
const STATUS_ICON: Readonly<Record<CheckStatus, { icon: LucideIcon; color: string }>> = {
  pass: { icon: CircleCheck, color: colors.accent },
  fail: { icon: CircleX, color: colors.danger },
  'not-applicable': { icon: CircleMinus, color: colors.textMuted },
};

const wrapStyle = css({ overflowX: 'auto' });
const tableStyle = css({ ...dataTableStyle, '& td': { ...dataTableStyle['& th, & td'], overflowWrap: 'anywhere' }, '& td small': { display: 'block', marginTop: space.xs, color: colors.textMuted, fontSize: font.size.sm } });

// Two columns, so the why reads at full width on a phone.
const detailStyle = css({ display: 'block', marginTop: space.xs });
const statusStyle = css({ fontWeight: 700, whiteSpace: 'nowrap', '& svg': { verticalAlign: '-3px', marginRight: space.xs } });

function StatusIcon({ status }: { status: CheckStatus }) {
  const { icon: Icon, color } = STATUS_ICON[status];
  return <Icon aria-hidden="true" size={16} color={color} />;
}

/** The project's checks: each rule, its outcome, why (part, field, value) and its source. */
export function ChecksSection({ project }: { project: Project }) {
  const checks = useMemo(() => checkProject(project), [project]);
  const count = (status: CheckStatus) => checks.filter((check) => check.status === status).length;
  return (
    <section css={overviewSectionStyle} aria-labelledby="project-checks">
      <h2 id="project-checks" css={sectionHeadingStyle}>
        Checks
      </h2>
      <p css={leadStyle}>
        {checks.length} checks: {count('pass')} passed, {count('fail')} failed, {count('not-applicable')} not applicable (as <code>duct-calc project check</code> reports them).
      </p>
      <div css={wrapStyle}>
        <table css={tableStyle}>
          <thead>
            <tr>
              <th scope="col">Check, and why</th>
              <th scope="col">Result</th>
            </tr>
          </thead>
          <tbody>
            {checks.map((check) => (
              <tr key={check.id}>
                <td>
                  <strong>{check.title}</strong>
                  <span css={detailStyle}>{check.detail}</span>
                  <small>Source: {check.source}</small>
                </td>
                <td css={[statusStyle, check.status === 'fail' && { color: colors.danger }]}>
                  <StatusIcon status={check.status} />
                  {STATUS_TEXT[check.status]}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
