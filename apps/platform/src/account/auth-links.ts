import type { SupabaseClient } from "@supabase/supabase-js";

/** Where e-mail links bring the user back: pages of this very site. */
export const emailRedirect = {
  confirm: () => `${window.location.origin}/confirm-email`,
  recovery: () => `${window.location.origin}/reset-password`,
};

/** Sends the sign-up confirmation again; throws the auth error. */
export async function resendConfirmation(supabase: SupabaseClient, email: string) {
  const { error } = await supabase.auth.resend({
    type: "signup",
    email,
    options: { emailRedirectTo: emailRedirect.confirm() },
  });
  if (error) throw error;
}

/** The error GoTrue put in an e-mail link's return URL (`error_code`), if any. */
export function linkErrorCode(search: string, hash: string) {
  const fromQuery = new URLSearchParams(search).get("error_code");
  const fromHash = new URLSearchParams(hash.replace(/^#/, "")).get("error_code");
  return fromQuery ?? fromHash ?? undefined;
}
