/**
 * The Industries part of the Industries & Applications page (issue 22): the
 * industries we serve, searchable, each opening to its typical dusts with
 * their properties and sources and the tools opened for each dust. The
 * search, the industry opened and the unit system live in the URL.
 */
import { css } from '@emotion/react';
import { useSearch } from 'wouter';
import { INDUSTRY_IDS } from '../../../core/industries/industries.ts';
import { selectLinkPath, selectListed } from '../../../machines/industries/selectors.ts';
import { controlBoxStyle, labelStyle } from '../../shell/form-styles.ts';
import { LinkNotes } from '../../shell/link-notes.tsx';
import { leadStyle, noPrint, printOnly } from '../../shell/section-styles.ts';
import { colors, font, media, space } from '../../shell/theme.ts';
import { UnitSystemSelect } from '../../shell/unit-system-select.tsx';
import { readUnitPreference } from '../../shell/unit-preference.ts';
import { useReplaceLink } from '../../shell/use-link-query.ts';
import { IndustriesActorContext } from './actor-context.ts';
import { IndustryCard } from './industry-card.tsx';

const controlsStyle = css({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: space.md,
  marginBottom: space.md,
  [media.medium]: { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr)', alignItems: 'end' },
});
const searchStyle = css({ ...controlBoxStyle, width: '100%', boxSizing: 'border-box' });
const countStyle = css({ margin: `0 0 ${space.sm}`, fontSize: font.size.sm, color: colors.textMuted });
const listStyle = css({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: space.sm, margin: 0, padding: 0, listStyle: 'none' });

/** Keeps the URL in step with the part; renders nothing. */
function LinkSync() {
  useReplaceLink(IndustriesActorContext.useSelector((snapshot) => selectLinkPath(snapshot.context)));
  return null;
}

function IndustriesLinkNotes() {
  const actorRef = IndustriesActorContext.useActorRef();
  const notes = IndustriesActorContext.useSelector((snapshot) => snapshot.context.linkNotes);
  return <LinkNotes notes={notes} onDismiss={() => actorRef.send({ type: 'notes.dismiss' })} />;
}

function IndustriesList() {
  const actorRef = IndustriesActorContext.useActorRef();
  const search = IndustriesActorContext.useSelector((snapshot) => snapshot.context.search);
  const system = IndustriesActorContext.useSelector((snapshot) => snapshot.context.system);
  const listed = selectListed({ search });
  return (
    <>
      <div css={[controlsStyle, noPrint]}>
        <div>
          <label htmlFor="industries-search" css={labelStyle}>
            Search industries, processes and dusts
          </label>
          <input
            id="industries-search"
            type="search"
            css={searchStyle}
            value={search}
            placeholder="e.g. sugar, kiln, welding"
            autoComplete="off"
            onChange={(event) => actorRef.send({ type: 'search.change', text: event.target.value })}
          />
        </div>
        <UnitSystemSelect value={system} onChange={(next) => actorRef.send({ type: 'system.change', system: next })} />
      </div>
      <p css={printOnly}>Figures in {system === 'metric' ? 'metric (SI)' : 'imperial (US)'} units.</p>
      <p role="status" css={[countStyle, noPrint]}>
        {listed.length === 0 ? 'No industry matches this search: try a dust or a process, e.g. flour or grinding.' : `${listed.length} of ${INDUSTRY_IDS.length} industries`}
      </p>
      <ul css={listStyle} aria-label="Industries">
        {listed.map((id) => (
          <IndustryCard key={id} id={id} />
        ))}
      </ul>
    </>
  );
}

export function IndustriesSection() {
  const search = useSearch();
  return (
    <IndustriesActorContext.Provider options={{ input: { search, preferredSystem: readUnitPreference() } }}>
      <LinkSync />
      <IndustriesLinkNotes />
      <p css={leadStyle}>
        Open an industry for its typical dusts: the transport velocity, the EPA air-to-cloth ratio, the bulk density and the explosion data, each with its source, and
        the tools opened for that dust. Typical values: a test of your own dust governs.
      </p>
      <IndustriesList />
    </IndustriesActorContext.Provider>
  );
}
