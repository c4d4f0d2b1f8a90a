import * as React from "react";

import { isBlankPortrait } from "@fuse/domain/portrait/portrait-schema";
import { Button } from "@fuse/ui/button";
import { Card, CardAction, CardContent, CardDescription, CardHeader, CardTitle } from "@fuse/ui/card";
import { SafeHtml } from "@fuse/ui/safe-html";
import { Skeleton } from "@fuse/ui/skeleton";

import { PortraitEditor, type PortraitEditorProps } from "./portrait-editor.tsx";

type PortraitViewProps = Pick<PortraitEditorProps, "loadDraft" | "onSave"> & {
  /** The saved portrait; undefined while it loads. */
  portrait: string | null | undefined;
};

/**
 * « Mon portrait »: the portrait as recruiters read it, and « Modifier » to rewrite it in the
 * editor; saving goes back to the reading view.
 */
function PortraitView({ portrait, loadDraft, onSave }: PortraitViewProps) {
  const [editing, setEditing] = React.useState(false);
  const returning = React.useRef(false);
  const modifyRef = React.useRef<HTMLButtonElement>(null);
  const leaveEditor = () => {
    returning.current = true;
    setEditing(false);
  };
  // Keyboard users land back where they were.
  React.useEffect(() => {
    if (!editing && returning.current) {
      returning.current = false;
      modifyRef.current?.focus();
    }
  }, [editing]);

  if (portrait === undefined) {
    return (
      <div role="status" aria-busy className="flex flex-col gap-3">
        <span className="sr-only">Chargement du portrait…</span>
        <Skeleton className="h-6 w-48" />
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-11/12" />
        <Skeleton className="h-4 w-2/3" />
      </div>
    );
  }
  if (editing) {
    return (
      <PortraitEditor
        defaultValue={portrait ?? ""}
        loadDraft={loadDraft}
        onSave={async (html) => {
          await onSave(html);
          leaveEditor();
        }}
        onCancel={leaveEditor}
      />
    );
  }
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2>Votre portrait</h2>
        </CardTitle>
        <CardDescription>C&apos;est ce que liront les recruteurs après un match.</CardDescription>
        <CardAction>
          <Button ref={modifyRef} variant="outline" onClick={() => setEditing(true)}>
            Modifier
          </Button>
        </CardAction>
      </CardHeader>
      <CardContent>
        {portrait && !isBlankPortrait(portrait) ? (
          <SafeHtml html={portrait} as="article" />
        ) : (
          <p className="text-sm text-muted-foreground">Vous n&apos;avez pas encore écrit votre portrait.</p>
        )}
      </CardContent>
    </Card>
  );
}

export { PortraitView };
export type { PortraitViewProps };
