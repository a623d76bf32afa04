/**
 * An e-mail address that wraps where a reader expects it to — after the "@" and before each
 * dot — rather than in the middle of a word (issue 29: "break-all" split names mid-word).
 * A part longer than its line still wraps (break-words), as a last resort.
 */
export function EmailText({ email }: { email: string }) {
  const parts = email.split(/(?<=@)|(?=\.)/);
  return (
    <span className="break-words">
      {parts.map((part, i) => (
        <span key={i}>
          {i > 0 && <wbr />}
          {part}
        </span>
      ))}
    </span>
  );
}
