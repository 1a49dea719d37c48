"""releaser for Python installers: runs the bundled releaser CLI on the `node` found on PATH.

Arguments, standard input, the exit code and signals pass straight through: on POSIX the launcher
replaces itself with node (exec), so node is the process the shell or CI runner talks to.
"""

import os
import re
import shutil
import subprocess
import sys

__version__ = "0.0.0"

#: The oldest Node.js the bundled CLI runs on (package.json "engines").
MINIMUM_NODE = (20, 19)

CLI = os.path.join(os.path.dirname(os.path.abspath(__file__)), "cli", "cli.js")


def _fail(message):
    sys.stderr.write("error: " + message + "\n")
    return 1


def _node_version(node):
    """The (major, minor) of `node --version`, or None when it cannot be told."""
    try:
        out = subprocess.run(
            [node, "--version"], stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, timeout=30, check=False
        ).stdout.decode("ascii", "replace")
    except (OSError, subprocess.SubprocessError):
        return None
    match = re.match(r"v(\d+)\.(\d+)", out.strip())
    return (int(match.group(1)), int(match.group(2))) if match else None


def main():
    node = shutil.which("node")
    wanted = "%d.%d" % MINIMUM_NODE
    if node is None:
        return _fail(
            "releaser runs on Node.js, and `node` is not on PATH; install Node.js %s or newer "
            "(e.g. apt-get install nodejs, brew install node, or actions/setup-node) and run it again" % wanted
        )
    version = _node_version(node)
    if version is None or version < MINIMUM_NODE:
        shown = "an unknown version" if version is None else "%d.%d" % version
        return _fail(
            "releaser needs Node.js %s or newer, and `node` on PATH (%s) is %s; install a newer Node.js "
            "and run it again" % (wanted, node, shown)
        )
    argv = [node, CLI] + sys.argv[1:]
    if os.name == "posix":
        sys.stdout.flush()
        sys.stderr.flush()
        os.execv(node, argv)
    return subprocess.call(argv)


if __name__ == "__main__":
    sys.exit(main())
