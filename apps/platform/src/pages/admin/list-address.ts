import { useSearchParams } from "react-router";

import { listPageOf, listQueryOf, listSearchParams } from "@fuse/features/admin";

/**
 * A list of the administration whose filter (`?{filterName}=`), search (`?q=`) and page (`?page=`)
 * live in the address: their values as the address holds them, and what changes them there. A new
 * page goes back to the top of the screen.
 */
export function useListAddress<Filter extends string>(
  filterName: string,
  defaultFilter: Filter,
  filterOf: (value: string | null) => Filter,
) {
  const [params, setParams] = useSearchParams();
  const names = { filterName, defaultFilter };
  const filter = filterOf(params.get(filterName));
  const query = listQueryOf(params.get("q"));
  const page = listPageOf(params.get("page"));
  return {
    filter,
    query,
    page,
    onFilterChange: (next: Filter) => setParams(listSearchParams({ filter: next, query }, names)),
    onQueryChange: (next: string) => setParams(listSearchParams({ filter, query: next }, names)),
    onPageChange: (next: number) => {
      setParams(listSearchParams({ filter, query, page: next }, names));
      window.scrollTo({ top: 0 });
    },
  };
}
