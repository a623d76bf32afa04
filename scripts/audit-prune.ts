/**
 * Removes audit entries older than AUDIT_RETENTION_DAYS (at least 365), as whole calendar months
 * (UTC), after the whole chain verifies; what was removed stays recorded as a segment, so the
 * rest still verifies (lib/server/audit/audit-chain.ts). Refuses, with exit code 1, when the
 * chain is broken: a broken log is evidence. Safe while the server runs.
 *
 *   npm run audit:prune
 */
import "./node-server";
import { config } from "../lib/server/config";
import { disconnect } from "../lib/server/db";
import { pruneAuditLog } from "../lib/server/audit/audit-chain-prune";

async function main() {
  const result = await pruneAuditLog();
  const before = result.before.slice(0, 10);
  if (!result.segment) {
    console.log(
      `Nothing to prune: no audit entries before ${before} (AUDIT_RETENTION_DAYS=${config().AUDIT_RETENTION_DAYS}).`,
    );
    return;
  }
  const { fromSeq, toSeq, firstAt, lastAt } = result.segment;
  console.log(
    `Pruned ${result.removed} audit entries (seq ${fromSeq}–${toSeq}, ${firstAt.slice(0, 10)} to ${lastAt.slice(0, 10)}): every month before ${before}. The chain still verifies from seq ${toSeq + 1}.`,
  );
}

main()
  .catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  })
  .finally(() => disconnect());
