import * as React from "react";

import { PaymentResult, subscriptionKeys } from "@fuse/features/subscription";

import { usePageHandle } from "../page-handle";
import { useOptionalServices } from "../session/services";

/**
 * /success: the return from a payment. Whatever was known of the subscription is stale now (the
 * access rules' check included), so the paid pages read it again and open at once.
 */
export function Component() {
  const { title, description } = usePageHandle();
  const services = useOptionalServices();
  const queryClient = services?.queryClient;
  React.useEffect(() => {
    void queryClient?.invalidateQueries({ queryKey: subscriptionKeys.all });
  }, [queryClient]);
  return <PaymentResult outcome="success" title={title} description={description ?? ""} />;
}
