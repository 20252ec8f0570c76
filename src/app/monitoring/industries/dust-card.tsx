import { css } from '@emotion/react';
import { ExternalLink } from 'lucide-react';
import { Link } from 'wouter';
import { INDUSTRY_DUSTS, type IndustryDustId } from '../../../core/industries/dusts.ts';
import { dustProperties } from '../../../core/industries/dust-properties.ts';
import type { IndustryId } from '../../../core/industries/industries.ts';
import { dustToolLinks } from '../../../core/industries/tool-links.ts';
import { TRANSPORT_CLASSES } from '../../../core/duct/transport-velocity.ts';
import type { UnitSystem } from '../../../core/report/figure.ts';
import { secondaryAction } from '../../shell/action-styles.ts';
import { noPrint } from '../../shell/section-styles.ts';
import { colors, focusRing, font, radius, space } from '../../shell/theme.ts';
import { paths } from '../../paths.ts';

const cardStyle = css({ borderTop: `1px solid ${colors.border}`, paddingTop: space.md, minWidth: 0, breakInside: 'avoid' });
const nameStyle = css({ margin: `0 0 ${space.sm}`, fontSize: font.size.md });
const listStyle = css({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: space.sm,
  margin: `0 0 ${space.md}`,
  '& dt': { fontSize: font.size.sm, fontWeight: 600, color: colors.text },
  '& dd': { margin: 0, overflowWrap: 'anywhere', lineHeight: 1.45 },
});
const sourceStyle = css({ display: 'block', fontSize: font.size.sm, color: colors.textMuted });
const linksStyle = css({ display: 'flex', flexWrap: 'wrap', gap: space.sm, margin: 0, padding: 0, listStyle: 'none' });
const linkStyle = css({ ...secondaryAction, fontSize: font.size.sm, minHeight: '2.75rem', borderRadius: radius.sm, '&:focus-visible': focusRing });
const noteStyle = css({ margin: `${space.sm} 0 0`, fontSize: font.size.sm, color: colors.textMuted });

/** A tool's link, named for the dust so each reads alone ("Baghouse Design for fly ash"). */
function ToolLink({ href, tool, dust }: { href: string; tool: string; dust: string }) {
  return (
    <li>
      <Link href={href} css={linkStyle} aria-label={`${tool} for ${dust}`}>
        <ExternalLink aria-hidden="true" size={16} />
        {tool}
      </Link>
    </li>
  );
}

/**
 * One dust of an industry: its properties, each with its value in the unit
 * system shown and its source, and the tools opened for it.
 */
export function DustCard({ industry, dust, system }: { industry: IndustryId; dust: IndustryDustId; system: UnitSystem }) {
  const { name, transport } = INDUSTRY_DUSTS[dust];
  const links = dustToolLinks(industry, dust, system);
  const lower = name.toLowerCase();
  return (
    <article aria-label={name} css={cardStyle}>
      <h4 css={nameStyle}>{name}</h4>
      <dl css={listStyle}>
        {dustProperties(dust, system).map((property) => (
          <div key={property.key}>
            <dt>{property.label}</dt>
            <dd>
              {property.value}
              <small css={sourceStyle}>Source: {property.source}</small>
            </dd>
          </div>
        ))}
      </dl>
      <ul css={[linksStyle, noPrint]} aria-label={`Tools for ${lower}`}>
        <ToolLink href={links.baghouse} tool={paths.baghouseDesign.title} dust={lower} />
        <ToolLink href={links.ductSizing} tool="Duct sizing" dust={lower} />
        <ToolLink href={links.hood} tool={paths.hoodDesign.title} dust={lower} />
        {links.explosion !== undefined && <ToolLink href={links.explosion} tool={paths.explosionProtection.title} dust={lower} />}
        <ToolLink href={paths.exhaustSystem.path} tool={paths.exhaustSystem.title} dust={lower} />
      </ul>
      <p css={[noteStyle, noPrint]}>
        {paths.exhaustSystem.title} keeps its sheet on this device and opens as you left it: give its transport class “{TRANSPORT_CLASSES[transport.classId].label}” there.
      </p>
    </article>
  );
}
