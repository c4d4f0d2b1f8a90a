import * as React from "react";

import { Avatar } from "@fuse/ui/avatar";
import { Button } from "@fuse/ui/button";

type AccountMenuProps = {
  /** The user's name, or their e-mail address when no name is known. */
  name: string;
  email?: string;
  avatarUrl?: string;
  /** Ends the session; the caller goes on to the next page. */
  onSignOut: () => Promise<void> | void;
};

/** Who is signed in, and the way out. */
function AccountMenu({ name, email, avatarUrl, onSignOut }: AccountMenuProps) {
  const [signingOut, setSigningOut] = React.useState(false);

  async function signOut() {
    setSigningOut(true);
    try {
      await onSignOut();
    } finally {
      setSigningOut(false);
    }
  }

  return (
    <div data-slot="account-menu" className="flex items-center gap-3">
      <Avatar size="sm" src={avatarUrl} alt={name} />
      <div className="hidden min-w-0 flex-col sm:flex">
        <span className="truncate text-sm font-medium text-foreground">{name}</span>
        {email && email !== name ? <span className="truncate text-xs text-muted-foreground">{email}</span> : null}
      </div>
      <Button type="button" variant="outline" size="sm" loading={signingOut} onClick={() => void signOut()}>
        Se déconnecter
      </Button>
    </div>
  );
}

export { AccountMenu };
export type { AccountMenuProps };
