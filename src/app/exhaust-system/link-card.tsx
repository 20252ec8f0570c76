import { useId } from 'react';
import { css } from '@emotion/react';
import { ArrowRight } from 'lucide-react';
import { Link } from 'wouter';
import { primaryAction } from '../shell/action-styles.ts';
import { toolCardStyle } from '../shell/form-styles.ts';
import { colors, focusRing, font, space } from '../shell/theme.ts';
import { paths } from '../paths.ts';

const cardStyle = css({ ...toolCardStyle, marginTop: space.lg });
const linkStyle = css({ ...primaryAction, '&:focus-visible': focusRing });

/**
 * The Ducting Calculator page's way to the exhaust system page, below its
 * card and design sections: one duct there, a whole system of hoods,
 * branches and mains here.
 */
export function SystemLinkCard() {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} css={cardStyle}>
      <h2 id={headingId} css={{ margin: `0 0 ${space.xs}`, fontSize: font.size.lg }}>
        Exhaust system design
      </h2>
      <p css={{ margin: `0 0 ${space.md}`, color: colors.textMuted, fontSize: font.size.sm, lineHeight: 1.5 }}>
        Size every hood, branch and main of a local exhaust system, balance its junctions and find the fan’s static pressure by the ACGIH velocity-pressure method.
      </p>
      <Link href={paths.exhaustSystem.path} css={linkStyle}>
        Open the exhaust system sheet
        <ArrowRight aria-hidden="true" size={18} />
      </Link>
    </section>
  );
}
