import * as React from "react";

import type { QuestionServices } from "@fuse/features/questionnaire";
import { salaryQueries } from "@fuse/features/salary";

import { usePlaces } from "./places";
import { useServices } from "./services";
import { uploadFailureMessage } from "./upload-failure";

/** The photo's place in the public avatars bucket: the owner's folder, a new name each time (no stale cache). */
const photoPath = (userId: string, file: File) =>
  `${userId}/photo-${Date.now()}.${file.type === "image/png" ? "png" : file.type === "image/webp" ? "webp" : "jpg"}`;

/**
 * What a questionnaire's questions reach outside the form: places, ROME titles, skill suggestions, the
 * photo's storage and the net salary estimate. One set for the onboarding steps and « Mon Profil ».
 */
export function useQuestionServices(userId: string | null): QuestionServices {
  const { auth, publicApi, queryClient } = useServices();
  const places = usePlaces();
  return React.useMemo<QuestionServices>(
    () => ({
      places,
      suggestJobTitles: async (text, signal) => {
        const { titles } = await publicApi.request("GET /api/rome/titles", { query: { q: text, limit: 8 }, signal });
        return titles.map((title) => title.label);
      },
      suggestSkills: async (text, signal) => {
        if (text.trim().length < 2) return [];
        const { skills } = await publicApi.request("GET /api/skills/suggestions", {
          query: { q: text, limit: 8 },
          signal,
        });
        return skills;
      },
      uploadPhoto: async (file) => {
        if (!userId) throw new Error("Connectez-vous pour envoyer une photo.");
        const { supabase } = await auth();
        const path = photoPath(userId, file);
        const { error } = await supabase.storage.from("avatars").upload(path, file, { contentType: file.type });
        if (error)
          throw new Error(
            uploadFailureMessage(
              error,
              "L'envoi de la photo a échoué. Réessayez avec une image PNG, JPEG ou WebP de 2 Mo au plus.",
            ),
          );
        return supabase.storage.from("avatars").getPublicUrl(path).data.publicUrl;
      },
      estimateNet: async (grossYearly, signal) => {
        const options = salaryQueries.simulation(publicApi, {
          gross_monthly: Math.round((grossYearly / 12) * 100) / 100,
          status: "non-cadre",
          contract: "CDI",
        });
        signal.addEventListener("abort", () => void queryClient.cancelQueries({ queryKey: options.queryKey }), {
          once: true,
        });
        return (await queryClient.fetchQuery(options)).net_monthly_before_tax;
      },
    }),
    [auth, places, publicApi, queryClient, userId],
  );
}
