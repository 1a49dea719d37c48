"""`python -m py_releaser ...` runs releaser too."""

import sys

from py_releaser import main

sys.exit(main())
