// CV analysis: upload, extracted facts, review and apply.
export * from "./api/contract.ts";
