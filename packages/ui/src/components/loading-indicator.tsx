import * as React from "react";

import { cn } from "../lib/utils";

type LoadingIndicatorProps = Omit<React.ComponentProps<"div">, "children"> & {
  /** Whether work (a page load, say) is under way. */
  active: boolean;
  /** Milliseconds of work before the bar appears, so quick work shows nothing. */
  throttle?: number;
  /** Milliseconds the bar takes to cross most of the screen. */
  duration?: number;
  /** Thickness of the bar in pixels. */
  height?: number;
  /** Accessible name of the bar. */
  label?: string;
};

/** A thin bar across the top of the window while work lasts longer than `throttle`. */
function LoadingIndicator({
  active,
  throttle = 200,
  duration = 2000,
  height = 3,
  label = "Chargement de la page",
  className,
  style,
  ...props
}: LoadingIndicatorProps) {
  const [throttleElapsed, setThrottleElapsed] = React.useState(false);

  React.useEffect(() => {
    if (!active) return;
    const timer = window.setTimeout(() => setThrottleElapsed(true), throttle);
    return () => {
      window.clearTimeout(timer);
      setThrottleElapsed(false);
    };
  }, [active, throttle]);

  if (!active || !throttleElapsed) return null;

  return (
    <div
      data-slot="loading-indicator"
      role="progressbar"
      aria-label={label}
      className={cn(
        // Without motion the bar simply stands full width: the signal stays, the movement goes.
        "pointer-events-none fixed inset-x-0 top-0 z-999 origin-left animate-fuse-progress bg-brand motion-reduce:animate-none",
        className,
      )}
      style={{ height, animationDuration: `${duration}ms`, ...style }}
      {...props}
    />
  );
}

export { LoadingIndicator };
export type { LoadingIndicatorProps };
