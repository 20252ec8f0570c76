import { Fragment } from 'react';
import { font, space } from '../shell/theme.ts';
import { inlineParts, markdownBlocks, type MarkdownBlock } from './markdown.ts';

const bodyStyle = {
  '& h2': { fontSize: font.size.lg, margin: `${space.lg} 0 ${space.sm}` },
  '& p, & ol, & ul': { margin: `0 0 ${space.sm}` },
  '& li + li': { marginTop: space.xs },
  '& code': { fontFamily: font.mono, fontSize: '0.9em', overflowWrap: 'anywhere' },
} as const;

/** A text with its inline marks as elements; React escapes the text, so nothing in it is markup. */
function Inline({ text }: { text: string }) {
  return inlineParts(text).map((part, index) => {
    switch (part.kind) {
      case 'code':
        return <code key={index}>{part.text}</code>;
      case 'strong':
        return <strong key={index}>{part.text}</strong>;
      case 'em':
        return <em key={index}>{part.text}</em>;
      case 'text':
        return <Fragment key={index}>{part.text}</Fragment>;
    }
  });
}

function Block({ block }: { block: MarkdownBlock }) {
  switch (block.kind) {
    case 'heading':
      return (
        <h2>
          <Inline text={block.text} />
        </h2>
      );
    case 'paragraph':
      return (
        <p>
          <Inline text={block.text} />
        </p>
      );
    case 'list': {
      const List = block.ordered ? 'ol' : 'ul';
      return (
        <List>
          {block.items.map((item, index) => (
            <li key={index}>
              <Inline text={item} />
            </li>
          ))}
        </List>
      );
    }
  }
}

/** A method entry's Markdown body (markdown.ts), its headings as h2 under the entry's h1. */
export function MarkdownBody({ markdown }: { markdown: string }) {
  return (
    <div css={bodyStyle}>
      {markdownBlocks(markdown).map((block, index) => (
        <Block key={index} block={block} />
      ))}
    </div>
  );
}
