import * as React from "react";

import { Alert, AlertDescription, AlertTitle } from "@fuse/ui/alert";
import { Button } from "@fuse/ui/button";
import { cn } from "@fuse/ui/utils";

type ContentModule = { default: React.ComponentType };

type DeferredSectionProps = React.ComponentProps<"section"> & {
  /** Loads the content's code; called once the section nears the viewport, never before. */
  load: () => Promise<ContentModule>;
  /** Shown until the content is ready, shaped like it so that nothing moves when it arrives. */
  placeholder: React.ReactNode;
  /** What failed, if the content's code cannot be downloaded (« Le simulateur n'a pas pu être chargé. »). */
  failureMessage: string;
  /** How far ahead of the viewport the download starts (CSS margin syntax). */
  rootMargin?: string;
};

/** Calls `onNear` once, when the element comes within `rootMargin` of the viewport. */
function useOnNearViewport(ref: React.RefObject<HTMLElement | null>, rootMargin: string, onNear: () => void) {
  const reached = React.useEffectEvent(onNear);
  React.useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        reached();
      },
      { rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, rootMargin]);
}

type BoundaryProps = { fallback: React.ReactNode; children: React.ReactNode };

/** Keeps a failed download inside its section: the rest of the page stays as it is. */
class LoadBoundary extends React.Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

/**
 * A section whose `children` (its heading) show at once and whose content (heavy code: a
 * simulator, an editor) is downloaded only when the visitor scrolls near it, so that it does not
 * weigh on the page's first load.
 */
function DeferredSection({
  load,
  placeholder,
  failureMessage,
  rootMargin = "200px",
  className,
  children,
  ...props
}: DeferredSectionProps) {
  const ref = React.useRef<HTMLElement>(null);
  // Each attempt is its own download: a failed one is not asked again.
  const [download, setDownload] = React.useState<{ attempt: number; Content: React.ComponentType } | null>(null);
  const start = () => {
    const Content = React.lazy(load);
    setDownload((current) => ({ attempt: (current?.attempt ?? 0) + 1, Content }));
  };
  useOnNearViewport(ref, rootMargin, () => {
    if (!download) start();
  });
  return (
    <section ref={ref} data-slot="deferred-section" className={cn("flex flex-col gap-4", className)} {...props}>
      {children}
      {download ? (
        <LoadBoundary
          key={download.attempt}
          fallback={
            <Alert variant="destructive">
              <AlertTitle>{failureMessage}</AlertTitle>
              <AlertDescription className="flex flex-col items-start gap-2">
                Vérifiez votre connexion puis réessayez.
                <Button type="button" variant="outline" size="sm" onClick={start}>
                  Réessayer
                </Button>
              </AlertDescription>
            </Alert>
          }
        >
          <React.Suspense fallback={placeholder}>
            <download.Content />
          </React.Suspense>
        </LoadBoundary>
      ) : (
        placeholder
      )}
    </section>
  );
}

export { DeferredSection };
export type { DeferredSectionProps };
