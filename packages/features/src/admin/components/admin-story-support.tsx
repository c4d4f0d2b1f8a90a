// For the administration's stories: the query client and toasts a screen with its data needs, and an
// endpoint that fails once before it answers (to show « Réessayer » at work).
import { QueryClientProvider } from "@tanstack/react-query";

import { Toaster } from "@fuse/ui/toast";

import { createQueryClient } from "../../api/index.ts";

/**
 * A story decorator: a fresh query client per story, the screen at most `width` wide (92 % of a
 * narrow screen), and the toasts the screen shows.
 */
export function withAdminClient({
  width = "56rem",
  toasts = true,
}: { width?: "48rem" | "56rem"; toasts?: boolean } = {}) {
  const widthClass = width === "48rem" ? "w-[min(48rem,92vw)]" : "w-[min(56rem,92vw)]";
  return function AdminClientDecorator(Story: () => React.ReactNode) {
    return (
      <QueryClientProvider client={createQueryClient()}>
        <div className={widthClass}>
          <Story />
        </div>
        {toasts ? <Toaster /> : null}
      </QueryClientProvider>
    );
  };
}

/** An endpoint's answer that throws `error` on the first call, then gives `answer()`. */
export function failingOnce<T>(error: Error, answer: () => T): () => T {
  let calls = 0;
  return () => {
    calls += 1;
    if (calls === 1) throw error;
    return answer();
  };
}
