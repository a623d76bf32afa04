"use client";

/**
 * The UPI QR code the patient scans across the desk (FEATURES.md §12): the bill's `upi://pay`
 * link drawn here with the `qrcode` package as an SVG (no QR service sees it), large, with the
 * amount and the payee beside it — and the plain words that a scan tells the clinic nothing:
 * the desk marks it paid when the money shows in the clinic's account.
 */
import QRCode from "qrcode";
import { useEffect, useRef, useState } from "react";
import { Message } from "../ui/alert";
import { Spinner } from "../ui/list-states";
import { BILLING_MESSAGES } from "@/lib/shared/validation/billing";
import { formatRupees } from "./billing-format";
import { isUpiNotConfigured } from "./bill-parts";
import { useUpiUri } from "./queries";

export const UPI_NOTE =
  "Scanning does not tell us the patient has paid. Mark it paid when the money shows in the clinic's account.";

/** The payee's name in a upi://pay link (its `pn`). */
export function upiPayee(uri: string): string | null {
  const query = uri.split("?")[1] ?? "";
  try {
    return new URLSearchParams(query.replace(/\+/g, "%2B")).get("pn");
  } catch {
    return null;
  }
}

export function UpiPanel({ billId, due }: { billId: number; due: number }) {
  const upi = useUpiUri(billId, due, due > 0);
  if (due <= 0) return null;
  if (upi.isError)
    return (
      <div data-testid="upi-panel">
        <Message tone="warning">
          {isUpiNotConfigured(upi.error)
            ? "UPI is not set up on this server: take the payment by cash or card."
            : upi.error.message || BILLING_MESSAGES.upiNotConfigured}
        </Message>
      </div>
    );
  if (!upi.data) return <Spinner label="Making the UPI code…" />;
  return <UpiQr uri={upi.data} amount={due} />;
}

function UpiQr({ uri, amount }: { uri: string; amount: number }) {
  const [svg, setSvg] = useState<{ uri: string; markup: string } | null>(null);
  useEffect(() => {
    let cancelled = false;
    void QRCode.toString(uri, { type: "svg", margin: 2, errorCorrectionLevel: "M" }).then((markup) => {
      if (!cancelled) setSvg({ uri, markup });
    });
    return () => {
      cancelled = true;
    };
  }, [uri]);
  // the patient scans it across the desk: the whole code on screen, never cut at the dialog's
  // fold (at 1024×768 the mode buttons sit low), so the dialog scrolls it into view once drawn
  const panel = useRef<HTMLDivElement>(null);
  const drawn = svg?.uri === uri;
  useEffect(() => {
    if (drawn) panel.current?.scrollIntoView?.({ block: "nearest" });
  }, [drawn]);
  const payee = upiPayee(uri);
  const label = `UPI QR code: pay ${formatRupees(amount)}${payee ? ` to ${payee}` : ""}`;
  return (
    <div
      ref={panel}
      data-testid="upi-panel"
      className="scroll-my-4 flex flex-col items-center gap-3 sm:flex-row sm:items-start"
    >
      <div
        role="img"
        aria-label={label}
        data-testid="upi-qr"
        data-uri={uri}
        className="size-64 shrink-0 rounded-xl bg-white p-1 ring-1 ring-slate-200 sm:size-72 [&>svg]:size-full"
        // the qrcode package's own SVG of the link: nothing from outside goes in
        dangerouslySetInnerHTML={svg?.uri === uri ? { __html: svg.markup } : undefined}
      />
      <div className="min-w-0 space-y-2 text-center sm:text-left">
        <p className="text-3xl font-semibold tabular-nums text-slate-900" data-testid="upi-amount">
          {formatRupees(amount)}
        </p>
        {payee && (
          <p className="text-sm text-slate-700">
            To <span className="font-medium text-slate-900">{payee}</span>
          </p>
        )}
        <p className="text-sm text-slate-600">Any UPI app: scan, check the amount and the name, pay.</p>
        <Message tone="info">{UPI_NOTE}</Message>
      </div>
    </div>
  );
}
