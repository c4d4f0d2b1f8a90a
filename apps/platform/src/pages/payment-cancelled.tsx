import { PaymentResult } from "@fuse/features/subscription";

import { usePageHandle } from "../page-handle";

/** /cancel: the payment was abandoned; nothing was charged. */
export function Component() {
  const { title, description } = usePageHandle();
  return <PaymentResult outcome="cancel" title={title} description={description ?? ""} />;
}
