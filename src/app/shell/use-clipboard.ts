import { useCallback, useState } from 'react';

/** The last copy: which item, and what to announce. */
export interface CopyState {
  /** The key of the item copied last, for its tick. */
  key: string | undefined;
  /** One line for a status region: "Copied 996.35564 Pa" or why it failed. */
  message: string;
}

/**
 * Copies plain text to the clipboard and says what happened, for a status
 * region (so screen readers hear "Copied").
 *
 * @returns The last copy's state, and `copy(key, text, what)`, where `what`
 *   names the copied thing in the message ("996.35564 Pa").
 */
export function useClipboard() {
  const [state, setState] = useState<CopyState>({ key: undefined, message: '' });
  const copy = useCallback(async (key: string, text: string, what: string) => {
    try {
      await navigator.clipboard.writeText(text);
      setState({ key, message: `Copied ${what}` });
    } catch {
      setState({ key: undefined, message: `Could not copy ${what}: the browser refused the clipboard; select the figure and copy it instead` });
    }
  }, []);
  return { ...state, copy };
}
