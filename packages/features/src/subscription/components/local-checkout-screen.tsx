import { useNavigate } from "react-router";

import type { PlanId } from "@fuse/domain/subscription/plans";

import { ApiError, type ApiClient } from "../../api/index.ts";
import { useCancelLocalCheckoutMutation, useCompleteLocalCheckoutMutation } from "../api/mutations.ts";
import { LocalCheckout } from "./local-checkout.tsx";

export interface LocalCheckoutScreenProps {
  api: ApiClient;
  plan: PlanId;
}

const messageOf = (error: unknown) =>
  error instanceof ApiError ? error.message : "Le service ne répond pas. Vérifiez votre connexion puis réessayez.";

/** The demonstration checkout's page: « Payer » lands on /success, « Annuler » on /cancel. */
function LocalCheckoutScreen({ api, plan }: LocalCheckoutScreenProps) {
  const navigate = useNavigate();
  const complete = useCompleteLocalCheckoutMutation(api);
  const cancel = useCancelLocalCheckoutMutation(api);
  const failure = complete.error ?? cancel.error;
  return (
    <LocalCheckout
      plan={plan}
      onPay={() => complete.mutate(plan, { onSuccess: ({ url }) => void navigate(url) })}
      onCancel={() => cancel.mutate(undefined, { onSuccess: ({ url }) => void navigate(url) })}
      pending={complete.isPending ? "pay" : cancel.isPending ? "cancel" : null}
      error={failure ? messageOf(failure) : null}
    />
  );
}

export { LocalCheckoutScreen };
