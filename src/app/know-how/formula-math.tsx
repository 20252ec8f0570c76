import temml from 'temml';
import { font, space } from '../shell/theme.ts';

const mathStyle = {
  margin: `${space.md} 0`,
  overflowX: 'auto',
  fontSize: font.size.lg,
  '& math': { fontFamily: '"Latin Modern Math", "STIX Two Math", "Cambria Math", math' },
} as const;

/**
 * A formula as MathML, which browsers lay out and screen readers read
 * natively. Temml writes MathML elements only (no script, no event
 * attributes), and the TeX is the entries' own, not user input, so its
 * markup is inserted as it is. A formula wider than a phone scrolls
 * sideways in a focusable group, so a keyboard can scroll it too.
 */
export function FormulaMath({ tex }: { tex: string }) {
  return <div role="group" aria-label="Formula" tabIndex={0} css={mathStyle} dangerouslySetInnerHTML={{ __html: temml.renderToString(tex, { displayMode: true, annotate: true }) }} />;
}
