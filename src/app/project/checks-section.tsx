import { useMemo } from 'react';
import { css } from '@emotion/react';
import { checkProject, type CheckStatus } from '../../core/project/checks.ts';
import type { Project } from '../../core/project/document.ts';
import { dataTableStyle } from '../shell/data-table-style.ts';
import { leadStyle, sectionHeadingStyle, sectionStyle } from '../shell/section-styles.ts';
import { colors, font, space } from '../shell/theme.ts';

const STATUS_TEXT: Readonly<Record<CheckStatus, string>> = { pass: 'Pass', fail: 'Fail', 'not-applicable': 'Not applicable' };
const STATUS_COLOR: Readonly<Record<CheckStatus, string>> = { pass: colors.accent, fail: colors.danger, 'not-applicable': colors.textMuted };

const wrapStyle = css({ overflowX: 'auto' });
const tableStyle = css({ ...dataTableStyle, '& td': { ...dataTableStyle['& th, & td'], overflowWrap: 'anywhere' }, '& td small': { display: 'block', marginTop: space.xs, color: colors.textMuted, fontSize: font.size.sm } });

/** The project's checks: each rule, its outcome, why (part, field, value) and its source. */
export function ChecksSection({ project }: { project: Project }) {
  const checks = useMemo(() => checkProject(project), [project]);
  const count = (status: CheckStatus) => checks.filter((check) => check.status === status).length;
  return (
    <section css={sectionStyle} aria-labelledby="project-checks">
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
              <th scope="col">Check</th>
              <th scope="col">Result</th>
              <th scope="col">Why</th>
            </tr>
          </thead>
          <tbody>
            {checks.map((check) => (
              <tr key={check.id}>
                <th scope="row">{check.title}</th>
                <td css={{ color: STATUS_COLOR[check.status], fontWeight: 700, whiteSpace: 'nowrap' }}>{STATUS_TEXT[check.status]}</td>
                <td>
                  {check.detail}
                  <small>Source: {check.source}</small>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
