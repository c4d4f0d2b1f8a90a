import * as React from "react";

import { storageBuckets } from "@fuse/domain/vocabulary/storage-buckets";
import type { QuestionServices } from "@fuse/features/questionnaire";
import { salaryQueries } from "@fuse/features/salary";

import { usePlaces } from "./places";
import { useServices } from "./services";
import { uploadImage } from "./storage-upload";

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
        return uploadImage(auth, { bucket: storageBuckets.avatars, userId, name: "photo", file }, "de la photo");
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
