"use client";

/**
 * The rights requests log (DPDP Act ss.11–14): who asked for what and when, open ones first
 * (oldest first: the longest waiting on top), then the done ones (newest first), with Mark
 * done. Which ones and the page live in the URL (?status=open&page=2). A request's patient
 * opens their profile; an erased patient's requests stay, under the patient's number only.
 */
import { Button } from "@/components/ui/button";
import { Icon } from "@/components/ui/icon";
import { SolidIcon } from "@/components/ui/solid-icon";
import type { RightsRequestRecord } from "@/lib/shared/api/privacy";
import { RIGHTS_PAGE_SIZE, type RightsStatus } from "@/lib/shared/validation/privacy";
import { RequestState } from "../patients/consent-panel";
import { FilterSelect } from "../ui/filter-select";
import { plural, RefreshButton } from "../ui/list-toolbar";
import { listPage, PagedList, usePaging } from "../ui/paged-list";
import { useMarkRequestDone, useRightsRequests } from "./queries";
import { useAdminNotice } from "../query/provider";
import { useUrlState } from "../query/url-state";
import { instantDay, kindLabel, requestPatient } from "./privacy-format";
import { CLINICAL } from "@/lib/shared/roles";
import { useAdminSession } from "../session/session-context";

const SHOW: (readonly [RightsStatus, string])[] = [
  ["all", "All requests"],
  ["open", "Open"],
  ["done", "Done"],
];

const isStatus = (value: string | null): value is RightsStatus => SHOW.some(([name]) => name === value);

export function RightsRequestsList({
  headingRef,
  onProfile,
}: {
  headingRef: React.RefObject<HTMLHeadingElement | null>;
  onProfile: (patientId: number, opener: HTMLElement) => void;
}) {
  const [params, setParams] = useUrlState();
  const given = params.get("status");
  const status: RightsStatus = isStatus(given) ? given : "all";
  const paging = usePaging(RIGHTS_PAGE_SIZE, { headingRef });
  const list = useRightsRequests(status, paging.page);
  const markDone = useMarkRequestDone();
  const showNotice = useAdminNotice();
  const { can } = useAdminSession();

  const listed = listPage(list, list.data?.requests);
  const { rows, total } = listed;

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
    <PagedList
      paging={paging}
      compact
      className="min-w-0"
      testId="rights-requests"
      title="Rights requests"
      count={countLine(total, status)}
      toolbar={
        <div className="flex items-center gap-2 max-sm:w-full">
          <FilterSelect
            label="Show"
            value={status}
            options={SHOW}
            className="max-sm:flex-1"
            onChange={(value) => setParams({ status: value === "all" ? null : value, page: null })}
          />
          <RefreshButton
            className="max-sm:min-h-11"
            loading={list.isFetching}
            loaded={rows !== null}
            onRefresh={() => void list.refresh()}
          />
        </div>
      }
      what="rights requests"
      list={listed}
      empty={{
        icon: <Icon name="shield" className="size-4" />,
        message:
          status === "open" ? "No open requests." : status === "done" ? "No done requests yet." : "No requests yet.",
        hint: "A patient's request to see, correct or erase their data, a withdrawn consent or a grievance is logged here.",
      }}
    >
      {(rows) => (
        <ul className="divide-y divide-slate-100" aria-busy={list.isPlaceholderData || undefined}>
          {rows.map((r) => (
            <RequestItem
              key={r.id}
              request={r}
              marking={marking === r.id}
              onDone={can(CLINICAL) ? () => done(r) : undefined}
              onProfile={onProfile}
            />
          ))}
        </ul>
      )}
    </PagedList>
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
  /** absent for the desk: completing a request (an export, an erasure) is the doctor's or the owner's */
  onDone?: () => void;
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
      {!r.doneAt && onDone && (
        <Button
          variant="neutral"
          size="toolbar"
          onClick={onDone}
          pending={marking}
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
