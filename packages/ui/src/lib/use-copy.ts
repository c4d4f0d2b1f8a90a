import * as React from "react";

/** Writes text to the browser's clipboard. */
export const copyToClipboard = (text: string) => navigator.clipboard.writeText(text);

/**
 * Copying an address, with what to announce after: `copiedText` once it is copied, `failedText`
 * when the clipboard refuses (`failed` then true: the address should be shown to copy by hand).
 */
export function useCopy(copy: (text: string) => Promise<void>, copiedText: string, failedText: string) {
  const [said, setSaid] = React.useState("");
  const [failed, setFailed] = React.useState(false);
  const run = async (text: string) => {
    try {
      await copy(text);
      setFailed(false);
      setSaid(copiedText);
    } catch {
      setFailed(true);
      setSaid(failedText);
    }
  };
  return { said, failed, run };
}
