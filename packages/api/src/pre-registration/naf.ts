import { loadNafSubclasses } from "@fuse/domain/pre-registration/naf";

let subclasses: Promise<Set<string>> | undefined;

/** Whether a code is one of the NAF rév. 2 sub-classes (the form offers no other). */
export async function isNafSubclass(code: string): Promise<boolean> {
  subclasses ??= loadNafSubclasses().then((list) => new Set(list.map((subclass) => subclass.code)));
  return (await subclasses).has(code);
}
