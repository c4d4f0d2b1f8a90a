import { Skeleton } from "@fuse/ui/skeleton";

/**
 * The salary simulator's shape while its code downloads: its two cards at their first-view heights
 * (measured in Chromium at 328, 700 and 1120 px wide), so the page does not move when it arrives.
 */
function SalarySimulatorPlaceholder() {
  return (
    <div data-slot="salary-simulator-placeholder" className="@container">
      <div
        role="status"
        aria-label="Chargement du simulateur"
        className="grid grid-cols-1 items-start gap-6 @3xl:grid-cols-2"
      >
        <Skeleton className="h-[772px] w-full rounded-xl @sm:h-[692px]" />
        <Skeleton className="h-[350px] w-full rounded-xl @sm:h-[250px] @3xl:h-[270px]" />
      </div>
    </div>
  );
}

export { SalarySimulatorPlaceholder };
