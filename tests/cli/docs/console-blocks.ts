/**
 * The `console` code blocks of the Know-How files (docs/know-how/*.md): each
 * `$ duct-calc …` line is a command, and the lines after it, up to the next
 * `$ ` line, are what it prints (stdout, then stderr). A last line
 * `[exit N]` is its exit code; without one it exits 0. A `< file` at the end
 * feeds the file to stdin. A line `…` alone stands for lines left out (any
 * number, none included), so a page can show a long report's first lines
 * and the figures it discusses, every one of them still run. Blocks of other languages (`sh`, `yaml`, `json`)
 * are shown, not run.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Lexer, type Tokens } from 'marked';

export const DOCS_DIR = path.resolve(import.meta.dirname, '../../../docs/know-how');

/** One shown command. */
export interface ConsoleCommand {
  readonly file: string;
  /** The line as shown, after `$ `. */
  readonly line: string;
  /** The arguments after `duct-calc`, unquoted. */
  readonly args: readonly string[];
  /** The file fed to stdin, relative to the repository. */
  readonly stdin?: string;
  readonly prints: string;
  readonly exitCode: number;
}

const EXIT_LINE = /^\[exit (\d)\]$/;

/** The line that stands for lines left out. */
export const ELISION = '…';

/**
 * What a shown output must match: the text exactly, or, where it leaves lines
 * out, a pattern whose each `…` line takes any run of whole lines.
 */
export function printsPattern(prints: string): RegExp {
  const lines = prints.split('\n');
  const escaped = lines.map((line, index) => (line === ELISION ? '(?:[^\\n]*\\n)*?' : `${line.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}${index < lines.length - 1 ? '\\n' : ''}`));
  return new RegExp(`^${escaped.join('')}$`);
}

/** Splits a command line into words: spaces separate, '…' and "…" quote. */
function words(line: string): string[] {
  return [...line.matchAll(/'([^']*)'|"([^"]*)"|(\S+)/g)].map((match) => match[1] ?? match[2] ?? match[3] ?? '');
}

function commands(file: string, block: string): ConsoleCommand[] {
  const parts = block.split(/^\$ /m).slice(1);
  return parts.map((part) => {
    const [line = '', ...output] = part.replace(/\n$/, '').split('\n');
    const exit = EXIT_LINE.exec(output.at(-1) ?? '');
    if (exit !== null) output.pop();
    const [program, ...rest] = words(line);
    if (program !== 'duct-calc') throw new Error(`${file}: a console block runs duct-calc only: ${line}`);
    const redirect = rest.indexOf('<');
    const stdin = redirect === -1 ? undefined : rest[redirect + 1];
    const args = redirect === -1 ? rest : rest.slice(0, redirect);
    const prints = output.length === 0 ? '' : `${output.join('\n')}\n`;
    return { file, line, args, ...(stdin === undefined ? {} : { stdin }), prints, exitCode: exit === null ? 0 : Number(exit[1]) };
  });
}

/** Every shown command of every file, in file order. */
export function consoleCommands(): ConsoleCommand[] {
  return readdirSync(DOCS_DIR)
    .filter((name) => name.endsWith('.md'))
    .sort()
    .flatMap((file) =>
      Lexer.lex(readFileSync(path.join(DOCS_DIR, file), 'utf8'))
        .filter((token): token is Tokens.Code => token.type === 'code' && token.lang === 'console')
        .flatMap((token) => commands(file, token.text)),
    );
}
