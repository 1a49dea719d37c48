import { describe, expect, it } from "vitest";
import { compileVersionPattern, findVersionByPattern } from "../core/version-pattern.ts";
import { readSetupPy } from "./setup-py.ts";

describe("readSetupPy", () => {
  it("a name held in a variable and a version read by exec from version.py (python-storage's shape)", () => {
    const facts = readSetupPy(
      'import os\nname = "google-cloud-storage"\nversion = {}\nwith open(os.path.join(root, "google/cloud/storage/version.py")) as f:\n    exec(f.read(), version)\nversion = version["__version__"]\nsetuptools.setup(\n    name=name,\n    version=version,\n    install_requires=["x; python_version>=\'3\'"],\n)\n',
    );
    expect(facts).toEqual({
      name: "google-cloud-storage",
      version: undefined,
      versionPaths: ["google/cloud/storage/version.py"],
    });
  });

  it("a literal name and a version read from a plain VERSION file (faker's shape)", () => {
    const facts = readSetupPy(
      "from setuptools import setup\nsetup(name='faker', version=open(\"VERSION\").read().strip(), packages=find_packages())\n",
    );
    expect(facts).toEqual({
      name: "faker",
      version: undefined,
      versionPaths: ["VERSION"],
      versionFromTag: undefined,
    });
  });

  it("a version in a top-level variable the call names", () => {
    const facts = readSetupPy(
      'from setuptools import setup\nVERSION = "1.2.3"\nsetup(\n    name="acme",\n    version=VERSION,\n)\n',
    );
    expect(facts.version).toEqual({ kind: "variable", variable: "VERSION", value: "1.2.3" });
    expect(facts.name).toBe("acme");
  });

  it("a literal version: the pattern finds it in the call, not a python_version marker before it", () => {
    const text =
      'from setuptools import setup\nREQS = ["x; python_version>=\'3.8\'"]\nsetup(\n    name="acme",\n    install_requires=REQS,\n    version="2.0.1",\n)\n';
    const facts = readSetupPy(text);
    expect(facts.version).toMatchObject({ kind: "literal", value: "2.0.1" });
    const pattern = compileVersionPattern(facts.version?.kind === "literal" ? facts.version.pattern : "");
    expect(findVersionByPattern(text, pattern)).toMatchObject({ value: "2.0.1", line: 6 });
  });

  it("a package's __init__.py that setup.py runs for its version (a web server's shape), never a path outside", () => {
    const facts = readSetupPy(
      'import setuptools\nwith open("tornado/__init__.py") as f:\n    ns = {}\n    exec(f.read(), ns)\n    version = ns["version"]\nwith open("README.rst") as f:\n    long = f.read()\nopen("../other/__init__.py")\nsetuptools.setup(name="tornado", version=version)\n',
    );
    expect(facts).toEqual({
      name: "tornado",
      version: undefined,
      versionPaths: ["tornado/__init__.py"],
      versionFromTag: undefined,
    });
  });

  it("no setup() call: nothing", () => {
    expect(readSetupPy('name = "x"\nversion = "1.0"\n')).toEqual({
      name: undefined,
      version: undefined,
      versionPaths: [],
      versionFromTag: undefined,
    });
  });

  it.each<[string, string, string | undefined]>([
    [
      "use_scm_version=True",
      'from setuptools import setup\nsetup(name="scm", use_scm_version=True)\n',
      "setuptools-scm (use_scm_version in setup.py)",
    ],
    [
      "use_scm_version with options",
      'setup(\n    name="scm",\n    use_scm_version={"write_to": "scm/_v.py"},\n)\n',
      "setuptools-scm (use_scm_version in setup.py)",
    ],
    ["use_scm_version=False", 'setup(name="scm", use_scm_version=False, version="1.0")\n', undefined],
    [
      "use_scm_version in a comment",
      '# use_scm_version=True was dropped\nsetup(name="scm", version="1.0")\n',
      undefined,
    ],
    [
      "versioneer",
      'import versioneer\nsetup(\n    name="vv",\n    version=versioneer.get_version(),\n    cmdclass=versioneer.get_cmdclass(),\n)\n',
      "versioneer (versioneer.get_version() in setup.py)",
    ],
  ])("the version from the tag: %s", (_, text, tool) => {
    expect(readSetupPy(text).versionFromTag).toBe(tool);
  });
});
