import type { ReportCellView } from '#bff/views/reports'

/** A report's rows as a scrollable table, named by the report's title (reports and the finance report). */
export function ReportRowsTable({ title, columns, rows }: { title: string; columns: string[]; rows: ReportCellView[][] }) {
  return (
    <div className="table-scroll" tabIndex={0} role="region" aria-label={title}>
      <table>
        <caption className="visually-hidden">{title}</caption>
        <thead>
          <tr>
            {columns.map((c, i) => (
              <th key={i} scope="col">
                {c}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, r) => (
            <tr key={r}>
              {row.map((cell, c) => (
                <td key={c}>{cell === null ? '' : String(cell)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
