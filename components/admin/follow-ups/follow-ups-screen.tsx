"use client";

/**
 * The desk's Follow-ups screen (FEATURES.md §14, issue 44): who the doctor wants to see
 * again, overdue and due first (the server's order), a status filter kept in the URL
 * (?status=overdue), one-tap Remind by WhatsApp, SMS or e-mail, Close by hand, and a printed
 * call list. A table from 1280 px, a card per follow-up below. The diagnosis shows only when
 * the server sends it (the doctor and the owner).
 */
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Icon } from "@/components/ui/icon";
import type { RecallRecord } from "@/lib/shared/api/recalls";
import type { MessageChannel } from "@/lib/shared/validation/messages";
import type { RecallStatus } from "@/lib/shared/validation/recalls";
import { useAdminNotice } from "../query/provider";
import { useUrlState } from "../query/url-state";
import { useAdminSession } from "../session/session-context";
import { FilterSelect, type FilterOption } from "../ui/filter-select";
import { RefreshButton } from "../ui/list-toolbar";
import { CardTable, listPage, PagedList, usePaging } from "../ui/paged-list";
import { CallListSheet } from "./call-list-sheet";
import { CloseDialog } from "./close-dialog";
import { FollowUpRow, recallColumns } from "./follow-up-row";
import { followUpsCount, isRecallStatus, statusLabel, STATUS_ORDER } from "./follow-ups-format";
import { useRecalls, useRemindingIds, useRemindRecall } from "./queries";

const STATUS_OPTIONS: FilterOption[] = [["", "All"], ...STATUS_ORDER.map((s) => [s, statusLabel(s)] as const)];

export function FollowUpsScreen() {
  const showNotice = useAdminNotice();
  const { clinicName } = useAdminSession();
  const paging = usePaging(0, { paged: false });
  const [params, setParams] = useUrlState();
  const given = params.get("status");
  const status = isRecallStatus(given) ? given : null;
  const list = useRecalls(status);
  const remind = useRemindRecall();
  const reminding = useRemindingIds();
  const [closing, setClosing] = useState<RecallRecord | null>(null);

  const listed = listPage(list, list.data?.recalls);
  const { rows, total } = listed;
  // the desk never sees it; the doctor's and the owner's rows carry it when written
  const withDiagnosis = rows?.some((r) => r.diagnosis !== null) ?? false;
  const title = heading(status);

  function sendReminder(recall: RecallRecord, channel: MessageChannel) {
    remind.mutate(
      { recall, channel },
      {
        onSuccess: (body) => showNotice(body.message ?? "Reminder queued.", "success"),
        onError: (error) => showNotice(error.message),
      },
    );
  }

  return (
    <div className="space-y-6">
      <PagedList
        paging={paging}
        title={title}
        count={followUpsCount(total, status ? statusLabel(status).toLowerCase() : "")}
        countTestId="recall-count"
        toolbar={
          <div className="flex flex-wrap gap-2">
            <Button
              variant="neutral"
              size="toolbar"
              onClick={() => window.print()}
              disabled={!rows?.length}
              title={rows?.length ? "Print these follow-ups as a call list" : "There is nothing to print"}
            >
              <Icon name="file" className="size-4" /> Print call list
            </Button>
            <RefreshButton loading={list.isFetching} loaded={rows !== null} onRefresh={() => void list.refresh()} />
          </div>
        }
        filters={
          <FilterSelect
            label="Status"
            value={status ?? ""}
            options={STATUS_OPTIONS}
            onChange={(value) => setParams({ status: value })}
          />
        }
        what="follow-ups"
        list={listed}
        empty={{
          icon: <Icon name="clock" className="size-4" />,
          message: status ? `No ${statusLabel(status).toLowerCase()} follow-ups.` : "No follow-ups yet.",
          hint: status
            ? "Choose “All” to see every follow-up."
            : "A visit's “Review in” or a prescription's follow-up date adds one here.",
        }}
      >
        {(rows) => (
          <CardTable
            caption={`${title}: ${followUpsCount(rows.length)}, overdue and due first`}
            columns={recallColumns(withDiagnosis)}
            busy={list.isPlaceholderData}
          >
            {rows.map((row) => (
              <FollowUpRow
                key={row.id}
                row={row}
                diagnosis={withDiagnosis}
                reminding={reminding.has(row.id)}
                onRemind={(channel) => sendReminder(row, channel)}
                onClose={() => setClosing(row)}
              />
            ))}
          </CardTable>
        )}
      </PagedList>
      {rows && <CallListSheet clinicName={clinicName} title={title} rows={rows} />}
      {closing && <CloseDialog recall={closing} onClose={() => setClosing(null)} />}
    </div>
  );
}

/** "All follow-ups", "Overdue follow-ups". */
const heading = (status: RecallStatus | null) => (status ? `${statusLabel(status)} follow-ups` : "All follow-ups");
