import { toast } from "@fuse/ui/toast-store";

/** How often the app asks the server which build it serves. */
export const newBuildCheckIntervalMs = 5 * 60 * 1000;

/** `version.json`, written beside index.html by the build: the entry module of the build served. */
type BuildInfo = { build: string };

async function servedBuild(): Promise<string | null> {
  try {
    const response = await fetch("/version.json", { cache: "no-store" });
    if (!response.ok) return null;
    return ((await response.json()) as BuildInfo).build ?? null;
  } catch {
    // Offline or server down: try again at the next check.
    return null;
  }
}

/**
 * Checks periodically, and whenever the tab comes back to the front, whether the server now serves
 * a newer build than `current` (this page's entry module, whose name carries its content hash); if
 * so, offers to reload with a toast that stays until answered.
 */
export function watchForNewBuild({
  current,
  intervalMs = newBuildCheckIntervalMs,
  reload = () => window.location.reload(),
}: {
  current: string;
  intervalMs?: number;
  reload?: () => void;
}) {
  let offered = false;
  async function check() {
    if (offered) return;
    const served = await servedBuild();
    if (!served || served === current) return;
    offered = true;
    toast({
      title: "Une nouvelle version de Fuse est disponible",
      description: "Rechargez la page pour en profiter.",
      timeout: Infinity,
      actions: [{ label: "Recharger", onClick: reload }],
    });
  }
  const timer = window.setInterval(() => void check(), intervalMs);
  const onVisible = () => {
    if (document.visibilityState === "visible") void check();
  };
  document.addEventListener("visibilitychange", onVisible);
  return {
    check,
    stop: () => {
      window.clearInterval(timer);
      document.removeEventListener("visibilitychange", onVisible);
    },
  };
}
