import * as React from "react";

import { copyToClipboard, useCopy } from "../lib/use-copy";
import { cn } from "../lib/utils";
import { Button } from "./button";

type CopyLinkProps = Omit<React.ComponentProps<"div">, "children"> & {
  /** The address shown and copied. */
  url: string;
  /** Writes the text to the clipboard: the browser's clipboard by default. */
  copy?: (text: string) => Promise<void>;
  /** The button's words; French defaults. */
  label?: string;
  /** Said once the address is copied. */
  copiedText?: string;
  /** Said when the clipboard refuses (permission, an old browser): what to do instead. */
  failedText?: string;
};

/**
 * A public address to hand out: the address in full (it can be selected and copied by hand) and
 * « Copier le lien ». Whether the copy worked is announced politely, without moving focus.
 */
function CopyLink({
  url,
  copy = copyToClipboard,
  label = "Copier le lien",
  copiedText = "Lien copié dans le presse-papiers.",
  failedText = "La copie a échoué : sélectionnez le lien et copiez-le.",
  className,
  ...props
}: CopyLinkProps) {
  const { said, run } = useCopy(copy, copiedText, failedText);
  return (
    <div
      data-slot="copy-link"
      className={cn(
        "flex flex-col gap-2 rounded-md border p-3 sm:flex-row sm:items-center sm:justify-between",
        className,
      )}
      {...props}
    >
      <span className="text-sm break-all">{url}</span>
      <Button type="button" variant="outline" onClick={() => void run(url)}>
        {label}
      </Button>
      <p role="status" className="sr-only">
        {said}
      </p>
    </div>
  );
}

export { CopyLink };
export type { CopyLinkProps };
