/**
 * What a launch check is: a function of the build's environment answering a list of problems. Apart
 * from launch-check.ts, which runs the checks, so that a check in its own module (placeholders.ts)
 * imports these types without importing the list it is part of.
 */
export type BuildEnv = Record<string, string | undefined>

export interface LaunchProblem {
  /** The file (from the project's root, e.g. content/en/legal.json) or "environment" for a setting. */
  source: string
  /** The field in the file (e.g. "company.address"), or the setting's name(s). */
  field: string
  /** What is wrong and what to do, in a sentence; never the value. */
  message: string
}

export type LaunchCheck = (env: BuildEnv) => LaunchProblem[]
