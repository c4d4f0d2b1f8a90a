import { useQuery } from "@tanstack/react-query";
import * as React from "react";

import { CandidateTrade, profileQueries, useSaveCandidateTradeMutation } from "@fuse/features/profile";
import { tradeServices } from "@fuse/features/rome";
import { Skeleton } from "@fuse/ui/skeleton";

import { useServices, useSignedInApi } from "../session/services";

/** « Mon métier » of a candidate's « Mon Profil »: their trade, read and saved through the candidate info API. */
export function CandidateTradeSection({ userId }: { userId: string }) {
  const api = useSignedInApi();
  const { publicApi } = useServices();
  const info = useQuery(profileQueries.candidateInfo(api, userId));
  const save = useSaveCandidateTradeMutation(api, userId);
  const trades = React.useMemo(() => tradeServices(publicApi), [publicApi]);
  if (info.isPending) return <Skeleton className="h-16 w-full" />;
  const data = info.data ?? null;
  const rome = data?.rome_code ?? null;
  return (
    <CandidateTrade
      targetTitle={typeof data?.target_title === "string" ? data.target_title : null}
      trade={rome ? { rome, label: data?.rome_label ?? rome } : null}
      searchTrades={trades.searchTrades}
      saving={save.isPending}
      onChoose={(trade) => save.mutate(trade.rome)}
    />
  );
}
