import { describe, expect, it } from "vitest";
import { distFileRefusal } from "./dist-dir.ts";

describe("distFileRefusal: what --dist DIR may hold", () => {
  it.each([
    "widgets-1.5.0.tar.gz",
    "widgets-1.5.0-py3-none-any.whl",
    "widgets-1.5.0-py2.py3-none-any.whl",
    "widgets-1.5.0-1-cp312-cp312-win_amd64.whl",
    "widgets-1.5.0-cp312-cp312-manylinux_2_17_x86_64.manylinux2014_x86_64.whl",
    "widgets-1.5.0-cp313-cp313t-macosx_11_0_arm64.whl",
    "widgets-1.5.0-pp310-pypy310_pp73-musllinux_1_2_aarch64.whl",
  ])("takes %s", (name) => {
    expect(distFileRefusal(name)).toBeUndefined();
  });

  it.each<[string, string]>([
    ["build.log", "is neither a wheel (.whl) nor an sdist (.tar.gz)"],
    ["widgets-1.5.0.whl", "is neither a wheel (.whl) nor an sdist (.tar.gz)"],
    ["widgets-1.5.0.zip", "is a .zip sdist, which the index no longer accepts"],
    ["widgets-1.5.0-x1-cp312-cp312-win_amd64.whl", 'has build tag "x1", which must start with a digit'],
    [
      "widgets-1.5.0-cp312-cp3 12-linux.whl",
      "has malformed tags (cp312-cp3 12-linux); a wheel's name ends in python-abi-platform tags such as cp312-cp312-manylinux_2_17_x86_64",
    ],
    [
      "widgets-1.5.0-py3-none-any..x.whl",
      "has malformed tags (py3-none-any..x); a wheel's name ends in python-abi-platform tags such as cp312-cp312-manylinux_2_17_x86_64",
    ],
  ])("refuses %s: %s", (name, reason) => {
    expect(distFileRefusal(name)).toBe(reason);
  });
});
