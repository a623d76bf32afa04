"use client";

/**
 * The rights requests log (DPDP Act ss.11–14): who asked for what and when, open ones first
 * (oldest first: the longest waiting on top), then the done ones (newest first), with Mark
 * done. Which ones and the page live in the URL (?status=open&page=2). A request's patient
 * opens their profile; an erased patient's requests stay, under the patient's number only.
 */
import { useEffect, useId } from "react";
import { Button } from "@/components/ui/button";
import { Icon } from "@/components/ui/icon";
import { SolidIcon } from "@/components/ui/solid-icon";
import { RIGHTS_PAGE_SIZE } from "@/lib/shared/validation/privacy";
import { RequestState } from "../consent-panel";
import { EmptyState, ListPending } from "../list-states";
import { Pager, plural, RefreshButton } from "../list-toolbar";
import { useMarkRequestDone, useRightsRequests, type RightsRequestRecord, type RightsStatus } from "../queries/privacy";
import { useAdminNotice } from "../queries/provider";
import { pageForUrl, pageParam, useUrlState } from "../queries/url-state";
import { instantDay, kindLabel, requestPatient } from "./privacy-format";

const SHOW: { value: RightsStatus; label: string }[] = [
  { value: "all", label: "All requests" },
  { value: "open", label: "Open" },
  { value: "done", label: "Done" },
];

const isStatus = (value: string | null): value is RightsStatus => SHOW.some((s) => s.value === value);

export function RightsRequestsList({
  headingRef,
  onProfile,
}: {
  headingRef: React.RefObject<HTMLHeadingElement | null>;
  onProfile: (patientId: number, opener: HTMLElement) => void;
}) {
  const headingId = useId();
  const selectId = useId();
  const [params, setParams] = useUrlState();
  const given = params.get("status");
  const status: RightsStatus = isStatus(given) ? given : "all";
  const page = pageParam(params.get("page"));
  const list = useRightsRequests(status, page);
  const markDone = useMarkRequestDone();
  const showNotice = useAdminNotice();

  const rows = list.data?.requests ?? null;
  const total = list.data?.total ?? 0;
  const totalPages = list.data?.totalPages ?? 1;

  // a page past the end (fewer requests meanwhile): go to the last page
  const pastTheEnd = rows?.length === 0 && total > 0 && page > 1;
  useEffect(() => {
    if (pastTheEnd) setParams({ page: pageForUrl(totalPages) }, { replace: true });
  }, [pastTheEnd, totalPages, setParams]);

  function done(request: RightsRequestRecord) {
    markDone.mutate(request, {
      onSuccess: ({ message }) => {
        showNotice(message, "success");
        // the button goes with the open state: keep the place on the list
        headingRef.current?.focus({ preventScroll: true });
      },
      onError: (error) => showNotice(error.message),
    });
  }

  const marking = markDone.isPending ? markDone.variables?.id : undefined;

  return (
    <section
      aria-labelledby={headingId}
      className="min-w-0 overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200"
      data-testid="rights-requests"
    >
      <div className="flex flex-wrap items-end gap-x-6 gap-y-3 border-b border-slate-200 px-4 py-4 sm:px-5">
        <div className="mr-auto min-w-0">
          <h2
            id={headingId}
            ref={headingRef}
            tabIndex={-1}
            className="text-base font-semibold text-slate-900 focus:outline-none"
          >
            Rights requests
          </h2>
          <p className="mt-0.5 text-sm text-slate-600" aria-live="polite">
            {rows === null ? "Loading…" : countLine(total, status)}
          </p>
        </div>
        <div className="flex items-center gap-2 max-sm:w-full">
          <label htmlFor={selectId} className="shrink-0 text-sm font-medium text-slate-700">
            Show
          </label>
          <select
            id={selectId}
            value={status}
            onChange={(e) => setParams({ status: e.target.value === "all" ? null : e.target.value, page: null })}
            className="block min-h-10 min-w-0 rounded-lg border border-slate-300 bg-white py-2 pl-3 pr-8 text-base text-slate-900 shadow-sm focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/20 max-sm:min-h-11 max-sm:flex-1 sm:text-sm"
          >
            {SHOW.map((s) => (
              <option key={s.value} value={s.value}>
                {s.label}
              </option>
            ))}
          </select>
          <RefreshButton
            className="max-sm:min-h-11"
            loading={list.isFetching}
            loaded={rows !== null}
            onRefresh={() => void list.refresh()}
          />
        </div>
      </div>

      <ListPending
        what="rights requests"
        loaded={rows !== null}
        failed={list.isError}
        onRetry={() => void list.refresh()}
      />

      {rows !== null && rows.length === 0 && (
        <EmptyState
          icon={<Icon name="shield" className="size-4" />}
          message={
            status === "open" ? "No open requests." : status === "done" ? "No done requests yet." : "No requests yet."
          }
          hint="A patient's request to see, correct or erase their data, a withdrawn consent or a grievance is logged here."
        />
      )}

      {rows !== null && rows.length > 0 && (
        <ul className="divide-y divide-slate-100" aria-busy={list.isPlaceholderData || undefined}>
          {rows.map((r) => (
            <RequestItem
              key={r.id}
              request={r}
              marking={marking === r.id}
              onDone={() => done(r)}
              onProfile={onProfile}
            />
          ))}
        </ul>
      )}

      {rows !== null && (
        <Pager
          page={page}
          pageSize={RIGHTS_PAGE_SIZE}
          total={total}
          loading={list.isFetching}
          onPage={(to) => {
            setParams({ page: pageForUrl(to) });
            headingRef.current?.focus({ preventScroll: true });
            headingRef.current?.scrollIntoView({ block: "start" });
          }}
          live
        />
      )}
    </section>
  );
}

function RequestItem({
  request: r,
  marking,
  onDone,
  onProfile,
}: {
  request: RightsRequestRecord;
  marking: boolean;
  onDone: () => void;
  onProfile: (patientId: number, opener: HTMLElement) => void;
}) {
  const patient = requestPatient(r);
  return (
    <li
      data-request-id={r.id}
      data-state={r.doneAt ? "done" : "open"}
      className={`flex flex-col gap-3 px-4 py-3.5 sm:flex-row sm:items-start sm:px-5 ${r.doneAt ? "" : "bg-amber-50/30"}`}
    >
      <div className="min-w-0 flex-1 text-sm">
        <p className="flex flex-wrap items-center gap-x-2.5 gap-y-1">
          <span className="font-semibold text-slate-900" data-testid="request-kind">
            {kindLabel(r.kind)}
          </span>
          <RequestState request={r} />
        </p>
        <p className="mt-1 break-words text-slate-700">
          Asked by {r.requester} · received {instantDay(r.receivedAt)}
        </p>
        <p className="mt-0.5 text-slate-700">
          <span className="text-slate-500">Patient: </span>
          {r.patientName && r.patientId !== null ? (
            <button
              type="button"
              onClick={(e) => onProfile(r.patientId!, e.currentTarget)}
              aria-label={`Profile of ${r.patientName}`}
              className="rounded font-medium text-brand-700 underline-offset-2 hover:text-brand-800 hover:underline max-sm:inline-flex max-sm:min-h-11 max-sm:items-center max-sm:align-middle"
            >
              {r.patientName}
            </button>
          ) : (
            <span className={patient ? "" : "text-slate-500"}>{patient ?? "Not linked to a patient"}</span>
          )}
        </p>
        {r.detail && <p className="mt-1 whitespace-pre-wrap break-words text-slate-600">{r.detail}</p>}
        {(r.recordedBy || r.doneBy) && (
          <p className="mt-1 text-xs text-slate-500">
            {r.recordedBy ? `Recorded by ${r.recordedBy}` : "Recorded"}
            {r.doneAt && r.doneBy ? ` · done by ${r.doneBy}` : ""}
          </p>
        )}
      </div>
      {!r.doneAt && (
        <Button
          variant="neutral"
          size="toolbar"
          onClick={onDone}
          disabled={marking}
          busy={marking}
          aria-label={`Mark done: ${kindLabel(r.kind)}, asked by ${r.requester}`}
          className="shrink-0 self-end max-sm:min-h-11 sm:self-start"
        >
          {!marking && <SolidIcon name="check" />}
          Mark done
        </Button>
      )}
    </li>
  );
}

/** "3 requests in total", "1 open request", "4 done requests". */
function countLine(total: number, status: RightsStatus): string {
  if (status === "all") return `${plural(total, "request", "requests")} in total`;
  return plural(total, `${status} request`, `${status} requests`);
}
