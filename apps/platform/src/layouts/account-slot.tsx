/**
 * Where the signed-in user's avatar and sign-out go once sessions exist. Until then it stays
 * empty rather than showing a made-up user.
 */
export function AccountSlot() {
  return <div data-slot="account-slot" className="flex items-center gap-2" />;
}
