/** Who is visiting, as far as the access rules need to know (spec §4, §6). */
export type Visitor =
  | { kind: "anonymous" }
  | { kind: "candidate"; completed: boolean; hasMemo: boolean; analyzerCv: boolean }
  | {
      kind: "recruiter";
      completed: boolean;
      /** The subscription check of spec §7: a valid row, none, or the check itself failed. */
      subscription: "valid" | "none" | "error";
    }
  | { kind: "admin" };

export interface AccessOptions {
  /** The public setting that makes recruiters pay for jobs, matches, workflow and news. */
  recruiterPaymentRequired: boolean;
}

export type AccessDecision = { type: "allow" } | { type: "redirect"; to: string };
