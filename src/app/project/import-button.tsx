import { useId, useRef } from 'react';
import { css } from '@emotion/react';
import { Upload } from 'lucide-react';
import { secondaryAction } from '../shell/action-styles.ts';
import { focusRing } from '../shell/theme.ts';
import { visuallyHidden } from '../shell/visually-hidden.ts';
import { importProjectFile } from './commands.ts';

const fileLabelStyle = css({ ...secondaryAction, '&:focus-within': focusRing });

/** Import a project file (checked whole first; a refused file changes nothing). */
export function ImportButton() {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const read = async (file: File | undefined) => {
    if (file === undefined) return;
    await importProjectFile(file);
    if (input.current) input.current.value = '';
  };
  return (
    <label htmlFor={id} css={fileLabelStyle}>
      <Upload aria-hidden="true" size={18} />
      Import a project file
      <input ref={input} id={id} type="file" accept=".json,application/json" css={visuallyHidden} onChange={(event) => void read(event.target.files?.[0])} />
    </label>
  );
}

