/**
 * `npm run check:launch`: what this build would go live with that a production build refuses (the
 * placeholders a firm replaces, the enquiry channels), per file and field, never a value. Exits 1
 * when the environment is production (CONTEXT=production, or SITE_PRODUCTION=true as pages.yml sets)
 * and anything is listed; otherwise lists and exits 0, as a local build warns.
 */
import { checkLaunch, describeLaunchProblems } from "../gatsby/launch/launch-check"

const verdict = checkLaunch(process.env)
if (verdict.problems.length === 0) {
  console.log("Launch check: nothing left to replace.")
} else {
  console.log(describeLaunchProblems(verdict))
  console.log(`${verdict.problems.length} to replace before launch (docs/privacy.md, docs/deploy.md).`)
}
process.exit(verdict.fails ? 1 : 0)
