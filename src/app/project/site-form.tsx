/**
 * The site's form on the overview: plant, location, engineer, checker, the
 * unit system of the conditions and the ambient conditions as the exhaust
 * system types them. The draft is core's (site-edit.ts): a unit switch
 * re-displays each condition and never changes it. Save reads the draft
 * with core's readers and hands the site over only when every field can
 * be used; otherwise it lists each problem, naming the field and the value
 * (form-footer.tsx).
 */
import { useId, useState } from 'react';
import { css } from '@emotion/react';
import { CONDITION_KEYS } from '../../core/exhaust-system/conditions.ts';
import type { ProjectSite } from '../../core/project/document.ts';
import { readSiteDraft, shownConditionText, siteDraftOf, SITE_LINE_LABELS, SITE_LINES, withConditionText, type SiteDraft } from '../../core/project/site-edit.ts';
import type { UnitSystem } from '../../core/report/figure.ts';
import { ConditionField } from '../shell/condition-field.tsx';
import { FieldGroup } from '../shell/field-group.tsx';
import { radioGroup } from '../shell/form-styles.ts';
import { noPrint } from '../shell/section-styles.ts';
import { colors, font, space } from '../shell/theme.ts';
import { UnitField } from '../shell/unit-field.tsx';
import { FormFooter } from './form-footer.tsx';

const formStyle = css({ display: 'grid', gap: space.lg, marginTop: space.md });
const radioStyle = css(radioGroup);
const noteStyle = css({ margin: 0, fontSize: font.size.sm, color: colors.textMuted });

const UNIT_CHOICES: readonly { value: UnitSystem; label: string }[] = [
  { value: 'metric', label: 'Metric (°C, m, kPa)' },
  { value: 'imperial', label: 'Imperial (°F, ft, inHg)' },
];

/**
 * The form, in place of the site's list.
 *
 * @param site The project's site, the draft's start.
 * @param onSave Takes the site read from the form (nothing is saved while a field is wrong).
 * @param onCancel Closes the form, changing nothing.
 */
export function SiteForm({ site, onSave, onCancel }: { site: ProjectSite; onSave: (site: ProjectSite) => void; onCancel: () => void }) {
  const [draft, setDraft] = useState<SiteDraft>(() => siteDraftOf(site));
  const [tried, setTried] = useState(false);
  const name = useId();
  const read = readSiteDraft(draft);
  const issues = read.status === 'error' ? read.issues : [];
  const issueOf = (field: string) => issues.find((issue) => issue.field === field)?.message;

  const save = () => {
    setTried(true);
    if (read.status === 'success') onSave(read.site);
  };

  return (
    <form
      css={[formStyle, noPrint]}
      aria-label="Edit site"
      onSubmit={(event) => {
        event.preventDefault();
        save();
      }}
    >
      <FieldGroup legend="Plant and sign-off">
        {SITE_LINES.map((line) => (
          <UnitField key={line} label={SITE_LINE_LABELS[line]} value={draft.lines[line]} hint={issueOf(line)} onChange={(text) => setDraft({ ...draft, lines: { ...draft.lines, [line]: text } })} />
        ))}
      </FieldGroup>
      <fieldset css={radioStyle}>
        <legend>Unit system of the conditions</legend>
        {UNIT_CHOICES.map(({ value, label }) => (
          <label key={value}>
            <input type="radio" name={name} value={value} checked={draft.units === value} onChange={() => setDraft({ ...draft, units: value })} />
            {label}
          </label>
        ))}
      </fieldset>
      <FieldGroup legend="Ambient conditions">
        {CONDITION_KEYS.map((key) => (
          <ConditionField key={key} conditionKey={key} system={draft.units} value={shownConditionText(draft, key)} issue={issueOf(key)} onChange={(text) => setDraft(withConditionText(draft, key, text))} />
        ))}
      </FieldGroup>
      <p css={noteStyle}>Leave a condition blank for standard air: 70 °F (21.1 °C), 29.92 inHg (101.32 kPa), dry. A unit switch shows the same values in the other units.</p>
      <FormFooter problems={tried ? issues.map(({ message }) => message) : []} saveLabel="Save site" onCancel={onCancel} />
    </form>
  );
}
