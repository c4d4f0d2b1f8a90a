import { LinkIcon, MailIcon, Share2Icon } from "lucide-react";
import * as React from "react";

import { copyToClipboard, useCopy } from "../lib/use-copy";
import { cn } from "../lib/utils";
import { Button } from "./button";

type ShareLinksProps = Omit<React.ComponentProps<"div">, "children" | "title"> & {
  /** The address shared. */
  url: string;
  /** What is shared: the e-mail's subject. */
  title: string;
  /** The group's name for screen readers; French defaults, like every text here. */
  label?: string;
  /** Writes the text to the clipboard: the browser's clipboard by default. */
  copy?: (text: string) => Promise<void>;
  copyLabel?: string;
  copiedText?: string;
  failedText?: string;
  emailLabel?: string;
  linkedInLabel?: string;
  /** Read after a link that opens a new tab. */
  newTabLabel?: string;
};

/** LinkedIn's share address (linkedin.com/sharing/share-offsite): the page's own tags give the preview. */
export const linkedInShareUrl = (url: string) =>
  `https://www.linkedin.com/sharing/share-offsite/?url=${encodeURIComponent(url)}`;

/** An e-mail with the subject and the address: the visitor's own mail program writes it. */
export const emailShareUrl = (url: string, title: string) =>
  `mailto:?subject=${encodeURIComponent(title)}&body=${encodeURIComponent(`${title}\n${url}`)}`;

/**
 * Ways to pass a page on: copy its address, send it by e-mail, share it on LinkedIn. Whether the
 * copy worked is announced politely, without moving focus; the address stays readable when the
 * clipboard refuses.
 */
function ShareLinks({
  url,
  title,
  label = "Partager",
  copy = copyToClipboard,
  copyLabel = "Copier le lien",
  copiedText = "Lien copié dans le presse-papiers.",
  failedText = "La copie a échoué : sélectionnez le lien et copiez-le.",
  emailLabel = "Envoyer par e-mail",
  linkedInLabel = "Partager sur LinkedIn",
  newTabLabel = "(nouvel onglet)",
  className,
  ...props
}: ShareLinksProps) {
  const { said, failed, run } = useCopy(copy, copiedText, failedText);
  return (
    <div
      role="group"
      aria-label={label}
      data-slot="share-links"
      className={cn("flex flex-col gap-2", className)}
      {...props}
    >
      <div className="flex flex-wrap gap-2">
        <Button type="button" variant="outline" size="sm" onClick={() => void run(url)}>
          <LinkIcon aria-hidden="true" />
          {copyLabel}
        </Button>
        <Button asChild variant="outline" size="sm">
          <a href={emailShareUrl(url, title)}>
            <MailIcon aria-hidden="true" />
            {emailLabel}
          </a>
        </Button>
        <Button asChild variant="outline" size="sm">
          <a href={linkedInShareUrl(url)} target="_blank" rel="noopener noreferrer">
            <Share2Icon aria-hidden="true" />
            {linkedInLabel}
            <span className="sr-only"> {newTabLabel}</span>
          </a>
        </Button>
      </div>
      {failed ? <p className="text-sm break-all">{url}</p> : null}
      <p role="status" className="sr-only">
        {said}
      </p>
    </div>
  );
}

export { ShareLinks };
export type { ShareLinksProps };
