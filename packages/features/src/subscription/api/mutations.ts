import { useMutation, useQueryClient } from "@tanstack/react-query";

import type { PlanId } from "@fuse/domain/subscription/plans";

import type { ApiClient } from "../../api/index.ts";
import { subscriptionKeys } from "./keys.ts";
import {
  cancelLocalCheckout,
  cancelSubscription,
  completeLocalCheckout,
  openPortal,
  resumeSubscription,
  startCheckout,
} from "./subscription.ts";

/** « Choisir » a plan: what to open to pay (Stripe's Checkout or the demonstration page). */
export function useCheckoutMutation(api: ApiClient) {
  return useMutation({ mutationFn: (plan: PlanId) => startCheckout(api, plan) });
}

/** « Gérer mon abonnement »: the address of Stripe's customer portal. */
export function usePortalMutation(api: ApiClient) {
  return useMutation({ mutationFn: () => openPortal(api) });
}

/**
 * « Payer » on the demonstration checkout. Every subscription query goes stale, the access rules'
 * included, so the paid pages open at once.
 */
export function useCompleteLocalCheckoutMutation(api: ApiClient) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (plan: PlanId) => completeLocalCheckout(api, plan),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: subscriptionKeys.all }),
  });
}

/** « Annuler » on the demonstration checkout. */
export function useCancelLocalCheckoutMutation(api: ApiClient) {
  return useMutation({ mutationFn: () => cancelLocalCheckout(api) });
}

/**
 * « Résilier mon abonnement » (`ending`: true) or « Reprendre mon abonnement » (false). The answer is
 * the new summary; every subscription query goes stale, the access rules' included.
 */
export function useSubscriptionEndingMutation(api: ApiClient) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ending: boolean) => (ending ? cancelSubscription(api) : resumeSubscription(api)),
    onSuccess: async (summary) => {
      queryClient.setQueryData(subscriptionKeys.summary, summary);
      await queryClient.invalidateQueries({ queryKey: subscriptionKeys.all });
    },
  });
}
