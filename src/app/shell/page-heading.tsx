import { colors, font, media, space } from './theme.ts';

/** The h1 size of every page: a step smaller on phones so titles rarely wrap. */
const pageTitleSize = { fontSize: '1.5rem', [media.medium]: { fontSize: font.size.xl } } as const;

const headingStyle = { ...pageTitleSize, margin: 0, color: colors.text } as const;
const subtitleStyle = { margin: `${space.xs} 0 0`, color: colors.textMuted, fontSize: font.size.md } as const;
const wrapStyle = { marginBottom: space.lg } as const;

interface PageHeadingProps {
  title: string;
  subtitle?: string;
}

/** The page's h1 with an optional subtitle, spaced the same on every page. */
export function PageHeading({ title, subtitle }: PageHeadingProps) {
  return (
    <div css={wrapStyle}>
      <h1 css={headingStyle}>{title}</h1>
      {subtitle ? <p css={subtitleStyle}>{subtitle}</p> : null}
    </div>
  );
}
