/** Limits of the auth endpoints; every count is per window. */
export interface RateLimits {
  /** Length of a window, in seconds (GoTrue counts per 5 minutes). */
  windowSeconds: number;
  /** Password sign-ins (POST /token?grant_type=password) from one IP address. */
  signInPerIp: number;
  /** Failed password sign-ins on one account from one IP address: that address then waits. */
  signInFailuresPerIpAndAccount: number;
  /**
   * Failed password sign-ins on one account, whatever the IP: past it the account is under attack
   * and an address that has failed on it gets no further try, so a distributed guesser needs a
   * fresh address per guess. An address that has not failed still gets its password checked: the
   * owner is never locked out by others' failures.
   */
  signInFailuresPerAccount: number;
  /**
   * Failed password sign-ins from a browser that carries a device cookie for the account (it signed
   * in to it before): such sign-ins are not counted against the address or the account, so an
   * owner behind the address of someone guessing her password still signs in, but the cookie
   * itself is stopped past this bound.
   */
  signInFailuresPerDevice: number;
  /** Days a device cookie stays valid after the sign-in that issued it (at most 400, as browsers keep them). */
  deviceCookieDays: number;
  /** Sign-ups from one IP address. */
  signUpPerIp: number;
  /** Recovery and resend requests (both send e-mail) from one IP address. */
  recoverPerIp: number;
  /** Least delay between two e-mails of one kind to one account, in seconds (GoTrue's max_frequency). */
  emailFrequencySeconds: number;
}

/**
 * Supabase's defaults for a project (supabase/config.toml: sign_in_sign_ups = 30 per 5 minutes,
 * auth.email.max_frequency = "1m"); the bounds on failed sign-ins and the device cookies are ours.
 */
export const defaultRateLimits: RateLimits = {
  windowSeconds: 300,
  signInPerIp: 30,
  signInFailuresPerIpAndAccount: 5,
  signInFailuresPerAccount: 10,
  signInFailuresPerDevice: 5,
  deviceCookieDays: 180,
  signUpPerIp: 30,
  recoverPerIp: 30,
  emailFrequencySeconds: 60,
};
