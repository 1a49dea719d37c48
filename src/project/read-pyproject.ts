import { readPyprojectVersion } from "../edits/pyproject.ts";
/**
 * pyproject.toml's version facts from the parsed data, or from the positional document when the
 * data cannot answer (apart from pyproject-info.ts, which edits/ builds on: no import circle).
 */
import { dataView, NeedsPositions, readPyprojectInfo } from "./pyproject-info.ts";

/**
 * Reads pyproject.toml from the data loading the configuration parsed already. Only for the rare
 * file the data cannot answer for (a version that is no string, which the error must locate; a
 * version whose line a plain scan cannot place) does the positional parser read it again.
 */
export async function readPyproject(
  pyproject: { text: string; data: Record<string, unknown> },
  path: string,
) {
  try {
    return readPyprojectInfo(dataView(pyproject.data, pyproject.text));
  } catch (error) {
    if (!(error instanceof NeedsPositions)) throw error;
    return readPyprojectVersion(pyproject.text, path);
  }
}
