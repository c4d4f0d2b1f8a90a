// The recruiter's subscription: plans, status, the checkouts (Stripe's or the demonstration) and the payment's return.
export type {
  CheckoutStart,
  Redirection,
  SubscriptionEndpoints,
  SubscriptionState,
  SubscriptionSummary,
} from "@fuse/domain/subscription/contract";
export { subscriptionKeys } from "./api/keys.ts";
export { subscriptionQueries } from "./api/queries.ts";
export {
  useCancelLocalCheckoutMutation,
  useCheckoutMutation,
  useCompleteLocalCheckoutMutation,
  usePortalMutation,
  useSubscriptionEndingMutation,
} from "./api/mutations.ts";
export { LocalCheckout, type LocalCheckoutProps } from "./components/local-checkout.tsx";
export { LocalCheckoutScreen, type LocalCheckoutScreenProps } from "./components/local-checkout-screen.tsx";
export { PaymentResult, type PaymentResultProps } from "./components/payment-result.tsx";
export { PlanPicker, type PlanPickerProps } from "./components/plan-picker.tsx";
export { SubscribeScreen, type SubscribeScreenProps } from "./components/subscribe-screen.tsx";
export { StripeCheckout, type StripeCheckoutProps } from "./components/stripe-checkout.tsx";
export { SubscriptionStatus, type SubscriptionStatusProps } from "./components/subscription-status.tsx";
export {
  formatEuros,
  isPlanId,
  planBenefits,
  planIds,
  plans,
  type Plan,
  type PlanId,
} from "@fuse/domain/subscription/plans";
