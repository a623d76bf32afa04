/**
 * The column heads of a printed sheet's table (the day close, the follow-ups' call list):
 * bold, left-aligned, a little smaller than the rows, in the sheet's own bordered `cell`.
 */
export function PrintHead({ titles, cell }: { titles: readonly string[]; cell: string }) {
  return (
    <thead>
      <tr>
        {titles.map((h) => (
          <th key={h} scope="col" className={`${cell} text-left text-[8.5pt] font-bold`}>
            {h}
          </th>
        ))}
      </tr>
    </thead>
  );
}
