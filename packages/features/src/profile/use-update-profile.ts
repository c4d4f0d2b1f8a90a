import * as React from "react";

import type { ApiClient } from "./api/client.ts";
import { updateProfile, type Profile, type ProfileUpdate } from "./api/profile.ts";
import { profileMessages } from "./lib/messages.ts";
import { notifyProfileError, notifyProfileUpdated } from "./lib/notify.ts";

/**
 * Saves the profile and says so: "Profil mis à jour avec succès" on success, the red toast of
 * spec §8 on failure. `onUpdated` lets the app refresh what depends on the profile (access rules).
 */
export function useUpdateProfile(api: ApiClient, onUpdated?: (profile: Profile) => void) {
  const [pending, setPending] = React.useState(false);
  const update = React.useCallback(
    async (changes: ProfileUpdate): Promise<Profile | null> => {
      setPending(true);
      try {
        const profile = await updateProfile(api, changes);
        notifyProfileUpdated(profileMessages.updated);
        onUpdated?.(profile);
        return profile;
      } catch (error) {
        notifyProfileError(error, profileMessages.updateFailed);
        return null;
      } finally {
        setPending(false);
      }
    },
    [api, onUpdated],
  );
  return { update, pending };
}
