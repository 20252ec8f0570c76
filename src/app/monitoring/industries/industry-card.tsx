import { css } from '@emotion/react';
import { ChevronDown } from 'lucide-react';
import { INDUSTRY_DUSTS } from '../../../core/industries/dusts.ts';
import { INDUSTRIES, type IndustryId } from '../../../core/industries/industries.ts';
import { SOURCE_COLLECTOR } from '../../../core/industries/sources.ts';
import { CLEANING_NAMES } from '../../../core/baghouse/cleaning.ts';
import { noPrint } from '../../shell/section-styles.ts';
import { colors, focusRing, font, radius, space } from '../../shell/theme.ts';
import { IndustriesActorContext } from './actor-context.ts';
import { DustCard } from './dust-card.tsx';

const cardStyle = css({ border: `1px solid ${colors.border}`, borderRadius: radius.md, background: colors.surface, minWidth: 0 });
const headingStyle = css({ margin: 0, fontSize: font.size.md });
const toggleStyle = css({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  alignItems: 'center',
  gap: space.sm,
  width: '100%',
  minHeight: '2.75rem',
  padding: space.md,
  border: 0,
  borderRadius: radius.md,
  background: 'transparent',
  color: colors.text,
  font: 'inherit',
  textAlign: 'left',
  cursor: 'pointer',
  '&:hover': { background: colors.selected },
  '&:focus-visible': focusRing,
  '& svg': { transition: 'transform 120ms', color: colors.primary },
  '&[aria-expanded="true"] svg': { transform: 'rotate(180deg)' },
});
const titleStyle = css({ fontWeight: 700, fontSize: font.size.lg, color: colors.primary });
const summaryStyle = css({ margin: `-${space.sm} 0 0`, padding: `0 ${space.md} ${space.md}`, fontSize: font.size.sm, color: colors.textMuted, lineHeight: 1.45 });
const bodyStyle = css({ display: 'grid', gap: space.md, padding: `0 ${space.md} ${space.md}`, minWidth: 0 });
const collectorStyle = css({ margin: 0, fontSize: font.size.sm, lineHeight: 1.5, '& small': { display: 'block', color: colors.textMuted } });

/**
 * One industry: a button that opens it (one at a time, kept in the link),
 * with its processes and dusts named; opened, its usual collector and each
 * dust's card. On paper, once an industry is opened, only it is printed.
 */
export function IndustryCard({ id }: { id: IndustryId }) {
  const actorRef = IndustriesActorContext.useActorRef();
  const open = IndustriesActorContext.useSelector((snapshot) => snapshot.context.industry === id);
  const otherOpen = IndustriesActorContext.useSelector((snapshot) => snapshot.context.industry !== undefined && snapshot.context.industry !== id);
  const system = IndustriesActorContext.useSelector((snapshot) => snapshot.context.system);
  const { name, applications, dusts, collector, cleaning } = INDUSTRIES[id];
  const bodyId = `industry-${id}`;
  return (
    <li css={otherOpen ? [cardStyle, noPrint] : cardStyle}>
      <h3 css={headingStyle}>
        <button
          type="button"
          css={toggleStyle}
          aria-expanded={open}
          aria-controls={bodyId}
          onClick={() => actorRef.send(open ? { type: 'industry.close' } : { type: 'industry.open', industry: id })}
        >
          <span css={titleStyle}>{name}</span>
          <ChevronDown aria-hidden="true" size={20} />
        </button>
      </h3>
      <p css={summaryStyle}>
        {applications} Dusts: {dusts.map((dust) => INDUSTRY_DUSTS[dust].name.toLowerCase()).join(', ')}.
      </p>
      {open && (
        <div id={bodyId} css={bodyStyle}>
          <p css={collectorStyle}>
            <strong>Usual collector:</strong> {collector}. The tools open with {CLEANING_NAMES[cleaning].toLowerCase()} cleaning.
            <small>Source: {SOURCE_COLLECTOR}</small>
          </p>
          {dusts.map((dust) => (
            <DustCard key={dust} industry={id} dust={dust} system={system} />
          ))}
        </div>
      )}
    </li>
  );
}
