import { colors, font, space } from '../theme.ts';

const headingStyle = { fontSize: font.size.xl, margin: 0, color: colors.text } as const;
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
