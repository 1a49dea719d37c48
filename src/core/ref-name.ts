/**
 * Why a name cannot be a git branch (git's check-ref-format rules, plus what would make a
 * branch name mean something else: a full ref, HEAD), or undefined when it can.
 */
export function branchNameProblem(name: string): string | undefined {
  if (name === "") return "it is empty";
  if (/\s/.test(name)) return "it contains whitespace";
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is refused
  if (/[\u0000-\u001f\u007f~^:?*[\\]/.test(name))
    return "it contains one of ~ ^ : ? * [ \\ or a control character";
  if (name.includes("..")) return 'it contains ".."';
  if (name.includes("@{") || name === "@") return 'it contains "@{" or is "@"';
  if (name.startsWith("/") || name.endsWith("/") || name.includes("//"))
    return "it has an empty path component";
  if (name.startsWith("-")) return 'it starts with "-"';
  if (name.endsWith(".")) return 'it ends with "."';
  if (name.split("/").some((part) => part.startsWith(".") || part.endsWith(".lock"))) {
    return 'a component starts with "." or ends with ".lock"';
  }
  if (name === "HEAD" || name.startsWith("refs/")) return "it names HEAD or a full ref, not a branch";
  return undefined;
}
