/**
 * The calculation package from the overview: the same document as
 * `duct-calc project report` (calculationPackage + packageHtml, dated
 * today), opened in a new tab to print with the browser (Ctrl+P → Save as
 * PDF), or downloaded as one standalone HTML file. The package code is
 * loaded on first use, so the overview's chunk stays small. Its Know-How
 * links are made absolute with this page's origin: a blob document has no
 * path to resolve `/process/know-how/…` against, and a saved file neither.
 */
import { useState } from 'react';
import { css } from '@emotion/react';
import { FileDown, FileText } from 'lucide-react';
import type { Project } from '../../core/project/document.ts';
import { exportFileName } from '../../machines/project/records.ts';
import { localCalendarDate } from '../../core/format/calendar-date.ts';
import { secondaryAction } from '../shell/action-styles.ts';
import { downloadText } from '../shell/download.ts';
import { focusRing } from '../shell/theme.ts';

const buttonStyle = css({ ...secondaryAction, '&:focus-visible': focusRing });
// A line of its own after the row's last action; empty, it takes no room.
const statusStyle = css({ order: 1, flexBasis: '100%', margin: 0, '&:empty': { display: 'none' } });

/** How long the new tab's blob URL stays valid: long enough to load; the tab keeps its document after. */
const BLOB_LIFETIME_MS = 60_000;

/** The package's HTML, built by the lazily loaded core modules. */
async function packageDocument(project: Project): Promise<string> {
  const [{ calculationPackage }, { packageHtml }] = await Promise.all([import('../../core/project/package.ts'), import('../../core/project/package-html.ts')]);
  return packageHtml(calculationPackage(project, localCalendarDate(new Date())), { baseUrl: window.location.origin });
}

const NOT_LOADED = 'The calculation package could not be built: its code did not load (offline on a first visit?). Reload the page and try again.';

/** "Calculation package" (a new tab, to print) and "Download (.html)", with one line saying what happened. */
export function PackageActions({ project }: { project: Project }) {
  const [status, setStatus] = useState('');

  const open = async () => {
    // Opened at the click, which is when a pop-up blocker allows it; filled once the package is built.
    const tab = window.open('', '_blank');
    if (tab === null) {
      setStatus('The browser blocked the new tab: allow pop-ups for this site, or use Download (.html).');
      return;
    }
    tab.opener = null;
    try {
      const url = URL.createObjectURL(new Blob([await packageDocument(project)], { type: 'text/html;charset=utf-8' }));
      tab.location.href = url;
      setTimeout(() => URL.revokeObjectURL(url), BLOB_LIFETIME_MS);
      setStatus('The calculation package is open in a new tab: print it from there (Ctrl+P, or ⌘P, then Save as PDF).');
    } catch {
      tab.close();
      setStatus(NOT_LOADED);
    }
  };

  const download = async () => {
    try {
      // The export's file name, with the package's suffix: `oakridge-joinery.calculation-package.html`.
      downloadText(exportFileName(project.name).replace(/\.tfca-project\.json$/, '.calculation-package.html'), await packageDocument(project), 'text/html');
      setStatus('');
    } catch {
      setStatus(NOT_LOADED);
    }
  };

  return (
    <>
      <button type="button" css={buttonStyle} onClick={() => void open()}>
        <FileText aria-hidden="true" size={18} />
        Calculation package
      </button>
      <button type="button" css={buttonStyle} aria-label="Download (.html): the calculation package" onClick={() => void download()}>
        <FileDown aria-hidden="true" size={18} />
        Download (.html)
      </button>
      <p role="status" css={statusStyle}>
        {status}
      </p>
    </>
  );
}
