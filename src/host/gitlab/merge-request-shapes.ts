import type { PullRequest } from "../port.ts";
import type { GitLabRequestError } from "./errors.ts";

/** What GitLab answers for a merge request (Entities::MergeRequest), the fields read here. */
export interface MergeRequestData {
  iid: number;
  web_url: string;
  title: string;
  description?: string | null;
  source_branch: string;
  target_branch: string;
  source_project_id?: number;
  target_project_id?: number;
  labels?: Array<string | { name?: string }>;
  state: string;
}

/** A merge request as the port sees a pull request: `number` is the iid. */
export function toPullRequest(data: MergeRequestData): PullRequest {
  return {
    number: data.iid,
    url: data.web_url,
    title: data.title,
    body: data.description ?? "",
    head: data.source_branch,
    base: data.target_branch,
    labels: (data.labels ?? [])
      .map((l) => (typeof l === "string" ? l : (l.name ?? "")))
      .filter((l) => l !== ""),
    state: data.state === "opened" ? "open" : "closed",
    label: `merge request !${data.iid}`,
  };
}

/** GitLab's words in a refusal, for telling one 404 or 400 from another. */
export function messageOf(error: GitLabRequestError): string {
  const data = error.data as { message?: unknown; error?: unknown } | string;
  if (typeof data === "string") return data;
  return String(data?.message ?? data?.error ?? "");
}
