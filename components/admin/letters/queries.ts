"use client";

/** The Letters dialog's calls (FEATURES.md §14): a visit's letters, and signing one. */
import { useQueryClient } from "@tanstack/react-query";
import type { DocumentCreatedAnswer, DocumentsAnswer } from "@/lib/shared/api/documents";
import type { DocumentInput } from "@/lib/shared/validation/documents";
import { adminJson } from "../ui/api";
import { useAdminMutation, useAdminQuery } from "../query/hooks";
import { consultKeys } from "../query/keys";

export function useVisitLetters(visitId: number) {
  return useAdminQuery({
    queryKey: consultKeys.letters(visitId),
    queryFn: async ({ background, signal }) =>
      (
        await adminJson<DocumentsAnswer>(
          `/api/admin/visits/${visitId}/documents`,
          { background, signal },
          "Failed to load the letters",
        )
      ).documents,
    meta: { errorLog: "Error fetching the letters:" },
  });
}

export function useSignLetter(visitId: number) {
  const client = useQueryClient();
  return useAdminMutation({
    mutationFn: (input: DocumentInput) =>
      adminJson<DocumentCreatedAnswer>(
        `/api/admin/visits/${visitId}/documents`,
        { json: input },
        "Could not sign the letter",
      ),
    onSuccess: () => client.invalidateQueries({ queryKey: consultKeys.letters(visitId) }),
  });
}
