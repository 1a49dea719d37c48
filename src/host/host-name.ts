const NAMES: Record<string, string> = { github: "GitHub", gitlab: "GitLab" };

/** How the output names a code host: `GitHub`, `GitLab` (else the provider as configured). */
export function hostName(provider: string): string {
  return NAMES[provider] ?? provider;
}
