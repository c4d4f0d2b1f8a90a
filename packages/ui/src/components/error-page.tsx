import { TriangleAlert } from "lucide-react";
import * as React from "react";

import { cn } from "../lib/utils";
import { Button } from "./button";

const WIDE_CIRCLES = 10;
const NARROW_CIRCLES = 6;
const NARROW_QUERY = "(width < 768px)";

const tints = ["bg-brand", "bg-primary", "bg-secondary"] as const;

type Circle = {
  left: number;
  top: number;
  size: number;
  opacity: number;
  tint: (typeof tints)[number];
  duration: number;
  delay: number;
};

/** mulberry32: a tiny seeded generator, so one seed always draws the same circles. */
function seededRandom(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function drawCircles(seed: number): Circle[] {
  const random = seededRandom(seed);
  const between = (min: number, max: number) => min + random() * (max - min);
  return Array.from({ length: WIDE_CIRCLES }, () => ({
    left: between(0, 100),
    top: between(0, 100),
    size: between(4, 14),
    opacity: between(0.12, 0.35),
    tint: tints[Math.floor(random() * tints.length)] ?? "bg-brand",
    duration: between(4, 9),
    delay: between(0, 3),
  }));
}

function subscribeToViewport(onChange: () => void) {
  const query = window.matchMedia(NARROW_QUERY);
  query.addEventListener("change", onChange);
  return () => query.removeEventListener("change", onChange);
}

/**
 * How many circles the window has room for. The server knows no window and draws none, so the
 * random circles never make hydration disagree; they appear once the page runs in the browser.
 */
function useCircleCount() {
  return React.useSyncExternalStore(
    subscribeToViewport,
    () => (window.matchMedia(NARROW_QUERY).matches ? NARROW_CIRCLES : WIDE_CIRCLES),
    () => 0,
  );
}

type ErrorPageProps = Omit<React.ComponentProps<"div">, "title" | "children"> & {
  /** HTTP-like status code; 404 picks the "not found" message, none shows the unknown-error label. */
  status?: number;
  title?: React.ReactNode;
  /** Defaults to a not-found message for 404 and a generic one otherwise. */
  message?: React.ReactNode;
  /** Defaults to "Erreur {status}", or "Erreur Inconnue" without a status. */
  statusLabel?: React.ReactNode;
  homeLabel?: React.ReactNode;
  /** Where the home link goes; ignored when `onHome` is given. */
  homeHref?: string;
  /** Renders a button calling this instead of a link, for routers that navigate in code. */
  onHome?: React.MouseEventHandler<HTMLButtonElement>;
  /** Fixes the background circles (stories, screenshots); random per mount otherwise. */
  seed?: number;
};

/** A full-page error: warning, title, message, status and a way back home over a decorative background. */
function ErrorPage({
  status,
  title = "Oops! Une erreur s'est produite",
  message = status === 404 ? "La page que vous recherchez n'existe pas." : "Quelque chose s'est mal passé.",
  statusLabel = status === undefined ? "Erreur Inconnue" : `Erreur ${status}`,
  homeLabel = "Retour à l'accueil",
  homeHref = "/",
  onHome,
  seed,
  className,
  ...props
}: ErrorPageProps) {
  const titleId = React.useId();
  const [randomSeed] = React.useState(() => Math.floor(Math.random() * 2 ** 32));
  const circles = React.useMemo(() => drawCircles(seed ?? randomSeed), [seed, randomSeed]);
  const count = useCircleCount();

  return (
    <div
      data-slot="error-page"
      data-status={status}
      className={cn(
        "relative isolate flex min-h-svh items-center justify-center overflow-hidden bg-background p-6 text-foreground",
        className,
      )}
      {...props}
    >
      <div data-slot="error-page-background" aria-hidden="true" className="pointer-events-none absolute inset-0 -z-10">
        {circles.slice(0, count).map((circle, index) => (
          <span
            key={index}
            data-slot="error-page-circle"
            className={cn(
              "absolute block -translate-x-1/2 -translate-y-1/2 rounded-full blur-sm motion-safe:animate-pulse",
              circle.tint,
            )}
            style={{
              left: `${circle.left}%`,
              top: `${circle.top}%`,
              width: `${circle.size}rem`,
              height: `${circle.size}rem`,
              opacity: circle.opacity,
              animationDuration: `${circle.duration}s`,
              animationDelay: `${circle.delay}s`,
            }}
          />
        ))}
      </div>
      <section
        data-slot="error-page-content"
        aria-labelledby={titleId}
        className="flex w-full max-w-md flex-col items-center gap-4 rounded-xl border border-border bg-card p-8 text-center text-card-foreground shadow-lg"
      >
        <TriangleAlert data-slot="error-page-icon" aria-hidden="true" className="size-12 text-destructive" />
        <h1 id={titleId} data-slot="error-page-title" className="text-2xl font-semibold tracking-tight">
          {title}
        </h1>
        <p data-slot="error-page-message" className="text-base">
          {message}
        </p>
        <p data-slot="error-page-status" className="text-sm font-medium text-muted-foreground">
          {statusLabel}
        </p>
        {onHome ? (
          <Button type="button" size="lg" className="mt-2" onClick={onHome}>
            {homeLabel}
          </Button>
        ) : (
          <Button asChild size="lg" className="mt-2">
            <a href={homeHref}>{homeLabel}</a>
          </Button>
        )}
      </section>
    </div>
  );
}

export { ErrorPage };
export type { ErrorPageProps };
