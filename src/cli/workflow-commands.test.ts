import { describe, expect, it } from "vitest";
import { escapeData, escapeProperty, workflowCommand } from "./workflow-commands.ts";

describe("workflow commands", () => {
  it("formats a command with properties", () => {
    expect(workflowCommand("error", "bad title", { title: "Invalid pull request title" })).toBe(
      "::error title=Invalid pull request title::bad title\n",
    );
    expect(workflowCommand("warning", "w")).toBe("::warning::w\n");
    expect(workflowCommand("notice", "n", { title: "", file: "a.py" })).toBe("::notice file=a.py::n\n");
  });

  it("escapes as the Actions toolkit does", () => {
    expect(escapeData("100% done\r\nnext: a,b")).toBe("100%25 done%0D%0Anext: a,b");
    expect(escapeProperty("100% done\nnext: a,b")).toBe("100%25 done%0Anext%3A a%2Cb");
    expect(workflowCommand("error", "a\nb", { title: "x: y" })).toBe("::error title=x%3A y::a%0Ab\n");
  });
});
