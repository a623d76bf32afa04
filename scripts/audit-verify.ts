/**
 * Checks the audit log's tamper-evident chain (lib/server/audit/audit-chain.ts) and names the
 * first broken entry: a changed, deleted or inserted entry, a back-dated one (sealed or not), a
 * pruned segment not anchored in the chain. Reads only; safe while the server runs. Exit code
 * 0: intact, 1: broken.
 *
 *   npm run audit:verify
 */
import "./node-server";
import { disconnect } from "../lib/server/db";
import { verifyAuditChain } from "../lib/server/audit/audit-chain-verify";

async function main() {
  const report = await verifyAuditChain();
  if (!report.ok) {
    console.error(report.message);
    console.error(`${report.entries} entries checked before it. See docs/security.md, "Breach runbook".`);
    process.exitCode = 1;
    return;
  }
  const range = report.firstSeq === null ? "" : ` (seq ${report.firstSeq}–${report.lastSeq})`;
  const head = report.headHash ? `, head ${report.headHash.slice(0, 12)}…` : "";
  console.log(`Audit log intact: ${report.entries} entries${range}${head}`);
  if (report.unsealed)
    console.log(`${report.unsealed} newer entries are not sealed yet: the next audit entry seals them.`);
}

main()
  .catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  })
  .finally(() => disconnect());
